import { Fragment, type ReactNode } from 'react';
import { useFormatValue } from '../../app/hooks.js';
import { getPath, type AnyRecord } from '../infer.js';
import type { ColumnSpec } from '../overrides.js';
import { columnLabel } from '../labels.js';

/**
 * A table of records with a caption; `renderFirst` turns the first cell into a
 * link; `renderDetails` adds a full-width row under a record (nothing when it
 * returns `null`).
 */
export function RecordTable({
  caption,
  rows,
  columns,
  rowKey,
  renderFirst,
  renderActions,
  renderDetails,
}: {
  caption: string;
  rows: readonly AnyRecord[];
  columns: readonly ColumnSpec[];
  rowKey: (row: AnyRecord, index: number) => string;
  renderFirst?: (row: AnyRecord, text: string) => ReactNode;
  renderActions?: (row: AnyRecord) => ReactNode;
  renderDetails?: (row: AnyRecord) => ReactNode;
}) {
  const format = useFormatValue();
  return (
    // A focusable, named region: a table wider than a phone scrolls by keyboard too.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- scrollable region (WCAG 2.1.1)
    <div className="vkp-table-wrap" role="region" aria-label={caption} tabIndex={0}>
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
          {rows.map((row, index) => {
            const details = renderDetails?.(row);
            return (
              <Fragment key={rowKey(row, index)}>
                <tr>
                  {columns.map((c, i) => {
                    const text = format(getPath(row, c.field));
                    return (
                      <td key={c.field}>
                        {i === 0 && renderFirst ? renderFirst(row, text) : text}
                      </td>
                    );
                  })}
                  {renderActions ? <td className="vkp-row-actions">{renderActions(row)}</td> : null}
                </tr>
                {details !== null && details !== undefined ? (
                  <tr className="vkp-row-details">
                    <td colSpan={columns.length + (renderActions ? 1 : 0)}>{details}</td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
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
