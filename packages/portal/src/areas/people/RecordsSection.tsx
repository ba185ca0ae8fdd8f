import type { ReactNode } from 'react';
import { Empty } from '../../app/states.js';
import { LoadedRows, type LoadedRowsProps } from '../../app/ui/RecordsTable.js';
import { SaveMessage, type SaveNote } from './personSave.js';
import { RegionTable } from './TableRegion.js';

/** Props of {@link RecordsSection}. */
export interface RecordsSectionProps {
  /** The id of the section's heading (`expenses-heading`). */
  headingId: string;
  /** The heading ("Expense claims"). */
  title: string;
  /** What stands between the heading and the table (who may act on the rows). */
  intro: ReactNode;
  /** The rows' load. */
  state: LoadedRowsProps['state'];
  /** The loading label ("Loading claims…"). */
  loading: string;
  /** True when the loaded list has no rows. */
  empty: boolean;
  /** What to say when it has none ("No expense claims."). */
  whenEmpty: string;
  /** The table's region name and caption. */
  label: string;
  /** The heading cells. */
  head: ReactNode;
  /** What the last action on a row said (a live region, there before anything is said). */
  message: SaveNote;
  /** The body rows. */
  children: ReactNode;
}

/**
 * A tab of a person's record that lists records in a table, with actions on
 * the rows: heading, intro, the load's states, the table, and what the last
 * action said.
 */
export function RecordsSection({
  headingId,
  title,
  intro,
  state,
  loading,
  empty,
  whenEmpty,
  label,
  head,
  message,
  children,
}: RecordsSectionProps) {
  return (
    <section aria-labelledby={headingId} className="vkp-person-section">
      <h2 id={headingId}>{title}</h2>
      {intro}
      <LoadedRows
        state={state}
        loading={loading}
        empty={empty}
        whenEmpty={<Empty>{whenEmpty}</Empty>}
      >
        <RegionTable label={label} head={head}>
          {children}
        </RegionTable>
      </LoadedRows>
      <SaveMessage message={message} live />
    </section>
  );
}
