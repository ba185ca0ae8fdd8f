import type { ReactNode } from 'react';
import { useFormatValue } from '../../app/hooks.js';
import { DataTable } from '../../app/ui/table/DataTable.js';
import { resolveFields } from '../../app/ui/table/fields.js';
import { presentColumn } from '../../presentation/PresentedValue.js';
import type { AnyRecord } from '../infer.js';
import type { ColumnSpec } from '../overrides.js';
import { columnLabel, humanize } from '../labels.js';

/**
 * A table of records that are all on hand (a call's result, a dashboard list):
 * the portal's data table without server sort or selection. `renderFirst` turns
 * the first cell into a link; `renderDetails` adds a full-width row under a
 * record (nothing when it returns `null`).
 */
export function RecordTable({
  caption,
  rows,
  columns,
  rowKey,
  accessor = '',
  renderFirst,
  renderActions,
  renderDetails,
  cards = false,
}: {
  caption: string;
  /** Rows as cards on a narrow frame (a short list): see `DataTable`'s `cards`. */
  cards?: boolean;
  rows: readonly AnyRecord[];
  columns: readonly ColumnSpec[];
  rowKey: (row: AnyRecord, index: number) => string;
  /** The resource the rows belong to: references read as names, statuses in words. */
  accessor?: string;
  renderFirst?: (row: AnyRecord, content: ReactNode) => ReactNode;
  renderActions?: (row: AnyRecord) => ReactNode;
  renderDetails?: (row: AnyRecord) => ReactNode;
}) {
  const format = useFormatValue();
  const fields = resolveFields(
    columns.map((c) => ({
      ...presentColumn(accessor, c.field),
      field: c.field,
      label: columnLabel(c),
    })),
    rows,
    humanize,
  ).map((f) => ({ ...f, sortable: false, filterable: false }));
  return (
    <DataTable
      caption={caption}
      rows={rows}
      fields={fields}
      rowId={rowKey}
      onSortChange={() => {}}
      format={format}
      cards={cards}
      {...(renderFirst ? { renderFirst } : {})}
      {...(renderActions ? { renderActions } : {})}
      {...(renderDetails ? { renderDetails } : {})}
    />
  );
}
