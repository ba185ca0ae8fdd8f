import { VolunteerKitError, type VolunteerKitErrorKind } from '../../errors/errors.js';
/** The status of one person's assignment to a shift. */
export type AssignmentStatus = 'assigned' | 'attended' | 'no_show';

/** One person assigned to a shift. */
export interface ShiftAssignment {
  /** The person's user id. */
  user_id: number | string;
  /** Whether they are assigned, attended or did not show. */
  status: AssignmentStatus;
  /** When they checked in (ISO), at a kiosk or by themselves (issue 48). */
  checked_in_at?: string;
  /** Who checked them in (a kiosk's staff member, or themselves). */
  checked_in_by?: number | string;
}

/** A dated shift (`/shifts/`): start and end are ISO UTC date-times. */
export interface Shift {
  /** Id; absent on a shift not saved yet. */
  id?: number | string;
  /** The team the shift belongs to. */
  team_id: number | string;
  /** Title shown in the rota. */
  title: string;
  /** Start, ISO UTC date-time. */
  start: string;
  /** End, ISO UTC date-time (after the start). */
  end: string;
  /** How many people the shift needs. */
  places: number;
  /** The people assigned. */
  assignments: ShiftAssignment[];
  /** The repeating shift it was expanded from, if any. */
  repeating_shift_id?: number | string | null;
  /** A cancelled shift needs nobody. */
  status: 'scheduled' | 'cancelled';
  /** Free-text notes. */
  notes?: string;
  /** Server's last-modified stamp (used for optimistic concurrency). */
  updated_at?: string;
  /** The record version's ETag, sent back as `If-Match` on update (412 when stale). */
  etag?: string;
  /**
   * The people waiting for a place, in order (read only here: the server
   * offers freed places; a volunteer's copy holds only their own entry).
   */
  waitlist?: readonly ShiftWaitlistEntry[];
}

/** One person on a shift's waitlist. */
export interface ShiftWaitlistEntry {
  /** The person waiting. */
  user_id: number | string;
  /** When they joined (ISO). */
  joined_at?: string;
  /** Their place in the queue, 1 for the first. */
  position?: number;
  /** Until when a freed place offered to them stands (ISO). */
  offer_expires_at?: string;
}

/** A repeating shift (`/repeating-shifts/`): a weekly pattern in a timezone. */
export interface RepeatingShift {
  /** Id; absent on a pattern not saved yet. */
  id?: number | string;
  /** The team the shifts belong to. */
  team_id: number | string;
  /** Title of each shift. */
  title: string;
  /** Local start time, `HH:MM`. */
  start_time: string;
  /** Local end time, `HH:MM`; at or before the start time means the next day. */
  end_time: string;
  /** Places of each shift. */
  places: number;
  /** Days of the week, 0 = Sunday ... 6 = Saturday. */
  weekdays: number[];
  /** First day, `YYYY-MM-DD` (inclusive). */
  starts_on: string;
  /** Last day, `YYYY-MM-DD` (inclusive). */
  ends_on: string;
  /** IANA timezone the times are read in. */
  timezone: string;
}

/** A period a person cannot work (ISO UTC date-times, end exclusive). */
export interface UnavailablePeriod {
  /** The person's user id. */
  user_id: number | string;
  /** Start, ISO UTC date-time. */
  start: string;
  /** End, ISO UTC date-time. */
  end: string;
  /** Why, when known. */
  reason?: string;
}

/** A person who could be scheduled. */
export interface SchedulingPerson {
  /** User id. */
  id: number | string;
  /** Display name (used as the last tie-break). */
  name: string;
  /** Account status; only `active` people can be scheduled. */
  status?: string;
  /** The teams the person belongs to. */
  team_ids?: ReadonlyArray<number | string>;
  /** When they were last scheduled (ISO date-time), or null/absent for never. */
  last_scheduled_at?: string | null;
}

/** Thrown when a scheduling function gets input it cannot work with (bad date, time or zone). */
export class SchedulingInputError extends VolunteerKitError {
  static override readonly kind: VolunteerKitErrorKind = 'SchedulingInputError';
  /** The offending field. */
  readonly field: string;
  constructor(field: string, message: string) {
    super(`${field}: ${message}`);
    this.field = field;
  }
}

/** `true` when two ids name the same record (`4` and `'4'` do). */
export function sameId(
  a: number | string | null | undefined,
  b: number | string | null | undefined,
) {
  return a !== null && a !== undefined && b !== null && b !== undefined && String(a) === String(b);
}
