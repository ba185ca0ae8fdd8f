import { useFormatValue } from '../../app/hooks.js';
import { describeField } from '../../presentation/describe.js';
import { PresentedValue } from '../../presentation/PresentedValue.js';
import { inferColumns, isRecord, type AnyRecord } from '../infer.js';
import { RecordTable } from './RecordTable.js';

const MAX_DEPTH = 3;
const HIDDEN = /(^|_)(password|token|secret|hash)($|_)/i;

/**
 * Any API value as a person reads it (never JSON): scalars formatted as the
 * portal shows them, lists of values joined, lists of records as a table,
 * records as a definition list, nested up to three levels.
 */
export function ReadableValue({
  value,
  depth = 0,
  accessor = '',
}: {
  value: unknown;
  depth?: number;
  accessor?: string;
}) {
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
        columns={inferColumns(rows, 8, accessor)}
        accessor={accessor}
        rowKey={(_r, i) => String(i)}
      />
    );
  }
  if (isRecord(value)) {
    if (depth >= MAX_DEPTH) return <>{format(value)}</>;
    return <ReadableFields record={value} depth={depth + 1} accessor={accessor} />;
  }
  return <>{format(value)}</>;
}

/**
 * A record as a definition list, read through the presentation of `accessor`:
 * labels in words, references as names, statuses as words, technical fields
 * (ids, etags, internal URLs, bookkeeping times) left out.
 */
export function ReadableFields({
  record,
  depth = 0,
  accessor = '',
  labels = {},
}: {
  record: AnyRecord;
  depth?: number;
  /** The resource the record belongs to (catalogue accessor). */
  accessor?: string;
  /** Labels of fields in the reader's language, over the presentation's (English) ones. */
  labels?: Readonly<Record<string, string>>;
}) {
  const entries = Object.entries(record).filter(
    ([k]) => !HIDDEN.test(k) && !describeField(accessor, k).hidden,
  );
  if (entries.length === 0) return <p className="vkp-state vkp-empty">No fields.</p>;
  return (
    <dl className="vkp-fields" data-depth={depth || undefined}>
      {entries.map(([k]) => (
        <div key={k} className="vkp-field-row">
          <dt>{labels[k] ?? describeField(accessor, k).label}</dt>
          <dd>
            <PresentedValue
              accessor={accessor}
              field={k}
              row={record}
              fallback={(value) =>
                isAddress(value) ? (
                  <AddressValue field={k} value={value} record={record} />
                ) : (
                  <ReadableValue value={value} depth={depth} accessor={accessor} />
                )
              }
            />
          </dd>
        </div>
      ))}
    </dl>
  );
}

const IMAGE = /\.(svg|png|jpe?g|gif|webp|avif)$/i;

function isAddress(value: unknown): value is string {
  return typeof value === 'string' && /^https?:\/\/\S+$/.test(value);
}

/**
 * A web address as people use it: a picture shows as the picture (its `<field>_alt`
 * as the text alternative), a file of the service opens from a link named for
 * what it is, another site's address reads as the address.
 */
function AddressValue({
  field,
  value,
  record,
}: {
  field: string;
  value: string;
  record: AnyRecord;
}) {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (IMAGE.test(url.pathname)) {
    const alt = record[`${field}_alt`];
    return (
      <img className="vkp-field-image" src={url.href} alt={typeof alt === 'string' ? alt : ''} />
    );
  }
  if (url.pathname.includes('/api/'))
    return (
      <a href={url.href} target="_blank" rel="noreferrer">
        Open the file
      </a>
    );
  return (
    <a href={url.href} target="_blank" rel="noreferrer">
      {url.host + (url.pathname === '/' ? '' : url.pathname)}
    </a>
  );
}
