/**
 * Generic behaviour of one-off calls that have no dedicated handler. Calls are
 * persistent and inspectable:
 *
 * - `PUT` stores its body as the document of the call's path (the collection of
 *   the path's calls plus parameter values) and answers `{data: document}`;
 * - `GET` answers that document when one was stored, otherwise an empty
 *   `{data: []}` (lists) or `{data: {}}` (reports and analytics have their own
 *   SQL handlers in ../domain/);
 * - `POST` to a path that also has a `GET` call upserts the document; any other
 *   `POST` appends a record to the call's log and answers `201 {data: record}`
 *   (exports answer `202` with `status: 'queued'`);
 * - `DELETE` removes the document and answers 204.
 *
 * A call's document is versioned like a record: `GET` and writes answer its
 * `ETag`, and a `PUT`, upserting `POST` or `DELETE` with `If-Match` naming
 * another version (or any version, when there is no document yet) answers 412
 * with the current document, so concurrent editors do not overwrite each other.
 *
 * @module
 */
import { normalisePath } from './match.js';
import type { Handler, RequestCtx } from './types.js';
import { validateRecord } from '../validation.js';
import { callBodySchemaFor } from './schemas.js';
import { collectionKey } from '../store/collections.js';
import { scopeKey } from '../store/records.js';
import { ApiError } from '../errors.js';
import { checkIfMatch, etagHeaders } from '../domain/concurrency.js';

/** 412 when `If-Match` names a version of a document that does not exist. */
function checkNoDocument(ctx: RequestCtx): void {
  const header = ctx.ifMatch?.trim();
  if (header)
    throw new ApiError(
      412,
      'precondition_failed',
      'There is no stored version to match: reload and apply the change again.',
    );
}

function scopeOfCall(ctx: RequestCtx): Record<string, string> {
  return { ...ctx.params };
}

/** Collection key of a call's documents (see `collectionKey`: shared by the calls of one path). */
export function callCollection(ctx: RequestCtx): string {
  return collectionKey(ctx.target.entry);
}

function document(ctx: RequestCtx) {
  const rows = ctx.services.store.all(callCollection(ctx), scopeOfCall(ctx));
  return rows[rows.length - 1];
}

function hasGetSibling(ctx: RequestCtx): boolean {
  const t = normalisePath(ctx.target.entry.path);
  return ctx.services.router.routes.some(
    (r) => r.template === t && r.methods.get('GET')?.kind === 'call',
  );
}

/** The generic handler of a call. */
export const genericCall: Handler = (ctx) => {
  const store = ctx.services.store;
  const collection = callCollection(ctx);
  const scope = scopeOfCall(ctx);
  switch (ctx.method) {
    case 'GET': {
      const doc = document(ctx);
      if (doc) return { json: { data: doc }, headers: etagHeaders(doc) };
      const path = normalisePath(ctx.target.entry.path);
      const last =
        path
          .split('/')
          .filter((p) => p && !p.includes('{'))
          .pop() ?? '';
      return { json: { data: /s$|list$/.test(last) ? [] : {} } };
    }
    case 'PUT':
    case 'POST': {
      const body = ctx.body === undefined ? {} : ctx.body;
      // The body the call's model describes (`bodyModel`), else the conventions only.
      const data = validateRecord(body, callBodySchemaFor(ctx.target.entry.accessor), false);
      if (ctx.method === 'PUT' || hasGetSibling(ctx)) {
        const saved = ctx.services.db.transaction(() => {
          const existing = document(ctx);
          if (existing) {
            checkIfMatch(ctx, existing);
            return store.update(collection, scope, existing.id, data) ?? existing;
          }
          checkNoDocument(ctx);
          return store.insert(collection, scope, data);
        })();
        return {
          status: ctx.method === 'POST' ? 201 : 200,
          json: { data: saved },
          headers: etagHeaders(saved),
        };
      }
      const isExport = /\/export$/.test(normalisePath(ctx.target.entry.path));
      const record = store.insert(collection, scope, {
        ...data,
        ...(isExport ? { status: 'queued', query: Object.fromEntries(ctx.query) } : {}),
        user_id: ctx.session?.user.id ?? null,
      });
      ctx.services.log(
        `call:${normalisePath(ctx.target.entry.path)}`,
        { scope: scopeKey(scope), body: data },
        ctx.session?.user.id,
      );
      return { status: isExport ? 202 : 201, json: { data: record } };
    }
    case 'DELETE': {
      ctx.services.db.transaction(() => {
        const existing = document(ctx);
        if (existing) checkIfMatch(ctx, existing);
        else checkNoDocument(ctx);
        for (const r of store.all(collection, scope)) store.delete(collection, scope, r.id);
      })();
      return { status: 204 };
    }
    default:
      return { status: 405, json: { message: 'Method not allowed.', code: 'method_not_allowed' } };
  }
};
