import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { RequestOptions } from '@volunteerkit/api-client';
import type { RowSelectionState } from '@tanstack/react-table';
import { useFormatValue } from '../../hooks.js';
import { useServices } from '../../services.js';
import { errorMessage } from '../../states.js';
import { EmptyState } from '../EmptyState.js';
import { InlineError } from '../InlineError.js';
import { Skeleton } from '../Skeleton.js';
import { useNotify } from '../toast.js';
import { normaliseList, type AnyRecord } from '../../records.js';
import { humanize } from '../../text.js';
import { BulkBar, type BulkContext } from './BulkBar.js';
import { rememberColumns, rememberedColumns } from './ColumnChooser.js';
import { DataTable } from './DataTable.js';
import { ExportButton } from './ExportButton.js';
import { prepareExport, rowsToCsv } from './exportCsv.js';
import { resolveFields, scalarFields, type FieldInput } from './fields.js';
import { ListToolbar } from './ListToolbar.js';
import { Pager } from './Pager.js';
import { SavedViews } from './SavedViews.js';
import { loadView } from './savedViewStore.js';
import { useListData } from './useListData.js';
import {
  activeFilterCount,
  buildListQuery,
  listFilter,
  readTableState,
  writeTableState,
  type TableState,
} from './tableState.js';
import { fillListWords, inWords, useListWords } from './listWords.js';

/** Props of {@link ListView}. */
export interface ListViewProps {
  /** Names the list for saved views and remembered columns (the resource key). */
  tableKey: string;
  /** Prefix of the list's URL keys (several lists on one screen). @default '' */
  prefix?: string;
  /** Caption of the table, and the CSV file's name. */
  caption: string;
  /** What the rows are called, plural, lower case ("people"). */
  noun: string;
  /** The GET request of one page for a list query. */
  request: (query: Record<string, string | number>) => RequestOptions;
  /** Default columns (with types where known); inferred from the rows when absent. */
  columns?: readonly FieldInput[];
  /**
   * How a field shows, from the layer above (its label, cell and filter
   * choices); `null` hides it (ids, etags, internal URLs). Applied to the
   * default and the inferred columns; `columnExtras` win over it.
   */
  present?: (field: string) => Partial<FieldInput> | null;
  /** Fields that lead the inferred columns, in this order (the resource's own order). */
  fieldOrder?: readonly string[];
  /** Extra column settings (e.g. a badge renderer) by field. */
  columnExtras?: Readonly<Record<string, Partial<FieldInput>>>;
  /** The record id of a row, if it has a usable one. */
  rowId: (row: AnyRecord) => string | undefined;
  /** Renders the first cell (a link to the record) around its content. */
  renderFirst?: (row: AnyRecord, content: ReactNode) => ReactNode;
  /** Per-row actions; `reload` reloads the list (e.g. after a delete). */
  renderActions?: (row: AnyRecord, reload: () => void) => ReactNode;
  /** A row under a record. */
  renderDetails?: (row: AnyRecord) => ReactNode;
  /** Deletes one record (offers selection and the two-step bulk delete). */
  deleteRow?: (id: string) => Promise<unknown>;
  /** More bulk actions for the selected rows. */
  bulkActions?: (ctx: BulkContext) => ReactNode;
  /** The next action offered by an empty list (e.g. a Create link). */
  emptyAction?: ReactNode;
  /** Offer saved views. @default true */
  savedViews?: boolean;
}

/**
 * A server-driven list: sort, filters, search, page and columns in the URL;
 * the data table with selection and bulk actions; CSV export of the whole
 * filtered result; saved views; skeleton, empty state and inline error.
 */
export function ListView(props: ListViewProps) {
  const { tableKey, prefix = '', caption, noun, request, rowId } = props;
  const words = useListWords();
  const { http } = useServices();
  const notify = useNotify();
  const format = useFormatValue();
  const [params, setParams] = useSearchParams();
  const state = readTableState(params, prefix);
  const update = (change: (s: TableState) => TableState, replace = false) =>
    setParams((prev) => writeTableState(prev, change(readTableState(prev, prefix)), prefix), {
      replace,
    });
  const change = (patch: Partial<TableState>) =>
    update((s) => {
      const next: TableState = { ...s, page: 1, ...patch };
      delete next.view;
      return next;
    });

  // Opening a saved view (a link with `view=id`) applies its query once.
  const [appliedView, setAppliedView] = useState<string | undefined>(undefined);
  const [viewError, setViewError] = useState<unknown>(null);
  const [viewAttempt, setViewAttempt] = useState(0);
  const pendingView = state.view !== undefined && appliedView !== state.view && !viewError;
  useEffect(() => {
    const id = state.view;
    if (!id || appliedView === id) return;
    const controller = new AbortController();
    loadView(http, tableKey, id, controller.signal)
      .then((view) => {
        setAppliedView(view.id);
        setViewError(null);
        const applied = { ...readTableState(new URLSearchParams(view.query)), view: view.id };
        setParams((prev) => writeTableState(prev, applied, prefix), { replace: true });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setViewError(error);
      });
    return () => controller.abort();
  }, [http, tableKey, state.view, appliedView, viewAttempt, setParams, prefix]);

  // The query never depends on the rows: only columns whose type is given check
  // their filters; others are sent as the URL says, for the server to judge.
  const typed = (props.columns ?? []).filter((c) => c.type !== undefined);
  const probe = resolveFields(typed, [], humanize);
  const query = buildListQuery(state, probe);
  const key = JSON.stringify(query);
  const list = useListData(pendingView ? null : request(query), key);
  const payload = list.data;
  const { rows, pagination } = normaliseList(payload);

  // The selection belongs to one query: a new page, sort or filter starts empty.
  const [picked, setPicked] = useState<{ key: string; selection: RowSelectionState }>({
    key,
    selection: {},
  });
  const selection = picked.key === key ? picked.selection : {};
  const setSelection = (next: RowSelectionState) => setPicked({ key, selection: next });

  const extras = props.columnExtras ?? {};
  const present = props.present ?? (() => ({}));
  const shown = (field: string) => present(field) !== null;
  const withExtras = (c: FieldInput): FieldInput =>
    inWords({ ...present(c.field), ...c, ...extras[c.field] }, words);
  const order = props.fieldOrder ?? [];
  const rank = (f: string) => (order.includes(f) ? order.indexOf(f) : order.length);
  const inferred = (max: number) =>
    scalarFields(rows, 60, shown)
      .map((f, i) => ({ f, i }))
      .sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i)
      .slice(0, max)
      .map(({ f }) => ({ field: f }));
  const defaults = (props.columns ?? inferred(6)).filter((c) => shown(c.field)).map(withExtras);
  const availableInputs = [
    ...defaults,
    ...inferred(30)
      .filter((c) => !defaults.some((d) => d.field === c.field))
      .map(withExtras),
  ];
  const available = resolveFields(availableInputs, rows, humanize);
  const chosen = state.columns ?? rememberedColumns(tableKey);
  const visibleNames = (chosen ?? defaults.map((c) => c.field)).filter((f) =>
    available.some((a) => a.field === f),
  );
  const visible = (visibleNames.length > 0 ? visibleNames : defaults.map((c) => c.field))
    .map((f) => available.find((a) => a.field === f))
    .filter((f) => f !== undefined);
  // Rows with nothing to show but their identity still open from a link.
  if (visible.length === 0 && rows.length > 0)
    visible.push(
      ...resolveFields(
        [
          {
            field: 'id',
            label: 'Record',
            type: 'text',
            render: () => `Open this ${noun.replace(/s$/, '')}`,
          },
        ],
        rows,
        humanize,
      ),
    );

  const ids = rows.map((r, i) => rowId(r) ?? `row-${i}`);
  const selectable = Boolean(props.deleteRow || props.bulkActions);
  const selectedIds = Object.keys(selection).filter((id) => selection[id] && ids.includes(id));
  const current = pagination?.current_page ?? state.page;
  const total = pagination?.total ?? rows.length;

  const fileName = `${
    caption
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'list'
  }.csv`;
  const exportButton = (
    <ExportButton
      fileName={fileName}
      fetchPage={(page, perPage, signal) =>
        http.request({ ...request(buildListQuery(state, probe, page, perPage)), signal })
      }
      toCsv={(all) => rowsToCsv(visible, all)}
      prepare={(all, signal) => prepareExport(visible, all, signal)}
      onDone={(message, ok) => notify({ message, type: ok ? 'success' : 'danger' })}
    />
  );
  const viewQuery = writeTableState(new URLSearchParams(), {
    ...state,
    page: 1,
    view: undefined,
  }).toString();
  const views =
    props.savedViews === false ? undefined : (
      <SavedViews
        resource={tableKey}
        query={viewQuery}
        filter={listFilter(query)}
        {...(state.view ? { current: state.view } : {})}
        onOpen={(id) => {
          setAppliedView(undefined);
          setViewError(null);
          update((s) => ({ ...s, view: id }));
        }}
        onSaved={(view) => {
          setAppliedView(view.id);
          update((s) => ({ ...s, view: view.id }), true);
          notify({ message: `View "${view.name}" saved.` });
        }}
      />
    );

  const toolbar = (
    <ListToolbar
      state={state}
      filterFields={available.filter(
        (f) =>
          f.filterable &&
          (visible.some((v) => v.field === f.field) || state.filters[f.field] !== undefined),
      )}
      available={available}
      visible={visible.map((f) => f.field)}
      onFilters={(filters) => change({ filters })}
      onColumns={(columns) => {
        rememberColumns(tableKey, columns);
        update((s) => ({ ...s, columns }), true);
      }}
      onResetColumns={() => {
        rememberColumns(tableKey, undefined);
        update((s) => {
          const next = { ...s };
          delete next.columns;
          return next;
        }, true);
      }}
      views={views}
      exportButton={exportButton}
    />
  );

  let body: ReactNode;
  if (viewError)
    body = (
      <InlineError
        title="The saved view could not be opened"
        error={viewError}
        onRetry={() => {
          setViewError(null);
          setViewAttempt((n) => n + 1);
        }}
      />
    );
  else if (list.status === 'error')
    body = (
      <InlineError
        title={fillListWords(words.notLoaded, { noun })}
        error={list.error}
        onRetry={list.reload}
      />
    );
  else if (payload === undefined)
    body = <Skeleton variant="rows" count={6} label={fillListWords(words.loading, { noun })} />;
  else if (rows.length === 0) {
    const narrowed = activeFilterCount(state) > 0 || state.search !== '';
    body = narrowed ? (
      <EmptyState
        level={3}
        title={fillListWords(words.noneMatch, { noun })}
        action={
          <button
            type="button"
            className="vkp-button"
            onClick={() => change({ filters: {}, search: '' })}
          >
            {words.clearFilters}
          </button>
        }
      >
        {words.tryFewer}
      </EmptyState>
    ) : (
      <EmptyState
        level={3}
        title={fillListWords(words.noneYet, { noun })}
        action={props.emptyAction}
      />
    );
  } else
    body = (
      <>
        {selectable ? (
          <BulkBar
            ids={selectedIds}
            rows={rows.filter((_r, i) => selectedIds.includes(ids[i]!))}
            fields={available}
            noun={noun}
            onClear={() => setSelection({})}
            onDone={() => {
              setSelection({});
              list.reload();
            }}
            {...(props.deleteRow ? { deleteRow: props.deleteRow } : {})}
            {...(props.bulkActions ? { actions: props.bulkActions } : {})}
            errorText={errorMessage}
          />
        ) : null}
        <div aria-busy={list.status === 'loading'} className="vkp-dt-body">
          <DataTable
            caption={caption}
            rows={rows}
            fields={visible}
            rowId={(row, i) => ids[i] ?? rowId(row) ?? `row-${i}`}
            {...(state.sort ? { sort: state.sort } : {})}
            onSortChange={(sort) => change(sort ? { sort } : { sort: undefined })}
            {...(selectable ? { selection, onSelectionChange: setSelection } : {})}
            format={format}
            {...(props.renderFirst ? { renderFirst: props.renderFirst } : {})}
            {...(props.renderActions
              ? { renderActions: (row: AnyRecord) => props.renderActions!(row, list.reload) }
              : {})}
            {...(props.renderDetails ? { renderDetails: props.renderDetails } : {})}
          />
        </div>
        <Pager
          page={current}
          totalPages={pagination?.total_pages}
          perPage={pagination?.per_page ?? state.perPage}
          count={rows.length}
          total={total}
          onPage={(page) => update((s) => ({ ...s, page }))}
          onPerPage={(perPage) => change({ perPage })}
        />
      </>
    );

  return (
    <div className="vkp-dt-list">
      {toolbar}
      {body}
    </div>
  );
}
