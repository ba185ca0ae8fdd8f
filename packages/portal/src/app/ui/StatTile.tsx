import type { ReactNode } from 'react';
import './ui.css';

/** Props of {@link StatTile}. */
export interface StatTileProps {
  /** What the figure counts ("Active volunteers"). */
  label: string;
  /** The figure, already formatted; `null` shows a dash ("not known"). */
  value: ReactNode;
  /** A line under the figure ("12 joined this month"). */
  hint?: ReactNode;
  /** Where the tile leads (a list behind the figure); the whole tile becomes a link. */
  href?: string;
}

/**
 * One key figure with its label, for dashboards and section landing pages.
 * Read as "label: value" by screen readers (a description list pair).
 *
 * @example
 * <StatTile label="Active volunteers" value="412" href="/people?status=active" />
 */
export function StatTile({ label, value, hint, href }: StatTileProps) {
  const shown = value === null || value === undefined || value === '' ? '–' : value;
  const content = (
    <dl className="vkp-ui-stat-pair">
      <dt className="vkp-ui-stat-label">{label}</dt>
      <dd className="vkp-ui-stat-value">{shown}</dd>
      {hint ? <dd className="vkp-ui-stat-hint">{hint}</dd> : null}
    </dl>
  );
  return href ? (
    <a className="vkp-ui-stat vkp-ui-stat-link" href={href}>
      {content}
    </a>
  ) : (
    <div className="vkp-ui-stat">{content}</div>
  );
}

/** A responsive grid of {@link StatTile}s. */
export function StatGrid({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <div className="vkp-ui-stat-grid" role="group" {...(label ? { 'aria-label': label } : {})}>
      {children}
    </div>
  );
}
