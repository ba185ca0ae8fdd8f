/**
 * Walking a paginated list page by page.
 *
 * @module
 */
import type { QueryParams } from '../http/types.js';

/** Reads `meta.pagination.{current_page,total_pages}` if the page has them. */
function pageInfo(page: unknown): { current: number; total: number } | undefined {
  if (typeof page !== 'object' || page === null || Array.isArray(page)) return undefined;
  const meta = (
    page as { meta?: { pagination?: { current_page?: unknown; total_pages?: unknown } } }
  ).meta;
  const p = meta?.pagination;
  if (!p || typeof p.current_page !== 'number' || typeof p.total_pages !== 'number')
    return undefined;
  return { current: p.current_page, total: p.total_pages };
}

/** The items of a page: the page itself when it is an array, else its `data`. */
export function itemsOf<T>(page: unknown): T[] {
  if (Array.isArray(page)) return page as T[];
  const data = (page as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? (data as T[]) : [];
}

/**
 * Fetches pages with `fetchPage({...query, page})` from `query.page` (default 1)
 * and yields each one; stops after the last page (per `meta.pagination`), at an
 * empty page, after `maxPages`, or when the consumer breaks out. A page without
 * pagination metadata is the only page.
 */
export async function* paginatePages<L>(
  fetchPage: (query: QueryParams) => Promise<L>,
  query: QueryParams = {},
  maxPages = Infinity,
): AsyncGenerator<L, void, undefined> {
  if (!(maxPages >= 1)) return;
  let page = typeof query.page === 'number' && query.page >= 1 ? query.page : 1;
  for (let fetched = 0; fetched < maxPages; fetched++) {
    const response = await fetchPage({ ...query, page });
    yield response;
    const info = pageInfo(response);
    if (!info || info.current >= info.total || itemsOf(response).length === 0) return;
    page = info.current + 1;
  }
}
