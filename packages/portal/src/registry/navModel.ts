/**
 * The navigation a user sees: the top-level sections they may use (each with
 * its bespoke screens), and, for the Data explorer, the catalogue areas with
 * their top-level resources and stand-alone views.
 *
 * @module
 */
import type { PortalUser } from '../auth/types.js';
import { canAccess } from './access.js';
import { NAV_AREAS, type AccessRule, type NavArea, type NavAreaId } from './navigation.js';
import { humanize, navLabelOf } from './labels.js';
import {
  manageUrl,
  resolveManagePath,
  type ActionDef,
  type Registry,
  type ResourceDef,
} from './registry.js';
import { findSection, SECTIONS, sectionOfArea, type NavSection } from './sections.js';

/** One link of the navigation. */
export interface NavItem {
  /** Link text. */
  label: string;
  /** Portal URL. */
  to: string;
}

/** One visible area. */
export interface NavGroup {
  /** The area. */
  area: NavArea;
  /** Its links, bespoke screens first. */
  items: NavItem[];
}

/** Bespoke screens per area, each with its own access rule. */
export const BESPOKE_SCREENS: ReadonlyArray<NavItem & { area: NavAreaId } & AccessRule> = [
  { area: 'dashboard', label: 'Overview', to: '/' },
  { area: 'dashboard', label: 'My own', to: '/my' },
  { area: 'dashboard', label: 'My record', to: '/me' },
  { area: 'people', label: 'People', to: '/people', permissions: ['view-users'] },
  {
    area: 'configuration',
    label: 'Team hierarchy',
    to: '/teams',
    permissions: ['view-teams', 'manage-organisation'],
  },
  { area: 'rotas', label: 'Rota calendar', to: '/rotas/planner', permissions: ['view-rotas'] },
  // The tablet at the base (issue 48): recording a check-in needs 'edit-rotas' (POST /check-ins).
  { area: 'rotas', label: 'Check-in kiosk', to: '/kiosk', permissions: ['edit-rotas'] },
  { area: 'events', label: 'Session attendees', to: '/events/attendees' },
  { area: 'residential', label: 'Residential admin', to: '/residential' },
  { area: 'analytics', label: 'Analytics & reports', to: '/analytics' },
  { area: 'residential', label: 'Room occupancy', to: '/residential-occupancy' },
  { area: 'communication', label: 'Messages & e-mail', to: '/communication' },
  { area: 'events', label: 'Events schedule', to: '/events' },
  { area: 'residential', label: 'Residential adverts', to: '/residential/adverts' },
  {
    area: 'recruitment',
    label: 'Recruitment pipeline',
    to: '/recruitment',
    permissions: ['view-applications'],
  },
  { area: 'tasks', label: 'Task board', to: '/tasks' },
  { area: 'safety', label: 'Safety home', to: '/safety', permissions: ['view-users'] },
  {
    area: 'opportunities',
    label: 'All opportunities',
    to: '/opportunities',
    permissions: ['view-opportunities'],
  },
  {
    area: 'expenses',
    label: 'Expense approvals',
    to: '/expenses/approvals',
    permissions: ['edit-users'],
  },
];

/**
 * Resources whose list a bespoke screen replaces in the navigation (the
 * generic screens stay reachable from the area page and by URL).
 */
export const NAV_REPLACED: ReadonlySet<string> = new Set(['users']);

/**
 * Makes the labels of one navigation group unique: a label used twice gets the
 * distinguishing part of its URL ("Teams (organisation)"), so no two links in
 * a group read the same.
 */
export function uniqueLabels(items: readonly NavItem[]): NavItem[] {
  const counts = new Map<string, number>();
  for (const i of items) counts.set(i.label, (counts.get(i.label) ?? 0) + 1);
  const used = new Set<string>();
  return items.map((item) => {
    let label = item.label;
    if ((counts.get(label) ?? 0) > 1) {
      const segments = item.to.split('/').filter((s) => s && s !== 'manage');
      const first = segments[0] ? humanize(segments[0]).toLowerCase() : '';
      label = first && !label.toLowerCase().startsWith(first) ? `${label} (${first})` : label;
    }
    let unique = label;
    for (let n = 2; used.has(unique); n++) unique = `${label} ${n}`;
    used.add(unique);
    return { ...item, label: unique };
  });
}

/**
 * Catalogue calls that are not a screen of their own for staff: data that
 * serves another screen (the team tree of `recursive` is the Team hierarchy
 * screen; `detailed`, geocoding and the site feed serve pickers and the public
 * site). They stay in the administrators' Data explorer, out of landing pages.
 */
const NOT_STAFF_SCREENS = new Set([
  'recursive',
  'teamRecursive',
  'detailed',
  'retrieve',
  'countryPolygons',
  'site',
  'heartbeat',
]);

/** `true` for a call or resource staff meet on a landing page (see {@link NOT_STAFF_SCREENS}). */
export function isStaffScreen(accessor: string): boolean {
  const keys = accessor.split('.');
  return (
    !keys.some((k) => NOT_STAFF_SCREENS.has(k)) && !['geocode', 'multiRegion'].includes(keys[0]!)
  );
}

/** `true` for a resource that a link can open without any path parameter. */
export function isTopLevel(def: ResourceDef): boolean {
  return def.params.length === 0;
}

/** The portal URL of a stand-alone call's screen. */
export function callUrl(action: ActionDef): string {
  return `/call/${encodeURIComponent(action.key)}`;
}

/** The areas (and their items) the user may see. */
export function buildNavigation(registry: Registry, user: PortalUser | null): NavGroup[] {
  const groups: NavGroup[] = [];
  for (const area of NAV_AREAS) {
    if (!canAccess(area, user)) continue;
    const items: NavItem[] = BESPOKE_SCREENS.filter(
      (b) => b.area === area.id && canAccess(b, user),
    ).map((b) => ({
      label: b.label,
      to: b.to,
    }));
    for (const def of registry.resources) {
      if (def.navArea !== area.id || !isTopLevel(def)) continue;
      // A bespoke screen that replaces this resource's list stands for it.
      if (NAV_REPLACED.has(def.accessor)) continue;
      items.push({ label: navLabelOf(def.accessor, def.fullLabel), to: manageUrl(def, {}) });
    }
    items.push({ label: `All ${area.label.toLowerCase()} screens`, to: `/explorer/${area.id}` });
    groups.push({ area, items: uniqueLabels(items) });
  }
  return groups;
}

/** One visible top-level section, with the bespoke screens the user may open in it. */
export interface SectionView {
  /** The section. */
  section: NavSection;
  /** Its bespoke screens (sub-links shown under the active section). */
  items: NavItem[];
}

/** A bespoke screen's label under its section: "People" under People reads "All people". */
export function screenLabel(label: string, section: NavSection): string {
  return label === section.label ? `All ${label.toLowerCase()}` : label;
}

/** The sections (at most 16) the user may see, in order, each with its bespoke screens. */
export function buildSections(user: PortalUser | null): SectionView[] {
  return SECTIONS.filter((s) => canAccess(s, user)).map((section) => ({
    section,
    items: uniqueLabels(
      BESPOKE_SCREENS.filter(
        (b) => section.areas.includes(b.area) && b.to !== section.to && canAccess(b, user),
      ).map((b) => ({ label: screenLabel(b.label, section), to: b.to })),
    ),
  }));
}

/**
 * The section a portal URL belongs to (for the active link and breadcrumbs):
 * a landing page, a bespoke screen (longest prefix), a catalogue screen (its
 * resource's area) or the Data explorer.
 */
export function sectionOfPath(pathname: string, registry: Registry | null): NavSection | undefined {
  if (pathname === '/') return SECTIONS[0];
  const parts = pathname.split('/').filter(Boolean).map(safeDecode);
  if (parts[0] === 'explorer') return findSection('explorer');
  if (parts[0] === 'area' && parts[1]) return findSection(parts[1]);
  if (parts[0] === 'call' && parts[1] && registry) {
    const action = registry.actions.find((a) => a.key === parts[1]);
    return action ? sectionOfArea(action.navArea) : undefined;
  }
  if (parts[0] === 'manage' && registry) {
    const resolved = resolveManagePath(registry, parts.slice(1));
    return resolved ? sectionOfArea(resolved.resource.navArea) : undefined;
  }
  let best: { area: NavAreaId; length: number } | null = null;
  for (const b of BESPOKE_SCREENS) {
    if (b.to === '/') continue;
    if ((pathname === b.to || pathname.startsWith(`${b.to}/`)) && b.to.length > (best?.length ?? 0))
      best = { area: b.area, length: b.to.length };
  }
  if (best) return sectionOfArea(best.area);
  if (parts[0] === 'portal' && parts[1] === 'team') return sectionOfArea('configuration');
  return undefined;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
