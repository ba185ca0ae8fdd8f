import type { ReactNode } from 'react';
import { CARDS_CLASS, useCardCells } from '../../app/ui/table/labelCells.js';

/**
 * A table that may scroll sideways on a narrow screen: a labelled region in
 * the tab order, so keyboard users can scroll it too.
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <div className="vkp-table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

/** Props of {@link RegionTable}. */
export interface RegionTableProps {
  /** The region's name, also the table's (visually hidden) caption unless `caption` is given. */
  label: string;
  /** The caption, when it says more than `label` (e.g. a count). */
  caption?: ReactNode;
  /** The heading cells (`<th scope="col">`). */
  head: ReactNode;
  /** The body rows. */
  children: ReactNode;
}

/**
 * A table of a person's records in its scrolling {@link TableRegion}: hidden caption, heading
 * row, rows. Where the table is narrow (a phone), each row is a card with every value under its
 * heading, so no column (the actions least of all) is off the edge of the screen.
 */
export function RegionTable({ label, caption = label, head, children }: RegionTableProps) {
  const ref = useCardCells();
  return (
    <TableRegion label={label}>
      <table className={`vkp-table ${CARDS_CLASS}`} ref={ref}>
        <caption className="vkp-visually-hidden">{caption}</caption>
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableRegion>
  );
}
