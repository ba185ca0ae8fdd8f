/**
 * Attempt limits on password, two-factor and mobile code checks, as back-off
 * rather than a hard lock. Failures are counted under three keys:
 *
 * - the account from one address: after `perAccountAddress.free` failures, each
 *   further one doubles the wait (1 s, 2 s, 4 s, ... up to 15 minutes);
 * - the address, over every account (password spraying): the same after `perAddress.free`;
 * - the account, over every address (distributed guessing): after `perAccount.free`,
 *   back-off capped at `perAccount.maxWaitMs` (one minute), so an attacker can slow a
 *   real user down but never keep them out.
 *
 * A blocked check answers 429 with `Retry-After` before any password is hashed.
 * Counters are forgotten 15 minutes after the last failure, and a success clears
 * the account's counters.
 *
 * @module
 */
import { ApiError } from '../errors.js';
import { stmt, type Db } from '../store/db.js';

/** One limit: failures allowed before back-off starts, and the longest wait. */
export interface AttemptLimit {
  /** Failures without any wait. */
  free: number;
  /** The longest back-off, in milliseconds. */
  maxWaitMs: number;
}

/** The three limits. */
export interface AttemptLimits {
  /** One account from one address. @default { free: 5, maxWaitMs: 900000 } */
  perAccountAddress: AttemptLimit;
  /** One address, every account. @default { free: 20, maxWaitMs: 900000 } */
  perAddress: AttemptLimit;
  /** One account, every address. @default { free: 50, maxWaitMs: 60000 } */
  perAccount: AttemptLimit;
}

/** The default limits. */
export const DEFAULT_ATTEMPT_LIMITS: AttemptLimits = {
  perAccountAddress: { free: 5, maxWaitMs: 15 * 60_000 },
  perAddress: { free: 20, maxWaitMs: 15 * 60_000 },
  perAccount: { free: 50, maxWaitMs: 60_000 },
};

/** Counters are forgotten this long after the last failure. */
export const ATTEMPT_WINDOW_MS = 15 * 60_000;

interface Row {
  failures: number;
  last_at: number;
  blocked_until: number;
}

/**
 * What is being checked: `password`, `totp` or `mobile_code`, for an account
 * from an address; or `mobile_request`, the requests for a mobile code (every
 * one counts).
 */
export interface AttemptSubject {
  kind: 'password' | 'totp' | 'mobile_code' | 'mobile_request';
  /** The account: the lower-cased e-mail address (known or not). */
  account: string;
  /** The client address. */
  address: string;
}

function keys(s: AttemptSubject, limits: AttemptLimits): [string, AttemptLimit][] {
  return [
    [`${s.kind}:acct-addr:${s.account}|${s.address}`, limits.perAccountAddress],
    [`${s.kind}:addr:${s.address}`, limits.perAddress],
    [`${s.kind}:acct:${s.account}`, limits.perAccount],
  ];
}

function read(db: Db, key: string, now: number): Row | undefined {
  const row = stmt(db, 'SELECT failures, last_at, blocked_until FROM attempts WHERE key = ?').get(
    key,
  ) as Row | undefined;
  if (row && now - row.last_at > ATTEMPT_WINDOW_MS && row.blocked_until <= now) return undefined;
  return row;
}

/** Throws 429 `too_many_attempts` with `Retry-After` while any counter of the subject is backing off. */
export function checkAttempts(
  db: Db,
  subject: AttemptSubject,
  limits: AttemptLimits,
  now: number,
): void {
  let until = 0;
  for (const [key] of keys(subject, limits)) {
    const row = read(db, key, now);
    if (row && row.blocked_until > until) until = row.blocked_until;
  }
  if (until > now) {
    const retry = Math.max(1, Math.ceil((until - now) / 1000));
    throw new ApiError(
      429,
      'too_many_attempts',
      `Too many failed attempts. Wait ${retry} second(s) and try again.`,
      { extra: { retry_after_seconds: retry }, headers: { 'retry-after': String(retry) } },
    );
  }
}

let writes = 0;

/** Counts a failure under every key of the subject. */
export function recordFailure(
  db: Db,
  subject: AttemptSubject,
  limits: AttemptLimits,
  now: number,
): void {
  // Now and then, forget counters that have expired (a spray of made-up addresses would
  // otherwise grow the table without end).
  if ((writes = (writes + 1) % 256) === 0)
    stmt(db, 'DELETE FROM attempts WHERE last_at < ? AND blocked_until < ?').run(
      now - ATTEMPT_WINDOW_MS,
      now,
    );
  db.transaction(() => {
    for (const [key, limit] of keys(subject, limits)) {
      const failures = (read(db, key, now)?.failures ?? 0) + 1;
      const over = failures - limit.free;
      const wait = over > 0 ? Math.min(limit.maxWaitMs, 1000 * 2 ** Math.min(over - 1, 30)) : 0;
      stmt(
        db,
        `INSERT INTO attempts (key, failures, last_at, blocked_until) VALUES (?, ?, ?, ?)
         ON CONFLICT(key) DO UPDATE SET failures = excluded.failures, last_at = excluded.last_at,
           blocked_until = excluded.blocked_until`,
      ).run(key, failures, now, wait > 0 ? now + wait : 0);
    }
  })();
}

/**
 * Clears the account's counters after a success, and takes back the one attempt
 * {@link reserveAttempt} counted against the address.
 */
export function recordSuccess(db: Db, subject: AttemptSubject, limits: AttemptLimits): void {
  const [accountAddress, address, account] = keys(subject, limits);
  stmt(db, 'DELETE FROM attempts WHERE key IN (?, ?)').run(accountAddress?.[0], account?.[0]);
  stmt(db, 'UPDATE attempts SET failures = MAX(0, failures - 1) WHERE key = ?').run(address?.[0]);
}

/**
 * Checks the limits, then counts the attempt as a failure before the (slow) check
 * runs, so a burst of concurrent guesses cannot slip past the limit while the
 * first ones are still being hashed. A success takes it back ({@link recordSuccess}).
 */
export function reserveAttempt(
  db: Db,
  subject: AttemptSubject,
  limits: AttemptLimits,
  now: number,
): void {
  checkAttempts(db, subject, limits, now);
  recordFailure(db, subject, limits, now);
}
