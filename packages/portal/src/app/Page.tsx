import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PageHeading, type PageHeadingSearch } from '@volunteerkit/widgets';
import { sectionOfPath, type NavigationModel } from './navigation/navigationModel.js';
import { useNavigationModel } from './navigation/NavigationContext.js';
import { useUser } from './hooks.js';

/** One breadcrumb. */
export interface Crumb {
  /** Text. */
  label: string;
  /** Link; the last crumb usually has none. */
  to?: string;
}

/** `true` for a crumb that points at a section's landing page (the section's URL or `/area/<id>`). */
function isSectionCrumb(crumb: Crumb, model: NavigationModel | undefined): boolean {
  if (!crumb.to) return crumb.label === 'Areas';
  if (model?.sections.some((s) => s.to === crumb.to)) return true;
  return /^\/area\/[^/?#]+$/.test(crumb.to);
}

/**
 * The breadcrumb trail of a page: Dashboard, the page's section (from its URL),
 * then the page's own crumbs (a leading crumb to a section landing page is
 * replaced by the section), then the title. The dashboard itself has none.
 */
export function breadcrumbTrail(
  pathname: string,
  title: string,
  crumbs: readonly Crumb[],
  section: { label: string; to: string; root?: boolean } | undefined,
  model?: NavigationModel,
): Array<{ label: string; href?: string }> {
  if (pathname === '/' || (section?.root && pathname === section.to)) return [];
  // The last crumb without a link is the current page: the title stands for it.
  const own = crumbs.length > 0 && !crumbs[crumbs.length - 1]!.to ? crumbs.slice(0, -1) : crumbs;
  const rest = own.filter((c, i) => !(i === 0 && isSectionCrumb(c, model)));
  // A section that stands on its own (one's own screens) starts the trail, not the dashboard.
  const trail: Array<{ label: string; href?: string }> = section?.root
    ? []
    : [{ label: 'Dashboard', href: '/' }];
  if (section && section.to !== '/' && section.label !== title)
    trail.push({ label: section.label, href: section.to });
  for (const c of rest) {
    if (c.label === section?.label || c.label === title) continue;
    trail.push({ label: c.label, ...(c.to ? { href: c.to } : {}) });
  }
  trail.push({ label: title });
  return trail;
}

/**
 * The frame of every screen: breadcrumbs (Dashboard › section › … › title,
 * derived from the URL so every page has them), the widgets' page heading
 * (title, primary button, search box) and a row of actions. Links inside are
 * plain anchors; the shell routes same-origin clicks without reloading.
 */
export function Page({
  title,
  crumbs = [],
  actions,
  primary,
  search,
  trail = true,
  children,
}: {
  title: string;
  /** `false`: no breadcrumbs (a screen that must not lead elsewhere: the locked kiosk). */
  trail?: boolean;
  crumbs?: Crumb[];
  actions?: ReactNode;
  primary?: { label: string; to: string };
  search?: PageHeadingSearch;
  children?: ReactNode;
}) {
  const model = useNavigationModel();
  const user = useUser();
  const { pathname } = useLocation();
  const breadcrumbs = trail
    ? breadcrumbTrail(pathname, title, crumbs, sectionOfPath(model, pathname, user), model)
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
