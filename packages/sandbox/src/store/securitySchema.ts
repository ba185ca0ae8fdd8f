/**
 * Tables and triggers of the sandbox's security: session families (refresh
 * rotation and revocation), attempt counters (back-off), one-time mobile codes
 * (hashed), and the triggers that make a change of password, e-mail,
 * permissions, role or status end the user's sessions at once.
 *
 * @module
 */
import type Database from 'better-sqlite3';
import { named } from './collections.js';

/** Tables (created with the main schema). */
export const SECURITY_SCHEMA = `
CREATE TABLE IF NOT EXISTS sessions (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL,
  kind TEXT NOT NULL,
  current_jti TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  rotated_at INTEGER NOT NULL,
  revoked_at INTEGER,
  revoked_reason TEXT,
  parent_id TEXT
);
CREATE INDEX IF NOT EXISTS sessions_user ON sessions(user_id);
CREATE TABLE IF NOT EXISTS rate_windows (
  key TEXT PRIMARY KEY,
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS attempts (
  key TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  last_at INTEGER NOT NULL,
  blocked_until INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS mobile_codes (
  user_id INTEGER PRIMARY KEY,
  code_hash TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0
);
`;

const NOW_MS = `CAST(strftime('%s','now') AS INTEGER) * 1000`;

const revoke = (userExpr: string, reason: string) =>
  `UPDATE sessions SET revoked_at = ${NOW_MS}, revoked_reason = '${reason}' WHERE user_id = ${userExpr} AND revoked_at IS NULL;`;

const TRIGGERS = `
CREATE TRIGGER IF NOT EXISTS credentials_secret_changed AFTER UPDATE OF password_hash, email ON credentials
WHEN OLD.password_hash IS NOT NEW.password_hash OR LOWER(OLD.email) IS NOT LOWER(NEW.email)
BEGIN
  ${revoke('NEW.user_id', 'credentials_changed')}
  UPDATE credentials SET session_version = session_version + 1 WHERE user_id = NEW.user_id;
END;
CREATE TRIGGER IF NOT EXISTS credentials_locked AFTER UPDATE OF locked ON credentials
WHEN NEW.locked <> 0 AND OLD.locked = 0
BEGIN
  ${revoke('NEW.user_id', 'blocked')}
  UPDATE credentials SET session_version = session_version + 1 WHERE user_id = NEW.user_id;
END;
CREATE TRIGGER IF NOT EXISTS credentials_deleted AFTER DELETE ON credentials
BEGIN
  ${revoke('OLD.user_id', 'deleted')}
END;
CREATE TRIGGER IF NOT EXISTS users_deleted AFTER DELETE ON records
WHEN OLD.collection = '${named('users')}'
BEGIN
  ${revoke('OLD.id', 'deleted')}
END;
CREATE TRIGGER IF NOT EXISTS users_access_changed AFTER UPDATE ON records
WHEN NEW.collection = '${named('users')}' AND (
  json_extract(OLD.data, '$.permissions') IS NOT json_extract(NEW.data, '$.permissions')
  OR json_extract(OLD.data, '$.role') IS NOT json_extract(NEW.data, '$.role')
  OR json_extract(OLD.data, '$.status') IS NOT json_extract(NEW.data, '$.status'))
BEGIN
  UPDATE credentials SET
    session_version = session_version + 1,
    locked = CASE
      WHEN json_extract(NEW.data, '$.status') IN ('blocked', 'locked') THEN 1
      WHEN json_extract(OLD.data, '$.status') IN ('blocked', 'locked') THEN 0
      ELSE locked END
  WHERE user_id = NEW.id;
END;
`;

function addColumn(db: Database.Database, table: string, column: string, definition: string) {
  const columns = (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map(
    (c) => c.name,
  );
  if (!columns.includes(column)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`);
}

/** Adds the security columns to older databases, then the triggers. */
export function migrateSecurity(db: Database.Database): void {
  addColumn(db, 'credentials', 'session_version', 'INTEGER NOT NULL DEFAULT 0');
  addColumn(db, 'credentials', 'totp_last_step', 'INTEGER NOT NULL DEFAULT 0');
  // A token exchange's session belongs to the family of the session that asked for it.
  addColumn(db, 'sessions', 'parent_id', 'TEXT');
  db.exec('CREATE INDEX IF NOT EXISTS sessions_parent ON sessions(parent_id)');
  addColumn(db, 'blobs', 'token', 'TEXT');
  addColumn(db, 'blobs', 'collection', 'TEXT');
  addColumn(db, 'blobs', 'scope', 'TEXT');
  db.exec('CREATE UNIQUE INDEX IF NOT EXISTS blobs_token ON blobs(token)');
  db.exec(TRIGGERS);
}
