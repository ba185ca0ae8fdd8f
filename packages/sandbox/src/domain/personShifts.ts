/**
 * A person's shifts: `GET /shifts/?user_id=&from=` lists the shifts a person
 * is assigned to (any assignment status), by start time, from `from` (an ISO
 * date or date-time) when given. Without `user_id` it is the generic list.
 *
 * Who sees whose assignments: holders of 'edit-rotas' or 'view-users' see
 * every assignment of a shift; anyone else (a volunteer with 'view-rotas')
 * sees the shifts with only their own assignments in them, and may list by
 * `user_id` only their own id, or that of a minor in their care
 * (authz/guardianship.ts).
 *
 * @module
 */
import { ApiError, validationError, type FieldErrors } from '../errors.js';
import { readDateParam } from '../dates.js';
import { listEnvelope, readPaging } from '../routes/paging.js';
import { DEFAULT_LIMIT, listRecords, showRecord } from '../routes/resources.js';
import type { Handler, Reply, RequestCtx } from '../routes/types.js';
import type { StoredRecord } from '../store/records.js';
import { named } from '../store/collections.js';
import { isGuardianOf } from '../authz/guardianship.js';
import { checkListQuery, redact } from '../authz/policy.js';
import { withPositions } from './waitlist.js';

/** True when the caller may list anyone's shifts by `user_id`. */
function seesAll(ctx: RequestCtx): boolean {
  const held = ctx.session?.user.permissions ?? [];
  return held.includes('edit-rotas') || held.includes('view-users');
}

/**
 * A shift as the caller may see it: without other people's assignments unless
 * staff (`forUser`: a minor in the caller's care, whose assignment they see too).
 */
export function visibleShift(ctx: RequestCtx, shift: StoredRecord, forUser?: number): StoredRecord {
  // Each waitlist entry carries its position, so a volunteer who sees only their own knows it.
  return redact(named('shifts'), withPositions(shift), ctx.session?.user, forUser);
}

function redactList(ctx: RequestCtx, reply: Reply): Reply {
  const json = reply.json as { data?: StoredRecord[] } | undefined;
  if (!json || !Array.isArray(json.data)) return reply;
  return { ...reply, json: { ...json, data: json.data.map((s) => visibleShift(ctx, s)) } };
}

/** `show /shifts/{id}`: with only the caller's own assignments unless staff. */
export const showShift: Handler = async (ctx) => {
  const reply = await showRecord(ctx);
  const json = reply.json as { data: StoredRecord };
  return { ...reply, json: { data: visibleShift(ctx, json.data) } };
};

/** `list /shifts`: by assigned person when `user_id` is given. */
export const listShifts: Handler = async (ctx) => {
  checkListQuery(named('shifts'), ctx.query, ctx.session?.user);
  const userRaw = ctx.query.get('user_id');
  if (userRaw === null) return redactList(ctx, await listRecords(ctx));
  const errors: FieldErrors = {};
  if (!/^\d{1,15}$/.test(userRaw)) errors.user_id = ['must be the id of a person'];
  else if (
    !seesAll(ctx) &&
    Number(userRaw) !== ctx.session?.user.id &&
    !isGuardianOf(ctx.services.db, ctx.session?.user.id ?? NaN, Number(userRaw))
  )
    throw new ApiError(
      403,
      'forbidden',
      "Listing another person's shifts needs the 'edit-rotas' or 'view-users' permission, or to be the guardian of a minor.",
    );
  const from = readDateParam(ctx.query, 'from', errors, { time: true }) ?? '';
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const { page, limit } = readPaging(ctx.query, DEFAULT_LIMIT);
  const userId = Number(userRaw);
  const mine = ctx.services.store
    .all(named('shifts'))
    .filter(
      (s) =>
        Array.isArray(s.assignments) &&
        (s.assignments as { user_id?: unknown }[]).some((a) => Number(a.user_id) === userId) &&
        (from === '' || String(s.start ?? '') >= from),
    )
    .sort((a, b) => String(a.start ?? '').localeCompare(String(b.start ?? '')) || a.id - b.id);
  const start = (page - 1) * limit;
  const shown = mine.slice(start, start + limit).map((s) => visibleShift(ctx, s, userId));
  return { json: listEnvelope(shown, page, limit, mine.length) };
};
