import { sameId, type Shift, type UnavailablePeriod } from './types.js';
import { toTime } from './zoned.js';

/** Why a person cannot (or should not) take a shift. */
export type Conflict =
  | {
      /** The person already holds an overlapping shift. */
      kind: 'overlap';
      /** That shift. */
      shift: Shift;
    }
  | {
      /** The person said they are unavailable. */
      kind: 'unavailable';
      /** The period. */
      period: UnavailablePeriod;
    };

/**
 * `true` when two time ranges overlap (ends are exclusive: a shift ending at
 * 12:00 does not overlap one starting at 12:00).
 */
export function rangesOverlap(
  a: { start: string; end: string },
  b: { start: string; end: string },
): boolean {
  return toTime(a.start) < toTime(b.end) && toTime(b.start) < toTime(a.end);
}

/** `true` when the person holds a place on the shift (assigned or attended, not a no-show). */
export function isAssigned(shift: Pick<Shift, 'assignments'>, userId: number | string): boolean {
  return (shift.assignments ?? []).some((a) => sameId(a.user_id, userId) && a.status !== 'no_show');
}

/**
 * The conflicts a person would have on `shift`: other scheduled shifts they hold
 * that overlap it, and unavailable periods that overlap it. The shift itself
 * (same id) and cancelled shifts never conflict.
 *
 * @example
 * conflictsFor(7, shift, weekShifts, unavailability).map((c) => c.kind); // ['overlap']
 */
export function conflictsFor(
  userId: number | string,
  shift: Pick<Shift, 'id' | 'start' | 'end'>,
  shifts: readonly Shift[],
  unavailable: readonly UnavailablePeriod[] = [],
): Conflict[] {
  const out: Conflict[] = [];
  for (const other of shifts) {
    if (other.status === 'cancelled') continue;
    if (shift.id !== undefined && sameId(other.id, shift.id)) continue;
    if (isAssigned(other, userId) && rangesOverlap(shift, other))
      out.push({ kind: 'overlap', shift: other });
  }
  for (const period of unavailable) {
    if (sameId(period.user_id, userId) && rangesOverlap(shift, period))
      out.push({ kind: 'unavailable', period });
  }
  return out;
}

/**
 * Every conflict in a set of shifts: for each shift, the assigned people whose
 * other shifts or unavailable periods overlap it.
 *
 * @example
 * rotaConflicts(weekShifts).get(12); // [{ userId: 7, conflicts: [...] }]
 */
export function rotaConflicts(
  shifts: readonly Shift[],
  unavailable: readonly UnavailablePeriod[] = [],
): Map<string, { userId: number | string; conflicts: Conflict[] }[]> {
  const out = new Map<string, { userId: number | string; conflicts: Conflict[] }[]>();
  for (const shift of shifts) {
    if (shift.status === 'cancelled' || shift.id === undefined) continue;
    const list: { userId: number | string; conflicts: Conflict[] }[] = [];
    for (const a of shift.assignments ?? []) {
      if (a.status === 'no_show') continue;
      const conflicts = conflictsFor(a.user_id, shift, shifts, unavailable);
      if (conflicts.length > 0) list.push({ userId: a.user_id, conflicts });
    }
    if (list.length > 0) out.set(String(shift.id), list);
  }
  return out;
}
