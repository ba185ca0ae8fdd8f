/**
 * Display texts of the rota screens (days, times, places), in the
 * organisation's timezone.
 *
 * @module
 */
import { formatDateWith } from '@volunteerkit/api-client/format';
import { parseDateKey, timeIn, type PlacesSummary } from '@volunteerkit/api-client/scheduling';

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

/** `1 of 3 filled, 2 left` (plus over-booking and no-shows). */
export function placesText(p: PlacesSummary): string {
  if (p.places === 0 && p.filled === 0) return 'No places';
  const parts = [
    `${p.filled} of ${p.places} filled`,
    p.remaining > 0 ? `${p.remaining} left` : 'full',
  ];
  if (p.over > 0) parts.push(`${p.over} over`);
  if (p.noShows > 0) parts.push(`${p.noShows} no-show${p.noShows > 1 ? 's' : ''}`);
  return parts.join(', ');
}
