/**
 * Small readers of action bodies shared by the domain handlers.
 *
 * @module
 */
import { ApiError, notFound, validationError } from '../errors.js';
import type { RequestCtx } from '../routes/types.js';
import type { StoredRecord } from '../store/records.js';

/** The body as an object (422 when it is something else). */
export function bodyObject(ctx: RequestCtx): Record<string, unknown> {
  const b = ctx.body ?? {};
  if (typeof b !== 'object' || Array.isArray(b))
    throw validationError({ body: ['must be a JSON object'] });
  return b as Record<string, unknown>;
}

/** The body when it is a JSON object, else undefined (the generic handler then answers). */
export function bodyOrUndefined(ctx: RequestCtx): Record<string, unknown> | undefined {
  const b = ctx.body;
  return typeof b === 'object' && b !== null && !Array.isArray(b)
    ? (b as Record<string, unknown>)
    : undefined;
}

/** The stored record the `id` path parameter names, or undefined when it is not numeric or absent. */
export function recordAtIdParam(ctx: RequestCtx, collection: string): StoredRecord | undefined {
  const raw = ctx.params.id ?? '';
  return /^\d{1,15}$/.test(raw) ? ctx.services.store.get(collection, {}, Number(raw)) : undefined;
}

/** A list of ids under `key` (numbers or digit strings), at most 1000; 422 otherwise. */
export function idList(body: Record<string, unknown>, key: string, required = true): number[] {
  const raw = body[key];
  if (raw === undefined && !required) return [];
  if (
    !Array.isArray(raw) ||
    raw.length === 0 ||
    raw.length > 1000 ||
    !raw.every(
      (x) =>
        (typeof x === 'number' && Number.isInteger(x) && x > 0) ||
        (typeof x === 'string' && /^\d{1,15}$/.test(x)),
    )
  )
    throw validationError({ [key]: ['must be a list of ids (1 to 1000)'] });
  return [...new Set(raw.map(Number))];
}

/** A numeric path parameter (404 when not numeric). */
export function numParam(ctx: RequestCtx, name: string, what: string): number {
  const raw = ctx.params[name] ?? '';
  if (!/^\d{1,15}$/.test(raw)) throw notFound(`${what} ${JSON.stringify(raw)}`);
  return Number(raw);
}

/** The signed-in user's id. */
export function me(ctx: RequestCtx): number {
  const id = ctx.session?.user.id;
  if (id === undefined) throw new ApiError(401, 'unauthenticated', 'Log in first.');
  return Number(id);
}

/** 403 unless the signed-in user has `permission`, or is `ownerId` when given. */
export function allow(ctx: RequestCtx, permission: string, ownerId?: number): void {
  if (ownerId !== undefined && Number(ctx.session?.user.id) === ownerId) return;
  if (!ctx.session?.user.permissions.includes(permission))
    throw new ApiError(403, 'forbidden', `This needs the '${permission}' permission.`);
}
