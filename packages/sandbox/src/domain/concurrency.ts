/**
 * Optimistic concurrency: every record carries `updated_at` and an ETag (the
 * `ETag` header of show/store/update, and `etag` in lists). A `PUT` or `DELETE`
 * with `If-Match` naming another version answers 412 with the current record.
 *
 * @module
 */
import { ApiError } from '../errors.js';
import type { StoredRecord } from '../store/records.js';
import type { RequestCtx } from '../routes/types.js';

/** The ETag header of a record. */
export function etagHeaders(record: StoredRecord): Record<string, string> {
  return typeof record.etag === 'string' ? { etag: record.etag } : {};
}

/** Whether an `If-Match` value matches an ETag (`*`, a list, weak forms accepted). */
export function ifMatchAccepts(header: string, etag: string): boolean {
  const strip = (t: string) => t.trim().replace(/^W\//, '');
  return header.split(',').some((t) => strip(t) === '*' || strip(t) === strip(etag));
}

/** Throws 412 (with the current record and its ETag) when `If-Match` names another version. */
export function checkIfMatch(ctx: Pick<RequestCtx, 'ifMatch'>, current: StoredRecord): void {
  const header = ctx.ifMatch;
  if (header === undefined || header.trim() === '') return;
  const etag = String(current.etag ?? '');
  if (ifMatchAccepts(header, etag)) return;
  throw new ApiError(
    412,
    'precondition_failed',
    'The record changed since it was read: reload it and apply the change again.',
    { extra: { data: current, etag }, headers: { etag } },
  );
}
