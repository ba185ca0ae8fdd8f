/**
 * Team leader scoping: a user whose record names the teams they lead
 * (`led_team_ids`, sub-teams included) reaches only those teams' people,
 * shifts, repeating shifts, rotas, events, tasks, residential bookings and
 * claims, whatever their permissions allow elsewhere. Lists are narrowed on the
 * server (totals included); reading or changing a record of another team, a
 * person outside their teams or a record under them, and writing a record into
 * another team answer 403 `outside_team`, leaving the data untouched. The
 * caller's own record and their own sub-records stay theirs. A new task that
 * names no team is filed under the first team they lead.
 *
 * The permission check (authz/check.ts) runs first; this narrows what a
 * permitted caller reaches. The server runs {@link checkTeamScope} for every
 * request before its handler.
 *
 * @module
 */
import { ApiError } from '../errors.js';
import type { RequestCtx } from '../routes/types.js';
import { collectionKey, named } from '../store/collections.js';
import type { RecordStore, StoredRecord } from '../store/records.js';
import { pathParams } from '@volunteerkit/api-client/catalogue';
import { roomById } from '../domain/residentialBooking.js';

/** The field naming a record's team(s), by collection. */
export const TEAM_FIELDS: Readonly<Record<string, 'team_id' | 'team_ids'>> = {
  users: 'team_ids',
  shifts: 'team_id',
  repeatingShifts: 'team_id',
  'organisation.rotas': 'team_id',
  events: 'team_id',
  tasks: 'team_id',
  residentialBookings: 'team_id',
  claims: 'team_id',
  // Issue 46: a team leader's recruitment board and recent actions are their teams'.
  applications: 'team_id',
  'dashboard.recentActions': 'team_ids',
};

/**
 * Collections whose records belong to a person (`user_id`): a team leader
 * reaches those of the people of their teams (applications, references,
 * parental consents).
 */
export const PERSON_RECORDS: Readonly<Record<string, 'user_id'>> = {
  applications: 'user_id',
  reference: 'user_id',
  parentalConsent: 'user_id',
  vetting: 'user_id',
};

/** Path parameters that name a record of a scoped collection. */
const PARAM_COLLECTIONS: Readonly<Record<string, string>> = {
  userId: 'users',
  currentUserId: 'users',
  eventId: 'events',
  taskId: 'tasks',
};

/** What a record of a collection is called in a refusal. */
const NOUNS: Readonly<Record<string, string>> = {
  users: 'This person is not in a team you lead',
  shifts: 'This shift belongs to a team you do not lead',
  repeatingShifts: 'This repeating shift belongs to a team you do not lead',
  'organisation.rotas': 'This rota belongs to a team you do not lead',
  events: 'This event belongs to a team you do not lead',
  tasks: 'This task belongs to a team you do not lead',
  residentialBookings: 'This booking belongs to a team you do not lead',
  claims: 'This claim belongs to a team you do not lead',
  applications: 'This application belongs to a team you do not lead',
  'dashboard.recentActions': 'This action concerns a team you do not lead',
};

/** Every team id under `roots` (the roots included), following `parent_id`. */
export function teamsUnder(store: RecordStore, roots: readonly number[]): Set<number> {
  const teams = store.all(named('organisation.teams'));
  const found = new Set(roots);
  for (let grew = true; grew;) {
    grew = false;
    for (const t of teams)
      if (!found.has(t.id) && typeof t.parent_id === 'number' && found.has(t.parent_id)) {
        found.add(t.id);
        grew = true;
      }
  }
  return found;
}

/** A scoped caller: their id, the teams they reach and those teams' names. */
export interface TeamScope {
  userId: number;
  /** The teams the user leads (without sub-teams), in their record's order. */
  led: number[];
  teams: Set<number>;
  names: string[];
}

/**
 * The team scope of the request's caller, read from their stored record at
 * request time, or undefined when the caller is not a team leader (no
 * `led_team_ids`): then nothing is narrowed.
 */
export function teamScopeOf(ctx: Pick<RequestCtx, 'session' | 'services'>): TeamScope | undefined {
  const id = ctx.session?.user.id;
  if (id === undefined) return undefined;
  return teamScopeOfUser(ctx.services.store, id);
}

/** The team scope of the user `id` (see {@link teamScopeOf}). */
export function teamScopeOfUser(store: RecordStore, id: number): TeamScope | undefined {
  const user = store.get(named('users'), {}, id);
  const led = Array.isArray(user?.led_team_ids) ? user.led_team_ids.map(Number) : [];
  if (led.length === 0) return undefined;
  const teams = teamsUnder(store, led);
  const names = store
    .all(named('organisation.teams'))
    .filter((t) => led.includes(t.id))
    .map((t) => String(t.name));
  return { userId: id, led, teams, names };
}

function teamIdsOf(record: Record<string, unknown>, field: 'team_id' | 'team_ids'): number[] {
  const value = record[field];
  if (Array.isArray(value)) return value.map(Number);
  return value === undefined || value === null || value === '' ? [] : [Number(value)];
}

/** True when a record of `collection` is within the scope (a person: in one of the teams). */
export function withinScope(
  scope: TeamScope,
  collection: string,
  record: Record<string, unknown> & { id: number },
): boolean {
  const field = TEAM_FIELDS[collection];
  if (!field) return true;
  if (collection === 'users' && record.id === scope.userId) return true;
  return teamIdsOf(record, field).some((t) => scope.teams.has(t));
}

function refuse(scope: TeamScope, what: string): never {
  throw new ApiError(
    403,
    'outside_team',
    `${what}; a team leader reaches only their own teams (${scope.names.join(', ')}).`,
    { extra: { teams: [...scope.teams] } },
  );
}

function scopeValues(ctx: RequestCtx): Record<string, string> {
  const scope: Record<string, string> = {};
  for (const name of pathParams(ctx.target.entry.path)) scope[name] = ctx.params[name] ?? '';
  return scope;
}

/** Refuses path parameters that name a person, event or task outside the scope, or another team's rooms. */
function checkParams(ctx: RequestCtx, scope: TeamScope): void {
  const store = ctx.services.store;
  for (const [param, raw] of Object.entries(ctx.params)) {
    if (!/^\d{1,15}$/.test(raw)) continue;
    const id = Number(raw);
    if (param === 'teamId' && /\/residential\//.test(ctx.target.entry.path)) {
      if (!scope.teams.has(id)) refuse(scope, 'These rooms belong to a team you do not lead');
      continue;
    }
    const collection = PARAM_COLLECTIONS[param];
    if (!collection) continue;
    const record = store.get(collection, {}, id);
    // A missing parent answers 404 in the handler, as for anyone.
    if (record && !withinScope(scope, collection, record))
      refuse(scope, NOUNS[collection] ?? 'This record is outside your teams');
  }
}

/** The team ids a write sends for `field` (undefined when the body does not send it). */
function sentTeams(body: unknown, field: 'team_id' | 'team_ids'): number[] | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  if (!(field in body)) return undefined;
  return teamIdsOf(body as Record<string, unknown>, field).filter((n) => Number.isFinite(n));
}

/** Refuses a write that would put a record into (or move it to) a team outside the scope. */
function checkWrite(
  ctx: RequestCtx,
  scope: TeamScope,
  collection: string,
  field: 'team_id' | 'team_ids',
  current: StoredRecord | undefined,
): void {
  let sent = sentTeams(ctx.body, field);
  if (ctx.method === 'POST' && ctx.target.kind !== 'item') {
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    // A booking's team is its room's; a claim without a team is the claimant's own.
    if (collection === 'residentialBookings' && /^\d{1,15}$/.test(String(body.room_id ?? '')))
      sent = [roomById(ctx, Number(body.room_id))?.teamId ?? NaN];
    if (collection === 'claims' && !sent) return;
    if (!sent || sent.length === 0 || sent.some((t) => !scope.teams.has(t)))
      refuse(
        scope,
        `Choose one of your teams for the new ${collection === 'users' ? 'person' : 'record'}`,
      );
    return;
  }
  if (!sent) return;
  if (field === 'team_id') {
    if (sent.some((t) => !scope.teams.has(t)))
      refuse(scope, 'A record can only be moved to a team you lead');
    return;
  }
  // A person's other teams are not the team leader's to change.
  const before = new Set(current ? teamIdsOf(current, field) : []);
  const outsideBefore = [...before].filter((t) => !scope.teams.has(t)).sort();
  const outsideAfter = [...new Set(sent)].filter((t) => !scope.teams.has(t)).sort();
  if (outsideBefore.join(',') !== outsideAfter.join(','))
    refuse(scope, "A person's membership of teams you do not lead is not yours to change");
}

/** Narrows a list of a scoped collection, or refuses a team filter outside the scope. */
function narrowList(ctx: RequestCtx, scope: TeamScope, field: 'team_id' | 'team_ids'): void {
  const asked = ctx.query.get(`filter[${field}]`);
  if (asked !== null) {
    if (!/^\d{1,15}$/.test(asked) || !scope.teams.has(Number(asked)))
      refuse(scope, 'This team is not one you lead');
    return;
  }
  const query = new URLSearchParams(ctx.query);
  query.set(`filter[${field}][in]`, [...scope.teams].sort((a, b) => a - b).join(','));
  ctx.query = query;
}

/** Refuses `GET /shifts?user_id=` for someone outside the scope (their shifts elsewhere included). */
function checkPersonQuery(ctx: RequestCtx, scope: TeamScope): void {
  const raw = ctx.query.get('user_id');
  if (raw === null || !/^\d{1,15}$/.test(raw)) return;
  const person = ctx.services.store.get(named('users'), {}, Number(raw));
  if (person && !withinScope(scope, 'users', person))
    refuse(scope, NOUNS.users ?? 'This person is outside your teams');
}

/** The team a team leader's new task is filed under when they name none: the first they lead. */
function defaultTeam(ctx: RequestCtx, scope: TeamScope): void {
  const body = ctx.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  const record = body as Record<string, unknown>;
  if (record.team_id === undefined || record.team_id === null)
    ctx.body = { ...record, team_id: scope.led[0] };
}

function checkPeople(ctx: RequestCtx, scope: TeamScope, ids: unknown): void {
  if (!Array.isArray(ids)) return;
  for (const raw of ids) {
    if (!/^\d{1,15}$/.test(String(raw))) continue;
    const person = ctx.services.store.get(named('users'), {}, Number(raw));
    if (person && !withinScope(scope, 'users', person))
      refuse(scope, NOUNS.users ?? 'This person is outside your teams');
  }
}

/** `POST /bulk/tasks/`: new tasks for people of the led teams, in a led team; changes only to their tasks. */
function checkBulkTasks(ctx: RequestCtx, scope: TeamScope): void {
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  if (typeof body !== 'object' || Array.isArray(body)) return;
  if (Array.isArray(body.task_ids)) {
    for (const raw of body.task_ids) {
      const task = /^\d{1,15}$/.test(String(raw))
        ? ctx.services.store.get(named('tasks'), {}, Number(raw))
        : undefined;
      if (task && !withinScope(scope, 'tasks', task))
        refuse(scope, NOUNS.tasks ?? 'This task is outside your teams');
    }
    const changes = body.changes as Record<string, unknown> | undefined;
    if (changes && typeof changes === 'object') checkPeople(ctx, scope, [changes.assignee_id]);
    return;
  }
  checkPeople(ctx, scope, body.assignee_ids);
  defaultTeam(ctx, scope);
  checkWrite(ctx, scope, 'tasks', 'team_id', undefined);
}

/** The ids of the people within the scope. */
function peopleInScope(store: RecordStore, scope: TeamScope): number[] {
  return store
    .all(named('users'))
    .filter((u) => withinScope(scope, 'users', u))
    .map((u) => u.id);
}

/** True when a person id is within the scope (unknown ids are not). */
function personInScope(store: RecordStore, scope: TeamScope, raw: unknown): boolean {
  const id = Number(raw);
  if (!Number.isInteger(id)) return false;
  const person = store.get(named('users'), {}, id);
  return person !== undefined && withinScope(scope, 'users', person);
}

/** Records that belong to a person: only the scope's people's, on every way to them. */
function checkPersonRecords(ctx: RequestCtx, scope: TeamScope, collection: string): void {
  const field = PERSON_RECORDS[collection]!;
  const store = ctx.services.store;
  if (ctx.target.kind === 'item') {
    const raw = ctx.params[ctx.target.idParam] ?? '';
    const current = /^\d{1,15}$/.test(raw)
      ? store.get(collection, scopeValues(ctx), Number(raw))
      : undefined;
    if (current && !personInScope(store, scope, current[field]))
      refuse(scope, NOUNS.users ?? 'This person is outside your teams');
  } else if (ctx.method === 'GET') {
    ctx.narrow = [
      ...(ctx.narrow ?? []),
      { field, op: 'in', value: peopleInScope(store, scope).join(',') },
    ];
  }
  const body = ctx.body as Record<string, unknown> | null | undefined;
  if (ctx.method !== 'GET' && body && typeof body === 'object' && field in body)
    if (!personInScope(store, scope, body[field]))
      refuse(scope, NOUNS.users ?? 'This person is outside your teams');
}

/**
 * Recent actions a team leader sees: their own, and those about a person of
 * their teams, one of their teams, or a record of a scoped collection in their
 * teams; nothing about the rest of the organisation.
 */
export function actionInScope(
  store: RecordStore,
  scope: TeamScope,
  action: Record<string, unknown>,
): boolean {
  if (Number(action.user_id) === scope.userId) return true;
  const pathUser = /^\/users\/(\d{1,15})(\/|$)/.exec(String(action.path ?? ''))?.[1];
  if (pathUser !== undefined) return personInScope(store, scope, pathUser);
  const type = String(action.subject_type ?? '');
  const id = Number(action.subject_id);
  if (!Number.isInteger(id)) return false;
  if (type === 'users') return personInScope(store, scope, id);
  if (type === 'organisation.teams') return scope.teams.has(id);
  if (PERSON_RECORDS[type]) {
    const record = store.get(type, {}, id);
    return record !== undefined && personInScope(store, scope, record.user_id);
  }
  if (TEAM_FIELDS[type]) {
    const record = store.get(type, {}, id);
    return record !== undefined && withinScope(scope, type, record);
  }
  return false;
}

const RECENT = 'dashboard.recentActions';
const SAVED_LISTS = 'organisation.savedList';

/**
 * Applies a team leader's scope to a request before its handler (see the
 * module): refuses with 403 `outside_team` what lies outside their teams, and
 * narrows the lists of scoped collections (it rewrites `ctx.query`, or adds
 * the policy's conditions to `ctx.narrow`). Does nothing for a caller who
 * leads no team.
 */
export function checkTeamScope(ctx: RequestCtx): void {
  const scope = teamScopeOf(ctx);
  if (!scope) return;
  checkParams(ctx, scope);
  const collection = collectionKey(ctx.target.entry);
  const store = ctx.services.store;
  if (PERSON_RECORDS[collection]) return checkPersonRecords(ctx, scope, collection);
  if (collection === RECENT && ctx.method === 'GET') {
    const ids = store
      .all(RECENT)
      .filter((a) => actionInScope(store, scope, a))
      .map((a) => a.id);
    ctx.narrow = [...(ctx.narrow ?? []), { field: 'id', op: 'ids', value: ids.join(',') }];
    if (ctx.target.kind === 'item' && !ids.includes(Number(ctx.params[ctx.target.idParam])))
      throw new ApiError(404, 'not_found', 'No such recent action.');
    return;
  }
  if (collection === SAVED_LISTS && ctx.method === 'GET') {
    // A team leader uses their own saved lists (authz/policy.ts, mayUseSavedList).
    if (ctx.target.kind === 'item') {
      const raw = ctx.params[ctx.target.idParam] ?? '';
      const list = /^\d{1,15}$/.test(raw) ? store.get(SAVED_LISTS, {}, Number(raw)) : undefined;
      if (list && Number(list.created_by) !== scope.userId)
        throw new ApiError(404, 'not_found', `Saved list ${raw} not found.`);
    } else ctx.query.set('filter[created_by]', String(scope.userId));
    return;
  }
  if (collection === 'bulk.tasks' && ctx.method === 'POST') return checkBulkTasks(ctx, scope);
  const field = TEAM_FIELDS[collection];
  if (!field) return;
  if (collection === 'shifts' && ctx.query.get('open') === '1') return;
  if (ctx.target.kind === 'item') {
    const raw = ctx.params[ctx.target.idParam] ?? '';
    const current = /^\d{1,15}$/.test(raw)
      ? ctx.services.store.get(collection, scopeValues(ctx), Number(raw))
      : undefined;
    if (current && !withinScope(scope, collection, current))
      refuse(scope, NOUNS[collection] ?? 'This record is outside your teams');
    if (ctx.method === 'PUT' || ctx.method === 'PATCH')
      checkWrite(ctx, scope, collection, field, current);
    return;
  }
  if (ctx.method === 'GET') {
    if (collection === 'shifts' && ctx.query.has('user_id')) return checkPersonQuery(ctx, scope);
    return narrowList(ctx, scope, field);
  }
  if (ctx.method !== 'POST') return;
  if (collection === 'tasks') {
    defaultTeam(ctx, scope);
    checkPeople(ctx, scope, [(ctx.body as Record<string, unknown> | null)?.assignee_id]);
  }
  checkWrite(ctx, scope, collection, field, undefined);
}
