import { useFormatValue } from '../../app/hooks.js';
import { humanize } from '../labels.js';
import { inferColumns, isRecord, type AnyRecord } from '../infer.js';
import { RecordTable } from './RecordTable.js';

const MAX_DEPTH = 3;
const HIDDEN = /(^|_)(password|token|secret|hash)($|_)/i;

/**
 * Any API value as a person reads it (never JSON): scalars formatted as the
 * portal shows them, lists of values joined, lists of records as a table,
 * records as a definition list, nested up to three levels.
 */
export function ReadableValue({ value, depth = 0 }: { value: unknown; depth?: number }) {
  const format = useFormatValue();
  if (Array.isArray(value)) {
    if (value.every((v) => v === null || typeof v !== 'object')) return <>{format(value)}</>;
    const rows = value.filter(isRecord);
    if (depth >= MAX_DEPTH || rows.length !== value.length)
      return <>{`${value.length} item${value.length === 1 ? '' : 's'}`}</>;
    return (
      <RecordTable
        caption={`${rows.length} item${rows.length === 1 ? '' : 's'}`}
        rows={rows}
        columns={inferColumns(rows, 8)}
        rowKey={(_r, i) => String(i)}
      />
    );
  }
  if (isRecord(value)) {
    if (depth >= MAX_DEPTH) return <>{format(value)}</>;
    return <ReadableFields record={value} depth={depth + 1} />;
  }
  return <>{format(value)}</>;
}

/** A record as a definition list of humanised field names and readable values. */
export function ReadableFields({ record, depth = 0 }: { record: AnyRecord; depth?: number }) {
  const entries = Object.entries(record).filter(([k]) => !HIDDEN.test(k));
  if (entries.length === 0) return <p className="vkp-state vkp-empty">No fields.</p>;
  return (
    <dl className="vkp-fields" data-depth={depth || undefined}>
      {entries.map(([k, v]) => (
        <div key={k} className="vkp-field-row">
          <dt>{k === 'id' ? 'ID' : humanize(k)}</dt>
          <dd>
            <ReadableValue value={v} depth={depth} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
