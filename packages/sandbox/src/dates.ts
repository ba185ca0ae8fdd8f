/**
 * The one reading of date query parameters (`from`, `to`, `date`…) for every route: a
 * value is a date only when it names a real calendar day (`2025-02-30` is not one,
 * though `Date.parse` accepts it), so a bad date is a 422 with a field error, never a
 * 500 or a silently shifted day.
 *
 * @module
 */
import type { FieldErrors } from './errors.js';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})(?:T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?)?$/;

/**
 * True for `YYYY-MM-DD` naming a real day of the calendar.
 *
 * @example
 * ```ts
 * isCalendarDay('2024-02-29'); // true
 * isCalendarDay('2025-02-29'); // false
 * ```
 */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = DAY.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return (
    y >= 1 &&
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === mo - 1 &&
    date.getUTCDate() === d
  );
}

/**
 * True for a calendar day, optionally with a time and offset (`2025-03-01T09:30:00Z`).
 *
 * @example
 * ```ts
 * isDateTime('2025-03-01T09:30:00+01:00'); // true
 * isDateTime('2025-03-01T25:00'); // false
 * ```
 */
export function isDateTime(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = DATE_TIME.exec(value);
  return m !== null && isCalendarDay(m[1]);
}

/**
 * Reads one date query parameter: `undefined` when absent or empty (or one of `allow`,
 * e.g. `any`), the value when it is a date, and otherwise a field error added to
 * `errors` (the caller throws them together as one 422).
 *
 * @example
 * ```ts
 * const errors: FieldErrors = {};
 * const from = readDateParam(ctx.query, 'from', errors); // '2025-03-01' | undefined
 * if (Object.keys(errors).length > 0) throw validationError(errors);
 * ```
 */
export function readDateParam(
  query: URLSearchParams,
  name: string,
  errors: FieldErrors,
  options: { time?: boolean; allow?: readonly string[] } = {},
): string | undefined {
  const raw = query.get(name);
  if (raw === null || raw === '' || options.allow?.includes(raw)) return undefined;
  if (options.time ? isDateTime(raw) : isCalendarDay(raw)) return raw;
  errors[name] = [
    options.time
      ? 'must be a date (YYYY-MM-DD) or a date and time (YYYY-MM-DDTHH:MM:SSZ)'
      : 'must be a date (YYYY-MM-DD)',
  ];
  return undefined;
}
