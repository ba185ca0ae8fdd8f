/**
 * Session attendees (keyed by user id) and their bulk actions of spec 4: change
 * the status of many attendees, remove many from a session.
 *
 * Adding an attendee, or bringing a cancelled one back (one by one or in
 * bulk), places the person on the session: each asks the clearance policy of
 * issue 50 (domain/placement.ts) on the session's dates, with the event's and
 * its team's requirements; a confirmed warning is kept on the attendee
 * (`clearance_confirmed`) and logged.
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
import { admitPlacements, sessionWork, type PersonPlaced } from './placement.js';
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

/** The attendee statuses that do not place the person on the session. */
const NOT_PLACED = new Set(['cancelled']);

/**
 * Asks the clearance policy about the people a request places on the session
 * (`people`), on the session's dates; returns the admission to keep and log.
 */
function admitToSession(
  ctx: RequestCtx,
  scope: Scope,
  people: readonly { userId: number; field: string }[],
  body: Record<string, unknown>,
) {
  const store = ctx.services.store;
  const event = store.get(named('events'), {}, Number(scope.eventId))!;
  const session = store.get(
    named('events.sessions'),
    { eventId: String(scope.eventId) },
    Number(scope.sessionId),
  )!;
  const placed: PersonPlaced[] = people.flatMap(({ userId, field }) => {
    const person = store.get(named('users'), {}, userId);
    return person ? [{ person, field }] : [];
  });
  return admitPlacements(ctx, placed, sessionWork(store, event, session), { body });
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
    // Cancelled attendees brought back are placed again (issue 50).
    const back = NOT_PLACED.has(next)
      ? []
      : ids.flatMap((id, i) =>
          NOT_PLACED.has(String(current.get(id)!.status))
            ? [{ userId: id, field: `user_ids.${i}` }]
            : [],
        );
    const admission = admitToSession(ctx, scope, back, body);
    const rows = ids.map((id) => {
      const confirmed = admission.confirmations.get(id);
      return ctx.services.store.update(ATTENDEES, scope, current.get(id)!.id, {
        status: next,
        ...(confirmed ? { clearance_confirmed: confirmed } : {}),
      });
    });
    admission.log();
    return rows;
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
  const next = body.status === undefined ? 'confirmed' : status(body);
  const record = ctx.services.db.transaction(() => {
    const scope = session(ctx);
    if (byUser(ctx, scope).has(userId))
      throw validationError({ user_id: ['is already an attendee'] });
    const admission = admitToSession(
      ctx,
      scope,
      NOT_PLACED.has(next) ? [] : [{ userId, field: 'user_id' }],
      body,
    );
    const confirmed = admission.confirmations.get(userId);
    const stored = ctx.services.store.insert(ATTENDEES, scope, {
      user_id: userId,
      status: next,
      ...(confirmed ? { clearance_confirmed: confirmed } : {}),
    });
    admission.log();
    return stored;
  })();
  return { status: 201, json: { data: record }, headers: etagHeaders(record) };
};

/** `PUT .../attendees/{userId}/` `{status}`. */
export const updateAttendee: Handler = (ctx) => {
  allow(ctx, 'edit-users');
  const body = bodyObject(ctx);
  const next = status(body);
  const record = ctx.services.db.transaction(() => {
    const { scope, record } = attendee(ctx);
    checkIfMatch(ctx, record);
    const userId = Number(record.user_id);
    const admission = admitToSession(
      ctx,
      scope,
      NOT_PLACED.has(String(record.status)) && !NOT_PLACED.has(next)
        ? [{ userId, field: 'status' }]
        : [],
      body,
    );
    const confirmed = admission.confirmations.get(userId);
    const stored = ctx.services.store.update(ATTENDEES, scope, record.id, {
      status: next,
      ...(confirmed ? { clearance_confirmed: confirmed } : {}),
    })!;
    admission.log();
    return stored;
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
