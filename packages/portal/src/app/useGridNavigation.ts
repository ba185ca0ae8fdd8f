import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';

/** Props spread on one grid cell. */
export interface GridCellProps {
  'data-cell': string;
  tabIndex: number;
  onFocus: () => void;
}

const ITEM = '[data-cell-item]';

/**
 * The WAI-ARIA grid keyboard pattern over `rows` x `cols` cells with a roving
 * tab stop: arrows move between cells, Home/End to the row's first/last cell,
 * Ctrl+Home/End to the grid's first/last cell, PageUp/PageDown to the first/last
 * row. Enter or F2 moves into the cell's items (`data-cell-item`), where Up/Down
 * move between them and Escape returns to the cell; Enter on an empty cell calls
 * `onActivateEmpty`.
 */
export function useGridNavigation(
  rows: number,
  cols: number,
  onActivateEmpty?: (row: number, col: number) => void,
) {
  const [active, setActive] = useState<[number, number]>([0, 0]);
  const gridRef = useRef<HTMLTableElement>(null);
  useEffect(() => {
    if (active[0] >= rows || active[1] >= cols)
      setActive([
        Math.max(0, Math.min(active[0], rows - 1)),
        Math.max(0, Math.min(active[1], cols - 1)),
      ]);
  }, [rows, cols, active]);

  const cellAt = (r: number, c: number) =>
    gridRef.current?.querySelector<HTMLElement>(`[data-cell="${r}:${c}"]`) ?? null;
  const focusCell = useCallback(
    (r: number, c: number) => {
      const row = Math.max(0, Math.min(r, rows - 1));
      const col = Math.max(0, Math.min(c, cols - 1));
      setActive([row, col]);
      cellAt(row, col)?.focus();
    },
    [rows, cols],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    const cell = target.closest<HTMLElement>('[data-cell]');
    if (!cell) return;
    const [r, c] = cell.dataset.cell!.split(':').map(Number) as [number, number];
    if (target !== cell) {
      // Inside a cell: move between its items, or leave.
      const items = [...cell.querySelectorAll<HTMLElement>(ITEM)];
      const i = items.indexOf(target.closest<HTMLElement>(ITEM)!);
      if (event.key === 'Escape') cell.focus();
      else if (event.key === 'ArrowDown' && i >= 0)
        items[Math.min(i + 1, items.length - 1)]?.focus();
      else if (event.key === 'ArrowUp' && i >= 0) items[Math.max(i - 1, 0)]?.focus();
      else return;
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    const ctrl = event.ctrlKey || event.metaKey;
    switch (event.key) {
      case 'ArrowRight':
        focusCell(r, c + 1);
        break;
      case 'ArrowLeft':
        focusCell(r, c - 1);
        break;
      case 'ArrowDown':
        focusCell(r + 1, c);
        break;
      case 'ArrowUp':
        focusCell(r - 1, c);
        break;
      case 'Home':
        focusCell(ctrl ? 0 : r, 0);
        break;
      case 'End':
        focusCell(ctrl ? rows - 1 : r, cols - 1);
        break;
      case 'PageUp':
        focusCell(0, c);
        break;
      case 'PageDown':
        focusCell(rows - 1, c);
        break;
      case 'Enter':
      case 'F2': {
        const first = cell.querySelector<HTMLElement>(ITEM);
        if (first) first.focus();
        else onActivateEmpty?.(r, c);
        break;
      }
      default:
        return;
    }
    event.preventDefault();
  };

  const cellProps = (r: number, c: number): GridCellProps => ({
    'data-cell': `${r}:${c}`,
    tabIndex: active[0] === r && active[1] === c ? 0 : -1,
    onFocus: () => {
      if (active[0] !== r || active[1] !== c) setActive([r, c]);
    },
  });

  return { gridRef, onKeyDown, cellProps, active };
}
