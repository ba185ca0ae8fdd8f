/**
 * Bulk changes of an event's sessions (spec 7.7): the same fields on many
 * sessions, or a new location for many. All or nothing; every id must be a
 * session of the event.
 *
 * @module
 */
import { notFound, validationError } from '../errors.js';
import type { Scope, StoredRecord } from '../store/records.js';
import type { Handler, RequestCtx } from '../routes/types.js';
import { validateRecord } from '../validation.js';
import { bodyObject, idList, numParam } from './input.js';
import { named } from '../store/collections.js';

/** Collection of sessions. */
export const SESSIONS = named('events.sessions');

function eventScope(ctx: RequestCtx): Scope {
  const eventId = numParam(ctx, 'eventId', 'Event');
  if (!ctx.services.store.get(named('events'), {}, eventId)) throw notFound(`Event ${eventId}`);
  return { eventId: String(eventId) };
}

function updateSessions(
  ctx: RequestCtx,
  ids: number[],
  patch: Record<string, unknown>,
): StoredRecord[] {
  return ctx.services.db.transaction(() => {
    const scope = eventScope(ctx);
    const store = ctx.services.store;
    const missing = ids.filter((id) => !store.get(SESSIONS, scope, id));
    if (missing.length > 0)
      throw validationError({ ids: [`are not sessions of this event: ${missing.join(', ')}`] });
    return ids.map((id) => store.update(SESSIONS, scope, id, patch)!);
  })();
}

/** `PUT /events/{eventId}/sessions/bulk-update/` `{ids, ...fields}`: the same fields on every session named. */
export const bulkUpdateSessions: Handler = (ctx) => {
  const body = bodyObject(ctx);
  const ids = idList(body, 'ids');
  const { ids: _ids, id: _id, ...fields } = body;
  if (Object.keys(fields).length === 0)
    throw validationError({ body: ['names no field to change'] });
  return { json: { data: updateSessions(ctx, ids, validateRecord(fields, undefined, true)) } };
};

/** `PUT /events/{eventId}/sessions/bulk-update-location/` `{ids, location}`. */
export const bulkUpdateLocation: Handler = (ctx) => {
  const body = bodyObject(ctx);
  const ids = idList(body, 'ids');
  const location = typeof body.location === 'string' ? body.location.trim() : '';
  if (!location || location.length > 300)
    throw validationError({ location: ['is required (at most 300 characters)'] });
  return { json: { data: updateSessions(ctx, ids, { location }) } };
};
