import { useId } from 'react';
import { ENGLISH_LIST_WORDS, fillListWords, useListWords, type ListWords } from './listWords.js';
import { PAGE_SIZES } from './tableState.js';

/** The position text "X to Y of Total" (spec 9). */
export function paginationText(
  page: number,
  perPage: number,
  count: number,
  total: number,
  words: Pick<ListWords, 'position' | 'positionNone'> = ENGLISH_LIST_WORDS,
): string {
  if (total === 0 || count === 0) return fillListWords(words.positionNone, { total });
  const from = (page - 1) * perPage + 1;
  return fillListWords(words.position, { from, to: from + count - 1, total });
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
  const words = useListWords();
  return (
    <nav className="vkp-pagination vkp-dt-pager" aria-label={words.pagination}>
      <button
        type="button"
        className="vkp-button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {words.previousPage}
      </button>
      <span aria-live="polite">{paginationText(page, perPage, count, total, words)}</span>
      <button
        type="button"
        className="vkp-button"
        disabled={totalPages === undefined || page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        {words.nextPage}
      </button>
      <span className="vkp-dt-perpage">
        <label htmlFor={`${id}-per-page`}>{words.rowsPerPage}</label>
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
