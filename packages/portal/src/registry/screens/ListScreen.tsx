import { useEffect, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ListResponse } from '@volunteerkit/api-client';
import { Page, type Crumb } from '../../app/Page.js';
import { Empty, ErrorState, Loading } from '../../app/states.js';
import { useRequest } from '../../app/useRequest.js';
import { inferColumns, normaliseList, type AnyRecord } from '../infer.js';
import { isSafeParam } from '../paths.js';
import { manageUrl, type ResourceDef } from '../registry.js';
import { collectionPath, PAGE_SIZE } from '../requests.js';
import { ActionBar } from './ActionBar.js';
import { DeleteRecordButton } from './DeleteRecordButton.js';
import { OpenByIdForm } from './OpenByIdForm.js';
import { RecordTable } from './RecordTable.js';

/** Search box pause before the list reloads (spec 9). */
export const SEARCH_DELAY_MS = 500;

/** The page size and position text "X to Y of Total" (spec 9). */
export function paginationText(
  page: number,
  perPage: number,
  count: number,
  total: number,
): string {
  if (total === 0 || count === 0) return `0 of ${total}`;
  const from = (page - 1) * perPage + 1;
  return `${from} to ${from + count - 1} of ${total}`;
}

/** Reads a positive page number from the URL; anything else is page 1. */
export function readPage(value: string | null): number {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : 1;
}

/**
 * The generic list screen: a paginated table with a search box, columns
 * inferred from the data (or the resource's override), links to the record,
 * and the create button and collection actions the catalogue allows.
 * Resources without a list operation get their create button, an "open by
 * id" form and their actions instead.
 */
export function ListScreen({
  def,
  params,
  crumbs,
  embedded = false,
  linkTo,
  title,
  rowExtras,
  rowDetails,
  readOnly = false,
}: {
  def: ResourceDef;
  params: Record<string, string>;
  crumbs: Crumb[];
  /** Rendered inside another screen (no page heading). */
  embedded?: boolean;
  /** Where a row links to; defaults to the generic record screen. */
  linkTo?: (id: string) => string;
  /** Heading instead of the resource's label. */
  title?: string;
  /** Extra controls per row (e.g. "Add sub-note"). */
  rowExtras?: (id: string) => ReactNode;
  /** Content shown under a row, across the table (e.g. a note's sub-notes). */
  rowDetails?: (row: AnyRecord, id: string) => ReactNode;
  /**
   * Only the rows: no create, edit, delete, actions or links to the generic
   * record screens (for users who may see the list but not those screens).
   */
  readOnly?: boolean;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  // Embedded lists (several on one screen) keep their own page and search in the URL.
  const prefix = embedded ? `${def.key.split('/').pop() ?? 'list'}-` : '';
  const pageParam = `${prefix}page`;
  const searchParam = `${prefix}search`;
  const page = readPage(searchParams.get(pageParam));
  const search = (searchParams.get(searchParam) ?? '').slice(0, 100);
  const [draft, setDraft] = useState(search);
  useEffect(() => {
    if (draft === search) return;
    const timer = setTimeout(() => {
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (draft) next.set(searchParam, draft);
          else next.delete(searchParam);
          next.delete(pageParam);
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, search, setSearchParams, pageParam, searchParam]);

  const canList = def.screens.has('list');
  const path = collectionPath(def, params);
  const query: Record<string, unknown> = { page, limit: PAGE_SIZE, per_page: PAGE_SIZE };
  if (search) query.search = search;
  const list = useRequest<ListResponse<AnyRecord> | unknown>(
    canList ? { method: 'GET', path, query, template: def.path } : null,
    `${path}?${page}&${search}`,
  );

  const actions = (
    <>
      {def.screens.has('create') && !readOnly ? (
        <Link className="vkp-button vkp-primary" to={manageUrl(def, params, 'create')}>
          {def.upload ? 'Upload' : 'Create'}
          <span className="vkp-visually-hidden"> {def.label.toLowerCase()}</span>
        </Link>
      ) : null}
    </>
  );

  const body = !canList ? (
    <>
      <p>
        This resource cannot be listed. {def.screens.has('show') ? 'Open a record by its id:' : ''}
      </p>
      {!readOnly && (def.screens.has('show') || def.screens.has('edit')) ? (
        <OpenByIdForm def={def} params={params} />
      ) : null}
    </>
  ) : list.status === 'loading' ? (
    <Loading />
  ) : list.status === 'error' ? (
    <ErrorState error={list.error} onRetry={list.reload} />
  ) : (
    <ListBody
      def={def}
      params={params}
      payload={list.data}
      page={page}
      linkTo={linkTo}
      rowExtras={rowExtras}
      rowDetails={rowDetails}
      readOnly={readOnly}
      onPage={(p) =>
        setSearchParams((prev) => {
          const next = new URLSearchParams(prev);
          next.set(pageParam, String(p));
          return next;
        })
      }
      onDeleted={list.reload}
    />
  );

  const content = (
    <>
      {readOnly ? null : (
        <ActionBar
          def={def}
          params={params}
          scope="collection"
          onDone={canList ? list.reload : undefined}
        />
      )}
      {canList && embedded ? (
        <div className="vkp-search">
          <label htmlFor={`search-${def.key}`}>Search</label>
          <input
            id={`search-${def.key}`}
            type="search"
            placeholder="Search"
            maxLength={100}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
        </div>
      ) : null}
      {body}
    </>
  );

  if (embedded)
    return (
      <div className="vkp-embedded-list">
        <div className="vkp-page-actions">{actions}</div>
        {content}
      </div>
    );
  return (
    <Page
      title={title ?? def.fullLabel}
      crumbs={crumbs}
      {...(def.screens.has('create') && !readOnly
        ? {
            primary: {
              label: def.upload ? 'Upload' : 'Create',
              to: manageUrl(def, params, 'create'),
            },
          }
        : {})}
      {...(canList
        ? { search: { onSearch: setDraft, maxLength: 100, delay: 0, defaultValue: search } }
        : {})}
    >
      {content}
    </Page>
  );
}

function ListBody({
  def,
  params,
  payload,
  page,
  onPage,
  onDeleted,
  linkTo,
  rowExtras,
  rowDetails,
  readOnly,
}: {
  def: ResourceDef;
  params: Record<string, string>;
  payload: unknown;
  page: number;
  linkTo?: (id: string) => string;
  rowExtras?: (id: string) => ReactNode;
  rowDetails?: (row: AnyRecord, id: string) => ReactNode;
  readOnly: boolean;
  onPage: (page: number) => void;
  onDeleted: () => void;
}) {
  const { rows, pagination, skipped } = normaliseList(payload);
  if (rows.length === 0)
    return (
      <Empty>
        {skipped > 0
          ? 'The server sent items the portal cannot show.'
          : `No ${def.label.toLowerCase()} found.`}
      </Empty>
    );
  const columns = def.overrides.columns ?? inferColumns(rows);
  if (columns.length === 0) columns.push({ field: 'id', label: 'ID' });
  const openable =
    !readOnly &&
    (def.screens.has('show') ||
      def.children.length > 0 ||
      def.actions.some((a) => a.scope === 'item'));
  const editable = !readOnly && (def.screens.has('edit') || def.screens.has('delete'));
  const idOf = (row: AnyRecord) => {
    const id = row[def.entry.idParam ?? 'id'] ?? row.id;
    return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
  };
  const current = pagination?.current_page ?? page;
  const total = pagination?.total ?? rows.length;
  const perPage = pagination?.per_page ?? rows.length;
  return (
    <>
      <RecordTable
        caption={def.fullLabel}
        rows={rows}
        columns={columns}
        rowKey={(row, i) => idOf(row) ?? `row-${i}`}
        renderFirst={(row, text) => {
          const id = idOf(row);
          return openable && id && /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(id) ? (
            <Link to={linkTo ? linkTo(id) : manageUrl(def, params, 'show', id)}>{text}</Link>
          ) : (
            text
          );
        }}
        renderDetails={
          rowDetails
            ? (row) => {
                const id = idOf(row);
                return id && isSafeParam(id) ? rowDetails(row, id) : null;
              }
            : undefined
        }
        renderActions={
          editable || rowExtras
            ? (row) => {
                const id = idOf(row);
                if (!id || !/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(id)) return null;
                return (
                  <>
                    {def.screens.has('edit') && !readOnly ? (
                      <Link className="vkp-button" to={manageUrl(def, params, 'edit', id)}>
                        Edit<span className="vkp-visually-hidden"> {id}</span>
                      </Link>
                    ) : null}
                    {def.screens.has('delete') && !readOnly ? (
                      <DeleteRecordButton def={def} params={params} id={id} onDeleted={onDeleted} />
                    ) : null}
                    {rowExtras?.(id)}
                  </>
                );
              }
            : undefined
        }
      />
      <nav className="vkp-pagination" aria-label="Pagination">
        <button
          type="button"
          className="vkp-button"
          disabled={current <= 1}
          onClick={() => onPage(current - 1)}
        >
          Previous page
        </button>
        <span>{paginationText(current, perPage, rows.length, total)}</span>
        <button
          type="button"
          className="vkp-button"
          disabled={!pagination || current >= pagination.total_pages}
          onClick={() => onPage(current + 1)}
        >
          Next page
        </button>
      </nav>
    </>
  );
}
