/**
 * Rota and team actions of spec 4: bulk update and replace of the
 * organisation's rotas, and hiding a team.
 *
 * @module
 */
import { notFound, validationError } from '../errors.js';
import type { Handler } from '../routes/types.js';
import { validateRecord } from '../validation.js';
import { allow, bodyObject, idList, numParam } from './input.js';
import { named } from '../store/collections.js';

const ROTAS = named('organisation.rotas');
const TEAMS = named('organisation.teams');
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function checkRota(
  r: Record<string, unknown>,
  path: string,
  partial: boolean,
): Record<string, unknown> {
  const errors: Record<string, string[]> = {};
  if (!partial && (typeof r.name !== 'string' || r.name.trim() === ''))
    errors[`${path}name`] = ['is required'];
  for (const f of ['start_time', 'end_time'])
    if (r[f] !== undefined && (typeof r[f] !== 'string' || !TIME.test(r[f])))
      errors[`${path}${f}`] = ['must be a time HH:MM'];
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return validateRecord(r, undefined, partial);
}

/**
 * `PUT /organisation/rotas/bulk`: `{ids, ...fields}` sets the same fields on many
 * rotas, or `{rotas: [{id, ...fields}]}` sets each its own. All or nothing.
 */
export const rotasBulk: Handler = (ctx) => {
  allow(ctx, 'edit-rotas');
  const body = bodyObject(ctx);
  const store = ctx.services.store;
  const changes: [number, Record<string, unknown>][] = Array.isArray(body.rotas)
    ? body.rotas.map((r, i) => {
        const row = (typeof r === 'object' && r !== null ? r : {}) as Record<string, unknown>;
        const id = Number(row.id);
        if (!Number.isInteger(id)) throw validationError({ [`rotas.${i}.id`]: ['is required'] });
        const { id: _id, ...fields } = row;
        return [id, checkRota(fields, `rotas.${i}.`, true)];
      })
    : (() => {
        const ids = idList(body, 'ids');
        const { ids: _ids, ...fields } = body;
        if (Object.keys(fields).length === 0)
          throw validationError({ body: ['names no field to change'] });
        const patch = checkRota(fields, '', true);
        return ids.map((id): [number, Record<string, unknown>] => [id, patch]);
      })();
  const data = ctx.services.db.transaction(() =>
    changes.map(([id, patch]) => {
      const updated = store.update(ROTAS, {}, id, patch);
      if (!updated) throw notFound(`Rota ${id}`);
      return updated;
    }),
  )();
  return { json: { data } };
};

/**
 * `POST /organisation/rotas/replace` `{rotas: [...], team_id?}`: replaces every
 * rota (or those of `team_id`) with the given ones, in one transaction.
 */
export const rotasReplace: Handler = (ctx) => {
  allow(ctx, 'edit-rotas');
  const body = bodyObject(ctx);
  if (!Array.isArray(body.rotas) || body.rotas.length > 500)
    throw validationError({ rotas: ['must be a list of rotas (at most 500)'] });
  const teamId = body.team_id === undefined ? undefined : Number(body.team_id);
  const store = ctx.services.store;
  if (teamId !== undefined && !store.get(TEAMS, {}, teamId))
    throw validationError({ team_id: ['must be the id of a team'] });
  const rows = body.rotas.map((r, i) =>
    checkRota(
      (typeof r === 'object' && r !== null ? r : {}) as Record<string, unknown>,
      `rotas.${i}.`,
      false,
    ),
  );
  const data = ctx.services.db.transaction(() => {
    for (const r of store.all(ROTAS))
      if (teamId === undefined || r.team_id === teamId) store.delete(ROTAS, {}, r.id);
    return rows.map((r) =>
      store.insert(ROTAS, {}, teamId === undefined ? r : { ...r, team_id: teamId }),
    );
  })();
  return { status: 201, json: { data } };
};

/** `GET /organisation/teams/{teamId}/hide/{id}`: whether the team is hidden. */
export const teamHiddenShow: Handler = (ctx) => {
  const team = ctx.services.store.get(TEAMS, {}, numParam(ctx, 'teamId', 'Team'));
  if (!team) throw notFound('The team');
  return { json: { data: { team_id: team.id, hidden: team.hidden === true } } };
};

/**
 * `POST /organisation/teams/{teamId}/hide` `{hidden?: boolean}` (default true):
 * hides the team (or shows it again). Hidden teams leave the public team search
 * and the team trees unless `include_hidden=true`.
 */
export const teamHide: Handler = (ctx) => {
  allow(ctx, 'edit-teams');
  const body = bodyObject(ctx);
  if (body.hidden !== undefined && typeof body.hidden !== 'boolean')
    throw validationError({ hidden: ['must be true or false'] });
  const id = numParam(ctx, 'teamId', 'Team');
  const updated = ctx.services.store.update(TEAMS, {}, id, { hidden: body.hidden ?? true });
  if (!updated) throw notFound(`Team ${id}`);
  return { status: 201, json: { data: updated } };
};
