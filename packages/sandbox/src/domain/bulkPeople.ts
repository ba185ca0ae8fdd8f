/**
 * `POST /bulk/`: one bulk action on everyone a saved list reaches at the moment
 * of the request (a list of people, or a saved view of the people list and its
 * filter, domain/audience.ts): add to a team, remove from a team, change
 * status, or delete. The body is `{action, saved_list_id, team_id?, status?}`.
 * Each person is changed in one transaction; whom the caller may not change
 * (outside a team leader's teams, their own account for a delete or a status
 * change) is refused by name with the reason, and the stored bulk record keeps
 * the result, which the answer returns.
 *
 * @module
 */
import { ApiError, validationError } from '../errors.js';
import { teamScopeOf, withinScope } from '../authz/teamScope.js';
import type { Handler, RequestCtx } from '../routes/types.js';
import { named } from '../store/collections.js';
import type { StoredRecord } from '../store/records.js';
import { audienceOf } from './audience.js';
import { bodyObject, me } from './input.js';
import { mayUseSavedList, personRefusal } from '../authz/policy.js';

/** The actions of a bulk request. */
export const BULK_ACTIONS = ['add-team', 'remove-team', 'status', 'delete'] as const;
/** One of {@link BULK_ACTIONS}. */
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** The statuses a bulk change may set (the people list's). */
export const BULK_STATUSES = ['active', 'applicant', 'inactive', 'leaver', 'blocked'] as const;

/** The permission each action needs beyond 'edit-users' (the route's). */
const NEEDS: Record<BulkAction, string | undefined> = {
  'add-team': undefined,
  'remove-team': undefined,
  status: 'block-users',
  delete: 'delete-users',
};

const USERS = named('users');

function nameOf(u: StoredRecord): string {
  const name = [u.first_name, u.last_name].filter((p) => typeof p === 'string' && p).join(' ');
  return name || (typeof u.email === 'string' ? u.email : `Person ${u.id}`);
}

interface Request {
  action: BulkAction;
  list: StoredRecord;
  teamId?: number;
  status?: string;
}

function readRequest(ctx: RequestCtx): Request {
  const body = bodyObject(ctx);
  const errors: Record<string, string[]> = {};
  const action = body.action as BulkAction;
  if (!BULK_ACTIONS.includes(action)) errors.action = [`must be one of ${BULK_ACTIONS.join(', ')}`];
  const listId = Number(body.saved_list_id);
  const list =
    Number.isInteger(listId) && listId > 0
      ? ctx.services.store.get(named('organisation.savedList'), {}, listId)
      : undefined;
  if (body.saved_list_id === undefined) errors.saved_list_id = ['is required'];
  else if (!list) errors.saved_list_id = ['no saved list has this id'];
  let teamId: number | undefined;
  if (action === 'add-team' || action === 'remove-team') {
    teamId = Number(body.team_id);
    if (
      !Number.isInteger(teamId) ||
      !ctx.services.store.get(named('organisation.teams'), {}, teamId)
    )
      errors.team_id = ['must be the id of a team'];
  }
  const status = action === 'status' ? body.status : undefined;
  if (action === 'status' && !BULK_STATUSES.includes(status as (typeof BULK_STATUSES)[number]))
    errors.status = [`must be one of ${BULK_STATUSES.join(', ')}`];
  if (Object.keys(errors).length > 0 || !list) throw validationError(errors);
  return {
    action,
    list,
    ...(teamId !== undefined ? { teamId } : {}),
    ...(typeof status === 'string' ? { status } : {}),
  };
}

/**
 * Why the caller may not do this to a person at all (authz/policy.ts, the
 * question the single-person routes ask), or undefined.
 */
function forbidden(ctx: RequestCtx, req: Request, person: StoredRecord): string | undefined {
  const scope = teamScopeOf(ctx);
  const act = req.action === 'delete' ? 'delete' : req.action === 'status' ? 'status' : 'edit';
  return personRefusal(
    ctx.services.store,
    ctx.session?.user,
    person,
    act,
    scope ? (p) => withinScope(scope, 'users', p) : undefined,
  );
}

/** Why a person is skipped (nothing to do for them), or undefined when they are changed. */
function refusal(ctx: RequestCtx, req: Request, person: StoredRecord): string | undefined {
  if (person.anonymised_at) return 'anonymised';
  const teams = Array.isArray(person.team_ids) ? person.team_ids.map(Number) : [];
  if (req.action === 'remove-team' && !teams.includes(req.teamId!)) return 'not in that team';
  if (req.action === 'add-team' && teams.includes(req.teamId!)) return 'already in that team';
  return undefined;
}

function apply(ctx: RequestCtx, req: Request, person: StoredRecord): void {
  const { store, db, hooks } = ctx.services;
  const hook = hooks.get(USERS);
  if (req.action === 'delete') {
    store.delete(USERS, {}, person.id);
    hook?.(db, 'delete', person);
    return;
  }
  const teams = Array.isArray(person.team_ids) ? person.team_ids.map(Number) : [];
  const patch =
    req.action === 'status'
      ? { status: req.status }
      : {
          team_ids:
            req.action === 'add-team'
              ? [...teams, req.teamId!]
              : teams.filter((t) => t !== req.teamId),
        };
  const updated = store.update(USERS, {}, person.id, patch);
  if (updated) hook?.(db, 'update', updated);
}

/** `POST /bulk/`: see the module. */
export const storeBulkAction: Handler = (ctx) => {
  const req = readRequest(ctx);
  const need = NEEDS[req.action];
  if (need && !ctx.session?.user.permissions.includes(need))
    throw new ApiError(403, 'forbidden', `This needs the '${need}' permission.`);
  const scope = teamScopeOf(ctx);
  if (scope && req.teamId !== undefined && !scope.teams.has(req.teamId))
    throw new ApiError(
      403,
      'outside_team',
      `That team is not one you lead; a team leader reaches only their own teams (${scope.names.join(', ')}).`,
    );
  if (!mayUseSavedList(req.list, ctx.session?.user, scope !== undefined))
    throw validationError({ saved_list_id: ['no saved list has this id'] });
  const data = ctx.services.db.transaction(() => {
    const people = audienceOf(ctx, req.list);
    // All or nothing: one person the caller may not act on refuses the whole action,
    // naming only the people within the caller's reach.
    const barred = people.flatMap((p) => {
      const reason = forbidden(ctx, req, p);
      return reason ? [{ person: p, reason }] : [];
    });
    if (barred.length > 0) {
      const outside = barred.filter((b) => b.reason === 'not in a team you lead').length;
      const named = barred
        .filter((b) => b.reason !== 'not in a team you lead')
        .map((b) => ({ user_id: b.person.id, name: nameOf(b.person), reason: b.reason }));
      throw new ApiError(
        403,
        'bulk_refused',
        `Nothing was changed: the list includes ${barred.length} ${barred.length === 1 ? 'person' : 'people'} you may not ${req.action === 'delete' ? 'delete' : 'change'}${outside > 0 ? ` (${outside} outside the teams you lead)` : ''}. Remove them from the list and try again.`,
        { extra: { refused: named, outside_count: outside } },
      );
    }
    const refused: { user_id: number; name: string; reason: string }[] = [];
    let done = 0;
    for (const person of people) {
      const reason = refusal(ctx, req, person);
      if (reason) refused.push({ user_id: person.id, name: nameOf(person), reason });
      else {
        apply(ctx, req, person);
        done++;
      }
    }
    return ctx.services.store.insert(
      named('bulk'),
      {},
      {
        action: req.action,
        saved_list_id: req.list.id,
        saved_list_name: req.list.name,
        team_id: req.teamId ?? null,
        status: req.status ?? null,
        count: people.length,
        done,
        refused,
        run_by: me(ctx),
        run_at: new Date().toISOString(),
      },
    );
  })();
  return { status: 201, json: { data } };
};
