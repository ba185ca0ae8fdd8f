/**
 * Display texts of scheduled days and times (rotas, events, room occupancy):
 * a date key's day in English words, and a start–end time range in the
 * organisation's timezone.
 *
 * @module
 */
import { formatDateWith } from '@volunteerkit/api-client/format';
import { parseDateKey, timeIn } from '@volunteerkit/api-client/scheduling';

// The calendar day of a date key as a local Date, so the client's date formatter
// (English names built by hand, not Intl: every browser reads the same words) spells it.
// Throws `SchedulingInputError` on a key that is not a date.
function localDay(dateKey: string): Date {
  const { y, m, d } = parseDateKey(dateKey);
  const date = new Date(2000, m - 1, d);
  date.setFullYear(y, m - 1, d);
  return date;
}

/** `Mon 23 Nov`. */
export function shortDay(dateKey: string): string {
  return formatDateWith(localDay(dateKey), 'ddd D MMM');
}

/** `Monday 23 November 2026`. */
export function longDay(dateKey: string): string {
  return formatDateWith(localDay(dateKey), 'dddd D MMMM Y');
}

/** `09:00–12:00` in the timezone. */
export function timeRange(shift: { start: string; end: string }, timezone: string): string {
  return `${timeIn(shift.start, timezone)}–${timeIn(shift.end, timezone)}`;
}
