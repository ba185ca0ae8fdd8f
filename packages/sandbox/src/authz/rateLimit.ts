/**
 * Rate limits of writes that need no account (anonymous search and apply
 * logging): a fixed window per client address, kept in SQLite
 * (`rate_windows`). Past the limit the answer is 429 `rate_limited` with
 * `Retry-After`, and nothing is written.
 *
 * @module
 */
import { ApiError } from '../errors.js';
import { stmt, type Db } from '../store/db.js';

/** A limit: at most `max` writes per `windowMs` per key. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/** Anonymous log writes (`/opportunities/log/search`, `log-apply-action`): 60 a minute per address. */
export const ANONYMOUS_LOG_LIMIT: RateLimit = { max: 60, windowMs: 60_000 };

/** Counts one write under `key`; throws 429 when the window is full. */
export function takeRate(db: Db, key: string, limit: RateLimit, now: number): void {
  const start = now - (now % limit.windowMs);
  const count = db.transaction(() => {
    stmt(
      db,
      `INSERT INTO rate_windows (key, window_start, count) VALUES (?, ?, 1)
       ON CONFLICT(key) DO UPDATE SET
         count = CASE WHEN window_start = excluded.window_start THEN count + 1 ELSE 1 END,
         window_start = excluded.window_start`,
    ).run(key, start);
    return (stmt(db, 'SELECT count FROM rate_windows WHERE key = ?').get(key) as { count: number })
      .count;
  })();
  if (count > limit.max) {
    const retry = Math.max(1, Math.ceil((start + limit.windowMs - now) / 1000));
    throw new ApiError(429, 'rate_limited', `Too many requests. Wait ${retry} second(s).`, {
      extra: { retry_after_seconds: retry },
      headers: { 'retry-after': String(retry) },
    });
  }
}
