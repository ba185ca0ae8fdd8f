/**
 * Dates and times of the volunteer's screens, in the user's timezone.
 *
 * @module
 */
import { dateKeyIn, timeIn } from '@volunteerkit/api-client/scheduling';
import { DEFAULT_TIMEZONE, type DateSettings } from '../../app/format.js';
import { longDay } from '../../app/dayFormat.js';

/**
 * Weekday (Sunday first) and month names of a language, and how a day and a
 * time join, for {@link formatDateTime}: from the volunteer's catalogue, as
 * browsers lack date data for some languages (Chromium has none for Welsh).
 */
export interface DateWords {
  /** Weekday names, Sunday first, comma-separated; empty: English. */
  weekdayNames: string;
  /** Month names, comma-separated; empty: English. */
  monthNames: string;
  /** `{when}, {time}`. */
  dayAndTime: string;
}

/** `Saturday 5 December 2026` of a date key, in `words`' names when it has them. */
function dayIn(key: string, words?: DateWords): string {
  const weekdays = words?.weekdayNames.split(',') ?? [];
  const months = words?.monthNames.split(',') ?? [];
  if (weekdays.length !== 7 || months.length !== 12) return longDay(key);
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return `${weekdays[weekday]} ${d} ${months[m - 1]} ${y}`;
}

/**
 * `Saturday 5 December 2026, 09:00` (or the raw text when it is not a date);
 * `Dydd Sadwrn 5 Rhagfyr 2026, am 09:00` with Welsh `words`.
 */
export function formatDateTime(iso: string, settings: DateSettings, words?: DateWords): string {
  const zone = settings.timezone ?? DEFAULT_TIMEZONE;
  if (Number.isNaN(Date.parse(iso))) return iso;
  const when = dayIn(dateKeyIn(iso, zone), words);
  const time = timeIn(iso, zone);
  return (words?.dayAndTime ?? '{when}, {time}').replace('{when}', when).replace('{time}', time);
}

/** `15:00` in the user's timezone. */
export function formatTime(iso: string, settings: DateSettings): string {
  if (Number.isNaN(Date.parse(iso))) return iso;
  return timeIn(iso, settings.timezone ?? DEFAULT_TIMEZONE);
}
