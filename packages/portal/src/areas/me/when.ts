/**
 * Dates and times of the volunteer's screens, in the user's timezone.
 *
 * @module
 */
import { dateKeyIn, timeIn } from '@volunteerkit/api-client/scheduling';
import {
  applyDateFormat,
  DEFAULT_DATE_FORMAT,
  DEFAULT_TIMEZONE,
  type DateSettings,
} from '../../app/format.js';

/**
 * The words of a language for {@link formatDateTime}: short weekday names and
 * how a day and a time join; from the volunteer's catalogue, as browsers lack
 * date data for some languages (Chromium has none for Welsh).
 */
export interface DateWords {
  /** Short weekday names, Sunday first, comma-separated; empty: English. */
  weekdayShortNames: string;
  /** `{when}, {time}`. */
  dayAndTime: string;
}

const ENGLISH_SHORT_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * A day standing alone on the volunteer's screens (issue 49, SPEC 9): its short
 * weekday name (in `weekdayShortNames`, Sunday first, when a language gives
 * them) and the date in the organisation's date format, as staff screens show
 * dates (`applyDateFormat`, default `DD/MM/Y`): `Sat 12/12/2026`. A value that
 * is not a `YYYY-MM-DD` day is returned unchanged.
 */
export function dayWithWeekday(key: string, dateFormat?: string, weekdayShortNames = ''): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (!m) return key;
  const [year, month, day] = [m[1]!, m[2]!, m[3]!];
  const names = weekdayShortNames.split(',');
  const weekdays = names.length === 7 ? names : ENGLISH_SHORT_WEEKDAYS;
  const weekday = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))).getUTCDay();
  return `${weekdays[weekday]} ${applyDateFormat({ year, month, day }, dateFormat || DEFAULT_DATE_FORMAT)}`;
}

/**
 * `Sat 05/12/2026, 09:00` (or the raw text when it is not a date), the date in
 * the organisation's format; `Sad 05/12/2026, am 09:00` with Welsh `words`.
 */
export function formatDateTime(iso: string, settings: DateSettings, words?: DateWords): string {
  const zone = settings.timezone ?? DEFAULT_TIMEZONE;
  if (Number.isNaN(Date.parse(iso))) return iso;
  const when = dayWithWeekday(dateKeyIn(iso, zone), settings.dateFormat, words?.weekdayShortNames);
  const time = timeIn(iso, zone);
  return (words?.dayAndTime ?? '{when}, {time}').replace('{when}', when).replace('{time}', time);
}

/** `15:00` in the user's timezone. */
export function formatTime(iso: string, settings: DateSettings): string {
  if (Number.isNaN(Date.parse(iso))) return iso;
  return timeIn(iso, settings.timezone ?? DEFAULT_TIMEZONE);
}
