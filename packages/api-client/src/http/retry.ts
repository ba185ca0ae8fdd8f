/**
 * The retry policy of the transport, modelled on ky and stripe-node: a failed call is
 * sent again, after an exponentially growing wait with jitter, when it is safe to send
 * again (an idempotent method, or a POST carrying an idempotency key) and the failure is
 * one that a later attempt may not meet: a network failure, or 408, 429, 502, 503, 504.
 * A `Retry-After` header is honoured (as the least wait); attempts and the total time
 * are bounded. Pure functions only: the transport owns the timers.
 *
 * @module
 */
import { ApiError, NetworkError } from '../errors/errors.js';
import type { HttpMethod } from './types.js';

/**
 * How failed calls are retried. Every field has a default; `retry: false` (on the client
 * or one call) turns retries off, and a number sets only {@link RetryOptions.limit}.
 *
 * @example
 * ```ts
 * createHttpClient({ retry: { limit: 4, maxElapsed: 60_000 } });
 * createHttpClient({ retry: false }); // one attempt per call, as before 0.2
 * ```
 */
export interface RetryOptions {
  /**
   * How many times a call is sent again at most (so `limit + 1` attempts).
   * @default 2
   */
  limit?: number;
  /**
   * The methods retried without an idempotency key. A POST is retried only when the call
   * gives an `idempotencyKey`.
   * @default ['GET', 'PUT', 'DELETE']
   */
  methods?: readonly HttpMethod[];
  /**
   * The statuses retried. Network failures are retried too; timeouts are not (the
   * per-attempt `timeout` already waited).
   * @default [408, 429, 502, 503, 504]
   */
  statusCodes?: readonly number[];
  /**
   * The first wait in milliseconds; each further wait doubles it, and each is then
   * jittered to between half and all of it.
   * @default 300
   */
  delay?: number;
  /**
   * The longest single backoff wait in milliseconds (before jitter).
   * @default 5000
   */
  backoffLimit?: number;
  /**
   * The longest `Retry-After` the client waits for, in milliseconds; a server asking for
   * longer gets the error at once (its `retryAfter` says how long).
   * @default 60000
   */
  maxRetryAfter?: number;
  /**
   * The bound on a call's total time across attempts, in milliseconds: no retry starts
   * whose wait would end after it. `0` = no bound beyond `limit`.
   * @default 30000
   */
  maxElapsed?: number;
}

/** The `retry` option of the client and of one call: options, a limit, or `false` for none. */
export type RetryOption = RetryOptions | number | false;

/** {@link RetryOptions} with every default applied. */
export type ResolvedRetry = Required<RetryOptions>;

/** The default retry policy (see {@link RetryOptions} for each field). */
export const DEFAULT_RETRY: Readonly<ResolvedRetry> = Object.freeze({
  limit: 2,
  methods: Object.freeze(['GET', 'PUT', 'DELETE'] as const),
  statusCodes: Object.freeze([408, 429, 502, 503, 504]),
  delay: 300,
  backoffLimit: 5000,
  maxRetryAfter: 60_000,
  maxElapsed: 30_000,
});

/**
 * Applies a `retry` option over a base policy ({@link DEFAULT_RETRY} by default): `false`
 * or a limit of 0 is no retries (`undefined`), a number sets the limit, an object
 * overrides the fields it has, and `undefined` keeps the base.
 *
 * @throws RangeError for a negative or non-finite number.
 * @example
 * ```ts
 * resolveRetry(3)?.limit; // 3
 * resolveRetry(false); // undefined
 * ```
 */
export function resolveRetry(
  option: RetryOption | undefined,
  base: Readonly<ResolvedRetry> = DEFAULT_RETRY,
): ResolvedRetry | undefined {
  if (option === false) return undefined;
  if (option === undefined) return { ...base };
  const merged: ResolvedRetry = {
    ...DEFAULT_RETRY,
    ...base,
    ...(typeof option === 'number' ? { limit: option } : option),
  };
  for (const key of ['limit', 'delay', 'backoffLimit', 'maxRetryAfter', 'maxElapsed'] as const) {
    const value = merged[key];
    if (!Number.isFinite(value) || value < 0)
      throw new RangeError(`retry.${key} must be a non-negative number, got ${value}`);
  }
  return merged.limit === 0 ? undefined : merged;
}

/** What {@link retryWait} needs to know about the failed attempt. */
export interface RetryAttempt {
  /** The call's method. */
  method: HttpMethod;
  /** Whether the call carries an idempotency key (then a POST may be sent again). */
  idempotencyKey: boolean;
  /** The failure of the attempt. */
  error: unknown;
  /** How many retries were already made (0 after the first attempt). */
  retries: number;
  /** Milliseconds since the call started. */
  elapsed: number;
}

/**
 * The wait before the next attempt in milliseconds, or `undefined` when the call must
 * not be retried (not idempotent, a status or error that is not retried, the limit
 * reached, a `Retry-After` beyond `maxRetryAfter`, or the wait would overrun `maxElapsed`).
 *
 * @param random - The jitter source, `Math.random` by default (tests pass a constant).
 * @example
 * ```ts
 * retryWait(DEFAULT_RETRY, { method: 'GET', idempotencyKey: false, error, retries: 0, elapsed: 40 });
 * ```
 */
export function retryWait(
  policy: Readonly<ResolvedRetry>,
  attempt: RetryAttempt,
  random: () => number = Math.random,
): number | undefined {
  if (attempt.retries >= policy.limit) return undefined;
  if (!attempt.idempotencyKey && !policy.methods.includes(attempt.method)) return undefined;
  const { error } = attempt;
  let retryAfter: number | undefined;
  if (error instanceof ApiError) {
    if (!policy.statusCodes.includes(error.status)) return undefined;
    retryAfter = error.retryAfter;
    if (retryAfter !== undefined && retryAfter > policy.maxRetryAfter) return undefined;
  } else if (!(error instanceof NetworkError)) {
    return undefined;
  }
  const backoff = Math.min(policy.delay * 2 ** attempt.retries, policy.backoffLimit);
  const jittered = backoff * (0.5 + random() * 0.5);
  const wait = Math.round(Math.max(jittered, retryAfter ?? 0));
  if (policy.maxElapsed > 0 && attempt.elapsed + wait > policy.maxElapsed) return undefined;
  return wait;
}
