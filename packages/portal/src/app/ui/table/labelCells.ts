import { useLayoutEffect, useRef, type RefObject } from 'react';
import './cards.css';

/** The class that makes a table cards where its frame is narrow (see `cards.css`). */
export const CARDS_CLASS = 'vkp-cards';

/**
 * Gives each body cell of `table` its column's heading as `data-label`, so a
 * narrow screen can show the rows as cards ({@link CARDS_CLASS}), each value
 * under its heading. A heading that is visually hidden (e.g. "Actions") still
 * labels its cells; an empty heading labels none.
 */
export function labelCells(table: HTMLTableElement): void {
  const heads = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
  for (const row of table.querySelectorAll('tbody tr'))
    [...row.children].forEach((cell, i) => {
      const label = heads[i];
      if (!label || cell.tagName !== 'TD') return;
      if (cell.getAttribute('data-label') !== label) cell.setAttribute('data-label', label);
    });
}

/**
 * A ref for a `.vkp-cards` table that labels its cells after every render (the rows
 * may have changed): `<table className={CARDS_CLASS} ref={useCardCells()}>`.
 */
export function useCardCells(): RefObject<HTMLTableElement | null> {
  const ref = useRef<HTMLTableElement>(null);
  useLayoutEffect(() => {
    if (ref.current) labelCells(ref.current);
  });
  return ref;
}
