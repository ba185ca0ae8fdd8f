/**
 * Session attendees (keyed by user id) and their bulk actions of spec 4: change
 * the status of many attendees, remove many from a session.
 *
 * @module
 */
import { notFound, validationError } from '../errors.js';
import type { Scope, StoredRecord } from '../store/records.js';
import type { Handler, RequestCtx } from '../routes/types.js';
import { etagHeaders, checkIfMatch } from './concurrency.js';
import { allow, bodyObject, idList, numParam } from './input.js';
import { named } from '../store/collections.js';
import { checkOwned } from '../authz/ownership.js';
import { ATTENDEE_STATUSES, isOneOf } from '@volunteerkit/api-client/models';

/** Collection of attendees. */
export const ATTENDEES = named('events.sessions.attendees');

function session(ctx: RequestCtx): Scope {
  const eventId = numParam(ctx, 'eventId', 'Event');
  const sessionId = numParam(ctx, 'sessionId', 'Session');
  if (!ctx.services.store.get(named('events'), {}, eventId)) throw notFound(`Event ${eventId}`);
  if (!ctx.services.store.get(named('events.sessions'), { eventId: String(eventId) }, sessionId))
    throw notFound(`Session ${sessionId}`);
  return { eventId: String(eventId), sessionId: String(sessionId) };
}

function byUser(ctx: RequestCtx, scope: Scope): Map<number, StoredRecord> {
  return new Map(ctx.services.store.all(ATTENDEES, scope).map((a) => [Number(a.user_id), a]));
}

function status(body: Record<string, unknown>): string {
  const s = body.status;
  if (!isOneOf(ATTENDEE_STATUSES, s))
    throw validationError({ status: [`must be one of ${ATTENDEE_STATUSES.join(', ')}`] });
  return s;
}

/** `PUT .../sessions/{sessionId}/bulk-update-user-status/` `{user_ids, status}`. */
export const bulkUpdateUserStatus: Handler = (ctx) => {
  allow(ctx, 'edit-users');
  const body = bodyObject(ctx);
  const ids = idList(body, 'user_ids');
  const next = status(body);
  const data = ctx.services.db.transaction(() => {
    const scope = session(ctx);
    const current = byUser(ctx, scope);
    const missing = ids.filter((id) => !current.has(id));
    if (missing.length > 0)
      throw validationError({ user_ids: [`are not attendees: ${missing.join(', ')}`] });
    return ids.map((id) =>
      ctx.services.store.update(ATTENDEES, scope, current.get(id)!.id, { status: next }),
    );
  })();
  return { json: { data } };
};

/** `PUT .../sessions/{sessionId}/bulk-delete-users/` `{user_ids}`: removes them from the session. */
export const bulkDeleteUsers: Handler = (ctx) => {
  allow(ctx, 'edit-users');
  const ids = idList(bodyObject(ctx), 'user_ids');
  const removed = ctx.services.db.transaction(() => {
    const scope = session(ctx);
    const current = byUser(ctx, scope);
    return ids.filter((id) => {
      const a = current.get(id);
      return a ? ctx.services.store.delete(ATTENDEES, scope, a.id) : false;
    });
  })();
  return { json: { data: { removed_user_ids: removed, removed: removed.length } } };
};

function attendee(ctx: RequestCtx): { scope: Scope; record: StoredRecord } {
  const scope = session(ctx);
  const userId = numParam(ctx, 'userId', 'Attendee');
  const record = byUser(ctx, scope).get(userId);
  if (!record) throw notFound(`Attendee ${userId}`);
  return { scope, record };
}

/** `GET .../attendees/{userId}`. */
export const showAttendee: Handler = (ctx) => {
  const { record } = attendee(ctx);
  checkOwned(ctx, record);
  return { json: { data: record }, headers: etagHeaders(record) };
};

/** `POST .../attendees/` `{user_id, status?}`: adds a person (one record per person). */
export const storeAttendee: Handler = (ctx) => {
  allow(ctx, 'edit-users');
  const body = bodyObject(ctx);
  const userId = Number(body.user_id);
  if (!Number.isInteger(userId) || !ctx.services.store.get(named('users'), {}, userId))
    throw validationError({ user_id: ['must be the id of a person'] });
  const record = ctx.services.db.transaction(() => {
    const scope = session(ctx);
    if (byUser(ctx, scope).has(userId))
      throw validationError({ user_id: ['is already an attendee'] });
    return ctx.services.store.insert(ATTENDEES, scope, {
      user_id: userId,
      status: body.status === undefined ? 'confirmed' : status(body),
    });
  })();
  return { status: 201, json: { data: record }, headers: etagHeaders(record) };
};

/** `PUT .../attendees/{userId}/` `{status}`. */
export const updateAttendee: Handler = (ctx) => {
  allow(ctx, 'edit-users');
  const next = status(bodyObject(ctx));
  const record = ctx.services.db.transaction(() => {
    const { scope, record } = attendee(ctx);
    checkIfMatch(ctx, record);
    return ctx.services.store.update(ATTENDEES, scope, record.id, { status: next })!;
  })();
  return { json: { data: record }, headers: etagHeaders(record) };
};

/** `DELETE .../attendees/{userId}`. */
export const deleteAttendee: Handler = (ctx) => {
  allow(ctx, 'edit-users');
  ctx.services.db.transaction(() => {
    const { scope, record } = attendee(ctx);
    checkIfMatch(ctx, record);
    ctx.services.store.delete(ATTENDEES, scope, record.id);
  })();
  return { status: 204 };
};
