import type { ReactNode } from 'react';

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

/** A table of a person's records in its scrolling {@link TableRegion}: hidden caption, heading row, rows. */
export function RegionTable({ label, caption = label, head, children }: RegionTableProps) {
  return (
    <TableRegion label={label}>
      <table className="vkp-table">
        <caption className="vkp-visually-hidden">{caption}</caption>
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableRegion>
  );
}
