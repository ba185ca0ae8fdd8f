/**
 * A volunteer's own residential bookings (issue 28, spec 7.9).
 *
 * `GET /residential-availability/?from=&to=` lists every residential room with
 * its team, beds, the team's changeover weekdays, its unavailable periods and
 * how many beds are booked when (no guest names) in the window (default: today
 * and the next 120 days).
 *
 * A caller who reaches `/residential-bookings/` only as the owner of their
 * records (no `manage-residential-bookings`) books with
 * `POST /residential-bookings/ {room_id, starts_on, ends_on, notes?}` and
 * cancels with `PUT /residential-bookings/{id} {status: 'cancelled',
 * cancel_reason}`; nothing else. The checks (a free bed, no unavailable period,
 * no stay across a changeover day, no overlap with their own bookings) and the
 * write run in one SQLite transaction, so two callers cannot take the last
 * bed. Managers keep the generic handlers.
 *
 * @module
 */
import { fieldErrors, ResidentialAvailabilityQuerySchema } from '@volunteerkit/api-client/schemas';
import { ApiError, notFound, validationError, type FieldErrors } from '../errors.js';
import { isCalendarDay, readDateParam } from '../dates.js';
import { listEnvelope } from '../routes/paging.js';
import { storeRecord, updateRecord } from '../routes/resources.js';
import type { Handler, RequestCtx } from '../routes/types.js';
import { named } from '../store/collections.js';
import type { StoredRecord } from '../store/records.js';
import { bodyObject, me, numParam } from './input.js';
import { syncUserBookingCopy } from './userBookingCopy.js';
import { admitPlacements, CONFIRM_FIELD, stayWork } from './placement.js';

const BOOKINGS = named('residentialBookings');
const ROOMS = named('organisation.teams.residentialRooms');
const PERIODS = named('organisation.teams.residentialRooms.unavailablePeriods');
const CHANGEOVERS = named('organisation.teams.changeoverDays');

/** The longest stay a volunteer may book themself, in nights. */
export const MAX_SELF_NIGHTS = 28;

/** The longest cancel reason accepted. */
export const BOOKING_CANCEL_REASON_MAX = 500;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
function isDay(value: unknown): value is string {
  return isCalendarDay(value);
}

function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

function weekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

function overlaps(a: { from: string; to: string }, starts: unknown, ends: unknown): boolean {
  return String(starts) < a.to && String(ends) > a.from;
}

/** The changeover weekdays (0 Sunday … 6 Saturday) of a team. */
export function changeoverWeekdays(ctx: RequestCtx, teamId: number): number[] {
  return ctx.services.store
    .all(CHANGEOVERS, { teamId: String(teamId) })
    .map((c) => Number(c.weekday))
    .filter((n) => Number.isInteger(n) && n >= 0 && n <= 6);
}

/** A room and its team. */
export interface RoomAt {
  room: StoredRecord;
  teamId: number;
}

/** A room by id and the team whose site it is at (undefined when there is no such room). */
export function roomById(ctx: RequestCtx, roomId: number): RoomAt | undefined {
  const room = ctx.services.store.getAnyScope(ROOMS, roomId);
  if (!room) return undefined;
  const row = ctx.services.db
    .prepare('SELECT scope FROM records WHERE id = ? AND collection = ?')
    .get(roomId, ROOMS) as { scope: string } | undefined;
  const teamId = Number(/teamId=(\d+)/.exec(row?.scope ?? '')?.[1]);
  return Number.isInteger(teamId) ? { room, teamId } : undefined;
}

function activeBookings(ctx: RequestCtx, roomId: number): StoredRecord[] {
  return ctx.services.store
    .findBy(BOOKINGS, 'room_id', roomId)
    .filter((b) => b.status !== 'cancelled');
}

/** `GET /residential-availability/`: rooms with what makes them unavailable, by period. */
export const listAvailability: Handler = (ctx) => {
  const today = new Date().toISOString().slice(0, 10);
  // The query's own schema (the api-client's, as its type): a bad day is a 422, not a 500.
  const query = Object.fromEntries(
    ['from', 'to'].flatMap((k) => (ctx.query.get(k) ? [[k, ctx.query.get(k)]] : [])),
  );
  const queryErrors = fieldErrors(ResidentialAvailabilityQuerySchema, query, { partial: true });
  if (Object.keys(queryErrors).length > 0) throw validationError(queryErrors);
  const errors: FieldErrors = {};
  const fromRaw = readDateParam(ctx.query, 'from', errors);
  const toRaw = readDateParam(ctx.query, 'to', errors);
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const from = fromRaw ?? today;
  const to = toRaw ?? addDays(from, 120);
  if (to <= from) throw validationError({ to: ['must be after from'] });
  const window = { from, to };
  const store = ctx.services.store;
  const teams = new Map(store.all(named('organisation.teams')).map((t) => [t.id, t]));
  const rows = ctx.services.db
    .prepare('SELECT id, scope FROM records WHERE collection = ? ORDER BY id')
    .all(ROOMS) as { id: number; scope: string }[];
  const data = rows.flatMap(({ id, scope }) => {
    const teamId = Number(/teamId=(\d+)/.exec(scope)?.[1]);
    const team = teams.get(teamId);
    const room = store.getAnyScope(ROOMS, id);
    if (!room || !team || team.disabled === true) return [];
    const unavailable = store
      .all(PERIODS, { teamId: String(teamId), roomId: String(id) })
      .filter((p) => overlaps(window, p.starts_on, p.ends_on))
      .map((p) => ({ starts_on: p.starts_on, ends_on: p.ends_on, reason: p.reason ?? null }));
    const booked = activeBookings(ctx, id)
      .filter((b) => overlaps(window, b.starts_on, b.ends_on))
      .map((b) => ({ starts_on: b.starts_on, ends_on: b.ends_on }))
      .sort((a, b) => String(a.starts_on).localeCompare(String(b.starts_on)));
    const weekdays = changeoverWeekdays(ctx, teamId);
    return [
      {
        id,
        room_id: id,
        room_name: room.name ?? `Room ${id}`,
        team_id: teamId,
        team_name: team.name ?? `Team ${teamId}`,
        beds: typeof room.beds === 'number' ? room.beds : 1,
        accessible: room.accessible === true,
        changeover_weekdays: weekdays,
        changeover_days: weekdays.map((w) => WEEKDAYS[w]),
        unavailable,
        booked,
      },
    ];
  });
  return { json: { ...listEnvelope(data, 1, Math.max(1, data.length), data.length), window } };
};

function refuse(field: string, code: string, message: string): never {
  throw new ApiError(409, code, message, { errors: { [field]: [message] } });
}

/** Why a stay in a room cannot be booked by `userId` (throws 409 with the field), or nothing. */
export function checkStay(
  ctx: RequestCtx,
  at: RoomAt,
  userId: number,
  starts: string,
  ends: string,
): void {
  const stay = { from: starts, to: ends };
  const period = ctx.services.store
    .all(PERIODS, { teamId: String(at.teamId), roomId: String(at.room.id) })
    .find((p) => overlaps(stay, p.starts_on, p.ends_on));
  if (period)
    refuse(
      'room_id',
      'room_unavailable',
      `${String(at.room.name ?? 'This room')} is unavailable from ${String(period.starts_on)} to ${String(period.ends_on)}${period.reason ? ` (${String(period.reason)})` : ''}. Choose other dates or another room.`,
    );
  const weekdays = changeoverWeekdays(ctx, at.teamId);
  for (let d = addDays(starts, 1); d < ends; d = addDays(d, 1))
    if (weekdays.includes(weekday(d)))
      refuse(
        'ends_on',
        'across_changeover',
        `A stay cannot run across a changeover day (${WEEKDAYS[weekday(d)]} ${d}). End it on ${d}, or book the following days separately.`,
      );
  const mine = ctx.services.store
    .findBy(BOOKINGS, 'user_id', userId)
    .find((b) => b.status !== 'cancelled' && overlaps(stay, b.starts_on, b.ends_on));
  if (mine)
    refuse(
      'starts_on',
      'overlapping_booking',
      `You already have a booking from ${String(mine.starts_on)} to ${String(mine.ends_on)} that overlaps these dates.`,
    );
  const beds = typeof at.room.beds === 'number' ? at.room.beds : 1;
  for (let d = starts; d < ends; d = addDays(d, 1)) {
    const night = { from: d, to: addDays(d, 1) };
    const taken = activeBookings(ctx, at.room.id).filter((b) =>
      overlaps(night, b.starts_on, b.ends_on),
    ).length;
    if (taken >= beds)
      refuse(
        'room_id',
        'room_full',
        `${String(at.room.name ?? 'This room')} is full on the night of ${d}. Choose other dates or another room.`,
      );
  }
}

function selfBook(ctx: RequestCtx): StoredRecord {
  const userId = me(ctx);
  const body = bodyObject(ctx);
  const errors: FieldErrors = {};
  const allowed = ['room_id', 'starts_on', 'ends_on', 'notes', 'user_id'];
  for (const k of Object.keys(body))
    if (!allowed.includes(k)) errors[k] = ['cannot be set when booking for yourself'];
  if (body.user_id !== undefined && Number(body.user_id) !== userId)
    errors.user_id = ['you can only book for yourself'];
  const roomId = Number(body.room_id);
  const at = Number.isInteger(roomId) && roomId > 0 ? roomById(ctx, roomId) : undefined;
  if (!at) errors.room_id = ['Choose a room.'];
  const today = new Date().toISOString().slice(0, 10);
  const { starts_on: starts, ends_on: ends } = body;
  if (!isDay(starts)) errors.starts_on = ['Give the arrival date (YYYY-MM-DD).'];
  else if (starts <= today) errors.starts_on = ['The arrival date must be after today.'];
  if (!isDay(ends)) errors.ends_on = ['Give the departure date (YYYY-MM-DD).'];
  else if (isDay(starts) && ends <= starts)
    errors.ends_on = ['The departure date must be after the arrival date.'];
  else if (isDay(starts) && addDays(starts, MAX_SELF_NIGHTS) < ends)
    errors.ends_on = [`A stay can be at most ${MAX_SELF_NIGHTS} nights.`];
  const notes = typeof body.notes === 'string' ? body.notes.trim() : '';
  if (body.notes !== undefined && typeof body.notes !== 'string') errors.notes = ['must be text'];
  else if (notes.length > 1000) errors.notes = ['can be at most 1000 characters'];
  if (Object.keys(errors).length > 0 || !at || !isDay(starts) || !isDay(ends))
    throw validationError(errors);
  const store = ctx.services.store;
  return ctx.services.db.transaction(() => {
    checkStay(ctx, at, userId, starts, ends);
    const person = store.get(named('users'), {}, userId);
    // The clearance policy (issue 50): a volunteer cannot confirm their own gap.
    if (person)
      admitPlacements(
        ctx,
        [{ person, field: 'room_id' }],
        stayWork(store, at.teamId, starts, ends),
        {
          self: true,
        },
      );
    const name = [person?.first_name, person?.last_name].filter(Boolean).join(' ');
    const booking = store.insert(
      BOOKINGS,
      {},
      {
        team_id: at.teamId,
        room_id: at.room.id,
        room_name: at.room.name ?? null,
        user_id: userId,
        guest_name: name || (person?.display_name ?? null),
        starts_on: starts,
        ends_on: ends,
        notes,
        status: 'booked',
        booked_at: new Date().toISOString(),
      },
    );
    syncUserBookingCopy(store, booking);
    return booking;
  })();
}

function selfCancel(ctx: RequestCtx): StoredRecord {
  const userId = me(ctx);
  const id = numParam(ctx, 'id', 'Booking');
  const own = (b: StoredRecord | undefined): b is StoredRecord => Number(b?.user_id) === userId;
  // Someone else's booking is not shown to exist, whatever the body says.
  if (!own(ctx.services.store.get(BOOKINGS, {}, id))) throw notFound(`Booking ${id}`);
  const body = bodyObject(ctx);
  const errors: FieldErrors = {};
  for (const k of Object.keys(body))
    if (k !== 'status' && k !== 'cancel_reason')
      errors[k] = ['only the status (cancelled) and a cancel reason can be changed'];
  if (body.status !== 'cancelled') errors.status = ['You can only cancel your booking.'];
  const reason = typeof body.cancel_reason === 'string' ? body.cancel_reason.trim() : '';
  if (reason === '') errors.cancel_reason = ['Say why you are cancelling.'];
  else if (reason.length > BOOKING_CANCEL_REASON_MAX)
    errors.cancel_reason = [`The reason can be at most ${BOOKING_CANCEL_REASON_MAX} characters.`];
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const store = ctx.services.store;
  return ctx.services.db.transaction(() => {
    const booking = store.get(BOOKINGS, {}, id);
    if (!own(booking)) throw notFound(`Booking ${id}`);
    if (booking.status === 'cancelled')
      refuse('status', 'already_cancelled', 'This booking is already cancelled.');
    const today = new Date().toISOString().slice(0, 10);
    if (String(booking.starts_on) <= today)
      refuse(
        'status',
        'stay_started',
        'This stay has already started; please tell the residential coordinator instead.',
      );
    const next = store.update(BOOKINGS, {}, id, {
      status: 'cancelled',
      cancel_reason: reason,
      cancelled_at: new Date().toISOString(),
    });
    if (!next) throw notFound(`Booking ${id}`);
    syncUserBookingCopy(store, next);
    return next;
  })();
}

/**
 * A manager's booking of a guest asks the clearance policy when it places
 * someone: a new booking, or a change of guest, dates, room or team, or a
 * cancelled booking booked again. A confirmed warning is kept on the booking.
 */
function admitGuest(ctx: RequestCtx, current: StoredRecord | undefined) {
  const body = bodyObject(ctx);
  const store = ctx.services.store;
  const merged = { ...current, ...body };
  const moved =
    !current ||
    ['user_id', 'starts_on', 'ends_on', 'room_id', 'team_id', 'residential_opportunity_id'].some(
      (k) => body[k] !== undefined && JSON.stringify(body[k]) !== JSON.stringify(current[k]),
    ) ||
    (current.status === 'cancelled' && body.status !== undefined && body.status !== 'cancelled');
  const person =
    merged.user_id !== undefined && merged.user_id !== null
      ? store.get(named('users'), {}, Number(merged.user_id))
      : undefined;
  const starts = merged.starts_on;
  const ends = merged.ends_on;
  const roomTeam =
    typeof merged.room_id === 'number' ? roomById(ctx, merged.room_id)?.teamId : undefined;
  const placing = moved && person && merged.status !== 'cancelled' && isDay(starts) && isDay(ends);
  const admission = admitPlacements(
    ctx,
    placing ? [{ person, field: 'user_id' }] : [],
    stayWork(
      store,
      merged.team_id ?? roomTeam,
      isDay(starts) ? starts : '',
      isDay(ends) ? ends : '',
      merged.residential_opportunity_id,
    ),
    { body },
  );
  delete body[CONFIRM_FIELD];
  const confirmed = person ? admission.confirmations.get(person.id) : undefined;
  if (confirmed) body.clearance_confirmed = confirmed;
  return admission;
}

/** Runs a manager's generic write and keeps the guest's copy of the booking in step. */
async function withCopy(ctx: RequestCtx, write: Handler) {
  const raw = ctx.params.id ?? '';
  const current = /^\d{1,15}$/.test(raw)
    ? ctx.services.store.get(BOOKINGS, {}, Number(raw))
    : undefined;
  const body = ctx.body;
  const admission =
    body && typeof body === 'object' && !Array.isArray(body) ? admitGuest(ctx, current) : undefined;
  const reply = await write(ctx);
  admission?.log();
  const data = (reply.json as { data?: unknown } | undefined)?.data;
  if (data && typeof data === 'object' && typeof (data as StoredRecord).id === 'number')
    syncUserBookingCopy(ctx.services.store, data as StoredRecord);
  return reply;
}

/** `POST /residential-bookings/`: a volunteer books for themself; managers use the generic store. */
export const storeBooking: Handler = (ctx) =>
  ctx.grant === 'record'
    ? { status: 201, json: { data: selfBook(ctx) } }
    : withCopy(ctx, storeRecord);

/** `PUT /residential-bookings/{id}`: a volunteer cancels their own; managers use the generic update. */
export const updateBooking: Handler = (ctx) =>
  ctx.grant === 'record' ? { json: { data: selfCancel(ctx) } } : withCopy(ctx, updateRecord);
