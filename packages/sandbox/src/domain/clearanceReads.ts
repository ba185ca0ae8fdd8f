/**
 * Who is cleared for what, for the screens (issue 50), from the same policy
 * the placement routes ask (authz/clearance.ts):
 *
 * - `GET /shifts/{id}?clearance=1&clearance_for=1,2,3` adds `clearance` to the
 *   shift: what it needs in words, and for each person placed on it and each
 *   person of `clearance_for` (at most {@link MAX_CLEARANCE_FOR}) whether they
 *   are cleared on its date and what they lack. Staff who may see people
 *   (`view-users`) only.
 * - `GET /shifts/?clearance=gaps&to=YYYY-MM-DD` lists the scheduled shifts
 *   from today to `to` (default 90 days on) with someone placed who will not
 *   be cleared on the day, each with those people and their gaps: the Safety
 *   home's "placed but not cleared by then". A team leader sees their teams'.
 * - `GET /applications/` adds `clearance_needed` to open applications before
 *   the offer (what the recruitment card says is still needed).
 *
 * @module
 */
import { ApiError, validationError, type FieldErrors } from '../errors.js';
import { readDateParam } from '../dates.js';
import { listEnvelope } from '../routes/paging.js';
import type { Handler, RequestCtx } from '../routes/types.js';
import { named } from '../store/collections.js';
import type { StoredRecord } from '../store/records.js';
import {
  hasRequirements,
  placementRefusal,
  requirementWords,
  type ClearanceGap,
} from '../authz/clearance.js';
import { teamScopeOf } from '../authz/teamScope.js';
import { applicationWork, personName, shiftWork } from './placement.js';
import { PLACING_STAGES } from './recruitment.js';
import { listRecords } from '../routes/resources.js';
import { showShift } from './personShifts.js';
import { listShiftsOrOpen } from './shiftSignup.js';

/** The most people `clearance_for` may name in one read. */
export const MAX_CLEARANCE_FOR = 200;

/** The days ahead the Safety home looks by default. */
export const CLEARANCE_HORIZON_DAYS = 90;

/** One person's clearance for a piece of work. */
export interface PersonClearance {
  user_id: number;
  name: string;
  cleared: boolean;
  gaps: ClearanceGap[];
}

function requireStaff(ctx: RequestCtx): void {
  if (!ctx.session?.user.permissions.includes('view-users'))
    throw new ApiError(
      403,
      'forbidden',
      "Seeing who is cleared for work needs the 'view-users' permission.",
    );
}

function clearanceOf(
  ctx: RequestCtx,
  shift: StoredRecord,
  userIds: readonly number[],
  onlyGaps = false,
) {
  const store = ctx.services.store;
  const { work, dates } = shiftWork(store, shift);
  const people: PersonClearance[] = [];
  for (const id of new Set(userIds)) {
    const person = store.get(named('users'), {}, id);
    if (!person) continue;
    const refusal = placementRefusal(store, person, work, dates);
    if (onlyGaps && !refusal) continue;
    people.push({
      user_id: id,
      name: personName(person),
      cleared: !refusal,
      gaps: refusal?.gaps ?? [],
    });
  }
  return {
    requirements: requirementWords(store, work),
    date: dates.from,
    people,
  };
}

function assignedIds(shift: StoredRecord): number[] {
  return (Array.isArray(shift.assignments) ? shift.assignments : [])
    .filter((a) => {
      const status = (a as { status?: unknown }).status;
      return status !== 'cancelled' && status !== 'declined';
    })
    .map((a) => Number((a as { user_id?: unknown }).user_id));
}

/** `GET /shifts/{id}`, with `clearance=1` the clearance of the people placed and `clearance_for`. */
export const showShiftWithClearance: Handler = async (ctx) => {
  const asked = ctx.query.get('clearance');
  if (asked === null) return showShift(ctx);
  if (asked !== '1') throw validationError({ clearance: ['must be 1'] });
  requireStaff(ctx);
  const raw = ctx.query.get('clearance_for') ?? '';
  const extra = raw === '' ? [] : raw.split(',');
  if (extra.length > MAX_CLEARANCE_FOR || extra.some((id) => !/^\d{1,15}$/.test(id)))
    throw validationError({
      clearance_for: [`must be up to ${MAX_CLEARANCE_FOR} person ids, separated by commas`],
    });
  ctx.query.delete('clearance');
  ctx.query.delete('clearance_for');
  const reply = await showShift(ctx);
  const json = reply.json as { data: StoredRecord };
  const stored = ctx.services.store.get(named('shifts'), {}, json.data.id) ?? json.data;
  const clearance = clearanceOf(ctx, stored, [...assignedIds(stored), ...extra.map(Number)]);
  return { ...reply, json: { data: { ...json.data, clearance } } };
};

/** `GET /shifts/`, with `clearance=gaps` the upcoming shifts with someone placed who is not cleared. */
export const listShiftsWithClearance: Handler = (ctx) => {
  const asked = ctx.query.get('clearance');
  if (asked === null) return listShiftsOrOpen(ctx);
  if (asked !== 'gaps') throw validationError({ clearance: ['must be gaps'] });
  requireStaff(ctx);
  const today = new Date().toISOString().slice(0, 10);
  const errors: FieldErrors = {};
  const toRaw = readDateParam(ctx.query, 'to', errors);
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const to =
    toRaw ?? new Date(Date.now() + CLEARANCE_HORIZON_DAYS * 86_400_000).toISOString().slice(0, 10);
  const scope = teamScopeOf(ctx);
  const store = ctx.services.store;
  const rows = store
    .all(named('shifts'))
    .filter((s) => {
      const start = String(s.start ?? '').slice(0, 10);
      return (
        s.status !== 'cancelled' &&
        start >= today &&
        start <= to &&
        (!scope || scope.teams.has(Number(s.team_id)))
      );
    })
    .filter((s) => hasRequirements(store, shiftWork(store, s).work))
    .flatMap((s) => {
      const clearance = clearanceOf(ctx, s, assignedIds(s), true);
      return clearance.people.length > 0
        ? [
            {
              id: s.id,
              title: s.title ?? null,
              team_id: s.team_id ?? null,
              start: s.start ?? null,
              end: s.end ?? null,
              clearance,
            },
          ]
        : [];
    })
    .sort((a, b) => String(a.start).localeCompare(String(b.start)) || a.id - b.id);
  return { json: listEnvelope(rows, 1, Math.max(1, rows.length), rows.length) };
};

/**
 * `GET /applications/` for staff who may see people: each open application not
 * yet offered carries `clearance_needed`, what the applicant still lacks for
 * an offer (the clearance policy on the application's work and date), empty
 * when nothing is missing.
 */
export const listApplicationsWithClearance: Handler = async (ctx) => {
  const reply = await listRecords(ctx);
  if (!ctx.session?.user.permissions.includes('view-users')) return reply;
  const json = reply.json as { data?: StoredRecord[] } | undefined;
  if (!json || !Array.isArray(json.data)) return reply;
  const store = ctx.services.store;
  const data = json.data.map((app) => {
    const stage = String(app.stage ?? '').toLowerCase();
    if ((app.status ?? 'pending') !== 'pending' || PLACING_STAGES.includes(stage)) return app;
    const person =
      app.user_id !== undefined && app.user_id !== null
        ? store.get(named('users'), {}, Number(app.user_id))
        : undefined;
    if (!person) return app;
    const { work, dates } = applicationWork(store, app);
    return { ...app, clearance_needed: placementRefusal(store, person, work, dates)?.gaps ?? [] };
  });
  return { ...reply, json: { ...json, data } };
};
