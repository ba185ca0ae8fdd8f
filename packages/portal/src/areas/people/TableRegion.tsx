import { useLayoutEffect, useRef, type ReactNode } from 'react';
import './tableRegion.css';

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
 * Gives each body cell of `table` its column's heading as `data-label`, so a
 * narrow screen can show the rows as cards, each value under its heading.
 */
export function labelCells(table: HTMLTableElement): void {
  const heads = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
  for (const row of table.querySelectorAll('tbody tr'))
    [...row.children].forEach((cell, i) => {
      const label = heads[i];
      if (label && cell.tagName === 'TD') cell.setAttribute('data-label', label);
    });
}

/**
 * A table of a person's records in its scrolling {@link TableRegion}: hidden caption, heading
 * row, rows. Where the table is narrow (a phone), each row is a card with every value under its
 * heading, so no column (the actions least of all) is off the edge of the screen.
 */
export function RegionTable({ label, caption = label, head, children }: RegionTableProps) {
  const ref = useRef<HTMLTableElement>(null);
  // After every render: the rows may have changed.
  useLayoutEffect(() => {
    if (ref.current) labelCells(ref.current);
  });
  return (
    <TableRegion label={label}>
      <table className="vkp-table vkp-stack-table" ref={ref}>
        <caption className="vkp-visually-hidden">{caption}</caption>
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableRegion>
  );
}
