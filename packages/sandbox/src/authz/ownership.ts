/**
 * Record ownership (the `recordOwner` of a rule, authz/rules.ts): a caller who
 * reaches a resource only as the owner of some of its records (grant
 * `record`) lists only those, gets 404 for any other, and stores records in
 * their own name. The generic handlers (routes/resources.ts) and the dedicated
 * ones of such resources apply it through these helpers.
 *
 * @module
 */
import { notFound } from '../errors.js';
import type { RequestCtx } from '../routes/types.js';
import { templateOf } from './check.js';
import { ruleFor } from './rules.js';

/** The owner field and the caller's id when the request reaches only the caller's own records. */
export function ownedBy(
  ctx: Pick<RequestCtx, 'grant' | 'session' | 'target'>,
): { field: string; id: number } | undefined {
  if (ctx.grant !== 'record' || !ctx.session) return undefined;
  const rule = ruleFor(templateOf(ctx.target.entry));
  if (!rule?.recordOwner) return undefined;
  return { field: rule.recordOwner.field, id: ctx.session.user.id };
}

/** The list filter that narrows a list to the caller's own records (empty when not narrowed). */
export function ownerFilter(
  ctx: Pick<RequestCtx, 'grant' | 'session' | 'target'>,
): Record<string, string> {
  const owned = ownedBy(ctx);
  return owned ? { [owned.field]: String(owned.id) } : {};
}

/** True when the caller may reach this record (always, unless narrowed to their own). */
export function reaches(
  ctx: Pick<RequestCtx, 'grant' | 'session' | 'target'>,
  record: Record<string, unknown>,
): boolean {
  const owned = ownedBy(ctx);
  return !owned || Number(record[owned.field]) === owned.id;
}

/** Throws 404 (the record is not shown to exist) unless the caller may reach it. */
export function checkOwned(
  ctx: Pick<RequestCtx, 'grant' | 'session' | 'target'>,
  record: Record<string, unknown> & { id: number },
): void {
  if (!reaches(ctx, record)) throw notFound(`Record ${record.id}`);
}
