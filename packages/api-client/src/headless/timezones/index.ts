export {
  DEFAULT_TIMEZONE,
  defaultTimezoneName,
  escapeRegExp,
  filterTimezones,
  timezoneOptions,
} from './timezones.js';
export type { Timezone, TimezoneOptionsInput } from './timezones.js';
