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
 * - `clearance=mine` on `GET /shifts/`, `GET /shifts/{id}`, `GET /opportunities/`
 *   and `GET /opportunities/{id}` adds `my_clearance` to each: what the work
 *   asks, whether the signed-in person holds each requirement on its dates
 *   and when the check that holds it expires ({@link ownClearance}; the
 *   blacklist is never named). Anyone signed in, about themself only.
 * - `PUT /shifts/{id}` `{clearance_reminder: {user_id}}` (and nothing else;
 *   the same on `PUT /events/{id}`, `PUT /residential-bookings/{id}` and
 *   `PUT /applications/{id}`, domain/atRisk.ts `remindPlaced`)
 *   e-mails a person placed on the shift who will not be cleared on its day
 *   (through the outbox), with what is missing and a link to their checks,
 *   notifies them, and logs it in their activity log
 *   (`clearance_reminder_sent`); the Safety home's rows then say when. Staff
 *   who may see people and edit rotas.
 * - `GET /vetting/?clearance=at_risk&to=YYYY-MM-DD&user_id=N` lists everyone
 *   placed on upcoming work of any kind (shifts, events, residential stays,
 *   applications at Offered or Accepted) who will not be cleared on its dates
 *   (domain/atRisk.ts): the Safety home's list, and a person's record with
 *   `user_id`. Staff who may see people; a team leader sees their teams' work.
 * - `GET /vetting/?clearance=confirmed` lists the logged confirmations of
 *   warned gaps (who placed whom on what, without which clearance, and why),
 *   newest first; `from` (YYYY-MM-DD) keeps those made since. Staff who may
 *   see people; a team leader sees their teams' people.
 *
 * @module
 */
import { ApiError, validationError, type FieldErrors } from '../errors.js';
import { readDateParam } from '../dates.js';
import { listEnvelope } from '../routes/paging.js';
import type { Handler, Reply, RequestCtx } from '../routes/types.js';
import { named } from '../store/collections.js';
import type { RecordStore, StoredRecord } from '../store/records.js';
import {
  hasRequirements,
  ownClearance,
  placementRefusal,
  requirementWords,
  type ClearanceGap,
} from '../authz/clearance.js';
import { teamScopeOf } from '../authz/teamScope.js';
import { atRiskPlacements, remindPlaced } from './atRisk.js';
import { applicationWork, opportunityWork, personName, shiftWork } from './placement.js';
import { listOpportunities, showOpportunity } from './opportunities.js';
import { PLACING_STAGES } from './recruitment.js';
import { listRecords } from '../routes/resources.js';
import { showShift } from './personShifts.js';
import { listShiftsOrOpen, updateShiftOrPlace } from './shiftSignup.js';
import { bodyOrUndefined, me } from './input.js';

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
  /** In the Safety home's list: when the person was last e-mailed about this shift. */
  reminded_at?: string;
}

/** When `userId` was last e-mailed about their clearance for shift `shiftId`, if ever. */
function lastReminder(store: RecordStore, userId: number, shiftId: number): string | undefined {
  return store
    .all(named('users.logs'), { userId: String(userId) })
    .filter((l) => l.action === 'clearance_reminder_sent' && Number(l.shift_id) === shiftId)
    .map((l) => String(l.at ?? ''))
    .sort()
    .pop();
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
    const reminded = onlyGaps ? lastReminder(store, id, shift.id) : undefined;
    people.push({
      user_id: id,
      name: personName(person),
      cleared: !refusal,
      gaps: refusal?.gaps ?? [],
      ...(reminded ? { reminded_at: reminded } : {}),
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
  if (asked === 'mine') return withOwnClearance(ctx, 'shifts', showShift);
  if (asked !== '1') throw validationError({ clearance: ['must be 1 or mine'] });
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
  if (asked === 'mine') return withOwnClearance(ctx, 'shifts', listShiftsOrOpen);
  if (asked !== 'gaps') throw validationError({ clearance: ['must be gaps or mine'] });
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

/**
 * Runs `inner` without the `clearance=mine` parameter and adds `my_clearance`
 * (the signed-in person's {@link ownClearance}) to the record or each record
 * of its answer, read from the stored shift or opportunity.
 */
async function withOwnClearance(
  ctx: RequestCtx,
  kind: 'shifts' | 'opportunities',
  inner: Handler,
): Promise<Reply> {
  const store = ctx.services.store;
  const person = store.get(named('users'), {}, me(ctx));
  ctx.query.delete('clearance');
  const reply = await inner(ctx);
  const json = reply.json as { data?: unknown } | undefined;
  if (!person || !json) return reply;
  const today = new Date().toISOString().slice(0, 10);
  const add = (row: unknown) => {
    if (!row || typeof row !== 'object' || !('id' in row)) return row;
    const stored = store.get(named(kind), {}, Number((row as { id: unknown }).id));
    if (!stored) return row;
    const { work, dates } =
      kind === 'shifts' ? shiftWork(store, stored) : opportunityWork(store, stored);
    return { ...row, my_clearance: ownClearance(store, person, work, dates, today) };
  };
  const data = Array.isArray(json.data) ? json.data.map(add) : add(json.data);
  return { ...reply, json: { ...json, data } };
}

/** `GET /opportunities/`, with `clearance=mine` the signed-in person's clearance for each. */
export const listOpportunitiesWithClearance: Handler = (ctx) => {
  const asked = ctx.query.get('clearance');
  if (asked === null) return listOpportunities(ctx);
  if (asked !== 'mine') throw validationError({ clearance: ['must be mine'] });
  return withOwnClearance(ctx, 'opportunities', listOpportunities);
};

/** `GET /opportunities/{id}`, with `clearance=mine` the signed-in person's clearance for it. */
export const showOpportunityWithClearance: Handler = (ctx) => {
  const asked = ctx.query.get('clearance');
  if (asked === null) return showOpportunity(ctx);
  if (asked !== 'mine') throw validationError({ clearance: ['must be mine'] });
  return withOwnClearance(ctx, 'opportunities', showOpportunity);
};

/**
 * `GET /vetting/?clearance=at_risk`: everyone placed on upcoming work (shifts,
 * events, residential stays, applications at Offered or Accepted) who will not
 * be cleared on its dates (domain/atRisk.ts), soonest first; `to`
 * (YYYY-MM-DD, default 90 days on) is the last day work may start, `user_id`
 * keeps one person's. Staff who may see people; a team leader sees their
 * teams' work.
 */
function listAtRisk(ctx: RequestCtx): Reply {
  requireStaff(ctx);
  const errors: FieldErrors = {};
  const toRaw = readDateParam(ctx.query, 'to', errors);
  const userRaw = ctx.query.get('user_id');
  if (userRaw !== null && !/^\d{1,15}$/.test(userRaw))
    errors.user_id = ['must be the id of a person'];
  // The people a change of a team's or a rota's requirements left short (its recheck link).
  const teamRaw = ctx.query.get('team_id');
  const rotaRaw = ctx.query.get('rota_id');
  if (teamRaw !== null && !/^\d{1,15}$/.test(teamRaw))
    errors.team_id = ['must be the id of a team'];
  if (rotaRaw !== null && !/^\d{1,15}$/.test(rotaRaw))
    errors.rota_id = ['must be the id of a rota'];
  if (teamRaw !== null && rotaRaw !== null) errors.rota_id = ['give a team or a rota, not both'];
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const today = new Date().toISOString().slice(0, 10);
  const to =
    toRaw ?? new Date(Date.now() + CLEARANCE_HORIZON_DAYS * 86_400_000).toISOString().slice(0, 10);
  const rows = atRiskPlacements(ctx.services.store, {
    today,
    to,
    scope: teamScopeOf(ctx),
    ...(userRaw !== null ? { userId: Number(userRaw) } : {}),
    ...(teamRaw !== null ? { within: { team: Number(teamRaw) } } : {}),
    ...(rotaRaw !== null ? { within: { rota: Number(rotaRaw) } } : {}),
  });
  return { json: listEnvelope(rows, 1, Math.max(1, rows.length), rows.length) };
}

/** One logged confirmation of a warned clearance gap, as the Safety home lists it. */
export interface ConfirmedGap {
  id: number;
  user_id: number | null;
  name: string;
  work: string;
  work_from: string | null;
  work_to: string | null;
  gaps: string[];
  reason: string;
  by_user_id: number | null;
  by_name: string;
  at: string;
}

/**
 * `GET /vetting/`, with `clearance=confirmed` the logged confirmations of
 * warned gaps instead of the checks, with `clearance=at_risk` the people
 * placed on upcoming work who will not be cleared by then (see the module's notes).
 */
export const listChecksOrConfirmations: Handler = (ctx) => {
  const asked = ctx.query.get('clearance');
  if (asked === null) return listRecords(ctx);
  if (asked === 'at_risk') return listAtRisk(ctx);
  if (asked !== 'confirmed') throw validationError({ clearance: ['must be confirmed or at_risk'] });
  requireStaff(ctx);
  const errors: FieldErrors = {};
  const from = readDateParam(ctx.query, 'from', errors);
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const store = ctx.services.store;
  const scope = teamScopeOf(ctx);
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const rows: ConfirmedGap[] = store
    .findBy(named('users.logs'), 'action', 'clearance_gap_confirmed')
    .flatMap((log) => {
      const userId = Number(log.user_id);
      const person = Number.isInteger(userId) ? store.get(named('users'), {}, userId) : undefined;
      if (scope) {
        const teams = Array.isArray(person?.team_ids) ? person.team_ids.map(Number) : [];
        if (!teams.some((t) => scope.teams.has(t))) return [];
      }
      const at = text(log.at) || text(log.created_at);
      if (from && at.slice(0, 10) < from) return [];
      return [
        {
          id: log.id,
          user_id: person ? person.id : null,
          name: person ? personName(person) : '',
          work: text(log.work),
          work_from: text(log.work_from) || null,
          work_to: text(log.work_to) || null,
          gaps: Array.isArray(log.gaps) ? log.gaps.map(String) : [],
          reason: text(log.reason),
          by_user_id: typeof log.by_user_id === 'number' ? log.by_user_id : null,
          by_name: text(log.by_name),
          at,
        },
      ];
    })
    .sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
  return { json: listEnvelope(rows, 1, Math.max(1, rows.length), rows.length) };
};

/**
 * `PUT /shifts/{id}`: with `clearance_reminder: {user_id}` (and nothing else)
 * e-mails that person about the clearance they will lack on the shift's day
 * (see the module's notes and domain/atRisk.ts {@link remindPlaced}); any
 * other update is the shift's own.
 */
export const updateShiftOrRemind: Handler = (ctx) => {
  const body = bodyOrUndefined(ctx);
  if (!body || body.clearance_reminder === undefined) return updateShiftOrPlace(ctx);
  if (!ctx.session?.user.permissions.includes('edit-rotas'))
    throw new ApiError(403, 'forbidden', "Changing a shift needs the 'edit-rotas' permission.");
  return remindPlaced(ctx, 'shift', body);
};
