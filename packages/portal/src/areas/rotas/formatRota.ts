/**
 * Display texts of the rota screens (days, times, places), in the
 * organisation's timezone.
 *
 * @module
 */
import { parseDateKey, timeIn, type PlacesSummary } from '@volunteerkit/api-client/scheduling';

const DAY = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const LONG_DAY = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

function utcNoon(dateKey: string): Date {
  const { y, m, d } = parseDateKey(dateKey);
  return new Date(Date.UTC(y, m - 1, d, 12));
}

/** `Mon 23 Nov`. */
export function shortDay(dateKey: string): string {
  return DAY.format(utcNoon(dateKey));
}

/** `Monday 23 November 2026`. */
export function longDay(dateKey: string): string {
  return LONG_DAY.format(utcNoon(dateKey));
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
