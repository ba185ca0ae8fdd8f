/**
 * Display texts of the rota screens (days, times, places), in the
 * organisation's timezone.
 *
 * @module
 */
import {
  parseDateKey,
  timeIn,
  weekdayOf,
  type PlacesSummary,
} from '@volunteerkit/api-client/scheduling';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

// Built by hand (not Intl) so every browser reads the same words, commas included.
function parts(dateKey: string) {
  const { y, m, d } = parseDateKey(dateKey);
  return { weekday: WEEKDAYS[weekdayOf(dateKey)]!, day: d, month: MONTHS[m - 1]!, year: y };
}

/** `Mon 23 Nov`. */
export function shortDay(dateKey: string): string {
  const p = parts(dateKey);
  return `${p.weekday.slice(0, 3)} ${p.day} ${p.month.slice(0, 3)}`;
}

/** `Monday 23 November 2026`. */
export function longDay(dateKey: string): string {
  const p = parts(dateKey);
  return `${p.weekday} ${p.day} ${p.month} ${p.year}`;
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
