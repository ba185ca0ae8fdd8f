/**
 * An event's invitations and supervisors (spec 7.7): who is invited (a person
 * or a whole team) with the invitation's status, and who supervises it. Each
 * names a record that exists, once per event; an invitation's status is one of
 * {@link INVITATION_STATUSES}. Writes need `edit-rotas` or `manage-organisation`
 * (the events rule of authz/rules.ts, checked before these handlers).
 *
 * Inviting a person, inviting a team (every active member), accepting an
 * invitation and adding a supervisor place people on the event: each asks the
 * clearance policy of issue 50 (domain/placement.ts) on the event's dates.
 *
 * @module
 */
import { notFound, validationError, type FieldErrors } from '../errors.js';
import type { Scope, StoredRecord } from '../store/records.js';
import type { Handler, RequestCtx } from '../routes/types.js';
import { checkIfMatch, etagHeaders } from './concurrency.js';
import { bodyObject, numParam } from './input.js';
import { named } from '../store/collections.js';
import { admitPlacements, eventWork, teamMembersPlaced } from './placement.js';

/** Collection of invitations. */
export const INVITATIONS = named('events.invitations');
/** Collection of supervisors. */
export const SUPERVISORS = named('events.supervisors');

/** The statuses an invitation can have (new ones are `invited`). */
export const INVITATION_STATUSES = ['invited', 'accepted', 'declined', 'withdrawn'];

function eventScope(ctx: RequestCtx): Scope {
  const eventId = numParam(ctx, 'eventId', 'Event');
  if (!ctx.services.store.get(named('events'), {}, eventId)) throw notFound(`Event ${eventId}`);
  return { eventId: String(eventId) };
}

function positiveId(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined;
}

function invitationStatus(value: unknown, errors: FieldErrors): string | undefined {
  if (typeof value === 'string' && INVITATION_STATUSES.includes(value)) return value;
  errors.status = [`must be one of ${INVITATION_STATUSES.join(', ')}`];
  return undefined;
}

/**
 * `POST /events/{eventId}/invitations/` `{user_id}` or `{team_id}` (one of the
 * two), `status?` (default `invited`): invites a person or a team, once.
 */
export const storeInvitation: Handler = (ctx) => {
  const body = bodyObject(ctx);
  const errors: FieldErrors = {};
  const userId = body.user_id === undefined ? undefined : positiveId(body.user_id);
  const teamId = body.team_id === undefined ? undefined : positiveId(body.team_id);
  if (
    body.user_id !== undefined &&
    (!userId || !ctx.services.store.get(named('users'), {}, userId))
  )
    errors.user_id = ['must be the id of a person'];
  if (
    body.team_id !== undefined &&
    (!teamId || !ctx.services.store.get(named('organisation.teams'), {}, teamId))
  )
    errors.team_id = ['must be the id of a team'];
  if (body.user_id === undefined && body.team_id === undefined)
    errors.user_id = ['a person (user_id) or a team (team_id) is needed'];
  if (body.user_id !== undefined && body.team_id !== undefined)
    errors.team_id = ['invite a person or a team, not both at once'];
  const status =
    body.status === undefined ? 'invited' : (invitationStatus(body.status, errors) ?? 'invited');
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const record = ctx.services.db.transaction(() => {
    const scope = eventScope(ctx);
    const event = ctx.services.store.get(named('events'), {}, Number(scope.eventId))!;
    const person =
      userId !== undefined ? ctx.services.store.get(named('users'), {}, userId) : undefined;
    // The clearance policy (issue 50) for the person invited, or every active member of the team.
    const admission = admitPlacements(
      ctx,
      person
        ? [{ person, field: 'user_id' }]
        : teamId !== undefined
          ? teamMembersPlaced(ctx.services.store, teamId)
          : [],
      eventWork(ctx.services.store, event),
      { body },
    );
    const taken = ctx.services.store
      .all(INVITATIONS, scope)
      .some((i) =>
        userId !== undefined ? Number(i.user_id) === userId : Number(i.team_id) === teamId,
      );
    if (taken)
      throw validationError(
        userId !== undefined
          ? { user_id: ['is already invited'] }
          : { team_id: ['is already invited'] },
      );
    const confirmed = userId !== undefined ? admission.confirmations.get(userId) : undefined;
    const stored = ctx.services.store.insert(INVITATIONS, scope, {
      ...(userId !== undefined ? { user_id: userId } : { team_id: teamId }),
      status,
      invited_at: new Date().toISOString(),
      invited_by: Number(ctx.session?.user.id) || null,
      ...(confirmed ? { clearance_confirmed: confirmed } : {}),
      ...(userId === undefined && admission.confirmations.size > 0
        ? { clearance_confirmed_for: Object.fromEntries(admission.confirmations) }
        : {}),
    });
    admission.log();
    return stored;
  })();
  return { status: 201, json: { data: record }, headers: etagHeaders(record) };
};

function item(ctx: RequestCtx, collection: string): { scope: Scope; record: StoredRecord } {
  const scope = eventScope(ctx);
  const id = numParam(ctx, 'id', 'Record');
  const record = ctx.services.store.get(collection, scope, id);
  if (!record) throw notFound(`Record ${id}`);
  return { scope, record };
}

/** `PUT /events/{eventId}/invitations/{id}` `{status}`: the invitation's status changes. */
export const updateInvitation: Handler = (ctx) => {
  const body = bodyObject(ctx);
  const errors: FieldErrors = {};
  const status = invitationStatus(body.status, errors);
  for (const key of ['user_id', 'team_id'])
    if (key in body) errors[key] = ['cannot change: withdraw and invite again'];
  if (Object.keys(errors).length > 0 || !status) throw validationError(errors);
  const record = ctx.services.db.transaction(() => {
    const { scope, record } = item(ctx, INVITATIONS);
    checkIfMatch(ctx, record);
    // Accepting places the person (or the team's members): the clearance policy is asked
    // again on the event's dates.
    const accepting = status === 'accepted' && record.status !== 'accepted';
    const person =
      accepting && record.user_id !== undefined && record.user_id !== null
        ? ctx.services.store.get(named('users'), {}, Number(record.user_id))
        : undefined;
    const members =
      accepting && !person && record.team_id !== undefined && record.team_id !== null
        ? teamMembersPlaced(ctx.services.store, Number(record.team_id), 'status')
        : [];
    const event = ctx.services.store.get(named('events'), {}, Number(scope.eventId))!;
    const admission = admitPlacements(
      ctx,
      person ? [{ person, field: 'status' }] : members,
      eventWork(ctx.services.store, event),
      { body },
    );
    const confirmed = person ? admission.confirmations.get(person.id) : undefined;
    const next = ctx.services.store.update(INVITATIONS, scope, record.id, {
      status,
      responded_at: status === 'invited' ? null : new Date().toISOString(),
      ...(confirmed ? { clearance_confirmed: confirmed } : {}),
      ...(!person && admission.confirmations.size > 0
        ? { clearance_confirmed_for: Object.fromEntries(admission.confirmations) }
        : {}),
    })!;
    admission.log();
    return next;
  })();
  return { json: { data: record }, headers: etagHeaders(record) };
};

/** `POST /events/{eventId}/supervisors/` `{user_id}`: a person supervises the event, once. */
export const storeSupervisor: Handler = (ctx) => {
  const body = bodyObject(ctx);
  const userId = positiveId(body.user_id);
  if (!userId || !ctx.services.store.get(named('users'), {}, userId))
    throw validationError({ user_id: ['must be the id of a person'] });
  const record = ctx.services.db.transaction(() => {
    const scope = eventScope(ctx);
    if (ctx.services.store.all(SUPERVISORS, scope).some((s) => Number(s.user_id) === userId))
      throw validationError({ user_id: ['already supervises this event'] });
    // A supervisor works at the event: the clearance policy (issue 50) on its dates.
    const store = ctx.services.store;
    const event = store.get(named('events'), {}, Number(scope.eventId))!;
    const person = store.get(named('users'), {}, userId)!;
    const admission = admitPlacements(
      ctx,
      [{ person, field: 'user_id' }],
      eventWork(store, event),
      { body },
    );
    const confirmed = admission.confirmations.get(userId);
    const stored = store.insert(SUPERVISORS, scope, {
      user_id: userId,
      ...(confirmed ? { clearance_confirmed: confirmed } : {}),
    });
    admission.log();
    return stored;
  })();
  return { status: 201, json: { data: record }, headers: etagHeaders(record) };
};
