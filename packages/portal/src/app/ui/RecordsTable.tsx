import type { ReactNode } from 'react';
import { ErrorState, Loading } from '../states.js';
import { CARDS_CLASS, useCardCells } from './table/labelCells.js';
import type { LoadState } from '../useLoad.js';

/** Props of {@link LoadedRows}. */
export interface LoadedRowsProps {
  /** The load (from `useLoad`, or any state like it), with its `reload` for "Try again". */
  state: { status: LoadState<unknown>['status']; error?: unknown; reload: () => void };
  /** The loading label ("Loading sessions…"). */
  loading: string;
  /** True when the loaded list has no rows. */
  empty: boolean;
  /** What to show when it has none. */
  whenEmpty: ReactNode;
  /** The rows. */
  children: ReactNode;
}

/** A loaded list's four states: error with retry, loading, empty, or the rows. */
export function LoadedRows({ state, loading, empty, whenEmpty, children }: LoadedRowsProps) {
  if (state.status === 'error') return <ErrorState error={state.error} onRetry={state.reload} />;
  if (state.status !== 'success') return <Loading label={loading} />;
  return <>{empty ? whenEmpty : children}</>;
}

/** Props of {@link RecordsTable}. */
export interface RecordsTableProps {
  /** The (visually hidden) caption. */
  caption: ReactNode;
  /** The column headings. */
  columns: readonly string[];
  /** Sets `aria-busy` while a write runs; left off when undefined. */
  busy?: boolean;
  /** The body rows. */
  children: ReactNode;
}

/**
 * A plain table of records in its scrolling wrapper: hidden caption, column headings, rows.
 * Where its frame is narrow (a phone), each row is a card with every value under its heading,
 * so no column (the actions least of all) is off the edge of the screen.
 */
export function RecordsTable({ caption, columns, busy, children }: RecordsTableProps) {
  const ref = useCardCells();
  return (
    <div className="vkp-table-wrap">
      <table className={`vkp-table ${CARDS_CLASS}`} aria-busy={busy} ref={ref}>
        <caption className="vkp-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
