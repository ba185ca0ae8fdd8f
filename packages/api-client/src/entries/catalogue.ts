/**
 * `@volunteerkit/api-client/catalogue`: the endpoint catalogue of spec 7 as data,
 * with the route helpers derived from it. Importing only types from here costs
 * nothing at runtime (`import type`).
 *
 * @packageDocumentation
 */
// What the root entry shares (catalogue, route helpers, createApi, errors, resource types).
export * from '../catalogue/publicApi.js';
// Only on this subpath: the per-area entry lists and the generated accessor interfaces.
export {
  authEntries,
  publicSearchEntries,
  dashboardEntries,
  analyticsEntries,
  activitiesEntries,
  eventsEntries,
  exportsEntries,
  opportunitiesEntries,
  rotasEntries,
  organisationEntries,
  teamsEntries,
  usersEntries,
  reportsEntries,
  heartbeatEntries,
} from '../catalogue/index.js';
/** The generated accessor interfaces (`VolunteerKitApi` and one interface per level). */
export type * from '../resources/api.generated.js';
