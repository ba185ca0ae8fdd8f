/**
 * The SQLite database: schema, opening and the per-database signing secret.
 *
 * @module
 */
import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';

import { legacyCollectionKeys } from './collections.js';
import { SECURITY_SCHEMA, migrateSecurity } from './securitySchema.js';
import { OUTBOX_SCHEMA } from '../outbox/schema.js';
import { PASSWORD_LINK_SCHEMA } from './passwordLinkSchema.js';
import { SCHEDULER_SCHEMA } from '../scheduler/schema.js';
import { KEPT_UPLOAD_SCHEMA } from '../publicApply/schema.js';

/** An open better-sqlite3 database. */
export type Db = Database.Database;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS records (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  collection TEXT NOT NULL,
  scope TEXT NOT NULL DEFAULT '',
  data TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS records_collection ON records(collection, scope, id);
CREATE TABLE IF NOT EXISTS credentials (
  user_id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  totp_secret TEXT,
  locked INTEGER NOT NULL DEFAULT 0,
  failed_attempts INTEGER NOT NULL DEFAULT 0,
  locked_until INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS residential_index (
  id INTEGER PRIMARY KEY,
  type TEXT NOT NULL,
  lat REAL,
  lon REAL,
  date_advertised TEXT NOT NULL,
  display_name TEXT NOT NULL,
  country TEXT,
  county TEXT,
  advert_target TEXT NOT NULL DEFAULT 'external'
);
CREATE INDEX IF NOT EXISTS residential_lat ON residential_index(lat);
CREATE INDEX IF NOT EXISTS residential_advertised ON residential_index(date_advertised, id);
CREATE TABLE IF NOT EXISTS residential_slots (
  opportunity_id INTEGER NOT NULL,
  start TEXT NOT NULL,
  end TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS residential_slots_opportunity ON residential_slots(opportunity_id, start, end);
CREATE TABLE IF NOT EXISTS logs (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL,
  payload TEXT NOT NULL,
  user_id INTEGER,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS blobs (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  mime TEXT NOT NULL,
  content BLOB NOT NULL
);
${SECURITY_SCHEMA}
${OUTBOX_SCHEMA}
${PASSWORD_LINK_SCHEMA}
${SCHEDULER_SCHEMA}
${KEPT_UPLOAD_SCHEMA}
`;

const DATA_TABLES = [
  'records',
  'credentials',
  'residential_index',
  'residential_slots',
  'logs',
  'blobs',
  'sessions',
  'attempts',
  'rate_windows',
  'mobile_codes',
  'outbox',
  'password_links',
  'scheduler_sent',
  'calendar_feeds',
  'kept_uploads',
];

/**
 * Opens (creating if needed) the database file and its schema.
 *
 * @param file - path of the SQLite file, `:memory:`, or a database image (from
 *   `db.serialize()`) to open as a private in-memory copy.
 * @param reset - drop all data first (`--reset`).
 */
export function openDb(file: string | Buffer, reset = false): Db {
  const onDisk = typeof file === 'string' && file !== ':memory:';
  if (onDisk) {
    mkdirSync(dirname(file), { recursive: true });
    // The file holds the signing key, password hashes and TOTP secrets: owner-only (0600),
    // created so before SQLite writes anything, and tightened if an older file was wider.
    if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
    for (const f of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(f)) chmodSync(f, 0o600);
  }
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  migrate(db);
  db.exec(SCHEMA);
  migrateCollectionKeys(db);
  migrateSecurity(db);
  if (onDisk)
    for (const f of [`${file}-wal`, `${file}-shm`]) if (existsSync(f)) chmodSync(f, 0o600);
  if (reset) {
    db.transaction(() => {
      for (const table of DATA_TABLES) db.exec(`DELETE FROM ${table}`);
      db.exec(`DELETE FROM sqlite_sequence`);
      db.exec(`DELETE FROM meta WHERE key NOT IN ('secret', '${KEYS_META}')`);
    })();
  }
  return db;
}

const statements = new WeakMap<Db, Map<string, Database.Statement>>();

/** A prepared statement, cached per database (preparing is the slow part of bulk inserts). */
export function stmt(db: Db, sql: string): Database.Statement {
  let cache = statements.get(db);
  if (!cache) {
    cache = new Map();
    statements.set(db, cache);
  }
  let statement = cache.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    cache.set(sql, statement);
  }
  return statement;
}

/** Brings databases written by earlier versions up to the current schema. */
function migrate(db: Db): void {
  if (!db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'credentials'").get()) return;
  const columns = (db.prepare('PRAGMA table_info(credentials)').all() as { name: string }[]).map(
    (c) => c.name,
  );
  if (!columns.includes('locked_until')) {
    db.exec('ALTER TABLE credentials ADD COLUMN locked_until INTEGER NOT NULL DEFAULT 0');
  }
}

/** The `meta` key recording that collections are keyed by catalogue accessor. */
const KEYS_META = 'collection_keys';

/**
 * Renames the collections of a database written when they were keyed by normalised
 * path (`/users/{userId}/notes`, `call:/teams/{teamId}/site`) to their accessor keys
 * (`users.notes`, `call:teams.site.show`), records and file blobs alike, in one
 * transaction. The triggers that named the users collection by path are dropped
 * (`migrateSecurity` creates them again). Runs once per file; a second open finds
 * the `meta` mark and does nothing.
 */
export function migrateCollectionKeys(db: Db): void {
  if (getMeta(db, KEYS_META) === 'accessor') return;
  const blobColumns = (db.prepare('PRAGMA table_info(blobs)').all() as { name: string }[]).map(
    (c) => c.name,
  );
  db.transaction(() => {
    db.exec('DROP TRIGGER IF EXISTS users_deleted; DROP TRIGGER IF EXISTS users_access_changed;');
    const records = db.prepare('UPDATE records SET collection = ? WHERE collection = ?');
    const blobs = blobColumns.includes('collection')
      ? db.prepare('UPDATE blobs SET collection = ? WHERE collection = ?')
      : undefined;
    for (const [old, key] of legacyCollectionKeys()) {
      records.run(key, old);
      blobs?.run(key, old);
    }
    setMeta(db, KEYS_META, 'accessor');
  })();
}

/** Reads a value of the `meta` table. */
export function getMeta(db: Db, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as
    { value: string } | undefined;
  return row?.value;
}

/** Writes a value of the `meta` table. */
export function setMeta(db: Db, key: string, value: string): void {
  db.prepare(
    'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  ).run(key, value);
}

/**
 * The HS256 signing secret of this database, created on first use and kept so
 * tokens stay valid across restarts.
 */
export function signingSecret(db: Db): Uint8Array {
  let secret = getMeta(db, 'secret');
  if (!secret) {
    secret = randomBytes(32).toString('base64');
    setMeta(db, 'secret', secret);
  }
  return new Uint8Array(Buffer.from(secret, 'base64'));
}

/** True when the database holds no records yet (a fresh file, or after `--reset`). */
export function isEmpty(db: Db): boolean {
  return !db.prepare('SELECT 1 FROM records LIMIT 1').get();
}
