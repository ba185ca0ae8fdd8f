/**
 * The residential occupancy maths: which room is booked, unavailable or free on
 * which night, changeover days, and whether a new booking fits. Dates are
 * `YYYY-MM-DD` nights: a booking from the 3rd to the 5th holds the nights of
 * the 3rd and the 4th (the 5th is the departure day, free for the next guest).
 *
 * @module
 */
import { addDays, parseDateKey, weekdayOf } from '@volunteerkit/api-client/scheduling';
import { isRecord, normaliseList } from '../../registry/infer.js';

/** A room of a team. */
export interface Room {
  /** Id as text. */
  id: string;
  /** Name. */
  name: string;
}

/** A booking of a room. */
export interface Booking {
  /** Id as text. */
  id: string;
  /** The room. */
  roomId: string;
  /** Arrival (first night). */
  startsOn: string;
  /** Departure (the morning after the last night). */
  endsOn: string;
  /** Who stays. */
  guest: string;
  /** The guest's user id, when the booking names one (to tell same-named guests apart). */
  userId?: string;
  /** Cancelled bookings hold no night. */
  status: 'booked' | 'cancelled';
}

/** A period a room cannot be booked (both days included). */
export interface UnavailablePeriod {
  /** The room. */
  roomId: string;
  /** First day. */
  startsOn: string;
  /** Last day. */
  endsOn: string;
  /** Why. */
  reason: string;
}

/** What one room has on one night. */
export type NightState =
  | { kind: 'free' }
  | { kind: 'booked'; booking: Booking }
  | { kind: 'unavailable'; period: UnavailablePeriod };

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const isDate = (v: unknown): v is string => {
  if (typeof v !== 'string') return false;
  try {
    parseDateKey(v);
    return true;
  } catch {
    return false;
  }
};
const rowsOf = (payload: unknown) =>
  (Array.isArray(payload) ? payload : normaliseList(payload).rows).filter(isRecord);
const idOf = (v: unknown) => (typeof v === 'number' || typeof v === 'string' ? String(v) : '');

/** Rooms of a list payload. */
export function readRooms(payload: unknown): Room[] {
  return rowsOf(payload)
    .filter((r) => ID.test(idOf(r.id)))
    .map((r) => ({
      id: idOf(r.id),
      name: typeof r.name === 'string' && r.name ? r.name : `Room ${idOf(r.id)}`,
    }));
}

/** Bookings of a list payload (`room_id`, `starts_on`, `ends_on`, `guest_name`, `status`). */
export function readBookings(payload: unknown): Booking[] {
  return rowsOf(payload)
    .filter(
      (r) =>
        ID.test(idOf(r.id)) && ID.test(idOf(r.room_id)) && isDate(r.starts_on) && isDate(r.ends_on),
    )
    .map((r) => ({
      id: idOf(r.id),
      roomId: idOf(r.room_id),
      startsOn: r.starts_on as string,
      endsOn: r.ends_on as string,
      guest: typeof r.guest_name === 'string' && r.guest_name ? r.guest_name : 'Guest',
      ...(ID.test(idOf(r.user_id)) ? { userId: idOf(r.user_id) } : {}),
      status: r.status === 'cancelled' ? 'cancelled' : 'booked',
    }));
}

/** Unavailable periods of one room's list payload (`starts_on`, `ends_on`, `reason`). */
export function readUnavailable(payload: unknown, roomId: string): UnavailablePeriod[] {
  return rowsOf(payload)
    .filter((r) => isDate(r.starts_on) && isDate(r.ends_on))
    .map((r) => ({
      roomId,
      startsOn: r.starts_on as string,
      endsOn: r.ends_on as string,
      reason: typeof r.reason === 'string' && r.reason ? r.reason : 'Unavailable',
    }));
}

/** Changeover weekdays (0 = Sunday) of a payload: `weekday` numbers or `day` names. */
export function readChangeoverDays(payload: unknown): number[] {
  const names = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
  const out = new Set<number>();
  for (const r of rowsOf(payload)) {
    if (Number.isInteger(r.weekday) && (r.weekday as number) >= 0 && (r.weekday as number) <= 6)
      out.add(r.weekday as number);
    else if (typeof r.day === 'string' && names.includes(r.day.toLowerCase()))
      out.add(names.indexOf(r.day.toLowerCase()));
  }
  return [...out].sort();
}

/** The `count` days from `start`. */
export function nights(start: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(start, i));
}

/** What a room has on a night (a booking wins over an unavailable period). */
export function nightState(
  roomId: string,
  night: string,
  bookings: readonly Booking[],
  unavailable: readonly UnavailablePeriod[],
): NightState {
  const booking = bookings.find(
    (b) => b.status === 'booked' && b.roomId === roomId && b.startsOn <= night && night < b.endsOn,
  );
  if (booking) return { kind: 'booked', booking };
  const period = unavailable.find(
    (p) => p.roomId === roomId && p.startsOn <= night && night <= p.endsOn,
  );
  return period ? { kind: 'unavailable', period } : { kind: 'free' };
}

/** `true` when the day is a changeover day. */
export function isChangeover(day: string, changeoverDays: readonly number[]): boolean {
  return changeoverDays.includes(weekdayOf(day));
}

/**
 * Why a new booking cannot be made, or `null` when it fits: bad dates, a
 * departure not after the arrival, a night already booked or unavailable, or
 * (when the team has changeover days) an arrival or departure off them.
 */
export function bookingProblem(
  draft: { roomId: string; startsOn: string; endsOn: string },
  bookings: readonly Booking[],
  unavailable: readonly UnavailablePeriod[],
  changeoverDays: readonly number[] = [],
): string | null {
  if (!ID.test(draft.roomId)) return 'Choose a room';
  if (!isDate(draft.startsOn) || !isDate(draft.endsOn))
    return 'Enter the arrival and departure dates';
  if (draft.endsOn <= draft.startsOn) return 'The departure must be after the arrival';
  for (let night = draft.startsOn; night < draft.endsOn; night = addDays(night, 1)) {
    const state = nightState(draft.roomId, night, bookings, unavailable);
    if (state.kind === 'booked')
      return `The room is already booked on ${night} (${state.booking.guest})`;
    if (state.kind === 'unavailable')
      return `The room is unavailable on ${night} (${state.period.reason})`;
  }
  if (
    changeoverDays.length > 0 &&
    (!isChangeover(draft.startsOn, changeoverDays) || !isChangeover(draft.endsOn, changeoverDays))
  )
    return 'Arrivals and departures must be on a changeover day';
  return null;
}
