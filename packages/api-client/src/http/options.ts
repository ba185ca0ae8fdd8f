/**
 * Options of {@link createHttpClient} and their resolved form.
 *
 * @module
 */
import type { VolunteerKitError } from '../errors/errors.js';
import { resolveRetry, type ResolvedRetry, type RetryOption } from './retry.js';
import type { TokenStore } from './tokenStore.js';
import type { RequestContext, RequestHooks } from './types.js';

export type { RetryOptions } from './retry.js';

/** Why the global error handler was called (spec 8). */
export type GlobalErrorReason =
  /** A 401 led to a token refresh, and the refresh failed. Called once per failed refresh. */
  | 'refresh-failed'
  /** A request that had not been retried got 503 Service Unavailable. */
  | 'service-unavailable';

/** What the global error handler is told besides the error. */
export interface GlobalErrorInfo {
  /** Why the handler runs. */
  reason: GlobalErrorReason;
  /** The request that failed (for `refresh-failed`: the refresh call). */
  request: RequestContext;
}

/**
 * The global error handler (spec 8): runs when a token refresh fails (once, however many
 * requests were waiting) and when a not-yet-retried request gets 503. The failing calls
 * still reject to their callers. It never runs for cancelled calls.
 */
export type GlobalErrorHandler = (error: VolunteerKitError, info: GlobalErrorInfo) => void;

/** Options of `createHttpClient()`. */
export interface ClientOptions {
  /**
   * Base URL every path is relative to. A relative base resolves against the page in a
   * browser; outside a browser pass an absolute URL.
   * @default '/api/'
   */
  baseURL?: string;
  /**
   * API version carried in the Accept media type. `null` sends `Accept: *\/*`.
   * @default 3
   */
  version?: number | string | null;
  /**
   * The vendor subtype of the Accept media type:
   * `application/vnd.{mediaSubtype}.v{version}+json`.
   * @default 'volunteerkit'
   */
  mediaSubtype?: string;
  /** A starting token for the default in-memory store (ignored when `tokenStore` is given). */
  token?: string | null;
  /**
   * Where the token lives. Use `createLocalStorageTokenStore()` in browsers that should
   * keep the session across reloads.
   * @default createMemoryTokenStore(options.token)
   */
  tokenStore?: TokenStore;
  /**
   * Where the "trust this computer" token from a two-factor login is kept.
   * @default createLocalStorageTokenStore({ key: 'volunteerkit.trust-token:' + baseURL }) (memory outside a browser)
   */
  trustTokenStore?: TokenStore;
  /** The global error handler (see {@link GlobalErrorHandler}). */
  onError?: GlobalErrorHandler;
  /**
   * The fetch implementation (tests, SSR frameworks, instrumentation).
   * @default globalThis.fetch, looked up at call time
   */
  fetch?: typeof fetch;
  /**
   * Per-attempt timeout in milliseconds; `0` disables it. Per call: `timeout` in the request options.
   * @default 60000
   */
  timeout?: number;
  /** Hooks run for every call, before the per-call hooks. */
  hooks?: RequestHooks;
  /** Extra headers sent with every call; they may override Accept and Content-Type (case-insensitively). Authorization always comes from the session. */
  headers?: Record<string, string>;
  /**
   * Retries of failed calls: GET, PUT and DELETE (and a POST with an `idempotencyKey`)
   * are sent again on a network failure or 408, 429, 502, 503, 504, after an exponential
   * backoff with jitter or the server's `Retry-After`, at most twice and within 30 s.
   * `false` turns retries off; a number sets the limit; see {@link RetryOptions}.
   * Per call: `retry` in the request options.
   * @default { limit: 2, methods: ['GET', 'PUT', 'DELETE'], statusCodes: [408, 429, 502, 503, 504], delay: 300, backoffLimit: 5000, maxRetryAfter: 60000, maxElapsed: 30000 }
   */
  retry?: RetryOption;
}

/** The options after defaults, as the client uses them. */
export interface ResolvedClientOptions {
  /** The base URL, always ending with `/`. */
  baseURL: string;
  /** The API version, or `null`. */
  version: number | string | null;
  /** The vendor subtype. */
  mediaSubtype: string;
  /** The Accept header value. */
  accept: string;
  /** Default timeout (0 = none). */
  timeout: number;
  /** The retry policy, or `undefined` when retries are off. */
  retry: ResolvedRetry | undefined;
}

/** Default base URL (spec 9). */
export const DEFAULT_BASE_URL = '/api/';
/** Default API version (spec 9). */
export const DEFAULT_API_VERSION = 3;
/** Default vendor subtype of the Accept media type. */
export const DEFAULT_MEDIA_SUBTYPE = 'volunteerkit';
/** Default per-attempt timeout in milliseconds. */
export const DEFAULT_TIMEOUT = 60_000;

/**
 * The Accept header for a version: `application/vnd.{subtype}.v{version}+json`, or `*\/*`.
 *
 * @example
 * ```ts
 * acceptHeader(3); // 'application/vnd.volunteerkit.v3+json'
 * acceptHeader(null); // '*\/*'
 * ```
 */
export function acceptHeader(
  version: number | string | null,
  mediaSubtype: string = DEFAULT_MEDIA_SUBTYPE,
): string {
  if (version === null || version === '') return '*/*';
  const v = String(version).replace(/^v/i, '');
  return `application/vnd.${mediaSubtype}.v${v}+json`;
}

/** Applies the defaults. */
export function resolveClientOptions(options: ClientOptions): ResolvedClientOptions {
  const base = options.baseURL ?? DEFAULT_BASE_URL;
  const version = options.version === undefined ? DEFAULT_API_VERSION : options.version;
  const mediaSubtype = options.mediaSubtype ?? DEFAULT_MEDIA_SUBTYPE;
  const timeout = options.timeout ?? DEFAULT_TIMEOUT;
  if (!Number.isFinite(timeout) || timeout < 0) {
    throw new RangeError(`timeout must be a non-negative number of milliseconds, got ${timeout}`);
  }
  return {
    baseURL: base.endsWith('/') ? base : `${base}/`,
    version,
    mediaSubtype,
    accept: acceptHeader(version, mediaSubtype),
    timeout,
    retry: resolveRetry(options.retry),
  };
}
