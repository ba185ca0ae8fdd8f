/**
 * The portal's navigation areas (spec section 1) and the single table that
 * decides which area each catalogue path belongs to and what an area needs
 * (a permission and/or a package feature) before it is shown.
 *
 * @module
 */

/** Identifier of a navigation area. */
export type NavAreaId =
  | 'dashboard'
  | 'people'
  | 'opportunities'
  | 'recruitment'
  | 'rotas'
  | 'residential'
  | 'events'
  | 'expenses'
  | 'tasks'
  | 'communication'
  | 'content'
  | 'safety'
  | 'development'
  | 'configuration'
  | 'integrations'
  | 'analytics';

/** What a user and their organisation need before an area (or item) is offered. */
export interface AccessRule {
  /** Any one of these permissions is enough; omitted means no permission needed. */
  permissions?: readonly string[];
  /** The package feature that must be granted (amount rule of spec 3.1: amount != 0). */
  feature?: string;
}

/** One navigation area. */
export interface NavArea extends AccessRule {
  /** Identifier, also the URL segment of the area page (`/area/<id>`). */
  id: NavAreaId;
  /** Heading shown in the navigation. */
  label: string;
}

/**
 * The areas in the spec's order, with the portal's documented access mapping
 * (README "Navigation and access"). The spec names only 'view-users'; the other
 * gates use the permission names of the sandbox's demo organisation (the
 * `view-*` / `manage-*` family) and the package features residential, rotas,
 * events and analytics (amount rule of spec 3.1). Areas without a rule are
 * open to every signed-in staff member; the server still checks every call.
 */
export const NAV_AREAS: readonly NavArea[] = [
  { id: 'dashboard', label: 'Dashboard' },
  { id: 'people', label: 'People', permissions: ['view-users'] },
  { id: 'opportunities', label: 'Opportunities', permissions: ['view-opportunities'] },
  { id: 'recruitment', label: 'Recruitment', permissions: ['view-applications'] },
  { id: 'rotas', label: 'Rotas', permissions: ['view-rotas'], feature: 'rotas' },
  {
    id: 'residential',
    label: 'Residential',
    permissions: ['view-residential'],
    feature: 'residential',
  },
  { id: 'events', label: 'Events', feature: 'events' },
  { id: 'expenses', label: 'Expenses' },
  { id: 'tasks', label: 'Tasks' },
  { id: 'communication', label: 'Communication' },
  { id: 'content', label: 'Content' },
  { id: 'safety', label: 'Safety' },
  { id: 'development', label: 'Development' },
  { id: 'configuration', label: 'Configuration', permissions: ['manage-organisation'] },
  { id: 'integrations', label: 'Integrations', permissions: ['manage-integrations'] },
  {
    id: 'analytics',
    label: 'Analytics and reports',
    permissions: ['view-analytics', 'view-reports'],
    feature: 'analytics',
  },
];

/** Looks an area up by id. */
export function findNavArea(id: string): NavArea | undefined {
  return NAV_AREAS.find((a) => a.id === id);
}

/**
 * Path prefixes (segments joined by '/', params written ':') and their area.
 * The longest matching prefix wins; anything unmatched is Configuration.
 */
const PREFIX_AREAS: ReadonlyArray<readonly [string, NavAreaId]> = [
  ['dashboard', 'dashboard'],
  ['hub', 'dashboard'],
  ['directory', 'dashboard'],
  ['news', 'dashboard'],
  ['search', 'dashboard'],
  ['system-info', 'dashboard'],
  ['telemetry', 'dashboard'],
  ['calendar', 'dashboard'],
  ['heartbeat', 'dashboard'],
  ['mobile', 'dashboard'],
  ['users', 'people'],
  ['activities', 'people'],
  ['activity-map', 'people'],
  ['opportunities', 'opportunities'],
  ['applications', 'recruitment'],
  ['reference', 'recruitment'],
  ['parental-consent', 'recruitment'],
  ['organisation/recruitment', 'recruitment'],
  ['organisation/recruitment-closing-reasons', 'recruitment'],
  ['organisation/reference-questions', 'recruitment'],
  ['rota', 'rotas'],
  ['shifts', 'rotas'],
  ['repeating-shifts', 'rotas'],
  ['organisation/rota', 'rotas'],
  ['organisation/rotas', 'rotas'],
  ['organisation/shift-patterns', 'rotas'],
  ['residential-opportunities', 'residential'],
  ['residential-bookings', 'residential'],
  ['residential-availability', 'residential'],
  ['organisation/residential-cancel-reasons', 'residential'],
  ['organisation/residential-resources', 'residential'],
  ['organisation/teams/:/residential', 'residential'],
  ['teams/:/residential', 'residential'],
  ['events', 'events'],
  ['claims', 'expenses'],
  ['organisation/expenses', 'expenses'],
  ['tasks', 'tasks'],
  ['bulk/tasks', 'tasks'],
  ['organisation/task-leaving-reasons', 'tasks'],
  ['organisation/task-priorities', 'tasks'],
  ['organisation/task-statuses', 'tasks'],
  ['chats', 'communication'],
  ['bulk/email', 'communication'],
  ['contact-us', 'communication'],
  ['organisation/email-log-groups', 'communication'],
  ['organisation/email-templates', 'communication'],
  ['organisation/login-messages', 'communication'],
  ['teams/:/site', 'communication'],
  ['teams/site', 'communication'],
  ['team-site-hero', 'communication'],
  ['documents', 'content'],
  ['files', 'content'],
  ['folders', 'content'],
  ['images', 'content'],
  ['exports', 'content'],
  ['bulk', 'content'],
  ['barcodes', 'content'],
  ['address-book', 'content'],
  ['vetting', 'safety'],
  ['organisation/clearance-flags', 'safety'],
  ['organisation/disclosure-types', 'safety'],
  ['organisation/safeguarding', 'safety'],
  ['organisation/consents', 'safety'],
  ['organisation/blacklist', 'safety'],
  ['organisation/risk-activities', 'safety'],
  ['motivations', 'development'],
  ['organisation/recognition-categories', 'development'],
  ['organisation/recognition-templates', 'development'],
  ['organisation/skillCategories', 'development'],
  ['organisation/skills', 'development'],
  ['organisation/dynamic-skills', 'development'],
  ['organisation/motivation-bases', 'development'],
  ['organisation/motivations', 'development'],
  ['organisation/tags', 'development'],
  ['organisation/touchpoint-types', 'development'],
  ['organisation/diversity', 'development'],
  ['integrations', 'integrations'],
  ['multi-region', 'integrations'],
  ['geocode', 'integrations'],
  ['organisation/webhooks', 'integrations'],
  ['organisation/oauth', 'integrations'],
  ['organisation/query-builder', 'integrations'],
  // the helpdesk tickets: /organisation/{helpdesk}-tickets/
  ['organisation/:', 'integrations'],
  ['analytics', 'analytics'],
  ['reports', 'analytics'],
];

/**
 * The navigation area of a catalogue path template.
 *
 * @example
 * navAreaOfPath('/users/{userId}/notes/') // 'people'
 */
export function navAreaOfPath(template: string): NavAreaId {
  const parts = template
    .split('/')
    .filter(Boolean)
    .map((p) => (p.includes('{') ? ':' : p));
  let best: NavAreaId = 'configuration';
  let bestLength = 0;
  for (const [prefix, area] of PREFIX_AREAS) {
    const want = prefix.split('/');
    if (want.length <= bestLength || want.length > parts.length) continue;
    const ok = want.every((w, i) => parts[i] === w);
    if (ok) {
      best = area;
      bestLength = want.length;
    }
  }
  return best;
}

/** Paths that have no portal screen (the mobile-app login is client-only, spec issue 9). */
export function isHiddenPath(template: string): boolean {
  return /^\/?auth\//.test(template);
}
