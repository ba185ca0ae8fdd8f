/**
 * The catalogue names the root entry shares with the `catalogue` subpath: the
 * catalogue as data, its route helpers, `createApi` and its errors, and the
 * resource types. `../entries/catalogue.ts` adds the per-area entry lists and the
 * generated accessor interfaces; `../index.ts` adds only `VolunteerKitApi`.
 *
 * @module
 */
export { catalogue, catalogueAreas } from './index.js';
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
} from './paths.js';
export type { CatalogueRoute } from './paths.js';
/** The forgot-password extension call (a sign-in screen's "Forgot your password?"). */
export { FORGOT_PASSWORD } from './auth.js';
export { ALL_OPERATIONS } from './types.js';
export type { CatalogueEntry, CallEntry, ResourceEntry, Operation } from './types.js';
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
