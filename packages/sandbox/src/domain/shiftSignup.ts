/**
 * A volunteer's own place on a shift (issue 28). `PUT /shifts/{id}` with
 * `{sign_up: true}` takes a place for the signed-in user, and with
 * `{cancel_place: true, cancel_reason}` gives it back (a guardian adds
 * `for_user_id` to give back the place of a minor in their care, which the
 * minor's guardian log records); any other update stays
 * with the rota editors (`edit-rotas`, domain/shifts.ts). `GET /shifts/?open=1`
 * lists the shifts the signed-in user can still sign up for: scheduled, in the
 * future, in one of their teams, with a place left and without them.
 *
 * The check and the write run synchronously in one SQLite transaction, so when
 * two people take the last place at once exactly one gets it; the other is
 * answered 409 `shift_full` with the shift as it now stands.
 *
 * @module
 */
import { ApiError, notFound, validationError } from '../errors.js';
import { listEnvelope, readPaging } from '../routes/paging.js';
import { DEFAULT_LIMIT } from '../routes/resources.js';
import type { Handler, RequestCtx } from '../routes/types.js';
import type { StoredRecord } from '../store/records.js';
import { named } from '../store/collections.js';
import { etagHeaders } from './concurrency.js';
import { bodyOrUndefined, me } from './input.js';
import { listShifts, visibleShift } from './personShifts.js';
import { updateShift } from './shifts.js';
import { isGuardianOf, logGuardianAction } from '../authz/guardianship.js';
import { admitPlacements, shiftWork } from './placement.js';
import { changeOwnWaitlist, fillFromWaitlist, waitlistOf } from './waitlist.js';

const SHIFTS = named('shifts');

/** A place can be given back up to this many hours before the shift starts. */
export const CANCEL_DEADLINE_HOURS = 24;

/** The longest cancel reason accepted. */
export const CANCEL_REASON_MAX = 500;

interface Assignment {
  user_id: number;
  status?: string;
}

function assignmentsOf(shift: StoredRecord): Assignment[] {
  return Array.isArray(shift.assignments) ? (shift.assignments as Assignment[]) : [];
}

/** The teams a person belongs to (their `team_ids`, or `team_id`). */
export function teamsOf(person: StoredRecord | undefined): number[] {
  if (!person) return [];
  const ids = Array.isArray(person.team_ids) ? person.team_ids : [person.team_id];
  return ids.map(Number).filter((n) => Number.isInteger(n) && n > 0);
}

/** Places still free on a shift: not taken, and not offered to someone on its waitlist. */
export function placesLeft(shift: StoredRecord): number {
  const places = typeof shift.places === 'number' ? shift.places : 0;
  const offered = waitlistOf(shift).filter((e) => e.offered_at).length;
  return Math.max(0, places - assignmentsOf(shift).length - offered);
}

/** Whether `userId` may sign up for `shift` now (undefined) or why not. */
export function signUpRefusal(
  shift: StoredRecord,
  userId: number,
  teams: readonly number[],
  now: number,
): { code: string; message: string } | undefined {
  if (shift.status === 'cancelled')
    return { code: 'shift_cancelled', message: 'This shift has been cancelled.' };
  if (!(Date.parse(String(shift.start ?? '')) > now))
    return { code: 'shift_started', message: 'This shift has already started.' };
  if (!teams.includes(Number(shift.team_id)))
    return { code: 'not_in_team', message: 'This shift belongs to a team you are not in.' };
  if (assignmentsOf(shift).some((a) => Number(a.user_id) === userId))
    return { code: 'already_signed_up', message: 'You already have a place on this shift.' };
  if (placesLeft(shift) === 0)
    return {
      code: 'shift_full',
      message: 'Sorry, the last place on this shift was taken a moment ago.',
    };
  return undefined;
}

function signUp(ctx: RequestCtx, id: number): StoredRecord {
  const userId = me(ctx);
  const store = ctx.services.store;
  return ctx.services.db.transaction(() => {
    const shift = store.get(SHIFTS, {}, id);
    if (!shift) throw notFound(`Shift ${id}`);
    const teams = teamsOf(store.get(named('users'), {}, userId));
    const refusal = signUpRefusal(shift, userId, teams, Date.now());
    if (refusal)
      throw new ApiError(409, refusal.code, refusal.message, {
        extra: { data: visibleShift(ctx, shift) },
      });
    const person = store.get(named('users'), {}, userId);
    // The clearance policy (issue 50): a volunteer cannot confirm their own gap.
    if (person)
      admitPlacements(ctx, [{ person, field: 'sign_up' }], shiftWork(store, shift), { self: true });
    const next = store.update(SHIFTS, {}, id, {
      assignments: [...assignmentsOf(shift), { user_id: userId, status: 'assigned' }],
    });
    if (!next) throw notFound(`Shift ${id}`);
    if (person && String(person.last_scheduled_at ?? '') < String(shift.start))
      store.update(named('users'), {}, userId, { last_scheduled_at: shift.start });
    return next;
  })();
}

/**
 * Whose place a cancellation gives back: the caller's, or with `for_user_id`
 * that of a minor in the caller's care (authz/guardianship.ts; logged).
 */
function placeHolder(ctx: RequestCtx, body: Record<string, unknown>): number {
  const caller = me(ctx);
  const raw = body.for_user_id;
  if (raw === undefined || Number(raw) === caller) return caller;
  const minor = typeof raw === 'number' || typeof raw === 'string' ? String(raw) : '';
  if (!/^\d{1,15}$/.test(minor) || !isGuardianOf(ctx.services.db, caller, Number(minor)))
    throw new ApiError(
      403,
      'forbidden',
      "Only a guardian of a minor may cancel another person's place, and only that minor's.",
    );
  return Number(minor);
}

function cancelPlace(ctx: RequestCtx, id: number, body: Record<string, unknown>): StoredRecord {
  const userId = placeHolder(ctx, body);
  const guardian = userId === me(ctx) ? undefined : me(ctx);
  const reason = typeof body.cancel_reason === 'string' ? body.cancel_reason.trim() : '';
  if (reason === '') throw validationError({ cancel_reason: ['Say why you cannot come.'] });
  if (reason.length > CANCEL_REASON_MAX)
    throw validationError({
      cancel_reason: [`The reason can be at most ${CANCEL_REASON_MAX} characters.`],
    });
  const store = ctx.services.store;
  return ctx.services.db.transaction(() => {
    const shift = store.get(SHIFTS, {}, id);
    if (!shift) throw notFound(`Shift ${id}`);
    const mine = assignmentsOf(shift).some((a) => Number(a.user_id) === userId);
    if (!mine)
      throw new ApiError(
        409,
        'no_place',
        guardian
          ? 'They do not have a place on this shift.'
          : 'You do not have a place on this shift.',
        {
          extra: { data: visibleShift(ctx, shift, userId) },
        },
      );
    const start = Date.parse(String(shift.start ?? ''));
    if (!(start - Date.now() > CANCEL_DEADLINE_HOURS * 3_600_000))
      throw new ApiError(
        409,
        'cancel_deadline_passed',
        `Places can be cancelled here up to ${CANCEL_DEADLINE_HOURS} hours before the shift. Please tell your coordinator instead.`,
        { extra: { data: visibleShift(ctx, shift, userId) } },
      );
    const cancellations = Array.isArray(shift.cancellations) ? shift.cancellations : [];
    const next = store.update(SHIFTS, {}, id, {
      assignments: assignmentsOf(shift).filter((a) => Number(a.user_id) !== userId),
      cancellations: [...cancellations, { user_id: userId, reason, at: new Date().toISOString() }],
    });
    if (!next) throw notFound(`Shift ${id}`);
    // The place freed goes to the first person on the waitlist (domain/waitlist.ts).
    fillFromWaitlist(ctx.services, id, ctx.services.tokens.now());
    if (guardian !== undefined)
      logGuardianAction(ctx.services.db, userId, {
        action: 'place_cancelled',
        guardian_id: guardian,
        summary: `Cancelled the place on ${String(shift.title ?? 'a shift')}: ${reason}`,
        shift_id: id,
      });
    return store.get(SHIFTS, {}, id) ?? next;
  })();
}

/** The waitlist actions of a volunteer (domain/waitlist.ts), each sent as `true` and alone. */
const WAITLIST_ACTIONS = [
  'join_waitlist',
  'leave_waitlist',
  'accept_offer',
  'decline_offer',
] as const;

/**
 * `PUT /shifts/{id}`: signing oneself up or cancelling one's own place for
 * anyone who may see rotas; every other change for rota editors only.
 */
export const updateShiftOrPlace: Handler = (ctx) => {
  const body = bodyOrUndefined(ctx);
  const waitlistAction = WAITLIST_ACTIONS.find((a) => body?.[a] === true);
  if (body && waitlistAction) {
    const raw = ctx.params.id ?? '';
    if (!/^\d{1,15}$/.test(raw)) throw notFound(`Shift ${JSON.stringify(raw)}`);
    const extra = Object.keys(body).filter((k) => k !== waitlistAction);
    if (extra.length > 0)
      throw validationError(
        Object.fromEntries(extra.map((k) => [k, [`cannot be sent with ${waitlistAction}`]])),
      );
    const teams = teamsOf(ctx.services.store.get(named('users'), {}, me(ctx)));
    const record = changeOwnWaitlist(ctx, Number(raw), waitlistAction, teams, (s) =>
      visibleShift(ctx, s),
    );
    return { json: { data: visibleShift(ctx, record) }, headers: etagHeaders(record) };
  }
  const selfService = body && (body.sign_up === true || body.cancel_place === true);
  if (!selfService) {
    if (!ctx.session?.user.permissions.includes('edit-rotas'))
      throw new ApiError(403, 'forbidden', "Changing a shift needs the 'edit-rotas' permission.");
    return updateShift(ctx);
  }
  const raw = ctx.params.id ?? '';
  if (!/^\d{1,15}$/.test(raw)) throw notFound(`Shift ${JSON.stringify(raw)}`);
  const id = Number(raw);
  const keys = Object.keys(body).filter((k) => k !== 'sign_up' && k !== 'cancel_place');
  const allowed = body.sign_up === true ? [] : ['cancel_reason', 'for_user_id'];
  const extra = keys.filter((k) => !allowed.includes(k));
  if (extra.length > 0 || (body.sign_up === true && body.cancel_place === true))
    throw validationError(
      Object.fromEntries(
        (extra.length ? extra : ['cancel_place']).map((k) => [
          k,
          ['cannot be sent with a sign-up or cancellation'],
        ]),
      ),
    );
  const record = body.sign_up === true ? signUp(ctx, id) : cancelPlace(ctx, id, body);
  const forUser = body.for_user_id === undefined ? undefined : Number(body.for_user_id);
  return { json: { data: visibleShift(ctx, record, forUser) }, headers: etagHeaders(record) };
};

/**
 * `GET /shifts/`: with `open=1`, the shifts the signed-in user can sign up
 * for; with `waitlist=1` too, also the full ones they could wait for and
 * those whose waitlist they are on (domain/waitlist.ts); with `waitlist=only`,
 * only those.
 */
export const listShiftsOrOpen: Handler = (ctx) => {
  if (ctx.query.get('open') === null) return listShifts(ctx);
  if (ctx.query.get('open') !== '1') throw validationError({ open: ['must be 1'] });
  const waiting = ctx.query.get('waitlist');
  if (waiting !== null && waiting !== '1' && waiting !== 'only')
    throw validationError({ waitlist: ['must be 1 or only'] });
  const userId = me(ctx);
  const store = ctx.services.store;
  const teams = teamsOf(store.get(named('users'), {}, userId));
  const now = Date.now();
  const { page, limit } = readPaging(ctx.query, DEFAULT_LIMIT);
  const open = store
    .all(SHIFTS)
    .filter((s) => {
      const refusal = signUpRefusal(s, userId, teams, now);
      if (refusal === undefined) return waiting !== 'only';
      return waiting !== null && refusal.code === 'shift_full';
    })
    .sort((a, b) => String(a.start ?? '').localeCompare(String(b.start ?? '')) || a.id - b.id);
  const start = (page - 1) * limit;
  // Open shifts show the caller's own assignment only, as every shift read does.
  const pageOf = open.slice(start, start + limit).map((s) => visibleShift(ctx, s));
  return { json: listEnvelope(pageOf, page, limit, open.length) };
};
