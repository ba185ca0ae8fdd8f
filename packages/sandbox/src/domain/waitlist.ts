/**
 * A shift's waitlist (issue 48). When a shift is full a volunteer may join
 * its waitlist (`PUT /shifts/{id}` `{join_waitlist: true}`), leave it
 * (`{leave_waitlist: true}`), and take or turn down a place offered to them
 * (`{accept_offer: true}`, `{decline_offer: true}`). The list is the shift's
 * `waitlist` field, in order (`{user_id, joined_at, offered_at?,
 * offer_expires_at?}`); a volunteer sees only their own entry, with their
 * `position` (authz/policy.ts HIDDEN_FIELDS), staff see all of it.
 *
 * When a place frees (a place given back, staff taking someone off, more
 * places), {@link fillFromWaitlist} offers it to the first person on the
 * list who is not already holding an offer, or places them at once when the
 * organisation's `waitlist_mode` is `assign`; they are told by notification
 * and e-mail. Placement asks the clearance policy (authz/clearance.ts): a
 * person not cleared for the shift is skipped, the reason logged
 * (`waitlist_skipped`). An offer not taken by its deadline (the
 * organisation's `waitlist_offer_hours`, 12 by default, and never after the
 * shift starts) passes to the next person: the scheduler's job
 * {@link expireWaitlistOffers}.
 *
 * Every change runs in one synchronous SQLite transaction with the change
 * that freed the place, so two places freed at once go to two different
 * people, never the same one twice.
 *
 * @module
 */
import { ApiError, notFound } from '../errors.js';
import type { RequestCtx, SandboxServices } from '../routes/types.js';
import type { RecordStore, StoredRecord } from '../store/records.js';
import { named } from '../store/collections.js';
import { placementRefusal } from '../authz/clearance.js';
import { WAITLIST_OFFER_HOURS_RANGE } from '../authz/policy.js';
import { admitPlacements, personName, shiftWork } from './placement.js';
import { notify } from './notify.js';
import { me } from './input.js';

const SHIFTS = named('shifts');

/** One person on a shift's waitlist. */
export interface WaitlistEntry {
  user_id: number;
  /** When they joined (ISO). */
  joined_at: string;
  /** When a place was offered to them (ISO), while the offer stands. */
  offered_at?: string;
  /** The offer's deadline (ISO). */
  offer_expires_at?: string;
}

/** What the organisation does when a place frees: offer it, or give it at once. */
export type WaitlistMode = 'offer' | 'assign';

/** The values of the organisation's `waitlist_mode`. */
export const WAITLIST_MODES: readonly WaitlistMode[] = ['offer', 'assign'];

/** The hours an offer stands when the organisation has not set `waitlist_offer_hours`. */
export const DEFAULT_OFFER_HOURS = 12;

/** What a waitlist change may use. */
export type WaitlistServices = Pick<SandboxServices, 'db' | 'store' | 'portalUrl' | 'log'>;

/** A shift's waitlist, in order. */
export function waitlistOf(shift: StoredRecord | Record<string, unknown>): WaitlistEntry[] {
  return Array.isArray(shift.waitlist)
    ? (shift.waitlist as WaitlistEntry[]).filter(
        (e) => e && Number.isInteger(Number(e.user_id)) && Number(e.user_id) > 0,
      )
    : [];
}

/**
 * A shift as a reader sees it before the policy keeps a volunteer's own
 * entries only: each waitlist entry with its `position` (1 for the first),
 * and `places_left`, the places neither taken nor offered.
 */
export function withPositions<T extends Record<string, unknown>>(shift: T): T {
  const list = waitlistOf(shift);
  const places = typeof shift.places === 'number' ? shift.places : 0;
  const taken = Array.isArray(shift.assignments) ? shift.assignments.length : 0;
  return {
    ...shift,
    ...(Array.isArray(shift.waitlist)
      ? { waitlist: list.map((e, i) => ({ ...e, position: i + 1 })) }
      : {}),
    // Places neither taken nor offered to someone waiting, counted before a volunteer's copy
    // keeps only their own assignment: what anyone may still sign up for.
    places_left: Math.max(0, places - taken - list.filter((e) => e.offered_at).length),
  };
}

/**
 * The organisation's waitlist settings (`waitlist_mode`, `waitlist_offer_hours` on
 * `/organisation`, set by an administrator through `PUT /organisation/{id}`, checked by
 * authz/policy.ts ORGANISATION_SETTINGS), with their defaults.
 */
export function waitlistSettings(store: RecordStore): { mode: WaitlistMode; offerHours: number } {
  const org = store.all(named('organisation'))[0];
  const mode = org?.waitlist_mode === 'assign' ? 'assign' : 'offer';
  const hours = Number(org?.waitlist_offer_hours);
  return {
    mode,
    offerHours:
      Number.isInteger(hours) &&
      hours >= WAITLIST_OFFER_HOURS_RANGE[0] &&
      hours <= WAITLIST_OFFER_HOURS_RANGE[1]
        ? hours
        : DEFAULT_OFFER_HOURS,
  };
}

function assignmentsOf(shift: StoredRecord): { user_id: number; status?: string }[] {
  return Array.isArray(shift.assignments)
    ? (shift.assignments as { user_id: number; status?: string }[])
    : [];
}

function freePlaces(shift: StoredRecord): number {
  const places = typeof shift.places === 'number' ? shift.places : 0;
  return Math.max(0, places - assignmentsOf(shift).length);
}

function whenOf(shift: StoredRecord): string {
  return typeof shift.start === 'string' ? shift.start.slice(0, 16).replace('T', ' ') : '';
}

/**
 * Offers (or gives) the free places of shift `id` to the first people on its
 * waitlist, at `now`; answers how many were offered or placed. Call it in the
 * transaction of the change that freed a place.
 */
export function fillFromWaitlist(services: WaitlistServices, id: number, now: number): number {
  const { store } = services;
  const shift = store.get(SHIFTS, {}, id);
  if (!shift || shift.status === 'cancelled') return 0;
  const start = Date.parse(String(shift.start ?? ''));
  if (!(start > now)) return 0;
  const list = waitlistOf(shift);
  const offered = list.filter((e) => e.offered_at).length;
  let free = freePlaces(shift) - offered;
  if (free <= 0 || list.length === 0) return 0;
  const { mode, offerHours } = waitlistSettings(store);
  const { work, dates } = shiftWork(store, shift);
  const today = new Date(now).toISOString().slice(0, 10);
  const title = String(shift.title ?? 'A shift');
  const placed: number[] = [];
  const next: WaitlistEntry[] = [];
  let changed = 0;
  for (const entry of list) {
    if (free <= 0 || entry.offered_at) {
      next.push(entry);
      continue;
    }
    const userId = Number(entry.user_id);
    const person = store.get(named('users'), {}, userId);
    const refusal = person ? placementRefusal(store, person, work, dates, today) : undefined;
    if (!person || refusal) {
      services.log(
        'waitlist_skipped',
        {
          shift_id: id,
          user_id: userId,
          reason: !person
            ? 'no such person'
            : refusal!.blacklisted
              ? 'blacklisted'
              : refusal!.gaps.map((g) => g.message).join('; '),
        },
        userId,
      );
      next.push(entry);
      continue;
    }
    free -= 1;
    changed += 1;
    if (mode === 'assign') {
      placed.push(userId);
      notify(services, userId, {
        kind: 'waitlist_placed',
        topic: 'open_shifts',
        title: `You have a place on ${title}`,
        body: `A place freed on ${title} on ${whenOf(shift)} and it is yours: you were first on the waitlist. If you cannot come, give it back in My shifts.`,
        link: '/my/shifts',
        params: { title, when: whenOf(shift) },
        now,
      });
      continue;
    }
    const deadline = new Date(Math.min(now + offerHours * 3_600_000, start)).toISOString();
    next.push({ ...entry, offered_at: new Date(now).toISOString(), offer_expires_at: deadline });
    notify(services, userId, {
      kind: 'waitlist_offered',
      topic: 'open_shifts',
      title: `A place on ${title} is yours if you want it`,
      body: `A place freed on ${title} on ${whenOf(shift)}. Take it in My shifts by ${deadline.slice(0, 16).replace('T', ' ')} (UTC); after that it goes to the next person on the waitlist.`,
      link: '/my/shifts',
      params: { title, when: whenOf(shift), deadline: deadline.slice(0, 16).replace('T', ' ') },
      now,
    });
  }
  if (changed === 0) return 0;
  store.update(SHIFTS, {}, id, {
    waitlist: next,
    ...(placed.length > 0
      ? {
          assignments: [
            ...assignmentsOf(shift),
            ...placed.map((user_id) => ({ user_id, status: 'assigned' })),
          ],
        }
      : {}),
  });
  return changed;
}

/** The scheduler's job: offers past their deadline pass to the next person on the list. */
export function expireWaitlistOffers(services: WaitlistServices, now: number): number {
  let changed = 0;
  for (const shift of services.store.all(SHIFTS)) {
    const list = waitlistOf(shift);
    const lapsed = list.filter((e) => e.offer_expires_at && Date.parse(e.offer_expires_at) <= now);
    if (lapsed.length === 0) continue;
    services.store.update(SHIFTS, {}, shift.id, {
      waitlist: list.filter((e) => !lapsed.includes(e)),
    });
    for (const e of lapsed)
      services.log('waitlist_offer_lapsed', { shift_id: shift.id, user_id: e.user_id }, e.user_id);
    changed += lapsed.length + fillFromWaitlist(services, shift.id, now);
  }
  return changed;
}

function refuse(code: string, message: string, ctx: RequestCtx, shift: StoredRecord): never {
  throw new ApiError(409, code, message, { extra: { data: shift } });
}

/**
 * `PUT /shifts/{id}` with `join_waitlist`, `leave_waitlist`, `accept_offer` or
 * `decline_offer` (`true`, and nothing else): the signed-in volunteer's own
 * entry on the shift's waitlist. Answers the shift as stored (the caller
 * redacts it).
 */
export function changeOwnWaitlist(
  ctx: RequestCtx,
  id: number,
  action: 'join_waitlist' | 'leave_waitlist' | 'accept_offer' | 'decline_offer',
  teams: readonly number[],
  visible: (shift: StoredRecord) => StoredRecord,
): StoredRecord {
  const userId = me(ctx);
  const { store } = ctx.services;
  const now = ctx.services.tokens.now();
  return ctx.services.db.transaction(() => {
    const shift = store.get(SHIFTS, {}, id);
    if (!shift) throw notFound(`Shift ${id}`);
    const list = waitlistOf(shift);
    const mine = list.find((e) => Number(e.user_id) === userId);
    const placedAlready = assignmentsOf(shift).some((a) => Number(a.user_id) === userId);
    const fail = (code: string, message: string) => refuse(code, message, ctx, visible(shift));
    if (action === 'join_waitlist') {
      if (shift.status === 'cancelled') fail('shift_cancelled', 'This shift has been cancelled.');
      if (!(Date.parse(String(shift.start ?? '')) > now))
        fail('shift_started', 'This shift has already started.');
      if (!teams.includes(Number(shift.team_id)))
        fail('not_in_team', 'This shift belongs to a team you are not in.');
      if (placedAlready) fail('already_signed_up', 'You already have a place on this shift.');
      if (mine) fail('already_waiting', 'You are already on the waitlist of this shift.');
      if (freePlaces(shift) - list.filter((e) => e.offered_at).length > 0)
        fail('places_left', 'This shift still has a place: sign up for it instead.');
      return store.update(SHIFTS, {}, id, {
        waitlist: [...list, { user_id: userId, joined_at: new Date(now).toISOString() }],
      })!;
    }
    if (!mine) fail('not_waiting', 'You are not on the waitlist of this shift.');
    if (action === 'accept_offer') {
      if (!mine!.offered_at) fail('no_offer', 'No place has been offered to you yet.');
      if (Date.parse(String(mine!.offer_expires_at)) <= now)
        fail('offer_lapsed', 'Sorry, the offer has lapsed and gone to the next person.');
      const person = store.get(named('users'), {}, userId);
      if (person)
        admitPlacements(ctx, [{ person, field: 'accept_offer' }], shiftWork(store, shift), {
          self: true,
        });
      const next = store.update(SHIFTS, {}, id, {
        waitlist: list.filter((e) => e !== mine),
        assignments: [...assignmentsOf(shift), { user_id: userId, status: 'assigned' }],
      })!;
      if (person && String(person.last_scheduled_at ?? '') < String(shift.start))
        store.update(named('users'), {}, userId, { last_scheduled_at: shift.start });
      ctx.services.log('waitlist_accepted', { shift_id: id, user_id: userId }, userId);
      return next;
    }
    // Leaving, or turning an offer down: the place (if offered) goes to the next person.
    store.update(SHIFTS, {}, id, { waitlist: list.filter((e) => e !== mine) });
    if (mine!.offered_at)
      ctx.services.log(
        'waitlist_declined',
        { shift_id: id, user_id: userId, name: personName(store.get(named('users'), {}, userId)!) },
        userId,
      );
    fillFromWaitlist(ctx.services, id, now);
    return store.get(SHIFTS, {}, id)!;
  })();
}
