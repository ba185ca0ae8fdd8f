/**
 * The navigation a user sees: the areas they may use, each with its bespoke
 * screens, top-level resources and stand-alone views.
 *
 * @module
 */
import type { PortalUser } from '../auth/types.js';
import { canAccess } from './access.js';
import { NAV_AREAS, type AccessRule, type NavArea, type NavAreaId } from './navigation.js';
import { humanize, navLabelOf } from './labels.js';
import { manageUrl, type ActionDef, type Registry, type ResourceDef } from './registry.js';

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
  { area: 'people', label: 'People', to: '/people', permissions: ['view-users'] },
  {
    area: 'configuration',
    label: 'Team hierarchy',
    to: '/teams',
    permissions: ['view-teams', 'manage-organisation'],
  },
  { area: 'rotas', label: 'Rota calendar', to: '/rotas/planner', permissions: ['view-rotas'] },
  { area: 'events', label: 'Session attendees', to: '/events/attendees' },
  { area: 'residential', label: 'Residential admin', to: '/residential' },
  { area: 'analytics', label: 'Analytics & reports', to: '/analytics' },
  { area: 'residential', label: 'Room occupancy', to: '/residential-occupancy' },
  {
    area: 'recruitment',
    label: 'Recruitment pipeline',
    to: '/recruitment',
    permissions: ['view-applications'],
  },
  { area: 'tasks', label: 'Task board', to: '/tasks' },
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

/** `true` for a resource that a link can open without any path parameter. */
export function isTopLevel(def: ResourceDef): boolean {
  return def.params.length === 0;
}

/** `true` for a stand-alone call that opens as a view (GET without parameters). */
export function isTopLevelView(action: ActionDef): boolean {
  return action.view && action.params.length === 0;
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
      if (NAV_REPLACED.has(def.key)) continue;
      items.push({ label: navLabelOf(def.key, def.fullLabel), to: manageUrl(def, {}) });
    }
    items.push({ label: `All ${area.label.toLowerCase()} screens`, to: `/area/${area.id}` });
    groups.push({ area, items: uniqueLabels(items) });
  }
  return groups;
}
