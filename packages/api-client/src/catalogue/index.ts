/**
 * The whole endpoint catalogue of spec 7.2-7.15 as data, one module per spec area.
 *
 * @module
 */
import { activitiesEntries } from './activities.js';
import { analyticsEntries } from './analytics.js';
import { authEntries } from './auth.js';
import { dashboardEntries } from './dashboard.js';
import { eventsEntries } from './events.js';
import { exportsEntries } from './exports.js';
import { heartbeatEntries } from './heartbeat.js';
import { opportunitiesEntries } from './opportunities.js';
import { organisationEntries } from './organisation.js';
import { publicSearchEntries } from './publicSearch.js';
import { reportsEntries } from './reports.js';
import { rotasEntries } from './rotas.js';
import { teamsEntries } from './teams.js';
import type { CatalogueEntry } from './types.js';
import { usersEntries } from './users.js';

/** The catalogue's areas in spec order: [area, spec section, title, entries]. */
export const catalogueAreas: readonly {
  area: string;
  spec: string;
  title: string;
  entries: readonly CatalogueEntry[];
}[] = [
  { area: 'auth', spec: '7.2', title: 'Authentication', entries: authEntries },
  {
    area: 'publicSearch',
    spec: '7.3',
    title: 'Public residential search',
    entries: publicSearchEntries,
  },
  {
    area: 'dashboard',
    spec: '7.4',
    title: 'Dashboard, general and mobile',
    entries: dashboardEntries,
  },
  { area: 'analytics', spec: '7.5', title: 'Analytics', entries: analyticsEntries },
  {
    area: 'activities',
    spec: '7.6',
    title: 'Activities, address book, applications, barcodes, bulk, chats, claims',
    entries: activitiesEntries,
  },
  { area: 'events', spec: '7.7', title: 'Events', entries: eventsEntries },
  {
    area: 'exports',
    spec: '7.8',
    title: 'Exports, files, geocoding, integrations, multi-region',
    entries: exportsEntries,
  },
  {
    area: 'opportunities',
    spec: '7.9',
    title: 'Opportunities, recruitment, references, shifts, residential',
    entries: opportunitiesEntries,
  },
  { area: 'rotas', spec: '7.10', title: 'Rotas', entries: rotasEntries },
  {
    area: 'organisation',
    spec: '7.11',
    title: 'Organisation configuration',
    entries: organisationEntries,
  },
  { area: 'teams', spec: '7.12', title: 'Teams, team sites and tasks', entries: teamsEntries },
  { area: 'users', spec: '7.13', title: 'Users', entries: usersEntries },
  { area: 'reports', spec: '7.14', title: 'Reports', entries: reportsEntries },
  { area: 'heartbeat', spec: '7.15', title: 'Heartbeat', entries: heartbeatEntries },
];

/**
 * Every resource and call of spec 7.2-7.15.
 *
 * @example
 * ```ts
 * import { catalogue } from '@volunteerkit/api-client/catalogue';
 * const users = catalogue.filter((e) => e.area === 'users');
 * ```
 */
export const catalogue: CatalogueEntry[] = catalogueAreas.flatMap((a) => a.entries);

export { CATALOGUE_EXTENSIONS, type CatalogueExtension } from './extensions.js';
export {
  activitiesEntries,
  analyticsEntries,
  authEntries,
  dashboardEntries,
  eventsEntries,
  exportsEntries,
  heartbeatEntries,
  opportunitiesEntries,
  organisationEntries,
  publicSearchEntries,
  reportsEntries,
  rotasEntries,
  teamsEntries,
  usersEntries,
};
