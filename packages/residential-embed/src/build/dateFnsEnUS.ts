/**
 * date-fns' `enUS` as react-day-picker sees it in the embed: the parts it formats
 * with (`formatLong`, `localize`, the week options), without `match` (parsing),
 * `formatDistance` and `formatRelative`, which the calendar never calls and which
 * its `{ ...enUS }` spread would otherwise keep in the calendar chunk (about
 * 1.5 KiB gzip). vite.config.ts points react-day-picker's import here.
 *
 * @module
 */
import type { Locale } from 'date-fns';
import { formatLong } from 'vk-date-fns-en-us/formatLong';
import { localize } from 'vk-date-fns-en-us/localize';

/** English (United States), formatting only. */
export const enUS = {
  code: 'en-US',
  formatLong,
  localize,
  options: { weekStartsOn: 0, firstWeekContainsDate: 1 },
} as unknown as Locale;

export default enUS;
