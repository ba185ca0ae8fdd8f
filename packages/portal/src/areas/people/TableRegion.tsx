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
