import { SchedulingInputError, type RepeatingShift, type Shift } from './types.js';
import { addDays, isTimezone, parseDateKey, parseTime, weekdayOf, zonedInstant } from './zoned.js';

/** The most days one expansion may cover (about two years). */
export const MAX_EXPANSION_DAYS = 732;

/** A shift not saved yet. */
export type ShiftDraft = Omit<Shift, 'id'> & { id?: Shift['id'] };

/**
 * Checks a repeating shift; returns the problems by field (empty when valid).
 *
 * @example
 * repeatingShiftErrors({ ...pattern, weekdays: [] }); // { weekdays: 'Choose at least one day' }
 */
export function repeatingShiftErrors(rs: Partial<RepeatingShift>): Record<string, string> {
  const errors: Record<string, string> = {};
  const tryField = (field: string, fn: () => void) => {
    try {
      fn();
    } catch (e) {
      errors[field] =
        e instanceof SchedulingInputError ? e.message.replace(/^[^:]+: /, '') : String(e);
    }
  };
  if (!rs.title || !String(rs.title).trim()) errors.title = 'Enter a title';
  tryField('start_time', () => parseTime(String(rs.start_time ?? ''), 'start_time'));
  tryField('end_time', () => parseTime(String(rs.end_time ?? ''), 'end_time'));
  if (!errors.start_time && !errors.end_time && rs.start_time === rs.end_time)
    errors.end_time = 'The end time must differ from the start time';
  tryField('starts_on', () => parseDateKey(String(rs.starts_on ?? ''), 'starts_on'));
  tryField('ends_on', () => parseDateKey(String(rs.ends_on ?? ''), 'ends_on'));
  if (!errors.starts_on && !errors.ends_on && String(rs.ends_on) < String(rs.starts_on))
    errors.ends_on = 'The last day must not be before the first day';
  const weekdays = Array.isArray(rs.weekdays) ? rs.weekdays : [];
  if (weekdays.length === 0 || weekdays.some((d) => !Number.isInteger(d) || d < 0 || d > 6))
    errors.weekdays = 'Choose at least one day of the week';
  if (!Number.isInteger(rs.places) || Number(rs.places) < 1 || Number(rs.places) > 999)
    errors.places = 'Places must be a whole number from 1 to 999';
  if (!rs.timezone || !isTimezone(rs.timezone)) errors.timezone = 'Choose a timezone';
  return errors;
}

/**
 * Expands a repeating shift into dated shifts: one per matching weekday between
 * `starts_on` and `ends_on` (clipped to `range` when given), each at the local
 * start and end time in the pattern's timezone, so a 09:00 shift stays at 09:00
 * local time across a daylight-saving change (its UTC time moves). An end time
 * at or before the start time ends the next day.
 *
 * @throws {SchedulingInputError} when the pattern is invalid or covers more than {@link MAX_EXPANSION_DAYS}.
 * @example
 * expandRepeatingShift(pattern, { from: '2026-03-23', to: '2026-04-05' });
 */
export function expandRepeatingShift(
  rs: RepeatingShift,
  range?: { from: string; to: string },
): ShiftDraft[] {
  const errors = repeatingShiftErrors(rs);
  const first = Object.keys(errors)[0];
  if (first) throw new SchedulingInputError(first, errors[first]!);
  let from = rs.starts_on;
  let to = rs.ends_on;
  if (range) {
    parseDateKey(range.from, 'from');
    parseDateKey(range.to, 'to');
    if (range.from > from) from = range.from;
    if (range.to < to) to = range.to;
  }
  const out: ShiftDraft[] = [];
  if (to < from) return out;
  const overnight = rs.end_time <= rs.start_time;
  let day = from;
  for (let i = 0; day <= to; i++, day = addDays(from, i)) {
    if (i >= MAX_EXPANSION_DAYS)
      throw new SchedulingInputError('ends_on', `covers more than ${MAX_EXPANSION_DAYS} days`);
    if (!rs.weekdays.includes(weekdayOf(day))) continue;
    const start = zonedInstant(day, rs.start_time, rs.timezone);
    const end = zonedInstant(overnight ? addDays(day, 1) : day, rs.end_time, rs.timezone);
    out.push({
      team_id: rs.team_id,
      title: rs.title,
      start: start.toISOString(),
      end: end.toISOString(),
      places: rs.places,
      assignments: [],
      repeating_shift_id: rs.id ?? null,
      status: 'scheduled',
    });
  }
  return out;
}
