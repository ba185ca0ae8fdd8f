import { useId } from 'react';
import { PAGE_SIZES } from './tableState.js';

/** The position text "X to Y of Total" (spec 9). */
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

/** Previous / next page, the position, and the page size. */
export function Pager({
  page,
  totalPages,
  perPage,
  count,
  total,
  onPage,
  onPerPage,
}: {
  page: number;
  /** Pages the server reports; `undefined` when it sent no pagination. */
  totalPages: number | undefined;
  perPage: number;
  count: number;
  total: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}) {
  const id = useId();
  return (
    <nav className="vkp-pagination vkp-dt-pager" aria-label="Pagination">
      <button
        type="button"
        className="vkp-button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous page
      </button>
      <span aria-live="polite">{paginationText(page, perPage, count, total)}</span>
      <button
        type="button"
        className="vkp-button"
        disabled={totalPages === undefined || page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        Next page
      </button>
      <span className="vkp-dt-perpage">
        <label htmlFor={`${id}-per-page`}>Rows per page</label>
        <select
          id={`${id}-per-page`}
          value={perPage}
          onChange={(e) => onPerPage(Number(e.target.value))}
        >
          {PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </span>
    </nav>
  );
}
