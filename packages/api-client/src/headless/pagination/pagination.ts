/**
 * Pure pagination maths (spec 2.3 and 9): which page items to show and the
 * "X to Y of Total" stats line.
 *
 * @module
 */

/** One item of a pagination window: a page number or an ellipsis. */
export type PaginationItem =
  { type: 'page'; page: number; current: boolean } | { type: 'ellipsis'; key: 'start' | 'end' };

/** Input of {@link paginationWindow}. */
export interface PaginationWindowOptions {
  /** The current page, from 1 (clamped into range). */
  current: number;
  /** Number of pages. */
  total: number;
  /** Pages shown either side of the current page. @default 2 */
  radius?: number;
  /** Ellipses appear only when there are more than this many pages. @default 10 */
  ellipsisThreshold?: number;
}

/**
 * The items of the pagination control (spec 2.3): page 1 and the last page are
 * always shown, and the pages from `radius` before to `radius` after the current one.
 * When there are more than `ellipsisThreshold` pages, gaps are shown as ellipses;
 * with 10 pages or fewer no ellipsis appears (the skipped pages are simply not shown).
 *
 * @example
 * paginationWindow({ current: 6, total: 20 }).map((i) => i.type === 'page' ? i.page : '…')
 * // [1, '…', 4, 5, 6, 7, 8, '…', 20]
 */
export function paginationWindow(options: PaginationWindowOptions): PaginationItem[] {
  const total = Number.isFinite(options.total) ? Math.max(0, Math.floor(options.total)) : 0;
  if (total === 0) return [];
  const radius = options.radius ?? 2;
  const threshold = options.ellipsisThreshold ?? 10;
  const current = Math.min(Math.max(1, Math.floor(options.current) || 1), total);
  const pages: number[] = [];
  for (let p = 1; p <= total; p++) {
    if (p === 1 || p === total || Math.abs(p - current) <= radius) pages.push(p);
  }
  const items: PaginationItem[] = [];
  const withEllipses = total > threshold;
  let previous = 0;
  for (const page of pages) {
    if (withEllipses && page - previous > 1) {
      items.push({ type: 'ellipsis', key: previous === 1 ? 'start' : 'end' });
    }
    items.push({ type: 'page', page, current: page === current });
    previous = page;
  }
  return items;
}

/** The fields of the pagination object read by {@link paginationStats}. */
export interface PaginationStatsInput {
  /** The current page, from 1. */
  current_page: number;
  /** Page size. */
  per_page: number;
  /** Items on this page. */
  count: number;
  /** Items in all pages. */
  total: number;
}

/** The numbers of the stats line. */
export interface PaginationStats {
  /** First item shown (1-based); 0 when there is nothing. */
  from: number;
  /** Last item shown. */
  to: number;
  /** Items in all pages. */
  total: number;
}

/**
 * The stats of spec 2.3: "X to Y of Total".
 *
 * @example
 * paginationStats({ current_page: 2, per_page: 8, count: 8, total: 20 }) // { from: 9, to: 16, total: 20 }
 */
export function paginationStats(input: PaginationStatsInput): PaginationStats {
  const n = (v: number) => (Number.isFinite(v) && v > 0 ? Math.floor(v) : 0);
  const total = n(input.total);
  const count = n(input.count);
  if (total === 0 || count === 0) return { from: 0, to: 0, total };
  const from = (Math.max(1, n(input.current_page)) - 1) * n(input.per_page) + 1;
  const to = Math.min(from + count - 1, total);
  return { from: Math.min(from, total), to, total };
}

/**
 * Formats {@link paginationStats} as "X to Y of Total"; pass a template to localise.
 *
 * @example
 * formatPaginationStats({ current_page: 1, per_page: 8, count: 8, total: 20 }) // '1 to 8 of 20'
 */
export function formatPaginationStats(
  input: PaginationStatsInput,
  template = '{from} to {to} of {total}',
): string {
  const s = paginationStats(input);
  return template
    .replace('{from}', String(s.from))
    .replace('{to}', String(s.to))
    .replace('{total}', String(s.total));
}
