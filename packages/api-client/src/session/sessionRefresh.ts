/**
 * Proactive token refresh: renews the session token shortly before its `exp`, so a user who
 * keeps a page open is not interrupted by a 401 (the transport still refreshes on 401, spec 8).
 * It follows the session: every new token (login, refresh, another tab) reschedules it, and a
 * logged-out session schedules nothing. A failed refresh is reported as usual, through the
 * client's `onError` and, when the server refuses it, `session.onSignedOut`.
 *
 * @module
 */
import type { SessionState } from './session.js';
import { secondsToExpiry } from './session.js';

/** What {@link startSessionRefresh} needs from a client (a `CoreClient` fits). */
export interface SessionRefreshClient {
  /** The session whose token is watched. */
  session: {
    /** Returns the current session state (token, user and environment). */
    getState(): SessionState;
    /** Calls `listener` after every session change; returns a function that unsubscribes. */
    subscribe(listener: (state: SessionState) => void): () => void;
  };
  /** Refreshes the token now, sharing a refresh already in flight. */
  refresh(): Promise<string>;
}

/** A running proactive refresh, from {@link startSessionRefresh}. */
export interface SessionRefreshHandle {
  /** Stops watching the session and cancels the scheduled refresh. Safe to call twice. */
  stop(): void;
  /**
   * When the next refresh is due, in milliseconds since the epoch, or `undefined` when none
   * is scheduled (logged out, a token without `exp`, or stopped).
   */
  nextRefreshAt(): number | undefined;
}

/** The longest lead before `exp`, in seconds: a refresh is due at most this long before it. */
export const SESSION_REFRESH_MAX_LEAD = 60;

// setTimeout's largest delay; a longer wait is split into several timers.
const MAX_DELAY = 2 ** 31 - 1;

/**
 * How long before `exp` to refresh a token with `left` seconds to live: a fifth of what is
 * left, between 1 and {@link SESSION_REFRESH_MAX_LEAD} seconds.
 */
function leadSeconds(left: number): number {
  return Math.min(SESSION_REFRESH_MAX_LEAD, Math.max(1, left * 0.2));
}

/**
 * Refreshes the client's token shortly before it expires, for as long as it runs: a fifth of
 * the token's remaining lifetime ahead of `exp` (at most 60 s, at least 1 s), less a little
 * random jitter (up to 5 s) so two tabs sharing one token do not both refresh it (the server
 * treats a second use of a spent token as theft). A token that has already expired is
 * refreshed at once; a token without `exp` is left to the 401 refresh.
 *
 * Call it once per client and `stop()` it when the app goes away. In Node the timer does not
 * keep the process alive.
 *
 * @example
 * ```ts
 * const client = createHttpClient({ tokenStore: createLocalStorageTokenStore() });
 * const refresh = startSessionRefresh(client);
 * client.session.onSignedOut(() => showSignIn('Your session has ended.'));
 * // later, e.g. when the app unmounts
 * refresh.stop();
 * ```
 */
export function startSessionRefresh(client: SessionRefreshClient): SessionRefreshHandle {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let dueAt: number | undefined;
  let stopped = false;

  const cancel = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    dueAt = undefined;
  };

  const arm = (): void => {
    if (dueAt === undefined) return;
    const delay = Math.min(Math.max(0, dueAt - Date.now()), MAX_DELAY);
    timer = setTimeout(fire, delay);
    (timer as { unref?: () => void }).unref?.();
  };

  function fire(): void {
    timer = undefined;
    if (dueAt !== undefined && Date.now() < dueAt) {
      // A wait longer than one timer allows: keep waiting.
      arm();
      return;
    }
    dueAt = undefined;
    client.refresh().catch(() => {
      // Reported by the client: `onError` (refresh-failed) and, for a refusal, onSignedOut.
    });
  }

  const schedule = (): void => {
    cancel();
    if (stopped) return;
    const token = client.session.getState().token;
    if (!token) return;
    const now = Date.now();
    const left = secondsToExpiry(token, now);
    if (left === undefined) return;
    const lead = leadSeconds(left);
    const jitter = Math.random() * Math.min(5000, lead * 500);
    dueAt = now + Math.max(0, (left - lead) * 1000 - jitter);
    arm();
  };

  const unsubscribe = client.session.subscribe(schedule);
  schedule();

  return {
    stop() {
      if (stopped) return;
      stopped = true;
      unsubscribe();
      cancel();
    },
    nextRefreshAt: () => dueAt,
  };
}
