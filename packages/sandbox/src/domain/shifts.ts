/**
 * Shift behaviour beyond the generic store: the team must exist, the end comes
 * after the start, assignments are `{user_id, status}` of existing people
 * without duplicates and within the places, and assigning people keeps their
 * `last_scheduled_at` up to date. People newly assigned are placed only as
 * the clearance policy allows (domain/placement.ts): a warned gap confirmed
 * with `confirm_clearance_gap` is kept on their assignment as `clearance_confirmed`.
 *
 * @module
 */
import { awardMilestones } from './milestones.js';
import { validationError, type FieldErrors } from '../errors.js';
import { deleteRecord, storeRecord, updateRecord } from '../routes/resources.js';
import type { Handler, RequestCtx } from '../routes/types.js';
import type { StoredRecord } from '../store/records.js';
import { named } from '../store/collections.js';
import { ASSIGNMENT_STATUSES, isOneOf } from '@volunteerkit/api-client/models';
import { notify } from './notify.js';
import { etagHeaders } from './concurrency.js';
import { fillFromWaitlist } from './waitlist.js';
import { admitPlacements, CONFIRM_FIELD, shiftWork, type Admission } from './placement.js';
import { recheckPlaced } from './atRisk.js';

function check(ctx: RequestCtx, current: StoredRecord | undefined): Admission | undefined {
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  if (typeof body !== 'object' || Array.isArray(body)) return undefined; // the generic validation answers
  const s = { ...current, ...body };
  const errors: FieldErrors = {};
  const store = ctx.services.store;
  if (
    body.team_id !== undefined &&
    !store.get(named('organisation.teams'), {}, Number(body.team_id))
  )
    errors.team_id = ['must be the id of a team'];
  if (
    typeof s.start === 'string' &&
    typeof s.end === 'string' &&
    !(Date.parse(s.end) > Date.parse(s.start))
  )
    errors.end = ['must be after start'];
  if (Array.isArray(body.assignments)) {
    const seen = new Set<number>();
    body.assignments.forEach((a: unknown, i) => {
      const row = (typeof a === 'object' && a !== null ? a : {}) as Record<string, unknown>;
      const id = Number(row.user_id);
      if (!Number.isInteger(id) || !store.get(named('users'), {}, id))
        errors[`assignments.${i}.user_id`] = ['must be the id of a person'];
      else if (seen.has(id)) errors[`assignments.${i}.user_id`] = ['is assigned twice'];
      seen.add(id);
      if (row.status !== undefined && !isOneOf(ASSIGNMENT_STATUSES, row.status))
        errors[`assignments.${i}.status`] = [`must be one of ${ASSIGNMENT_STATUSES.join(', ')}`];
    });
    if (typeof s.places === 'number' && body.assignments.length > s.places)
      errors.assignments = [`has more people than the ${s.places} places`];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return admitNewPeople(ctx, body, current);
}

/**
 * Asks the clearance policy about the people a write newly assigns (or all
 * of them when a cancelled shift is scheduled again), and keeps the
 * confirmation of a warned gap on their assignment.
 */
function admitNewPeople(
  ctx: RequestCtx,
  body: Record<string, unknown>,
  current: StoredRecord | undefined,
): Admission | undefined {
  const store = ctx.services.store;
  const merged = { ...current, ...body };
  if (!Array.isArray(merged.assignments) || merged.status === 'cancelled') {
    delete body[CONFIRM_FIELD];
    return undefined;
  }
  const before = new Set(
    (Array.isArray(current?.assignments) ? current.assignments : []).map((a) =>
      Number((a as { user_id?: unknown }).user_id),
    ),
  );
  // Everyone is asked again when a cancelled shift is scheduled again. A change of the
  // requirements or dates does not ask the people already on it: they stay, and
  // recheckPlaced (domain/atRisk.ts) tells whoever saved who no longer meets them.
  const rescheduled =
    current?.status === 'cancelled' && body.status !== undefined && body.status !== 'cancelled';
  const rows = merged.assignments as Record<string, unknown>[];
  const placed = rows.flatMap((row, i) => {
    const id = Number(row.user_id);
    if (!rescheduled && before.has(id)) return [];
    if (row.status === 'cancelled' || row.status === 'declined') return [];
    const person = store.get(named('users'), {}, id);
    return person ? [{ person, field: `assignments.${i}.user_id` }] : [];
  });
  const admission = admitPlacements(ctx, placed, shiftWork(store, merged), { body });
  delete body[CONFIRM_FIELD];
  // A confirmation stays on the assignment (a client that sends `{user_id, status}` keeps it).
  const kept = new Map(
    (Array.isArray(current?.assignments) ? current.assignments : []).flatMap((a) => {
      const row = a as Record<string, unknown>;
      return row.clearance_confirmed ? [[Number(row.user_id), row.clearance_confirmed]] : [];
    }),
  );
  if (Array.isArray(body.assignments))
    body.assignments = rows.map((row) => {
      const c = admission.confirmations.get(Number(row.user_id)) ?? kept.get(Number(row.user_id));
      return c && !row.clearance_confirmed ? { ...row, clearance_confirmed: c } : row;
    });
  return admission;
}

function touchPeople(ctx: RequestCtx, shift: StoredRecord): void {
  if (!Array.isArray(shift.assignments) || typeof shift.start !== 'string') return;
  if (shift.status === 'cancelled') return;
  for (const a of shift.assignments as { user_id: number }[]) {
    const person = ctx.services.store.get(named('users'), {}, a.user_id);
    if (person && String(person.last_scheduled_at ?? '') < shift.start)
      ctx.services.store.update(named('users'), {}, a.user_id, { last_scheduled_at: shift.start });
  }
}

/** `POST /shifts/`. */
export const storeShift: Handler = async (ctx) => {
  const admission = check(ctx, undefined);
  const reply = await storeRecord(ctx);
  admission?.log();
  touchPeople(ctx, (reply.json as { data: StoredRecord }).data);
  return reply;
};

/** The fields whose change the people on a shift are told about. */
const TOLD_FIELDS = ['start', 'end', 'location', 'title', 'team_id'] as const;

/** The people assigned to a shift. */
function assignedIds(shift: StoredRecord | undefined): number[] {
  if (!shift || !Array.isArray(shift.assignments)) return [];
  return (shift.assignments as { user_id?: unknown }[])
    .map((a) => Number(a?.user_id))
    .filter((n) => Number.isInteger(n) && n > 0);
}

/** The day and time of a shift in words ("2027-01-16 10:00"). */
function when(shift: StoredRecord): string {
  return typeof shift.start === 'string' ? shift.start.slice(0, 16).replace('T', ' ') : '';
}

/**
 * Tells the people on a shift that it was cancelled (deleted, or its status
 * set to cancelled) or that its time, place or title changed; `after` is
 * undefined when it was deleted. The person who made the change is not told.
 */
export function tellShiftPeople(
  ctx: RequestCtx,
  before: StoredRecord,
  after: StoredRecord | undefined,
): void {
  const cancelled =
    after === undefined || (after.status === 'cancelled' && before.status !== 'cancelled');
  const changed =
    !cancelled &&
    after !== undefined &&
    TOLD_FIELDS.some((f) => JSON.stringify(after[f]) !== JSON.stringify(before[f]));
  if (!cancelled && !changed) return;
  const title = String((after ?? before).title ?? 'A shift');
  const self = Number(ctx.session?.user.id);
  const people = new Set(assignedIds(before));
  for (const id of assignedIds(after)) people.add(id);
  for (const id of people) {
    if (id === self) continue;
    notify(ctx.services, id, {
      kind: cancelled ? 'shift_cancelled' : 'shift_changed',
      topic: 'shift_changes',
      title: cancelled ? `${title} is cancelled` : `${title} has changed`,
      body: cancelled
        ? `${title} on ${when(before)} is cancelled.`
        : `${title} is now on ${when(after!)}${typeof after!.location === 'string' && after!.location ? ` at ${after!.location}` : ''}.`,
      link: '/my/shifts',
      params: { title, when: when(after ?? before) },
    });
  }
}

/**
 * `PUT /shifts/{id}` (If-Match honoured); the people on it are told of a change.
 * When the requirements or dates change, the answer's `clearance_recheck` says
 * who placed on it no longer meets them (domain/atRisk.ts).
 */
export const updateShift: Handler = async (ctx) => {
  const raw = ctx.params.id ?? '';
  const current = /^\d{1,15}$/.test(raw)
    ? ctx.services.store.get(named('shifts'), {}, Number(raw))
    : undefined;
  const admission = check(ctx, current);
  const recheck = current
    ? recheckPlaced(ctx, 'shift', current.id, ctx.body as Record<string, unknown>, current)
    : () => undefined;
  const reply = await updateRecord(ctx);
  admission?.log();
  const lapsed = recheck();
  const after = (reply.json as { data: StoredRecord }).data;
  touchPeople(ctx, after);
  if (current) tellShiftPeople(ctx, current, after);
  // Attendance recorded: the hour milestones the people reached (domain/milestones.ts).
  if (Array.isArray(after.assignments))
    for (const a of after.assignments as { user_id?: unknown; status?: unknown }[])
      if (a?.status === 'attended' && Number.isInteger(Number(a.user_id)))
        awardMilestones(ctx.services, Number(a.user_id));
  // A place freed by staff (someone taken off, more places) goes to the waitlist (domain/waitlist.ts).
  const told = lapsed ? { clearance_recheck: lapsed } : {};
  if (current && fillFromWaitlist(ctx.services, current.id, ctx.services.tokens.now()) > 0) {
    const filled = ctx.services.store.get(named('shifts'), {}, current.id);
    if (filled) return { ...reply, json: { data: filled, ...told }, headers: etagHeaders(filled) };
  }
  return lapsed ? { ...reply, json: { ...(reply.json as object), ...told } } : reply;
};

/** `DELETE /shifts/{id}`: the people on it are told it is cancelled. */
export const deleteShift: Handler = async (ctx) => {
  const raw = ctx.params.id ?? '';
  const current = /^\d{1,15}$/.test(raw)
    ? ctx.services.store.get(named('shifts'), {}, Number(raw))
    : undefined;
  const reply = await deleteRecord(ctx);
  if (current) tellShiftPeople(ctx, current, undefined);
  return reply;
};
