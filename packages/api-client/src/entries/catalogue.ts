/**
 * `@volunteerkit/api-client/catalogue`: the endpoint catalogue of spec 7 as data,
 * with the route helpers derived from it. Importing only types from here costs
 * nothing at runtime (`import type`).
 *
 * @packageDocumentation
 */
export { catalogue, catalogueAreas } from '../catalogue/index.js';
export {
  OPERATION_METHODS,
  ITEM_OPERATIONS,
  pathParams,
  idParamOf,
  itemPathOf,
  isPublicOperation,
  operationRoute,
  catalogueRoutes,
  isOpenOperation,
  isPublicRead,
  requestPath,
  routeName,
  accessorIndex,
  resolveRouteName,
} from '../catalogue/paths.js';
export type { CatalogueRoute } from '../catalogue/paths.js';
export { ALL_OPERATIONS } from '../catalogue/types.js';
export type { CatalogueEntry, CallEntry, ResourceEntry, Operation } from '../catalogue/types.js';
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
export { createApi } from '../resources/createApi.js';
export type { CreateApiOptions } from '../resources/createApi.js';
export { fillPath } from '../resources/path.js';
export {
  OperationNotAllowedError,
  PathParamError,
  ResponseValidationError,
} from '../resources/errors.js';
export type { ValidationIssue } from '../resources/errors.js';
export type * from '../resources/types.js';
/** The generated accessor interfaces (`VolunteerKitApi` and one interface per level). */
export type * from '../resources/api.generated.js';
