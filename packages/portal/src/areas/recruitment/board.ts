/**
 * The logic of a board (cards in columns) shared by the recruitment pipeline
 * and the task board: grouping and ordering, where a keyboard shortcut moves a
 * card, where focus goes, and the sentence a move is announced with.
 *
 * @module
 */

/** One column of a board. */
export interface BoardColumn<T> {
  /** Column key (a stage name, a task status). */
  key: string;
  /** Column heading. */
  label: string;
  /** Its cards, in board order. */
  cards: T[];
}

/**
 * Groups cards into the given columns (in the columns' order), each column
 * sorted by `compare`. Cards whose column is not on the board are returned
 * as `unplaced`, so nothing is dropped silently.
 */
export function groupCards<T>(
  cards: readonly T[],
  columns: ReadonlyArray<{ key: string; label: string }>,
  columnOf: (card: T) => string,
  compare: (a: T, b: T) => number,
): { columns: BoardColumn<T>[]; unplaced: T[] } {
  const byKey = new Map(columns.map((c) => [c.key, [] as T[]]));
  const unplaced: T[] = [];
  for (const card of cards) {
    const list = byKey.get(columnOf(card));
    if (list) list.push(card);
    else unplaced.push(card);
  }
  return {
    columns: columns.map((c) => ({ ...c, cards: (byKey.get(c.key) ?? []).sort(compare) })),
    unplaced,
  };
}

/** The keys that move a focused card (with Shift held): to a neighbour, the first or the last column. */
export type MoveKey = 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End';

/**
 * The column a card moves to by keyboard: Shift+Arrow to the previous or next
 * column, Shift+Home/End to the first or last; `null` when it would stay.
 */
export function moveTarget(
  columns: readonly string[],
  current: string,
  key: MoveKey,
): string | null {
  const at = columns.indexOf(current);
  if (at < 0 || columns.length === 0) return null;
  const to =
    key === 'ArrowLeft'
      ? at - 1
      : key === 'ArrowRight'
        ? at + 1
        : key === 'Home'
          ? 0
          : columns.length - 1;
  return to >= 0 && to < columns.length && to !== at ? columns[to]! : null;
}

/** The keys that move focus between cards (without Shift). */
export type FocusKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

/**
 * Where focus goes from the card at (`column`, `row`): up and down within the
 * column, left and right to the nearest row of the next non-empty column.
 * `counts` is the number of cards per column. `null` when there is nowhere to go.
 */
export function focusTarget(
  counts: readonly number[],
  column: number,
  row: number,
  key: FocusKey,
): { column: number; row: number } | null {
  if (key === 'ArrowUp') return row > 0 ? { column, row: row - 1 } : null;
  if (key === 'ArrowDown') return row + 1 < (counts[column] ?? 0) ? { column, row: row + 1 } : null;
  const step = key === 'ArrowLeft' ? -1 : 1;
  for (let c = column + step; c >= 0 && c < counts.length; c += step) {
    const n = counts[c] ?? 0;
    if (n > 0) return { column: c, row: Math.min(row, n - 1) };
  }
  return null;
}

/** The sentence announced after a move, e.g. "Ann Smith moved from Screening to Interview (3 of 7)." */
export function moveMessage(
  card: string,
  from: string,
  to: string,
  position?: { index: number; count: number },
): string {
  const where = position ? ` (${position.index + 1} of ${position.count})` : '';
  return `${card} moved from ${from} to ${to}${where}.`;
}

/** Compares two optional ISO dates: earlier first, missing dates last. */
export function compareDates(a: unknown, b: unknown): number {
  const x = typeof a === 'string' && a ? a : null;
  const y = typeof b === 'string' && b ? b : null;
  if (x === y) return 0;
  if (x === null) return 1;
  if (y === null) return -1;
  return x < y ? -1 : 1;
}
