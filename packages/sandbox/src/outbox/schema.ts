/**
 * The outbox's table (outbox/outbox.ts), apart so the database module can
 * create it without importing the outbox.
 *
 * @module
 */

/** The outbox table (created with the main schema; emptied by `--reset`). */
export const OUTBOX_SCHEMA = `
CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  to_address TEXT NOT NULL,
  to_name TEXT NOT NULL DEFAULT '',
  subject TEXT NOT NULL,
  text TEXT NOT NULL,
  html TEXT,
  kind TEXT NOT NULL DEFAULT 'email',
  user_id INTEGER,
  links TEXT NOT NULL,
  sent_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS outbox_to ON outbox(to_address COLLATE NOCASE, id);
`;
