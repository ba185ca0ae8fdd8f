import type { Shift } from './types.js';
import { addDays, dateKeyIn, parseDateKey, toTime, weekdayOf, zonedInstant } from './zoned.js';

/** One calendar day in a timezone, as the instants it spans (end exclusive). */
export interface DayWindow {
  /** The day, `YYYY-MM-DD`. */
  date: string;
  /** Local midnight, ISO UTC. */
  start: string;
  /** The next local midnight, ISO UTC (23 or 25 hours later on a DST change day). */
  end: string;
}

/** Seven consecutive days in a timezone. */
export interface WeekWindow {
  /** Start of the first day, ISO UTC. */
  start: string;
  /** End of the last day, ISO UTC. */
  end: string;
  /** The seven days in order. */
  days: DayWindow[];
}

/**
 * The instants a calendar day spans in a timezone.
 *
 * @throws {SchedulingInputError} for a bad date or zone.
 * @example
 * dayWindow('2026-03-29', 'Europe/London');
 * // { date: '2026-03-29', start: '2026-03-29T00:00:00.000Z', end: '2026-03-29T23:00:00.000Z' }
 */
export function dayWindow(date: string, timezone: string): DayWindow {
  return {
    date,
    start: zonedInstant(date, '00:00', timezone).toISOString(),
    end: zonedInstant(addDays(date, 1), '00:00', timezone).toISOString(),
  };
}

/**
 * The week containing `date` in a timezone, starting on `weekStartsOn`
 * (0 = Sunday, 1 = Monday).
 *
 * @param weekStartsOn first day of the week. @default 1
 * @example
 * weekWindow('2026-11-26', 'Europe/London').days[0].date; // '2026-11-23' (the Monday)
 */
export function weekWindow(date: string, timezone: string, weekStartsOn = 1): WeekWindow {
  parseDateKey(date);
  const back = (weekdayOf(date) - weekStartsOn + 7) % 7;
  const first = addDays(date, -back);
  const days = Array.from({ length: 7 }, (_, i) => dayWindow(addDays(first, i), timezone));
  return { start: days[0]!.start, end: days[6]!.end, days };
}

/** `true` when the shift overlaps the window `[start, end)`. */
export function overlapsWindow(
  shift: Pick<Shift, 'start' | 'end'>,
  window: { start: string; end: string },
): boolean {
  return toTime(shift.start) < toTime(window.end) && toTime(shift.end) > toTime(window.start);
}

/**
 * Places the shifts in the day (in the timezone) on which they start, each day's
 * shifts sorted by start then title. Shifts starting outside the days are left out.
 *
 * @example
 * const byDay = shiftsByDay(shifts, weekWindow('2026-11-23', tz).days, tz);
 * byDay.get('2026-11-24'); // the Tuesday's shifts
 */
export function shiftsByDay<T extends Pick<Shift, 'start' | 'title'>>(
  shifts: readonly T[],
  days: readonly DayWindow[],
  timezone: string,
): Map<string, T[]> {
  const out = new Map<string, T[]>(days.map((d) => [d.date, []]));
  for (const shift of shifts) out.get(dateKeyIn(shift.start, timezone))?.push(shift);
  for (const list of out.values())
    list.sort((a, b) => toTime(a.start) - toTime(b.start) || a.title.localeCompare(b.title));
  return out;
}
