/**
 * People actions of spec 4: block and unblock (with a real can-be-blocked
 * answer) and anonymisation on request.
 *
 * @module
 */
import { ApiError, notFound, validationError } from '../errors.js';
import { stmt } from '../store/db.js';
import type { StoredRecord } from '../store/records.js';
import type { Handler, RequestCtx } from '../routes/types.js';
import { allow, bodyObject, me, numParam } from './input.js';
import { named } from '../store/collections.js';
import { assertMayActOn, personRefusal } from '../authz/policy.js';
import { teamScopeOf, withinScope } from '../authz/teamScope.js';

const USERS = named('users');
const BLOCKED = named('users.blocked');

function person(ctx: RequestCtx): StoredRecord {
  const id = numParam(ctx, 'userId', 'User');
  const user = ctx.services.store.get(USERS, {}, id);
  if (!user) throw notFound(`User ${id}`);
  return user;
}

/** The team scope of the caller as a test of a person (undefined: everyone). */
export function scopeTest(ctx: RequestCtx): ((p: StoredRecord) => boolean) | undefined {
  const scope = teamScopeOf(ctx);
  return scope ? (p) => withinScope(scope, 'users', p) : undefined;
}

/** Why a person cannot be blocked now (empty when they can). */
export function blockRefusals(ctx: RequestCtx, user: StoredRecord): string[] {
  const reasons: string[] = [];
  if (user.status === 'blocked') reasons.push('The person is already blocked.');
  if (Number(ctx.session?.user.id) === user.id) reasons.push('You cannot block yourself.');
  if (user.role === 'administrator') reasons.push('Administrators cannot be blocked.');
  else {
    const why = personRefusal(
      ctx.services.store,
      ctx.session?.user,
      user,
      'status',
      scopeTest(ctx),
    );
    if (why && why !== 'your own account') reasons.push(`You cannot block this person: ${why}.`);
  }
  if (user.anonymised_at) reasons.push('The person has been anonymised.');
  return reasons;
}

/** `GET /users/{userId}/blocked/can-be-blocked/` (list and show): `{can_be_blocked, reasons, upcoming_shifts}`. */
export const canBeBlocked: Handler = (ctx) => {
  allow(ctx, 'block-users');
  const user = person(ctx);
  const reasons = blockRefusals(ctx, user);
  const upcoming = (
    stmt(
      ctx.services.db,
      `SELECT COUNT(*) AS n FROM records, json_each(json_extract(data, '$.assignments')) a WHERE collection = '${named('shifts')}'
       AND json_extract(a.value, '$.user_id') = ? AND json_extract(data, '$.start') >= ? AND COALESCE(json_extract(data, '$.status'), 'scheduled') = 'scheduled'`,
    ).get(user.id, new Date().toISOString()) as { n: number }
  ).n;
  return {
    json: {
      data: {
        user_id: user.id,
        can_be_blocked: reasons.length === 0,
        reasons,
        upcoming_shifts: upcoming,
        warnings:
          upcoming > 0 ? [`Blocking removes the person from ${upcoming} upcoming shift(s).`] : [],
      },
    },
  };
};

/** `POST /users/{userId}/blocked/` `{reason}`: blocks the person (status `blocked`), removes them from upcoming shifts. */
export const blockUser: Handler = (ctx) => {
  allow(ctx, 'block-users');
  const body = bodyObject(ctx);
  const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
  if (!reason || reason.length > 500)
    throw validationError({ reason: ['is required (at most 500 characters)'] });
  const record = ctx.services.db.transaction(() => {
    const user = person(ctx);
    const refusals = blockRefusals(ctx, user);
    if (refusals.length > 0)
      throw new ApiError(409, 'cannot_be_blocked', refusals.join(' '), {
        extra: { reasons: refusals },
      });
    const store = ctx.services.store;
    const now = new Date().toISOString();
    for (const shift of store.all(named('shifts'))) {
      const list = Array.isArray(shift.assignments)
        ? (shift.assignments as { user_id: number }[])
        : [];
      if (String(shift.start ?? '') >= now && list.some((a) => a.user_id === user.id))
        store.update(named('shifts'), {}, shift.id, {
          assignments: list.filter((a) => a.user_id !== user.id),
        });
    }
    store.update(USERS, {}, user.id, {
      status: 'blocked',
      blocked: true,
      blocked_reason: reason,
      status_before_block: user.status ?? 'active',
    });
    return store.insert(
      BLOCKED,
      { userId: String(user.id) },
      { reason, blocked_by: me(ctx), blocked_at: now },
    );
  })();
  return { status: 201, json: { data: record } };
};

/** `DELETE /users/{userId}/blocked/{id}`: unblocks (the status before the block comes back). */
export const unblockUser: Handler = (ctx) => {
  allow(ctx, 'block-users');
  const id = numParam(ctx, 'id', 'Block');
  ctx.services.db.transaction(() => {
    const user = person(ctx);
    const scope = { userId: String(user.id) };
    if (!ctx.services.store.get(BLOCKED, scope, id)) throw notFound(`Block ${id}`);
    ctx.services.store.delete(BLOCKED, scope, id);
    if (ctx.services.store.all(BLOCKED, scope).length === 0)
      ctx.services.store.update(USERS, {}, user.id, {
        status: typeof user.status_before_block === 'string' ? user.status_before_block : 'active',
        blocked: false,
        blocked_reason: null,
        status_before_block: null,
      });
  })();
  return { status: 204 };
};

const PERSONAL = [
  'phone',
  'date_of_birth',
  'postcode',
  'address',
  'emergency_contact',
  'gender',
  'diversity',
  'motivation',
];

/**
 * `POST /users/{userId}/request-anonymisation/`: replaces the personal fields
 * (name, e-mail, phone, date of birth, address...) and removes the login.
 * The person themselves or a holder of 'edit-users' may ask.
 */
export const requestAnonymisation: Handler = (ctx) => {
  const user = person(ctx);
  allow(ctx, 'edit-users', user.id);
  assertMayActOn(ctx.services.store, ctx.session?.user, user, 'erase', scopeTest(ctx));
  if (user.anonymised_at)
    throw new ApiError(409, 'already_anonymised', 'The person is already anonymised.');
  const body = bodyObject(ctx);
  const now = new Date().toISOString();
  const record = ctx.services.db.transaction(() => {
    const patch: Record<string, unknown> = {
      first_name: 'Anonymised',
      last_name: `person ${user.id}`,
      email: `anonymised-${user.id}@invalid.invalid`,
      anonymised_at: now,
    };
    for (const field of PERSONAL) if (field in user) patch[field] = null;
    ctx.services.store.update(USERS, {}, user.id, patch);
    stmt(ctx.services.db, 'DELETE FROM credentials WHERE user_id = ?').run(user.id);
    return ctx.services.store.insert(
      named('users.requestAnonymisation'),
      { userId: String(user.id) },
      {
        status: 'completed',
        requested_by: me(ctx),
        reason: typeof body.reason === 'string' ? body.reason.slice(0, 500) : null,
        completed_at: now,
      },
    );
  })();
  return { status: 201, json: { data: record } };
};
