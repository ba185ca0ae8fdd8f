export {
  RESIDENTIAL_SEARCH_PARAMS,
  defaultResidentialSearch,
  parseResidentialSearch,
  stringifyResidentialSearch,
  residentialSearchToQuery,
  passesParamCheck,
  displayParamValue,
  RESIDENTIAL_SEARCH_RADIUS_MILES,
  RESIDENTIAL_SEARCH_RADIUS_KM,
} from './params.js';
export type {
  ResidenceType,
  ResidentialSearchState,
  ResidentialSearchParam,
  ParamCheck,
  ParamRule,
} from './params.js';
export {
  createResidentialSearchController,
  readLastResidentialSearch,
  LAST_RESIDENTIAL_SEARCH_KEY,
} from './controller.js';
export type {
  ResidentialSearchController,
  ResidentialSearchControllerOptions,
  ResidentialSearchControllerState,
  ResidentialSearchEvent,
} from './controller.js';
export {
  createHashRouter,
  residentialResultsUrl,
  goToResidentialResults,
  RESIDENTIAL_RESULTS_PATH,
} from './router.js';
export type {
  GoToResidentialResultsOptions,
  HashRouter,
  HashRouterOptions,
  RouterWindow,
  NavigatorWindow,
} from './router.js';
export {
  createResidentialHomeController,
  readResidentialHomePage,
  readResidentialHomeType,
} from './home.js';
export type {
  ResidentialHomeController,
  ResidentialHomeControllerOptions,
  ResidentialHomeState,
  ResidentialHomeWindow,
} from './home.js';
