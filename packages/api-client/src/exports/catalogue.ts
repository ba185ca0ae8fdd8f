// Public exports of the catalogue area (the catalogue as data, route helpers,
// typed accessors, createClient); see ../index.ts and ../entries/catalogue.ts.
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
export type { VolunteerKitApi } from '../resources/api.generated.js';
export { createClient } from '../client.js';
export type { CreateClientOptions, VolunteerKitClient } from '../client.js';
