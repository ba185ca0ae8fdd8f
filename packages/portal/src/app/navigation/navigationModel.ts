/**
 * The navigation as data: the sections of the side navigation and the
 * screens (entries) under them, each with the access rule that decides who
 * sees it. The layers above (the registry's generic screens, the areas'
 * bespoke screens) feed it; the shell, the breadcrumbs and the command
 * palette only read it. Nothing here knows the catalogue.
 *
 * @module
 */
import type { PortalUser } from '../../auth/types.js';
import { canAccess, type AccessRule } from '../access.js';
import type { SearchKind } from '../palette/useRecordSearch.js';

/** Who may see a section or an entry: an access rule, and optionally a test of the user. */
export interface NavAudience extends AccessRule {
  /** A further test of who is signed in (e.g. volunteers only); omitted: everyone the rule lets in. */
  when?: (user: PortalUser) => boolean;
}

/** One top-level section of the side navigation. */
export interface NavSectionEntry extends NavAudience {
  /** Identifier (also the `data-section` of its link). */
  id: string;
  /** Name in the navigation, the breadcrumbs and the palette. */
  label: string;
  /** Two letters shown when the navigation is collapsed to a rail. */
  short: string;
  /** The section's landing page. */
  to: string;
  /**
   * A section that stands on its own (one's own screens): its pages' breadcrumbs
   * start at it rather than at the dashboard, and its landing page has none.
   */
  root?: boolean;
}

/** One screen listed under a section. */
export interface NavEntry extends NavAudience {
  /** The section it is listed under. */
  section: string;
  /** Link text. */
  label: string;
  /** Portal URL; every URL below it belongs to it (the longest match wins). */
  to: string;
}

/** One link of the navigation. */
export interface NavItem {
  /** Link text. */
  label: string;
  /** Portal URL. */
  to: string;
}

/** A visible section with the screens the user may open in it. */
export interface SectionView {
  /** The section. */
  section: NavSectionEntry;
  /** Its screens (listed under the active section). */
  items: NavItem[];
}

/**
 * The whole navigation model. `sections` and `entries` are plain data; the
 * two optional functions let the layer above place URLs no entry claims
 * (generic screens) and add screens to the palette only.
 */
export interface NavigationModel {
  /** The sections, in order. */
  sections: readonly NavSectionEntry[];
  /** The screens under them. */
  entries: readonly NavEntry[];
  /** The section id of a URL no section or entry claims (`undefined`: none). */
  sectionOfPath?: (pathname: string) => string | undefined;
  /** More screens the palette offers this user (grouped by `group`). */
  paletteScreens?: (user: PortalUser | null) => ReadonlyArray<NavItem & { group: string }>;
  /** The kinds of record the palette searches (people, teams…), in the order listed. */
  search?: readonly SearchKind[];
  /** Whether this user gets the command palette (its button and Ctrl+K); omitted: everyone. */
  palette?: (user: PortalUser | null) => boolean;
}

/** `true` when the user may see the section or entry. */
export function canSee(audience: NavAudience, user: PortalUser | null): boolean {
  return canAccess(audience, user) && (!audience.when || (user !== null && audience.when(user)));
}

/** A screen's label under its section: "People" under People reads "All people". */
export function itemLabel(label: string, section: NavSectionEntry): string {
  return label === section.label ? `All ${label.toLowerCase()}` : label;
}

/** The sections the user may see, in order, each with the screens they may open in it. */
export function visibleSections(model: NavigationModel, user: PortalUser | null): SectionView[] {
  return model.sections
    .filter((s) => canSee(s, user))
    .map((section) => {
      const seen = new Set<string>();
      const items: NavItem[] = [];
      for (const e of model.entries) {
        if (e.section !== section.id || e.to === section.to || !canSee(e, user)) continue;
        if (seen.has(e.to)) continue;
        seen.add(e.to);
        items.push({ label: itemLabel(e.label, section), to: e.to });
      }
      return { section, items };
    });
}

function within(pathname: string, to: string): boolean {
  return to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);
}

/**
 * The one link of `links` a URL belongs to: the longest `to` it is at or
 * below (so `/residential/adverts` highlights "Residential adverts", not
 * "Residential admin" too).
 */
export function activeLink<T extends { to: string }>(
  links: readonly T[],
  pathname: string,
): T | undefined {
  let best: T | undefined;
  for (const l of links)
    if (within(pathname, l.to) && l.to.length > (best?.to.length ?? -1)) best = l;
  return best;
}

/** The section a URL belongs to: its section's page, an entry under it, or the model's own rule. */
export function sectionOfPath(
  model: NavigationModel,
  pathname: string,
  user?: PortalUser | null,
): NavSectionEntry | undefined {
  const byId = (id: string | undefined) => model.sections.find((s) => s.id === id);
  // Given the user, only what they see claims a URL (a volunteer's /me is their own, not staff home's).
  const sees = (a: NavAudience) => user === undefined || canSee(a, user);
  const shown = new Set(model.sections.filter(sees).map((s) => s.id));
  const claims = [
    ...model.sections.filter((s) => shown.has(s.id)).map((s) => ({ to: s.to, section: s.id })),
    ...model.entries
      .filter((e) => shown.has(e.section) && sees(e))
      .map((e) => ({ to: e.to, section: e.section })),
  ];
  const claimed = activeLink(claims, pathname);
  // A generic screen's URL (`/manage/...`) is placed by the model before a loose prefix match.
  const own = model.sectionOfPath?.(pathname);
  if (own && (!claimed || claimed.to === '/')) return byId(own);
  return byId(claimed?.section) ?? byId(own);
}
