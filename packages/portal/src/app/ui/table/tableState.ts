/**
 * The data table's state (sort, filters, search, page, page size, visible
 * columns, open saved view) kept in the URL, and the list query it asks the
 * server for. `readTableState(writeTableState(s)) = s` for every valid state,
 * so a link, the back button and a saved view all reopen the same list.
 *
 * URL keys (each with the table's prefix): `sort=field` or `sort=-field`,
 * `f.field=value` (equals), `f.field.like=` (contains), `f.field.from=` / `f.field.to=` (ranges), `search=`,
 * `page=`, `per_page=`, `cols=a,b,c`, `view=id`.
 *
 * @module
 */
import { SERVER_FIELD, type FieldMeta } from './fields.js';

/** A filter on one field: a value, a text it contains, or a range (either end may be open). */
export interface FilterValue {
  /** Equals. */
  eq?: string;
  /** Contains (case-insensitive). */
  like?: string;
  /** From (inclusive). */
  from?: string;
  /** To (inclusive). */
  to?: string;
}

/** Everything that decides which rows the table shows. */
export interface TableState {
  /** Sort field and direction; absent = the server's order. */
  sort?: { field: string; desc: boolean };
  /** Filters by field. */
  filters: Record<string, FilterValue>;
  /** Free-text search. */
  search: string;
  /** Page, from 1. */
  page: number;
  /** Rows per page. */
  perPage: number;
  /** Visible columns in order; absent = the default columns. */
  columns?: string[];
  /** Id of the open saved view. */
  view?: string;
}

/** Page sizes offered. The largest is the server's cap. */
export const PAGE_SIZES = [20, 50, 100, 500] as const;

/** Default rows per page. */
export const DEFAULT_PER_PAGE = 20;

const MAX_VALUE = 100;
const VIEW_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

function clean(value: string | null): string | undefined {
  if (value === null) return undefined;
  const v = value.slice(0, MAX_VALUE);
  return v === '' ? undefined : v;
}

/** A positive integer from the URL, else `fallback`. */
function positive(value: string | null, fallback: number): number {
  const n = Number(value);
  return value !== null && Number.isSafeInteger(n) && n > 0 ? n : fallback;
}

/** Reads the table's state from the URL; malformed keys are ignored, never thrown. */
export function readTableState(params: URLSearchParams, prefix = ''): TableState {
  const state: TableState = { filters: {}, search: '', page: 1, perPage: DEFAULT_PER_PAGE };
  const sort = params.get(`${prefix}sort`);
  if (sort) {
    const field = sort.replace(/^-/, '');
    if (SERVER_FIELD.test(field)) state.sort = { field, desc: sort.startsWith('-') };
  }
  const f = `${prefix}f.`;
  for (const [key, raw] of params) {
    if (!key.startsWith(f)) continue;
    const m = /^([A-Za-z_][A-Za-z0-9_]{0,63})(?:\.(from|to|like))?$/.exec(key.slice(f.length));
    const value = clean(raw);
    if (!m?.[1] || value === undefined) continue;
    const filter = (state.filters[m[1]] ??= {});
    filter[(m[2] as 'from' | 'to' | 'like' | undefined) ?? 'eq'] = value;
  }
  state.search = clean(params.get(`${prefix}search`)) ?? '';
  state.page = positive(params.get(`${prefix}page`), 1);
  const perPage = positive(params.get(`${prefix}per_page`), DEFAULT_PER_PAGE);
  state.perPage = (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DEFAULT_PER_PAGE;
  const cols = params.get(`${prefix}cols`);
  if (cols !== null) {
    const list = cols.split(',').filter((c) => /^[A-Za-z_][A-Za-z0-9_.]{0,63}$/.test(c));
    if (list.length > 0) state.columns = [...new Set(list)].slice(0, 50);
  }
  const view = params.get(`${prefix}view`);
  if (view && VIEW_ID.test(view)) state.view = view;
  return state;
}

/** `prev` with the table's keys replaced by `state` (defaults left out; other keys kept). */
export function writeTableState(
  prev: URLSearchParams,
  state: TableState,
  prefix = '',
): URLSearchParams {
  const next = new URLSearchParams();
  for (const [k, v] of prev) if (!isTableKey(k, prefix)) next.append(k, v);
  if (state.sort) next.set(`${prefix}sort`, `${state.sort.desc ? '-' : ''}${state.sort.field}`);
  for (const [field, filter] of Object.entries(state.filters)) {
    if (filter.eq) next.set(`${prefix}f.${field}`, filter.eq);
    if (filter.like) next.set(`${prefix}f.${field}.like`, filter.like);
    if (filter.from) next.set(`${prefix}f.${field}.from`, filter.from);
    if (filter.to) next.set(`${prefix}f.${field}.to`, filter.to);
  }
  if (state.search) next.set(`${prefix}search`, state.search);
  if (state.page > 1) next.set(`${prefix}page`, String(state.page));
  if (state.perPage !== DEFAULT_PER_PAGE) next.set(`${prefix}per_page`, String(state.perPage));
  if (state.columns) next.set(`${prefix}cols`, state.columns.join(','));
  if (state.view) next.set(`${prefix}view`, state.view);
  return next;
}

function isTableKey(key: string, prefix: string): boolean {
  if (!key.startsWith(prefix)) return false;
  const rest = key.slice(prefix.length);
  return (
    rest.startsWith('f.') || ['sort', 'search', 'page', 'per_page', 'cols', 'view'].includes(rest)
  );
}

/** `true` when the value is acceptable for a filter of `meta`'s type. */
export function validFilterValue(meta: FieldMeta, value: string): boolean {
  switch (meta.type) {
    case 'boolean':
      return value === 'true' || value === 'false';
    case 'number':
      return value.trim() !== '' && Number.isFinite(Number(value));
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
    case 'enum':
      return meta.options?.includes(value) ?? false;
    default:
      return value.trim() !== '';
  }
}

/**
 * The list query the server is asked: `page`, `per_page` (and `limit`), `search`,
 * the sort as `s`/`o`, and the filters as `filter[field]` (equals),
 * `filter[field][like]` (contains), `filter[field][gte]` and
 * `filter[field][lte]` (ranges). A field the table knows drops a sort or filter
 * it cannot do and values that do not fit its type; a field it does not know
 * yet (columns inferred from rows) is sent as the URL says, for the server to judge.
 */
export function buildListQuery(
  state: TableState,
  fields: readonly FieldMeta[],
  page = state.page,
  perPage = state.perPage,
): Record<string, string | number> {
  const query: Record<string, string | number> = { page, per_page: perPage, limit: perPage };
  if (state.search) query.search = state.search;
  const byField = new Map(fields.map((f) => [f.field, f]));
  const sortMeta = state.sort ? byField.get(state.sort.field) : undefined;
  if (state.sort && (sortMeta?.sortable ?? true)) {
    query.s = state.sort.field;
    query.o = state.sort.desc ? 'desc' : 'asc';
  }
  for (const [field, filter] of Object.entries(state.filters)) {
    const meta = byField.get(field);
    if (meta && !meta.filterable) continue;
    const ok = (v: string | undefined): v is string =>
      v !== undefined && v !== '' && (!meta || validFilterValue(meta, v));
    if (ok(filter.eq) && meta?.type !== 'text') query[`filter[${field}]`] = filter.eq;
    const like = filter.like ?? (meta?.type === 'text' ? filter.eq : undefined);
    if (like !== undefined && like.trim() !== '') query[`filter[${field}][like]`] = like;
    if (!meta || meta.type === 'date' || meta.type === 'number') {
      if (ok(filter.from)) query[`filter[${field}][gte]`] = filter.from;
      if (ok(filter.to)) query[`filter[${field}][lte]`] = filter.to;
    }
  }
  return query;
}

/** How many filters are in force (for the "Filters (2)" button). */
export function activeFilterCount(state: TableState): number {
  return Object.values(state.filters).filter((f) => f.eq || f.like || f.from || f.to).length;
}

/**
 * The filter part of a list query (no paging or sort) as a query string: what a
 * saved view keeps so that the server can resolve whom it reaches.
 */
export function listFilter(query: Record<string, string | number>): string {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (key === 'search' || key.startsWith('filter[')) out.set(key, String(value));
  return out.toString();
}
