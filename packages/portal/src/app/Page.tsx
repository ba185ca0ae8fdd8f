import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** One breadcrumb. */
export interface Crumb {
  /** Text. */
  label: string;
  /** Link; the last crumb usually has none. */
  to?: string;
}

/** The heading of every screen: breadcrumbs, a title and actions. */
export function Page({
  title,
  crumbs = [],
  actions,
  children,
}: {
  title: string;
  crumbs?: Crumb[];
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="vkp-page" aria-labelledby="vkp-page-title">
      <header className="vkp-page-header">
        {crumbs.length > 0 ? (
          <nav aria-label="Breadcrumb">
            <ol className="vkp-breadcrumbs">
              {crumbs.map((c, i) => (
                <li key={`${i}-${c.label}`}>
                  {c.to ? <Link to={c.to}>{c.label}</Link> : <span>{c.label}</span>}
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <div className="vkp-page-title-row">
          <h1 id="vkp-page-title" tabIndex={-1}>
            {title}
          </h1>
          {actions ? <div className="vkp-page-actions">{actions}</div> : null}
        </div>
      </header>
      {children}
    </section>
  );
}
