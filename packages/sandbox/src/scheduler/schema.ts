/**
 * The tables of the scheduler (scheduler/scheduler.ts) and the calendar feeds
 * (calendar/feed.ts), apart so the database module can create them without
 * importing either.
 *
 * @module
 */

/**
 * `scheduler_sent`: what each job has sent, one row per job and key (a
 * reminder of one shift to one person at one chosen time, a check's expiry
 * at one threshold, a waitlist offer…), so no job sends anything twice.
 * `calendar_feeds`: each person's calendar subscription, by the SHA-256 of
 * its secret token (never the token).
 */
export const SCHEDULER_SCHEMA = `
CREATE TABLE IF NOT EXISTS scheduler_sent (
  job TEXT NOT NULL,
  key TEXT NOT NULL,
  sent_at TEXT NOT NULL,
  PRIMARY KEY (job, key)
);
CREATE TABLE IF NOT EXISTS calendar_feeds (
  user_id INTEGER PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL
);
`;
