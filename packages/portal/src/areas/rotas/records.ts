/**
 * Reads shifts, repeating shifts and people from API payloads defensively:
 * malformed rows are dropped, never shown half-read.
 *
 * @module
 */
import type {
  AssignmentStatus,
  SchedulingPerson,
  Shift,
  ShiftAssignment,
  UnavailablePeriod,
} from '@volunteerkit/api-client/scheduling';
import type { ShiftInput } from '@volunteerkit/api-client/models';
import { isRecord, normaliseList, type AnyRecord } from '../../registry/infer.js';
import { personName } from '../../app/displayName.js';
import { UNKNOWN_PERSON } from '../../presentation/references.js';

const STATUSES: readonly AssignmentStatus[] = ['assigned', 'attended', 'no_show'];
const isId = (v: unknown): v is number | string =>
  (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && v !== '');
const isInstant = (v: unknown): v is string =>
  typeof v === 'string' && Number.isFinite(Date.parse(v));

/** A person as the rota screens use them: the scheduling fields plus unavailability. */
export interface RotaPerson extends SchedulingPerson {
  /** Periods they cannot work (`unavailable_periods` on the record, when present). */
  unavailable: UnavailablePeriod[];
  /** Their kind of account (`volunteer`, `coordinator`…), when the record says. */
  role?: string;
  /** The role profiles they hold, by name. */
  roles?: string[];
}

/**
 * Whether a person belongs among a shift's suggestions: a volunteer, or a member of
 * staff who holds a role there (a coordinator who also volunteers); staff and demo
 * accounts without one are found with the person picker instead.
 */
export function suggestable(person: RotaPerson): boolean {
  return !person.role || person.role === 'volunteer' || (person.roles?.length ?? 0) > 0;
}

function readAssignment(raw: unknown): ShiftAssignment | null {
  if (!isRecord(raw) || !isId(raw.user_id)) return null;
  const status = STATUSES.includes(raw.status as AssignmentStatus)
    ? (raw.status as AssignmentStatus)
    : 'assigned';
  return {
    user_id: raw.user_id,
    status,
    // Kept through the drawer's writes, so a change of the shift never loses a check-in.
    ...(typeof raw.checked_in_at === 'string' ? { checked_in_at: raw.checked_in_at } : {}),
    ...(isId(raw.checked_in_by) ? { checked_in_by: raw.checked_in_by } : {}),
  };
}

/** One shift, or `null` when the record lacks an id, team or readable times. */
export function readShift(raw: unknown): Shift | null {
  if (!isRecord(raw) || !isId(raw.id) || !isId(raw.team_id)) return null;
  if (!isInstant(raw.start) || !isInstant(raw.end)) return null;
  const assignments = Array.isArray(raw.assignments)
    ? raw.assignments.map(readAssignment).filter((a): a is ShiftAssignment => a !== null)
    : [];
  return {
    id: raw.id,
    team_id: raw.team_id,
    title: typeof raw.title === 'string' && raw.title.trim() ? raw.title : 'Shift',
    start: raw.start,
    end: raw.end,
    places: Number.isInteger(raw.places) ? (raw.places as number) : 0,
    assignments,
    repeating_shift_id: isId(raw.repeating_shift_id) ? raw.repeating_shift_id : null,
    status: raw.status === 'cancelled' ? 'cancelled' : 'scheduled',
    ...(typeof raw.notes === 'string' ? { notes: raw.notes } : {}),
    ...(typeof raw.updated_at === 'string' ? { updated_at: raw.updated_at } : {}),
    ...(typeof raw.etag === 'string' ? { etag: raw.etag } : {}),
    ...(Array.isArray(raw.waitlist) && raw.waitlist.length > 0
      ? {
          waitlist: raw.waitlist
            .filter((w): w is AnyRecord => isRecord(w) && isId(w.user_id))
            .map((w) => ({
              user_id: w.user_id as number | string,
              ...(typeof w.joined_at === 'string' ? { joined_at: w.joined_at } : {}),
              ...(typeof w.position === 'number' ? { position: w.position } : {}),
              ...(typeof w.offer_expires_at === 'string'
                ? { offer_expires_at: w.offer_expires_at }
                : {}),
            })),
        }
      : {}),
  };
}

/** The shifts of a list payload (or an array). */
export function readShifts(payload: unknown): Shift[] {
  const rows = Array.isArray(payload) ? payload : normaliseList(payload).rows;
  return rows.map(readShift).filter((s): s is Shift => s !== null);
}

/** One person, or `null` without an id. */
export function readPerson(raw: unknown): RotaPerson | null {
  if (!isRecord(raw) || !isId(raw.id)) return null;
  const id = raw.id;
  const teamIds = Array.isArray(raw.team_ids) ? raw.team_ids.filter(isId) : [];
  const unavailable = Array.isArray(raw.unavailable_periods)
    ? raw.unavailable_periods
        .filter((p): p is AnyRecord => isRecord(p) && isInstant(p.start) && isInstant(p.end))
        .map((p) => ({
          user_id: id,
          start: p.start as string,
          end: p.end as string,
          ...(typeof p.reason === 'string' ? { reason: p.reason } : {}),
        }))
    : [];
  return {
    id,
    name: personName(raw) ?? UNKNOWN_PERSON,
    ...(typeof raw.status === 'string' ? { status: raw.status } : {}),
    team_ids: teamIds,
    last_scheduled_at: isInstant(raw.last_scheduled_at) ? raw.last_scheduled_at : null,
    unavailable,
    ...(typeof raw.role === 'string' ? { role: raw.role } : {}),
    ...(Array.isArray(raw.roles)
      ? {
          roles: raw.roles.flatMap((r) =>
            typeof r === 'string' ? [r] : isRecord(r) && typeof r.name === 'string' ? [r.name] : [],
          ),
        }
      : {}),
  };
}

/** The people of a list payload (or an array). */
export function readPeople(payload: unknown): RotaPerson[] {
  const rows = Array.isArray(payload) ? payload : normaliseList(payload).rows;
  return rows.map(readPerson).filter((p): p is RotaPerson => p !== null);
}

/** The body of a shift for store/update: only the fields the API takes. */
export function shiftBody(shift: Omit<Shift, 'id'>): ShiftInput {
  const repeating = shift.repeating_shift_id;
  return {
    team_id: Number(shift.team_id),
    title: shift.title,
    start: shift.start,
    end: shift.end,
    places: shift.places,
    assignments: shift.assignments.map((a) => ({ ...a, user_id: Number(a.user_id) })),
    repeating_shift_id: repeating === undefined || repeating === null ? null : Number(repeating),
    status: shift.status,
    ...(shift.notes !== undefined ? { notes: shift.notes } : {}),
  };
}
