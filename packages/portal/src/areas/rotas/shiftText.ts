/**
 * The shift drawer's words and its one date rule: assignment status labels, a
 * conflict in words, and when a person was last scheduled (the last shift that
 * has begun, never a future one).
 *
 * @module
 */
import {
  dateKeyIn,
  timeIn,
  type AssignmentStatus,
  type Conflict,
  type Shift,
} from '@volunteerkit/api-client/scheduling';
import { longDay, timeRange } from '../../app/dayFormat.js';

/** How each assignment status reads. */
export const STATUS_LABELS: Record<AssignmentStatus, string> = {
  assigned: 'Assigned',
  attended: 'Attended',
  no_show: 'No-show',
};

/** A conflict in words ("Already on Beach clean 09:00–12:00", "Unavailable: holiday"). */
export function conflictText(c: Conflict, timezone: string): string {
  if (c.kind === 'overlap') return `Already on ${c.shift.title} ${timeRange(c.shift, timezone)}`;
  return `Unavailable${c.period.reason ? `: ${c.period.reason}` : ''}`;
}

/** When a person checked in (at the kiosk or by themselves), in the timezone: "Checked in 09:42". */
export function checkedInText(iso: string, timezone: string): string {
  return `Checked in ${timeIn(iso, timezone)}`;
}

/** When a person was last scheduled, in words. */
export function lastText(iso: string | null, timezone: string): string {
  return iso ? `Last scheduled ${longDay(dateKeyIn(iso, timezone))}` : 'Not scheduled before';
}

/**
 * The start of the person's latest shift that has begun before `now`: the record's
 * `last_scheduled_at` when it is in the past, or the latest past shift loaded.
 */
export function lastPastShift(
  personId: number | string,
  recorded: string | null,
  shifts: readonly Shift[],
  now: number,
): string | null {
  let best = recorded && Date.parse(recorded) <= now ? recorded : null;
  for (const s of shifts) {
    const at = Date.parse(s.start);
    if (at > now || !s.assignments.some((a) => String(a.user_id) === String(personId))) continue;
    if (!best || at > Date.parse(best)) best = s.start;
  }
  return best;
}
