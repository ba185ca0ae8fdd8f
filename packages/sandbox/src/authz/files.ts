/**
 * Uploaded files. Each file is stored with a random 128-bit token, the
 * collection and the scope of the record it belongs to, and is served at
 * `/api/_files/{token}` only to a signed-in user who may read that record
 * (the same rule as listing the collection). The sequential id is never in a URL.
 *
 * @module
 */
import { randomBytes } from 'node:crypto';
import { named, resourceOfCollection } from '../store/collections.js';
import { ApiError } from '../errors.js';
import { stmt, type Db } from '../store/db.js';
import type { TokenUser } from '../auth/tokens.js';
import { authorise } from './check.js';
import { RecordStore } from '../store/records.js';
import { teamScopeOfUser, withinScope } from './teamScope.js';

/** A stored file as a record shows it. */
export interface StoredFile {
  url: string;
}

/**
 * Stores an uploaded file for a record of `collection` (see `collectionKey`)
 * in `scope` (its path parameter values); returns its URL under `origin`.
 */
export function storeBlob(
  db: Db,
  file: { name: string; type: string; content: Uint8Array },
  collection: string,
  scope: Record<string, string>,
  origin: string,
): StoredFile {
  const token = randomBytes(16).toString('base64url');
  stmt(
    db,
    'INSERT INTO blobs (name, mime, content, token, collection, scope) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(
    file.name,
    file.type || 'application/octet-stream',
    Buffer.from(file.content),
    token,
    collection,
    JSON.stringify(scope),
  );
  return { url: `${origin}/api/_files/${token}` };
}

interface BlobRow {
  name: string;
  mime: string;
  content: Buffer;
  collection: string | null;
  scope: string | null;
}

/** The file of a token if `user` may read its record; 404 otherwise (no probing). */
export function readBlob(db: Db, token: string, user: TokenUser): BlobRow {
  const notFound = new ApiError(404, 'not_found', 'No such file.');
  if (!/^[A-Za-z0-9_-]{22}$/.test(token)) throw notFound;
  const row = stmt(
    db,
    'SELECT name, mime, content, collection, scope FROM blobs WHERE token = ?',
  ).get(token) as BlobRow | undefined;
  if (!row?.collection) throw notFound;
  const entry = resourceOfCollection(row.collection);
  if (!entry) throw notFound;
  const scope = JSON.parse(row.scope ?? '{}') as Record<string, string>;
  try {
    authorise(entry, 'read', scope, user);
  } catch {
    throw notFound;
  }
  // A team leader reads the files of the people of their teams only (authz/teamScope.ts),
  // as they read the records the files belong to.
  const store = new RecordStore(db);
  const team = teamScopeOfUser(store, user.id);
  const owner = scope.userId ?? scope.currentUserId;
  if (team && owner !== undefined && Number(owner) !== user.id) {
    const person = store.get(named('users'), {}, Number(owner));
    if (!person || !withinScope(team, 'users', person)) throw notFound;
  }
  return row;
}
