/**
 * The portal's navigation areas (spec section 1) and the single table that
 * decides which area each catalogue path belongs to and what an area needs
 * (a permission and/or a package feature) before it is shown.
 *
 * @module
 */
import type { AccessRule } from '../app/access.js';

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

export type { AccessRule };

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
 * Catalogue accessor prefixes (`users`, `organisation.rotas`) and their area.
 * The longest matching prefix (whole dotted keys) wins; anything unmatched is
 * Configuration. Keys are accessors, never paths: a test checks each one names
 * at least one catalogue entry.
 */
export const ACCESSOR_AREAS: Readonly<Record<string, NavAreaId>> = {
  dashboard: 'dashboard',
  hub: 'dashboard',
  directory: 'dashboard',
  news: 'dashboard',
  search: 'dashboard',
  systemInfo: 'dashboard',
  telemetry: 'dashboard',
  calendar: 'dashboard',
  heartbeat: 'dashboard',
  mobileDashboard: 'dashboard',
  users: 'people',
  activities: 'people',
  activityMap: 'people',
  opportunities: 'opportunities',
  applications: 'recruitment',
  reference: 'recruitment',
  parentalConsent: 'recruitment',
  'organisation.recruitment': 'recruitment',
  'organisation.recruitmentClosingReasons': 'recruitment',
  'organisation.referenceQuestions': 'recruitment',
  rota: 'rotas',
  shifts: 'rotas',
  repeatingShifts: 'rotas',
  'organisation.rota': 'rotas',
  'organisation.rotas': 'rotas',
  'organisation.shiftPatterns': 'rotas',
  residentialOpportunities: 'residential',
  residentialBookings: 'residential',
  residentialAvailability: 'residential',
  'organisation.residentialCancelReasons': 'residential',
  'organisation.residentialResources': 'residential',
  'organisation.teams.residentialRooms': 'residential',
  'organisation.teams.changeoverDays': 'residential',
  'teams.changeoverDays': 'residential',
  events: 'events',
  claims: 'expenses',
  'organisation.expenses': 'expenses',
  tasks: 'tasks',
  'bulk.tasks': 'tasks',
  'organisation.taskLeavingReasons': 'tasks',
  'organisation.taskPriorities': 'tasks',
  'organisation.taskStatuses': 'tasks',
  chats: 'communication',
  'bulk.email': 'communication',
  contactUs: 'communication',
  'organisation.emailLogGroups': 'communication',
  'organisation.emailTemplates': 'communication',
  'organisation.loginMessages': 'communication',
  'teams.site': 'communication',
  teamSiteHero: 'communication',
  documents: 'content',
  files: 'content',
  folders: 'content',
  images: 'content',
  exports: 'content',
  bulk: 'content',
  barcodes: 'content',
  addressBook: 'content',
  vetting: 'safety',
  'organisation.clearanceFlags': 'safety',
  'organisation.disclosureTypes': 'safety',
  'organisation.safeguarding': 'safety',
  'organisation.consents': 'safety',
  'organisation.blacklist': 'safety',
  'organisation.riskActivities': 'safety',
  motivations: 'development',
  'organisation.recognitionCategories': 'development',
  'organisation.recognitionTemplates': 'development',
  'organisation.skillCategories': 'development',
  'organisation.skills': 'development',
  'organisation.dynamicSkills': 'development',
  'organisation.motivationBases': 'development',
  'organisation.motivations': 'development',
  'organisation.tags': 'development',
  'organisation.touchpointTypes': 'development',
  'organisation.diversity': 'development',
  integrations: 'integrations',
  multiRegion: 'integrations',
  geocode: 'integrations',
  'organisation.webhooks': 'integrations',
  'organisation.oauth': 'integrations',
  'organisation.queryBuilder': 'integrations',
  'organisation.helpdeskTickets': 'integrations',
  analytics: 'analytics',
  reports: 'analytics',
};

/**
 * The navigation area of a catalogue accessor.
 *
 * @example
 * navAreaOf('users.notes') // 'people'
 */
export function navAreaOf(accessor: string): NavAreaId {
  const keys = accessor.split('.');
  for (let n = keys.length; n > 0; n--) {
    const area = ACCESSOR_AREAS[keys.slice(0, n).join('.')];
    if (area) return area;
  }
  return 'configuration';
}

/** Paths that have no portal screen (the mobile-app login is client-only, spec issue 9). */
export function isHiddenPath(template: string): boolean {
  return /^\/?auth\//.test(template);
}
