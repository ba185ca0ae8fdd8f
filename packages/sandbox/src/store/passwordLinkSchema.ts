/**
 * The table of set-password links (auth/passwordLinks.ts), apart so the
 * database module can create it without importing the handlers.
 *
 * @module
 */

/**
 * One row per link sent: whose (`user_id`, 0 for a request about an address no
 * one uses), why (`reset` or `welcome`), the SHA-256 of its secret (never the
 * secret), and when it was made, dies and was used (ms since the epoch).
 */
export const PASSWORD_LINK_SCHEMA = `
CREATE TABLE IF NOT EXISTS password_links (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL,
  purpose TEXT NOT NULL,
  token_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX IF NOT EXISTS password_links_user ON password_links(user_id, used_at);
`;
