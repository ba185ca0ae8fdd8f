// Generated from the catalogue by scripts/gen-endpoints.mjs (packages/api-client/scripts/codegen/generateAreas.ts).
// Do not edit: change the catalogue and run `node scripts/gen-endpoints.mjs`.
import type { HttpClient } from '../http/types.js';
import { authEntries } from '../catalogue/auth.js';
import { publicSearchEntries } from '../catalogue/publicSearch.js';
import { dashboardEntries } from '../catalogue/dashboard.js';
import { analyticsEntries } from '../catalogue/analytics.js';
import { activitiesEntries } from '../catalogue/activities.js';
import { eventsEntries } from '../catalogue/events.js';
import { exportsEntries } from '../catalogue/exports.js';
import { opportunitiesEntries } from '../catalogue/opportunities.js';
import { rotasEntries } from '../catalogue/rotas.js';
import { organisationEntries } from '../catalogue/organisation.js';
import { teamsEntries } from '../catalogue/teams.js';
import { usersEntries } from '../catalogue/users.js';
import { reportsEntries } from '../catalogue/reports.js';
import { heartbeatEntries } from '../catalogue/heartbeat.js';
import type { VolunteerKitApi } from './api.generated.js';
import { buildArea } from './buildApi.js';

/**
 * The typed `auth` accessors alone (spec 7.2), the same as `createApi(http).auth`:
 * a bundle that uses only this carries these catalogue entries, not the whole catalogue.
 *
 * @example
 * ```ts
 * const auth = authApi(createHttpClient({ baseURL: '/api/' }));
 * ```
 */
export function authApi(http: HttpClient): VolunteerKitApi['auth'] {
  return buildArea(http, 'auth', authEntries) as VolunteerKitApi['auth'];
}

/**
 * The typed `residentialOpportunities` accessors alone (spec 7.3), the same as `createApi(http).residentialOpportunities`:
 * a bundle that uses only this carries these catalogue entries, not the whole catalogue.
 *
 * @example
 * ```ts
 * const residentialOpportunities = residentialOpportunitiesApi(createHttpClient({ baseURL: '/api/' }));
 * ```
 */
export function residentialOpportunitiesApi(
  http: HttpClient,
): VolunteerKitApi['residentialOpportunities'] {
  return buildArea(
    http,
    'residentialOpportunities',
    publicSearchEntries,
  ) as VolunteerKitApi['residentialOpportunities'];
}

/**
 * The typed `geocode` accessors alone (spec 7.3, 7.8), the same as `createApi(http).geocode`:
 * a bundle that uses only this carries these catalogue entries, not the whole catalogue.
 *
 * @example
 * ```ts
 * const geocode = geocodeApi(createHttpClient({ baseURL: '/api/' }));
 * ```
 */
export function geocodeApi(http: HttpClient): VolunteerKitApi['geocode'] {
  return buildArea(
    http,
    'geocode',
    publicSearchEntries,
    exportsEntries,
  ) as VolunteerKitApi['geocode'];
}

/**
 * The typed `organisation` accessors alone (spec 7.3, 7.9, 7.10, 7.11, 7.12), the same as `createApi(http).organisation`:
 * a bundle that uses only this carries these catalogue entries, not the whole catalogue.
 *
 * @example
 * ```ts
 * const organisation = organisationApi(createHttpClient({ baseURL: '/api/' }));
 * ```
 */
export function organisationApi(http: HttpClient): VolunteerKitApi['organisation'] {
  return buildArea(
    http,
    'organisation',
    publicSearchEntries,
    opportunitiesEntries,
    rotasEntries,
    organisationEntries,
    teamsEntries,
  ) as VolunteerKitApi['organisation'];
}

/**
 * The typed `teams` accessors alone (spec 7.3, 7.9, 7.12), the same as `createApi(http).teams`:
 * a bundle that uses only this carries these catalogue entries, not the whole catalogue.
 *
 * @example
 * ```ts
 * const teams = teamsApi(createHttpClient({ baseURL: '/api/' }));
 * ```
 */
export function teamsApi(http: HttpClient): VolunteerKitApi['teams'] {
  return buildArea(
    http,
    'teams',
    publicSearchEntries,
    opportunitiesEntries,
    teamsEntries,
  ) as VolunteerKitApi['teams'];
}

/**
 * The typed `opportunities` accessors alone (spec 7.3, 7.9), the same as `createApi(http).opportunities`:
 * a bundle that uses only this carries these catalogue entries, not the whole catalogue.
 *
 * @example
 * ```ts
 * const opportunities = opportunitiesApi(createHttpClient({ baseURL: '/api/' }));
 * ```
 */
export function opportunitiesApi(http: HttpClient): VolunteerKitApi['opportunities'] {
  return buildArea(
    http,
    'opportunities',
    publicSearchEntries,
    opportunitiesEntries,
  ) as VolunteerKitApi['opportunities'];
}

/**
 * The typed `dashboard` accessors alone (spec 7.4), the same as `createApi(http).dashboard`:
 * a bundle that uses only this carries these catalogue entries, not the whole catalogue.
 *
 * @example
 * ```ts
 * const dashboard = dashboardApi(createHttpClient({ baseURL: '/api/' }));
 * ```
 */
export function dashboardApi(http: HttpClient): VolunteerKitApi['dashboard'] {
  return buildArea(http, 'dashboard', dashboardEntries) as VolunteerKitApi['dashboard'];
}

/**
 * The typed `directory` accessors alone (spec 7.4), the same as `createApi(http).directory`:
 * a bundle that uses only this carries these catalogue entries, not the whole catalogue.
 *
 * @example
 * ```ts
 * const directory = directoryApi(createHttpClient({ baseURL: '/api/' }));
 * ```
 */
export function directoryApi(http: HttpClient): VolunteerKitApi['directory'] {
  return buildArea(http, 'directory', dashboardEntries) as VolunteerKitApi['directory'];
}

/**
 * The typed `documents` accessors alone (spec 7.4), the same as `createApi(http).documents`:
 * a bundle that uses only this carries these catalogue entries, not the whole catalogue.
 *
 * @example
 * ```ts
 * const documents = documentsApi(createHttpClient({ baseURL: '/api/' }));
 * ```
 */
export function documentsApi(http: HttpClient): VolunteerKitApi['documents'] {
  return buildArea(http, 'documents', dashboardEntries) as VolunteerKitApi['documents'];
}

/**
 * The typed `folders` accessors alone (spec 7.4), the same as `createApi(http).folders`:
 * a bundle that uses only this carries these catalogue entries, not the whole catalogue.
 *
 * @example
 * ```ts
 * const folders = foldersApi(createHttpClient({ baseURL: '/api/' }));
 * ```
 */
export function foldersApi(http: HttpClient): VolunteerKitApi['folders'] {
  return buildArea(http, 'folders', dashboardEntries) as VolunteerKitApi['folders'];
}

/**
 * The typed `news` accessors alone (spec 7.4), the same as `createApi(http).news`:
 * a bundle that uses only this carries these catalogue entries, not the whole catalogue.
 *
 * @example
 * ```ts
 * const news = newsApi(createHttpClient({ baseURL: '/api/' }));
 * ```
 */
export function newsApi(http: HttpClient): VolunteerKitApi['news'] {
  return buildArea(http, 'news', dashboardEntries) as VolunteerKitApi['news'];
}

/**
 * The typed `motivations` accessors alone (spec 7.4), the same as `createApi(http).motivations`:
 * a bundle that uses only this carries these catalogue entries, not the whole catalogue.
 *
 * @example
 * ```ts
 * const motivations = motivationsApi(createHttpClient({ baseURL: '/api/' }));
 * ```
 */
export function motivationsApi(http: HttpClient): VolunteerKitApi['motivations'] {
  return buildArea(http, 'motivations', dashboardEntries) as VolunteerKitApi['motivations'];
}

/**
 * The typed `hub` accessors alone (spec 7.4), the same as `createApi(http).hub`:
 * a bundle that uses only this carries these catalogue entries, not the whole catalogue.
 *
 * @example
 * ```ts
 * const hub = hubApi(createHttpClient({ baseURL: '/api/' }));
 * ```
 */
export function hubApi(http: HttpClient): VolunteerKitApi['hub'] {
  return buildArea(http, 'hub', dashboardEntries) as VolunteerKitApi['hub'];
}

/**
 * The typed `images` accessors alone (spec 7.4), the same as `createApi(http).images`:
 * a bundle that uses only this carries these catalogue entries, not the whole catalogue.
 *
 * @example
 * ```ts
 * const images = imagesApi(createHttpClient({ baseURL: '/api/' }));
 * ```
 */
export function imagesApi(http: HttpClient): VolunteerKitApi['images'] {
  return buildArea(http, 'images', dashboardEntries) as VolunteerKitApi['images'];
}

/**
 * The typed `search` accessors alone (spec 7.4), the same as `createApi(http).search`:
 * a bundle that uses only this carries these catalogue entries, not the whole catalogue.
 *
 * @example
 * ```ts
 * const search = searchApi(createHttpClient({ baseURL: '/api/' }));
 * ```
 */
export function searchApi(http: HttpClient): VolunteerKitApi['search'] {
  return buildArea(http, 'search', dashboardEntries) as VolunteerKitApi['search'];
}

/**
 * The typed `systemInfo` accessors alone (spec 7.4), the same as `createApi(http).systemInfo`:
 * a bundle that uses only this carries these catalogue entries, not the whole catalogue.
 *
 * @example
 * ```ts
 * const systemInfo = systemInfoApi(createHttpClient({ baseURL: '/api/' }));
 * ```
 */
export function systemInfoApi(http: HttpClient): VolunteerKitApi['systemInfo'] {
  return buildArea(http, 'systemInfo', dashboardEntries) as VolunteerKitApi['systemInfo'];
}

/**
 * The typed `telemetry` accessors alone (spec 7.4), the same as `createApi(http).telemetry`:
 * a bundle that uses only this carries these catalogue entries, not the whole catalogue.
 *
 * @example
 * ```ts
 * const telemetry = telemetryApi(createHttpClient({ baseURL: '/api/' }));
 * ```
 */
export function telemetryApi(http: HttpClient): VolunteerKitApi['telemetry'] {
  return buildArea(http, 'telemetry', dashboardEntries) as VolunteerKitApi['telemetry'];
}

/**
 * The typed `calendar` accessors alone (spec 7.4), the same as `createApi(http).calendar`:
 * a bundle that uses only this carries these catalogue entries, not the whole catalogue.
 *
 * @example
 * ```ts
 * const calendar = calendarApi(createHttpClient({ baseURL: '/api/' }));
 * ```
 */
export function calendarApi(http: HttpClient): VolunteerKitApi['calendar'] {
  return buildArea(http, 'calendar', dashboardEntries) as VolunteerKitApi['calendar'];
}

/**
 * The typed `contactUs` accessors alone (spec 7.4), the same as `createApi(http).contactUs`:
 * a bundle that uses only this carries these catalogue entries, not the whole catalogue.
 *
 * @example
 * ```ts
 * const contactUs = contactUsApi(createHttpClient({ baseURL: '/api/' }));
 * ```
 */
export function contactUsApi(http: HttpClient): VolunteerKitApi['contactUs'] {
  return buildArea(http, 'contactUs', dashboardEntries) as VolunteerKitApi['contactUs'];
}

/**
 * The typed `mobileDashboard` accessors alone (spec 7.4), the same as `createApi(http).mobileDashboard`:
 * a bundle that uses only this carries these catalogue entries, not the whole catalogue.
 *
 * @example
 * ```ts
 * const mobileDashboard = mobileDashboardApi(createHttpClient({ baseURL: '/api/' }));
 * ```
 */
export function mobileDashboardApi(http: HttpClient): VolunteerKitApi['mobileDashboard'] {
  return buildArea(http, 'mobileDashboard', dashboardEntries) as VolunteerKitApi['mobileDashboard'];
}

/**
 * The typed `analytics` accessors alone (spec 7.5), the same as `createApi(http).analytics`:
 * a bundle that uses only this carries these catalogue entries, not the whole catalogue.
 *
 * @example
 * ```ts
 * const analytics = analyticsApi(createHttpClient({ baseURL: '/api/' }));
 * ```
 */
export function analyticsApi(http: HttpClient): VolunteerKitApi['analytics'] {
  return buildArea(http, 'analytics', analyticsEntries) as VolunteerKitApi['analytics'];
}

/**
 * The typed `activities` accessors alone (spec 7.6), the same as `createApi(http).activities`:
 * a bundle that uses only this carries these catalogue entries, not the whole catalogue.
 *
 * @example
 * ```ts
 * const activities = activitiesApi(createHttpClient({ baseURL: '/api/' }));
 * ```
 */
export function activitiesApi(http: HttpClient): VolunteerKitApi['activities'] {
  return buildArea(http, 'activities', activitiesEntries) as VolunteerKitApi['activities'];
}

/**
 * The typed `activityMap` accessors alone (spec 7.6), the same as `createApi(http).activityMap`:
 * a bundle that uses only this carries these catalogue entries, not the whole catalogue.
 *
 * @example
 * ```ts
 * const activityMap = activityMapApi(createHttpClient({ baseURL: '/api/' }));
 * ```
 */
export function activityMapApi(http: HttpClient): VolunteerKitApi['activityMap'] {
  return buildArea(http, 'activityMap', activitiesEntries) as VolunteerKitApi['activityMap'];
}

/**
 * The typed `addressBook` accessors alone (spec 7.6), the same as `createApi(http).addressBook`:
 * a bundle that uses only this carries these catalogue entries, not the whole catalogue.
 *
 * @example
 * ```ts
 * const addressBook = addressBookApi(createHttpClient({ baseURL: '/api/' }));
 * ```
 */
export function addressBookApi(http: HttpClient): VolunteerKitApi['addressBook'] {
  return buildArea(http, 'addressBook', activitiesEntries) as VolunteerKitApi['addressBook'];
}

/**
 * The typed `applications` accessors alone (spec 7.6), the same as `createApi(http).applications`:
 * a bundle that uses only this carries these catalogue entries, not the whole catalogue.
 *
 * @example
 * ```ts
 * const applications = applicationsApi(createHttpClient({ baseURL: '/api/' }));
 * ```
 */
export function applicationsApi(http: HttpClient): VolunteerKitApi['applications'] {
  return buildArea(http, 'applications', activitiesEntries) as VolunteerKitApi['applications'];
}

/**
 * The typed `barcodes` accessors alone (spec 7.6), the same as `createApi(http).barcodes`:
 * a bundle that uses only this carries these catalogue entries, not the whole catalogue.
 *
 * @example
 * ```ts
 * const barcodes = barcodesApi(createHttpClient({ baseURL: '/api/' }));
 * ```
 */
export function barcodesApi(http: HttpClient): VolunteerKitApi['barcodes'] {
  return buildArea(http, 'barcodes', activitiesEntries) as VolunteerKitApi['barcodes'];
}

/**
 * The typed `claims` accessors alone (spec 7.6), the same as `createApi(http).claims`:
 * a bundle that uses only this carries these catalogue entries, not the whole catalogue.
 *
 * @example
 * ```ts
 * const claims = claimsApi(createHttpClient({ baseURL: '/api/' }));
 * ```
 */
export function claimsApi(http: HttpClient): VolunteerKitApi['claims'] {
  return buildArea(http, 'claims', activitiesEntries) as VolunteerKitApi['claims'];
}

/**
 * The typed `bulk` accessors alone (spec 7.6), the same as `createApi(http).bulk`:
 * a bundle that uses only this carries these catalogue entries, not the whole catalogue.
 *
 * @example
 * ```ts
 * const bulk = bulkApi(createHttpClient({ baseURL: '/api/' }));
 * ```
 */
export function bulkApi(http: HttpClient): VolunteerKitApi['bulk'] {
  return buildArea(http, 'bulk', activitiesEntries) as VolunteerKitApi['bulk'];
}

/**
 * The typed `chats` accessors alone (spec 7.6), the same as `createApi(http).chats`:
 * a bundle that uses only this carries these catalogue entries, not the whole catalogue.
 *
 * @example
 * ```ts
 * const chats = chatsApi(createHttpClient({ baseURL: '/api/' }));
 * ```
 */
export function chatsApi(http: HttpClient): VolunteerKitApi['chats'] {
  return buildArea(http, 'chats', activitiesEntries) as VolunteerKitApi['chats'];
}

/**
 * The typed `events` accessors alone (spec 7.7), the same as `createApi(http).events`:
 * a bundle that uses only this carries these catalogue entries, not the whole catalogue.
 *
 * @example
 * ```ts
 * const events = eventsApi(createHttpClient({ baseURL: '/api/' }));
 * ```
 */
export function eventsApi(http: HttpClient): VolunteerKitApi['events'] {
  return buildArea(http, 'events', eventsEntries) as VolunteerKitApi['events'];
}

/**
 * The typed `exports` accessors alone (spec 7.8), the same as `createApi(http).exports`:
 * a bundle that uses only this carries these catalogue entries, not the whole catalogue.
 *
 * @example
 * ```ts
 * const exports = exportsApi(createHttpClient({ baseURL: '/api/' }));
 * ```
 */
export function exportsApi(http: HttpClient): VolunteerKitApi['exports'] {
  return buildArea(http, 'exports', exportsEntries) as VolunteerKitApi['exports'];
}

/**
 * The typed `files` accessors alone (spec 7.8), the same as `createApi(http).files`:
 * a bundle that uses only this carries these catalogue entries, not the whole catalogue.
 *
 * @example
 * ```ts
 * const files = filesApi(createHttpClient({ baseURL: '/api/' }));
 * ```
 */
export function filesApi(http: HttpClient): VolunteerKitApi['files'] {
  return buildArea(http, 'files', exportsEntries) as VolunteerKitApi['files'];
}

/**
 * The typed `integrations` accessors alone (spec 7.8), the same as `createApi(http).integrations`:
 * a bundle that uses only this carries these catalogue entries, not the whole catalogue.
 *
 * @example
 * ```ts
 * const integrations = integrationsApi(createHttpClient({ baseURL: '/api/' }));
 * ```
 */
export function integrationsApi(http: HttpClient): VolunteerKitApi['integrations'] {
  return buildArea(http, 'integrations', exportsEntries) as VolunteerKitApi['integrations'];
}

/**
 * The typed `multiRegion` accessors alone (spec 7.8), the same as `createApi(http).multiRegion`:
 * a bundle that uses only this carries these catalogue entries, not the whole catalogue.
 *
 * @example
 * ```ts
 * const multiRegion = multiRegionApi(createHttpClient({ baseURL: '/api/' }));
 * ```
 */
export function multiRegionApi(http: HttpClient): VolunteerKitApi['multiRegion'] {
  return buildArea(http, 'multiRegion', exportsEntries) as VolunteerKitApi['multiRegion'];
}

/**
 * The typed `parentalConsent` accessors alone (spec 7.9), the same as `createApi(http).parentalConsent`:
 * a bundle that uses only this carries these catalogue entries, not the whole catalogue.
 *
 * @example
 * ```ts
 * const parentalConsent = parentalConsentApi(createHttpClient({ baseURL: '/api/' }));
 * ```
 */
export function parentalConsentApi(http: HttpClient): VolunteerKitApi['parentalConsent'] {
  return buildArea(
    http,
    'parentalConsent',
    opportunitiesEntries,
  ) as VolunteerKitApi['parentalConsent'];
}

/**
 * The typed `reference` accessors alone (spec 7.9), the same as `createApi(http).reference`:
 * a bundle that uses only this carries these catalogue entries, not the whole catalogue.
 *
 * @example
 * ```ts
 * const reference = referenceApi(createHttpClient({ baseURL: '/api/' }));
 * ```
 */
export function referenceApi(http: HttpClient): VolunteerKitApi['reference'] {
  return buildArea(http, 'reference', opportunitiesEntries) as VolunteerKitApi['reference'];
}

/**
 * The typed `repeatingShifts` accessors alone (spec 7.9), the same as `createApi(http).repeatingShifts`:
 * a bundle that uses only this carries these catalogue entries, not the whole catalogue.
 *
 * @example
 * ```ts
 * const repeatingShifts = repeatingShiftsApi(createHttpClient({ baseURL: '/api/' }));
 * ```
 */
export function repeatingShiftsApi(http: HttpClient): VolunteerKitApi['repeatingShifts'] {
  return buildArea(
    http,
    'repeatingShifts',
    opportunitiesEntries,
  ) as VolunteerKitApi['repeatingShifts'];
}

/**
 * The typed `residentialBookings` accessors alone (spec 7.9), the same as `createApi(http).residentialBookings`:
 * a bundle that uses only this carries these catalogue entries, not the whole catalogue.
 *
 * @example
 * ```ts
 * const residentialBookings = residentialBookingsApi(createHttpClient({ baseURL: '/api/' }));
 * ```
 */
export function residentialBookingsApi(http: HttpClient): VolunteerKitApi['residentialBookings'] {
  return buildArea(
    http,
    'residentialBookings',
    opportunitiesEntries,
  ) as VolunteerKitApi['residentialBookings'];
}

/**
 * The typed `shifts` accessors alone (spec 7.9), the same as `createApi(http).shifts`:
 * a bundle that uses only this carries these catalogue entries, not the whole catalogue.
 *
 * @example
 * ```ts
 * const shifts = shiftsApi(createHttpClient({ baseURL: '/api/' }));
 * ```
 */
export function shiftsApi(http: HttpClient): VolunteerKitApi['shifts'] {
  return buildArea(http, 'shifts', opportunitiesEntries) as VolunteerKitApi['shifts'];
}

/**
 * The typed `checkIns` accessors alone (spec 7.9), the same as `createApi(http).checkIns`:
 * a bundle that uses only this carries these catalogue entries, not the whole catalogue.
 *
 * @example
 * ```ts
 * const checkIns = checkInsApi(createHttpClient({ baseURL: '/api/' }));
 * ```
 */
export function checkInsApi(http: HttpClient): VolunteerKitApi['checkIns'] {
  return buildArea(http, 'checkIns', opportunitiesEntries) as VolunteerKitApi['checkIns'];
}

/**
 * The typed `residentialAvailability` accessors alone (spec 7.9), the same as `createApi(http).residentialAvailability`:
 * a bundle that uses only this carries these catalogue entries, not the whole catalogue.
 *
 * @example
 * ```ts
 * const residentialAvailability = residentialAvailabilityApi(createHttpClient({ baseURL: '/api/' }));
 * ```
 */
export function residentialAvailabilityApi(
  http: HttpClient,
): VolunteerKitApi['residentialAvailability'] {
  return buildArea(
    http,
    'residentialAvailability',
    opportunitiesEntries,
  ) as VolunteerKitApi['residentialAvailability'];
}

/**
 * The typed `rota` accessors alone (spec 7.10), the same as `createApi(http).rota`:
 * a bundle that uses only this carries these catalogue entries, not the whole catalogue.
 *
 * @example
 * ```ts
 * const rota = rotaApi(createHttpClient({ baseURL: '/api/' }));
 * ```
 */
export function rotaApi(http: HttpClient): VolunteerKitApi['rota'] {
  return buildArea(http, 'rota', rotasEntries) as VolunteerKitApi['rota'];
}

/**
 * The typed `teamSiteHero` accessors alone (spec 7.12), the same as `createApi(http).teamSiteHero`:
 * a bundle that uses only this carries these catalogue entries, not the whole catalogue.
 *
 * @example
 * ```ts
 * const teamSiteHero = teamSiteHeroApi(createHttpClient({ baseURL: '/api/' }));
 * ```
 */
export function teamSiteHeroApi(http: HttpClient): VolunteerKitApi['teamSiteHero'] {
  return buildArea(http, 'teamSiteHero', teamsEntries) as VolunteerKitApi['teamSiteHero'];
}

/**
 * The typed `tasks` accessors alone (spec 7.12), the same as `createApi(http).tasks`:
 * a bundle that uses only this carries these catalogue entries, not the whole catalogue.
 *
 * @example
 * ```ts
 * const tasks = tasksApi(createHttpClient({ baseURL: '/api/' }));
 * ```
 */
export function tasksApi(http: HttpClient): VolunteerKitApi['tasks'] {
  return buildArea(http, 'tasks', teamsEntries) as VolunteerKitApi['tasks'];
}

/**
 * The typed `users` accessors alone (spec 7.13), the same as `createApi(http).users`:
 * a bundle that uses only this carries these catalogue entries, not the whole catalogue.
 *
 * @example
 * ```ts
 * const users = usersApi(createHttpClient({ baseURL: '/api/' }));
 * ```
 */
export function usersApi(http: HttpClient): VolunteerKitApi['users'] {
  return buildArea(http, 'users', usersEntries) as VolunteerKitApi['users'];
}

/**
 * The typed `vetting` accessors alone (spec 7.13), the same as `createApi(http).vetting`:
 * a bundle that uses only this carries these catalogue entries, not the whole catalogue.
 *
 * @example
 * ```ts
 * const vetting = vettingApi(createHttpClient({ baseURL: '/api/' }));
 * ```
 */
export function vettingApi(http: HttpClient): VolunteerKitApi['vetting'] {
  return buildArea(http, 'vetting', usersEntries) as VolunteerKitApi['vetting'];
}

/**
 * The typed `reports` accessors alone (spec 7.14), the same as `createApi(http).reports`:
 * a bundle that uses only this carries these catalogue entries, not the whole catalogue.
 *
 * @example
 * ```ts
 * const reports = reportsApi(createHttpClient({ baseURL: '/api/' }));
 * ```
 */
export function reportsApi(http: HttpClient): VolunteerKitApi['reports'] {
  return buildArea(http, 'reports', reportsEntries) as VolunteerKitApi['reports'];
}

/**
 * The typed `heartbeat` accessors alone (spec 7.15), the same as `createApi(http).heartbeat`:
 * a bundle that uses only this carries these catalogue entries, not the whole catalogue.
 *
 * @example
 * ```ts
 * const heartbeat = heartbeatApi(createHttpClient({ baseURL: '/api/' }));
 * ```
 */
export function heartbeatApi(http: HttpClient): VolunteerKitApi['heartbeat'] {
  return buildArea(http, 'heartbeat', heartbeatEntries) as VolunteerKitApi['heartbeat'];
}
