import type { ReactNode } from 'react';
import { PageHeading, type PageHeadingSearch } from '@volunteerkit/widgets';

/** One breadcrumb. */
export interface Crumb {
  /** Text. */
  label: string;
  /** Link; the last crumb usually has none. */
  to?: string;
}

/**
 * The frame of every screen: the widgets' page heading (breadcrumbs, title,
 * primary button, search box) and a row of actions. Links inside are plain
 * anchors; the shell routes same-origin clicks without reloading.
 */
export function Page({
  title,
  crumbs = [],
  actions,
  primary,
  search,
  children,
}: {
  title: string;
  crumbs?: Crumb[];
  actions?: ReactNode;
  primary?: { label: string; to: string };
  search?: PageHeadingSearch;
  children?: ReactNode;
}) {
  // The last crumb without a link is the current page: the title stands for it.
  const trail = crumbs.length > 0 && !crumbs[crumbs.length - 1]!.to ? crumbs.slice(0, -1) : crumbs;
  const breadcrumbs =
    crumbs.length > 0
      ? [
          ...trail.map((c) => ({ label: c.label, ...(c.to ? { href: c.to } : {}) })),
          { label: title },
        ]
      : [];
  return (
    <section className="vkp-page">
      <PageHeading
        title={title}
        breadcrumbs={breadcrumbs}
        {...(primary ? { primaryButton: { label: primary.label, href: primary.to } } : {})}
        {...(search ? { search } : {})}
      />
      {actions ? <div className="vkp-page-actions">{actions}</div> : null}
      {children}
    </section>
  );
}
