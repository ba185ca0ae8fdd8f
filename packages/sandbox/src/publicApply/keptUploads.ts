/**
 * The documents a visitor chose on the apply page (publicApply/page.ts) kept
 * while the form is refused for another field (issue 44): a browser cannot
 * put a file back into a file field, so the sandbox keeps each valid document
 * under the form's token (domain/formToken.ts) and uses it when the same form
 * is sent again without a new file for that document. Choosing another file
 * replaces it.
 *
 * Bounds: only a genuine token for this opportunity keeps anything; one file
 * per document the form asks for, each of a type and size the form accepts
 * (what was checked before it is kept); a kept file dies with its token
 * ({@link MAX_FORM_AGE_MS} after the form was given out), is dropped once the
 * application is taken, and expired files are swept on every write. Rows are
 * found by the SHA-256 of the token, never the token itself, and no route
 * answers a kept file: it can only become a document of the application sent
 * with that token.
 *
 * @module
 */
import { createHash } from 'node:crypto';
import { stmt, type Db } from '../store/db.js';
import type { UploadedFile } from '../routes/types.js';
import { formTokenIssuedAt, MAX_FORM_AGE_MS } from '../domain/formToken.js';

export { KEPT_UPLOAD_SCHEMA } from './schema.js';

/** The longest file name kept (a longer one is cut). */
const NAME_MAX = 200;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** When a genuine token's kept files expire; `undefined` for a token that keeps nothing. */
function expiryOf(db: Db, token: unknown, opportunityId: number, now: number): number | undefined {
  const issuedAt = formTokenIssuedAt(db, token, opportunityId);
  if (issuedAt === undefined) return undefined;
  const expires = issuedAt + MAX_FORM_AGE_MS;
  return expires > now ? expires : undefined;
}

/**
 * Keeps `files` (already checked against the form: one per document field, of
 * an accepted type and size) under `token`, replacing what was kept for their
 * fields. Answers whether they were kept (not for a forged or expired token).
 */
export function keepUploads(
  db: Db,
  token: unknown,
  opportunityId: number,
  files: readonly UploadedFile[],
  now: number,
): boolean {
  const expires = expiryOf(db, token, opportunityId, now);
  if (expires === undefined) return false;
  const hash = hashOf(token as string);
  db.transaction(() => {
    stmt(db, 'DELETE FROM kept_uploads WHERE expires_at <= ?').run(now);
    for (const f of files)
      stmt(
        db,
        'INSERT OR REPLACE INTO kept_uploads (token_hash, field, name, mime, content, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(hash, f.field, f.name.slice(0, NAME_MAX), f.type, Buffer.from(f.content), expires);
  })();
  return true;
}

/** The files kept under `token` that have not expired, by field. */
export function keptUploads(
  db: Db,
  token: unknown,
  opportunityId: number,
  now: number,
): UploadedFile[] {
  if (expiryOf(db, token, opportunityId, now) === undefined) return [];
  const rows = stmt(
    db,
    'SELECT field, name, mime, content FROM kept_uploads WHERE token_hash = ? AND expires_at > ? ORDER BY field',
  ).all(hashOf(token as string), now) as {
    field: string;
    name: string;
    mime: string;
    content: Buffer;
  }[];
  return rows.map((r) => ({
    field: r.field,
    name: r.name,
    type: r.mime,
    size: r.content.length,
    content: new Uint8Array(r.content),
  }));
}

/** Forgets what was kept under `token` (the application was taken). */
export function dropKeptUploads(db: Db, token: unknown): void {
  if (typeof token === 'string' && token !== '')
    stmt(db, 'DELETE FROM kept_uploads WHERE token_hash = ?').run(hashOf(token));
}
