export {
  DEFAULT_TIMEZONE,
  defaultTimezoneName,
  escapeRegExp,
  filterTimezones,
  timezoneOptions,
} from './timezones.js';
export type { TimezoneOption, TimezoneOptionsInput } from './timezones.js';
