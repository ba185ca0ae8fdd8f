/**
 * The table of documents kept for a refused apply form (publicApply/keptUploads.ts),
 * apart so the database module can create it without importing the handlers.
 *
 * @module
 */

/**
 * The table of kept documents: one row per form token (its SHA-256, never the
 * token) and document field, with the file and when it dies (ms since the epoch).
 */
export const KEPT_UPLOAD_SCHEMA = `
CREATE TABLE IF NOT EXISTS kept_uploads (
  token_hash TEXT NOT NULL,
  field TEXT NOT NULL,
  name TEXT NOT NULL,
  mime TEXT NOT NULL,
  content BLOB NOT NULL,
  expires_at INTEGER NOT NULL,
  PRIMARY KEY (token_hash, field)
);
CREATE INDEX IF NOT EXISTS kept_uploads_expiry ON kept_uploads(expires_at);
`;
