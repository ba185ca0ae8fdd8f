import { TZDate } from '@date-fns/tz';
import { SchedulingInputError } from './types.js';

const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/** Names already asked about: constructing an `Intl.DateTimeFormat` is costly, and a
 * screen of shifts asks for the same zone once per time it shows. */
const knownZones = new Map<string, boolean>();

/** `true` for a valid IANA timezone name. */
export function isTimezone(zone: string): boolean {
  const known = knownZones.get(zone);
  if (known !== undefined) return known;
  let valid: boolean;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    valid = zone.length > 0;
  } catch {
    valid = false;
  }
  // Bounded: names come from data, so a hostile list cannot grow it without end.
  if (knownZones.size < 512) knownZones.set(zone, valid);
  return valid;
}

function checkZone(zone: string): void {
  if (!isTimezone(zone)) throw new SchedulingInputError('timezone', `"${zone}" is not a timezone`);
}

/** Reads `YYYY-MM-DD` strictly (a real calendar day). @throws {SchedulingInputError} */
export function parseDateKey(key: string, field = 'date'): { y: number; m: number; d: number } {
  const match = DATE_KEY.exec(key);
  if (match) {
    const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const probe = new Date(Date.UTC(y, m - 1, d));
    if (probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d)
      return { y, m, d };
  }
  throw new SchedulingInputError(field, `"${key}" is not a date (YYYY-MM-DD)`);
}

/** Reads `H:MM`/`HH:MM` (24-hour). @throws {SchedulingInputError} */
export function parseTime(time: string, field = 'time'): { h: number; min: number } {
  const match = TIME.exec(time);
  if (!match) throw new SchedulingInputError(field, `"${time}" is not a time (HH:MM)`);
  return { h: Number(match[1]), min: Number(match[2]) };
}

/**
 * The instant of a local date and time in a timezone. A time that does not exist
 * (the hour skipped when clocks go forward) moves forward by the gap; a time that
 * happens twice (clocks go back) is the later one.
 *
 * @throws {SchedulingInputError} for a bad date, time or zone.
 * @example
 * zonedInstant('2026-07-01', '09:00', 'Europe/London').toISOString(); // '2026-07-01T08:00:00.000Z'
 */
export function zonedInstant(dateKey: string, time: string, timezone: string): Date {
  checkZone(timezone);
  const { y, m, d } = parseDateKey(dateKey);
  const { h, min } = parseTime(time);
  return new Date(new TZDate(y, m - 1, d, h, min, timezone).getTime());
}

/**
 * The calendar day (`YYYY-MM-DD`) of an instant in a timezone.
 *
 * @example
 * dateKeyIn('2026-03-28T23:30:00Z', 'Asia/Tokyo'); // '2026-03-29'
 */
export function dateKeyIn(instant: Date | string, timezone: string): string {
  checkZone(timezone);
  const t = new TZDate(toTime(instant), timezone);
  return `${t.getFullYear()}-${pad(t.getMonth() + 1)}-${pad(t.getDate())}`;
}

/**
 * The local time of day (`HH:MM`) of an instant in a timezone.
 *
 * @example
 * timeIn('2026-07-01T08:00:00Z', 'Europe/London'); // '09:00'
 */
export function timeIn(instant: Date | string, timezone: string): string {
  checkZone(timezone);
  const t = new TZDate(toTime(instant), timezone);
  return `${pad(t.getHours())}:${pad(t.getMinutes())}`;
}

/**
 * Adds whole calendar days to a `YYYY-MM-DD` key (no timezone involved).
 *
 * @example
 * addDays('2026-12-31', 1); // '2027-01-01'
 */
export function addDays(dateKey: string, days: number): string {
  const { y, m, d } = parseDateKey(dateKey);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The weekday of a `YYYY-MM-DD` key, 0 = Sunday ... 6 = Saturday.
 *
 * @example
 * weekdayOf('2026-11-23'); // 1 (Monday)
 */
export function weekdayOf(dateKey: string): number {
  const { y, m, d } = parseDateKey(dateKey);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** Milliseconds of an instant; throws on an unreadable one. @throws {SchedulingInputError} */
export function toTime(instant: Date | string, field = 'instant'): number {
  const t = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  if (!Number.isFinite(t))
    throw new SchedulingInputError(field, `"${String(instant)}" is not a date-time`);
  return t;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}
