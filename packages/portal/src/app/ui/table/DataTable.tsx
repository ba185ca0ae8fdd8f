import { Fragment, useMemo, useRef, type ReactNode } from 'react';
import { CARDS_CLASS, useCardCells } from './labelCells.js';
import {
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { getPath, type AnyRecord } from '../../records.js';
import type { FieldMeta } from './fields.js';
import './table.css';

const features = tableFeatures({ rowSortingFeature, rowSelectionFeature });

/** Rows above which the table body is virtualised (only the rows in view are in the page). */
export const VIRTUALISE_ABOVE = 100;

/** Props of {@link DataTable}. */
export interface DataTableProps {
  /** Caption (read by screen readers). */
  caption: string;
  /** The page of rows. */
  rows: readonly AnyRecord[];
  /** The visible columns, in order. */
  fields: readonly FieldMeta[];
  /** A stable id of a row (its record id). */
  rowId: (row: AnyRecord, index: number) => string;
  /** The server's sort. */
  sort?: { field: string; desc: boolean };
  /** Asks for another sort (`undefined`: the server's order). */
  onSortChange: (sort: { field: string; desc: boolean } | undefined) => void;
  /** Selected row ids; absent: no selection column. */
  selection?: RowSelectionState;
  /** The selection changed. */
  onSelectionChange?: (selection: RowSelectionState) => void;
  /** Formats a value for a cell. */
  format: (value: unknown) => string;
  /** Renders the first cell (e.g. as a link to the record) around its content. */
  renderFirst?: (row: AnyRecord, content: ReactNode) => ReactNode;
  /** Per-row actions in the last column. */
  renderActions?: (row: AnyRecord) => ReactNode;
  /** A full-width row under a record (`null` for none); turns virtualisation off. */
  renderDetails?: (row: AnyRecord) => ReactNode;
  /**
   * Rows become cards where the table's frame is narrow (a phone), each value under its
   * heading (`cards.css`), instead of scrolling sideways: for short lists (a preview).
   */
  cards?: boolean;
}

const SORT_TEXT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * Long e-mail addresses and dotted names may wrap after `@` and `.` (with
 * `<wbr>`, so a copied value stays intact) instead of in the middle of a word.
 */
export function breakable(text: string): ReactNode {
  if (text.length < 20 || !/[@.]/.test(text)) return text;
  const parts = text.split(/(?<=[@.])/);
  return parts.map((part, i) => (
    <Fragment key={i}>
      {part}
      {i < parts.length - 1 ? <wbr /> : null}
    </Fragment>
  ));
}

/**
 * The portal's table (TanStack Table, headless): headers sort on the server and
 * carry `aria-sort`; a checkbox column selects rows (all on the page from the
 * header, a range with Shift); past {@link VIRTUALISE_ABOVE} rows only the rows
 * in view are rendered.
 */
export function DataTable({
  caption,
  rows,
  fields,
  rowId,
  sort,
  onSortChange,
  selection,
  onSelectionChange,
  format,
  renderFirst,
  renderActions,
  renderDetails,
  cards = false,
}: DataTableProps) {
  const cardCells = useCardCells();
  const sorting = useMemo<SortingState>(
    () => (sort ? [{ id: sort.field, desc: sort.desc }] : []),
    [sort],
  );
  const columns = useMemo(
    () =>
      fields.map((f) => ({
        id: f.field,
        accessorFn: (row: AnyRecord) => getPath(row, f.field),
        enableSorting: f.sortable,
        header: f.label,
      })),
    [fields],
  );
  const selectable = selection !== undefined && onSelectionChange !== undefined;
  const table = useTable({
    features,
    columns,
    data: rows as AnyRecord[],
    getRowId: (row, index) => rowId(row, index),
    manualSorting: true,
    enableMultiSort: false,
    enableRowSelection: selectable,
    state: { sorting, rowSelection: selection ?? {} },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      onSortChange(first ? { field: first.id, desc: first.desc } : undefined);
    },
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
      if (!onSelectionChange) return;
      onSelectionChange(typeof updater === 'function' ? updater(selection ?? {}) : updater);
    },
  });

  const scrollRef = useRef<HTMLDivElement>(null);
  const modelRows = table.getRowModel().rows;
  const virtual = !renderDetails && modelRows.length > VIRTUALISE_ABOVE;
  // The virtualizer is read during render on purpose; this component is not memoised.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: virtual ? modelRows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 44,
    overscan: 12,
  });
  const items = virtual ? virtualizer.getVirtualItems() : [];
  const visible = virtual ? items.map((i) => modelRows[i.index]!) : modelRows;
  const padTop = virtual && items.length > 0 ? items[0]!.start : 0;
  const padBottom =
    virtual && items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0;
  const width = fields.length + (selectable ? 1 : 0) + (renderActions ? 1 : 0);
  const allOnPage = table.getIsAllPageRowsSelected();
  const someOnPage = table.getIsSomePageRowsSelected();

  return (
    // A focusable, named region: a table wider than a phone (or a virtualised page)
    // scrolls by keyboard too.
    <div
      ref={scrollRef}
      className={`vkp-table-wrap vkp-dt-wrap${virtual ? ' vkp-dt-virtual' : ''}`}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- scrollable region (WCAG 2.1.1)
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table
        className={cards ? `vkp-table vkp-dt ${CARDS_CLASS}` : 'vkp-table vkp-dt'}
        ref={cards ? cardCells : undefined}
        aria-rowcount={virtual ? rows.length + 1 : undefined}
      >
        <caption className="vkp-visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {selectable ? (
                <th scope="col" className="vkp-dt-check">
                  <input
                    type="checkbox"
                    aria-label="Select all rows on this page"
                    checked={allOnPage}
                    ref={(el) => {
                      if (el) el.indeterminate = !allOnPage && someOnPage;
                    }}
                    onChange={table.getToggleAllPageRowsSelectedHandler()}
                  />
                </th>
              ) : null}
              {group.headers.map((header) => {
                const column = header.column;
                const dir = column.getIsSorted();
                const label = fields.find((f) => f.field === column.id)?.label ?? column.id;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={column.getCanSort() ? (dir ? SORT_TEXT[dir] : 'none') : undefined}
                  >
                    {column.getCanSort() ? (
                      <button
                        type="button"
                        className="vkp-dt-sort"
                        data-sort={dir || 'none'}
                        onClick={column.getToggleSortingHandler()}
                      >
                        {label}
                        <span className="vkp-dt-sort-icon" aria-hidden="true">
                          {dir === 'asc' ? '▲' : dir === 'desc' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
              {renderActions ? (
                <th scope="col" className="vkp-dt-actions">
                  <span className="vkp-visually-hidden">Actions</span>
                </th>
              ) : null}
            </tr>
          ))}
        </thead>
        <tbody>
          {padTop > 0 ? (
            <tr aria-hidden="true" className="vkp-dt-pad">
              <td colSpan={width} style={{ height: padTop }} />
            </tr>
          ) : null}
          {visible.map((row, i) => {
            const record = row.original;
            const details = renderDetails?.(record);
            const cells = fields.map((f, c) => {
              const value = getPath(record, f.field);
              const text = format(value);
              const content = f.render
                ? f.render(value, record)
                : c === 0 && renderFirst
                  ? renderFirst(record, text)
                  : f.type === 'text'
                    ? breakable(text)
                    : text;
              return c === 0 ? (
                <th key={f.field} scope="row" className="vkp-dt-rowhead" data-type={f.type}>
                  {f.render && renderFirst ? renderFirst(record, content) : content}
                </th>
              ) : (
                <td key={f.field} data-type={f.type}>
                  {content}
                </td>
              );
            });
            const selected = row.getIsSelected();
            return (
              <Fragment key={row.id}>
                <tr
                  data-selected={selected || undefined}
                  aria-selected={selectable ? selected : undefined}
                  aria-rowindex={virtual ? (items[i]?.index ?? 0) + 2 : undefined}
                  ref={virtual ? virtualizer.measureElement : undefined}
                  data-index={virtual ? items[i]?.index : undefined}
                >
                  {selectable ? (
                    <td className="vkp-dt-check">
                      <input
                        type="checkbox"
                        aria-label={`Select ${format(getPath(record, fields[0]?.field ?? 'id')) || row.id}`}
                        checked={selected}
                        onChange={row.getToggleSelectedHandler()}
                      />
                    </td>
                  ) : null}
                  {cells}
                  {renderActions ? (
                    <td className="vkp-row-actions">{renderActions(record)}</td>
                  ) : null}
                </tr>
                {details !== null && details !== undefined ? (
                  <tr className="vkp-row-details">
                    <td colSpan={width}>{details}</td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
          {padBottom > 0 ? (
            <tr aria-hidden="true" className="vkp-dt-pad">
              <td colSpan={width} style={{ height: padBottom }} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
