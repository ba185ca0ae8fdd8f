/**
 * A volunteer's shifts as the screens show them, read from the shift records
 * (`/shifts/`): times, place, team, places left and the volunteer's own place.
 *
 * @module
 */
import { isRecord, type AnyRecord } from '../../../registry/infer.js';
import { readNeeds, type NeedHeld } from './needs.js';

/** One shift as the volunteer's screens show it. */
export interface MyShift {
  id: string;
  title: string;
  start: string;
  end: string;
  teamId: string;
  location: string;
  whatToBring: string;
  places: number;
  placesLeft: number;
  cancelled: boolean;
  /** The volunteer's own assignment status (`assigned`, `attended`, `no_show`), if any. */
  myStatus: string | null;
  /** What the shift needs and whether the volunteer holds it on its day (issue 50; `clearance=mine`). */
  needs: NeedHeld[];
  /** The volunteer's place on the shift's waitlist (1 for the first), or null when not waiting. */
  waitPosition: number | null;
  /** Until when a place offered to the volunteer from the waitlist stands (ISO), or null. */
  offeredUntil: string | null;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** Reads a shift record for `userId`. */
export function readShift(record: AnyRecord, userId: string): MyShift {
  const assignments = Array.isArray(record.assignments) ? record.assignments.filter(isRecord) : [];
  const places = typeof record.places === 'number' ? record.places : 0;
  const mine = assignments.find((a) => String(a.user_id) === userId);
  const waiting = (Array.isArray(record.waitlist) ? record.waitlist.filter(isRecord) : []).find(
    (w) => String(w.user_id) === userId,
  );
  const left =
    typeof record.places_left === 'number'
      ? record.places_left
      : Math.max(0, places - assignments.length);
  return {
    id: String(record.id),
    title: str(record.title) || 'Shift',
    start: str(record.start),
    end: str(record.end),
    teamId: record.team_id === undefined || record.team_id === null ? '' : String(record.team_id),
    location: str(record.location),
    whatToBring: str(record.what_to_bring),
    places,
    placesLeft: left,
    cancelled: record.status === 'cancelled',
    myStatus: mine ? str(mine.status) || 'assigned' : null,
    needs: readNeeds(record),
    waitPosition: waiting && typeof waiting.position === 'number' ? waiting.position : null,
    offeredUntil: waiting ? str(waiting.offer_expires_at) || null : null,
  };
}

/** Shifts not yet started that the volunteer has a place on, soonest first. */
export function upcoming(shifts: readonly MyShift[], now: number): MyShift[] {
  return shifts
    .filter((s) => s.myStatus && !s.cancelled && Date.parse(s.start) > now)
    .sort((a, b) => a.start.localeCompare(b.start));
}

/** Shifts already started, most recent first. */
export function past(shifts: readonly MyShift[], now: number): MyShift[] {
  return shifts
    .filter((s) => s.myStatus && Date.parse(s.start) <= now)
    .sort((a, b) => b.start.localeCompare(a.start));
}

/** Hours attended in the calendar year of `now` (shifts marked attended). */
export function hoursThisYear(shifts: readonly MyShift[], now: number): number {
  const year = new Date(now).getUTCFullYear();
  let ms = 0;
  for (const s of shifts) {
    if (s.myStatus !== 'attended' || s.cancelled) continue;
    const start = Date.parse(s.start);
    const end = Date.parse(s.end);
    if (new Date(start).getUTCFullYear() !== year || !(end > start)) continue;
    ms += end - start;
  }
  return Math.round((ms / 3_600_000) * 10) / 10;
}

/** Whether a place can still be cancelled here (more than `hours` before the start). */
export function canCancel(shift: MyShift, now: number, hours = 24): boolean {
  return Date.parse(shift.start) - now > hours * 3_600_000;
}
