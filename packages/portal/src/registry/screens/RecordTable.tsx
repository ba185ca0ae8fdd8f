import type { ReactNode } from 'react';
import { useFormatValue } from '../../app/hooks.js';
import { getPath, type AnyRecord } from '../infer.js';
import type { ColumnSpec } from '../overrides.js';
import { columnLabel } from '../labels.js';

/** A table of records with a caption; `renderFirst` turns the first cell into a link. */
export function RecordTable({
  caption,
  rows,
  columns,
  rowKey,
  renderFirst,
  renderActions,
}: {
  caption: string;
  rows: readonly AnyRecord[];
  columns: readonly ColumnSpec[];
  rowKey: (row: AnyRecord, index: number) => string;
  renderFirst?: (row: AnyRecord, text: string) => ReactNode;
  renderActions?: (row: AnyRecord) => ReactNode;
}) {
  const format = useFormatValue();
  return (
    <div className="vkp-table-wrap">
      <table className="vkp-table">
        <caption className="vkp-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.field} scope="col">
                {columnLabel(c)}
              </th>
            ))}
            {renderActions ? (
              <th scope="col">
                <span className="vkp-visually-hidden">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)}>
              {columns.map((c, i) => {
                const text = format(getPath(row, c.field));
                return (
                  <td key={c.field}>{i === 0 && renderFirst ? renderFirst(row, text) : text}</td>
                );
              })}
              {renderActions ? <td className="vkp-row-actions">{renderActions(row)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A definition list of a record's fields; nested values as JSON. */
export function RecordFields({ record }: { record: AnyRecord }) {
  const format = useFormatValue();
  return (
    <dl className="vkp-fields">
      {Object.entries(record).map(([k, v]) => (
        <div key={k} className="vkp-field-row">
          <dt>{k}</dt>
          <dd>
            {v !== null &&
            typeof v === 'object' &&
            !(Array.isArray(v) && v.every((x) => typeof x !== 'object')) ? (
              <pre className="vkp-json">{safeJson(v)}</pre>
            ) : (
              format(v)
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value, null, 2);
  } catch {
    return String(value);
  }
}
