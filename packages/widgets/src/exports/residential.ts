// Public exports of the residential area; see ../index.ts.
// Everything of the `residential` subpath, plus the date picker (also on its own
// `date-picker` subpath for lazy loading). `themeTokensCss` comes from ../index.ts.
export * from '../ResidentialSearchForm/index.js';
export * from '../LocationAutocomplete/index.js';
export * from '../ResidentialResults/index.js';
export * from '../OpportunityCard/index.js';
export * from '../LatestOpportunities/index.js';
export * from '../ResidentialHome/index.js';
export * from '../Pagination/index.js';
export * from '../Markdown/index.js';
export * from '../DatePicker/index.js';
export { residentialCss } from '../ResidentialResults/allStyles.js';
export {
  residentialMessages,
  resolveResidentialMessages,
  formatMessage,
} from '../messages/residential.js';
export type {
  ResidentialMessages,
  ResidentialWidgetEvent,
  ResidentialEventHandler,
} from '../messages/residential.js';
export { COLOR_SCHEME_ATTRIBUTE } from '../theme/tokens.js';
export type { ColorScheme } from '../theme/tokens.js';
