// Public exports of the catalogue area; see ../index.ts and ../entries/catalogue.ts.
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
} from '../catalogue/paths.js';
export type { CatalogueRoute } from '../catalogue/paths.js';
export { ALL_OPERATIONS } from '../catalogue/types.js';
export type { CatalogueEntry, CallEntry, ResourceEntry, Operation } from '../catalogue/types.js';
