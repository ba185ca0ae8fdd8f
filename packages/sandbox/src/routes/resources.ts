/**
 * Generic persistent CRUD for every resource of the catalogue. Records live in
 * the `records` table keyed by the resource's accessor (its collection) and the
 * values of its path parameters; parents named by path parameters must exist.
 *
 * @module
 */
import { logGuardianLinkChange, logGuardianWrite } from '../authz/guardianship.js';
import { redact } from '../authz/policy.js';
import { storeBlob } from '../authz/files.js';
import { ApiError, notFound, validationError, type FieldErrors } from '../errors.js';
import type { ListCondition, Scope, StoredRecord } from '../store/records.js';
import { validateRecord } from '../validation.js';
import { pathParams } from '@volunteerkit/api-client/catalogue';
import { collectionKey, named, type CollectionName } from '../store/collections.js';
import { normalisePath } from './match.js';
import { listEnvelope, readPaging } from './paging.js';
import { schemaFor } from './schemas.js';
import type { Handler, RequestCtx } from './types.js';
import { checkIfMatch, etagHeaders } from '../domain/concurrency.js';
import { checkOwned, ownerFilter } from '../authz/ownership.js';

/** Default page size of generic lists. */
export const DEFAULT_LIMIT = 20;

/** The collection key (the resource's accessor, see `collectionKey`) of the request's resource. */
export function collectionOf(ctx: RequestCtx): string {
  return collectionKey(ctx.target.entry);
}

/** The values of a path template's parameters in the request (`{ userId: '5' }`). */
function scopeAt(ctx: RequestCtx, template: string): Scope {
  const scope: Scope = {};
  for (const name of pathParams(template)) scope[name] = ctx.params[name] ?? '';
  return scope;
}

/** The scope of the request: the values of the resource path's parameters. */
export function scopeOf(ctx: RequestCtx): Scope {
  return scopeAt(ctx, ctx.target.entry.path);
}

/**
 * Path parameters that name a record of another collection than the path's
 * parent resource: `/users/{userId}/skills/{categoryId}/bio` is a bio per
 * skill category (spec 7.13), not per skill record of the person.
 */
const PARAM_COLLECTIONS: Readonly<Record<string, Readonly<Record<string, CollectionName>>>> = {
  // By the entry's accessor, as the store names collections (no API path spelled here).
  'users.skills.bio': { categoryId: 'organisation.skillCategories' },
};

/** Checks that the parents named by the path parameters exist (404 otherwise). */
export function checkParents(ctx: RequestCtx): void {
  const path = ctx.target.entry.path;
  for (const name of pathParams(path)) {
    const other = PARAM_COLLECTIONS[ctx.target.entry.accessor ?? '']?.[name];
    if (other) {
      const value = ctx.params[name] ?? '';
      const found = /^\d{1,15}$/.test(value)
        ? ctx.services.store.getAnyScope(named(other), Number(value))
        : undefined;
      if (!found) throw notFound(`${name} ${value}`);
      continue;
    }
    const parent = ctx.services.router.resourceAt(path.slice(0, path.indexOf(`{${name}}`)));
    if (!parent) continue;
    const value = ctx.params[name] ?? '';
    const record = /^\d{1,15}$/.test(value)
      ? ctx.services.store.get(collectionKey(parent), scopeAt(ctx, parent.path), Number(value))
      : undefined;
    if (!record) throw notFound(`${normalisePath(parent.path)}/${value}`);
  }
}

/** The record id of an item request (404 when not numeric). */
export function idOf(ctx: RequestCtx): number {
  const name = ctx.target.kind === 'item' ? ctx.target.idParam : 'id';
  const raw = ctx.params[name] ?? '';
  if (!/^\d{1,15}$/.test(raw)) throw notFound(`Record ${JSON.stringify(raw)}`);
  return Number(raw);
}

const SORT = /^-?[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/**
 * Reads the search (`q` or `search`), the order (`s` field with `o` = `asc`|`desc`,
 * or `sort=field` / `sort=-field`) and the field filters of a list: equality
 * (`filter[field]=value`), contains (`filter[field][like]=value`), one of some ids or
 * words (`filter[field][in]=1,2` or `filter[status][in]=open,in_progress`: the field, or
 * an element of a list field, is one of them) and ranges
 * (`filter[field][gte|gt|lte|lt]=value`: numbers compare as numbers, a `YYYY-MM-DD`
 * value with the date part, anything else as text); 422 with field errors when malformed.
 */
export function readListQuery(query: URLSearchParams) {
  const q = query.get('q') ?? query.get('search') ?? undefined;
  const s = query.get('s') || undefined;
  const o = query.get('o') || undefined;
  if (s !== undefined && !SORT.test(s)) throw validationError({ s: ['must be a field name'] });
  if (o !== undefined && o !== 'asc' && o !== 'desc')
    throw validationError({ o: ['must be asc or desc'] });
  const sortRaw =
    s !== undefined
      ? `${o === 'desc' ? '-' : ''}${s.replace(/^-/, '')}`
      : (query.get('sort') ?? undefined);
  if (sortRaw !== undefined && !SORT.test(sortRaw)) {
    throw validationError({
      sort: ['must be a field name, optionally prefixed with - for descending order'],
    });
  }
  const filters: Record<string, string> = {};
  const conditions: ListCondition[] = [];
  const errors: FieldErrors = {};
  for (const [key, value] of query) {
    const m = /^filter\[([A-Za-z_][A-Za-z0-9_]{0,63})\](?:\[([a-z]+)\])?$/.exec(key);
    if (!m?.[1]) continue;
    const op = m[2];
    if (op === undefined || op === 'eq') filters[m[1]] = value;
    else if (op === 'in') {
      if (!/^[\w-]{1,64}(,[\w-]{1,64}){0,499}$/.test(value))
        errors[key] = ['must be a comma-separated list of ids or words (at most 500)'];
      else conditions.push({ field: m[1], op, value });
    } else if (op !== 'like' && op !== 'gte' && op !== 'gt' && op !== 'lte' && op !== 'lt')
      errors[key] = ['operator must be eq, like, gte, gt, lte, lt or in'];
    else if (value === '' || value.length > 200)
      errors[key] = ['must be a value of at most 200 characters'];
    else conditions.push({ field: m[1], op, value });
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return {
    q: q || undefined,
    filters,
    conditions,
    sort: sortRaw?.replace(/^-/, ''),
    desc: sortRaw?.startsWith('-') ?? false,
  };
}

function body(ctx: RequestCtx): Record<string, unknown> {
  const b = ctx.body === undefined ? {} : ctx.body;
  return b as Record<string, unknown>;
}

function attachFiles(ctx: RequestCtx, data: Record<string, unknown>): Record<string, unknown> {
  if (ctx.files.length === 0) return data;
  const files = ctx.files.map((f) => ({
    field: f.field,
    file_name: f.name,
    mime_type: f.type || 'application/octet-stream',
    size: f.size,
    url: storeBlob(ctx.services.db, f, collectionOf(ctx), scopeOf(ctx), ctx.origin).url,
  }));
  return { ...data, files, file: files[0] };
}

function runHook(ctx: RequestCtx, op: 'store' | 'update' | 'delete', record: StoredRecord): void {
  ctx.services.hooks.get(collectionOf(ctx))?.(ctx.services.db, op, record);
  // A guardian's write for a minor is logged in the same transaction.
  if (ctx.grant === 'guardian' && ctx.session)
    logGuardianWrite(ctx.services.db, ctx.params, ctx.session.user.id, op, record);
  // Every change to a minor's guardian links is logged (authz/policy.ts).
  if (collectionOf(ctx) === GUARDIAN_LINKS && ctx.session)
    logGuardianLinkChange(
      ctx.services.db,
      Number(ctx.params.userId),
      ctx.session.user.id,
      op,
      record,
    );
}

const GUARDIAN_LINKS = named('users.guardians');

/** GET collection. */
export const listRecords: Handler = (ctx) => {
  checkParents(ctx);
  const { page, limit } = readPaging(ctx.query, DEFAULT_LIMIT);
  const query = readListQuery(ctx.query);
  const result = ctx.services.store.list(collectionOf(ctx), scopeOf(ctx), {
    page,
    limit,
    ...query,
    filters: { ...query.filters, ...ownerFilter(ctx) },
    conditions: [...query.conditions, ...(ctx.narrow ?? [])],
  });
  return { json: listEnvelope(result.data, page, limit, result.total) };
};

/** GET item. */
export const showRecord: Handler = (ctx) => {
  checkParents(ctx);
  const id = idOf(ctx);
  const record = ctx.services.store.get(collectionOf(ctx), scopeOf(ctx), id);
  if (!record) throw notFound(`Record ${id}`);
  checkOwned(ctx, record);
  return { json: { data: record }, headers: etagHeaders(record) };
};

/** POST collection: validates, then inserts in a transaction. */
export const storeRecord: Handler = (ctx) => {
  checkParents(ctx);
  const collection = collectionOf(ctx);
  const data = validateRecord(body(ctx), schemaFor(collection), false);
  const record = ctx.services.db.transaction(() => {
    const stored = ctx.services.store.insert(collection, scopeOf(ctx), attachFiles(ctx, data));
    runHook(ctx, 'store', stored);
    // A hook may have completed the record (a link to its twin): answer what is stored.
    return ctx.services.store.get(collection, scopeOf(ctx), stored.id) ?? stored;
  })();
  return { status: 201, json: { data: record }, headers: etagHeaders(record) };
};

/** PUT item: validates, then merges in a transaction (412 on a stale `If-Match`). */
export const updateRecord: Handler = (ctx) => {
  checkParents(ctx);
  const collection = collectionOf(ctx);
  const id = idOf(ctx);
  const patch = validateRecord(body(ctx), schemaFor(collection), true);
  const record = ctx.services.db.transaction(() => {
    const current = ctx.services.store.get(collection, scopeOf(ctx), id);
    if (!current) throw notFound(`Record ${id}`);
    checkOwned(ctx, current);
    // A 412 answers the record as the caller may read it (authz/policy.ts).
    checkIfMatch(ctx, redact(collection, current, ctx.session?.user));
    const updated = ctx.services.store.update(collection, scopeOf(ctx), id, patch);
    if (!updated) throw notFound(`Record ${id}`);
    runHook(ctx, 'update', updated);
    return ctx.services.store.get(collection, scopeOf(ctx), id) ?? updated;
  })();
  return { json: { data: record }, headers: etagHeaders(record) };
};

/** DELETE item (412 on a stale `If-Match`). */
export const deleteRecord: Handler = (ctx) => {
  checkParents(ctx);
  const collection = collectionOf(ctx);
  const id = idOf(ctx);
  ctx.services.db.transaction(() => {
    const existing = ctx.services.store.get(collection, scopeOf(ctx), id);
    if (!existing) throw notFound(`Record ${id}`);
    checkOwned(ctx, existing);
    // A 412 answers the record as the caller may read it (authz/policy.ts).
    checkIfMatch(ctx, redact(collection, existing, ctx.session?.user));
    if (!ctx.services.store.delete(collection, scopeOf(ctx), id)) throw notFound(`Record ${id}`);
    runHook(ctx, 'delete', existing);
  })();
  return { status: 204 };
};

/** The generic handler of a resource operation. */
export function genericResourceHandler(ctx: RequestCtx): Handler {
  if (ctx.target.kind === 'call') throw new ApiError(500, 'internal', 'Not a resource route.');
  switch (ctx.target.operation) {
    case 'list':
      return listRecords;
    case 'show':
      return showRecord;
    case 'store':
      return storeRecord;
    case 'update':
      return updateRecord;
    case 'delete':
      return deleteRecord;
  }
}
