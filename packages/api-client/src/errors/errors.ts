/**
 * Typed errors of the api-client. Every failure a call can reject with is one of
 * these classes, so callers can branch with `instanceof`:
 *
 * ```ts
 * try { await client.request({ method: 'GET', path: 'users/' }); }
 * catch (error) {
 *   if (error instanceof AbortError) return;            // cancelled on purpose
 *   if (error instanceof ApiError && error.status === 422) showFieldErrors(error.fieldErrors);
 * }
 * ```
 *
 * `instanceof` also works across two copies of the package in one page (for example the
 * residential embed bundle next to the portal): the classes check a brand registered with
 * `Symbol.for`, not only the prototype chain. Messages never contain the bearer token.
 *
 * @module
 */
import type { HttpMethod } from '../http/types.js';

const BRAND = Symbol.for('@volunteerkit/api-client/error');

/** The kinds of error, one per class; kept on each instance as `kind`. */
export type VolunteerKitErrorKind =
  | 'VolunteerKitError'
  | 'ApiError'
  | 'BadRequestError'
  | 'AuthenticationError'
  | 'PermissionError'
  | 'NotFoundError'
  | 'ConflictError'
  | 'ValidationError'
  | 'RateLimitError'
  | 'ServerError'
  | 'PreconditionFailedError'
  | 'ResponseParseError'
  | 'NetworkError'
  | 'TimeoutError'
  | 'AbortError'
  | 'OperationNotAllowedError'
  | 'PathParamError'
  | 'ResponseValidationError'
  | 'SchedulingInputError'
  | 'ValidationRuleError'
  | 'TeamTreeError'
  | 'EmbedConfigError';

/** Field errors keyed by field name, e.g. `{ email: ['The email field is required.'] }`. */
export type FieldErrors = Record<string, string[]>;

/** What every error of the client knows about the request that failed. */
export interface ErrorRequestInfo {
  /** Method of the failed call. */
  method: HttpMethod;
  /** URL of the failed call (no credentials are ever part of it). */
  url: string;
  /** The id of the request, as hooks saw it. */
  requestId?: string;
}

function brandsOf(value: unknown): readonly string[] | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const brands = (value as { [BRAND]?: unknown })[BRAND];
  return Array.isArray(brands) ? (brands as string[]) : undefined;
}

/**
 * Base class of every error the api-client throws.
 *
 * @example
 * ```ts
 * if (error instanceof VolunteerKitError) console.warn(error.kind, error.message);
 * ```
 */
export class VolunteerKitError extends Error {
  /** The class's stable name (minification-proof). */
  static readonly kind: VolunteerKitErrorKind = 'VolunteerKitError';
  // The instance fields are `declare`d and assigned in the constructor, so the
  // build emits no field declarations for them (fewer bytes in every bundle).
  /** Which class of error this is; stable across bundles. */
  declare readonly kind: VolunteerKitErrorKind;
  /** Method of the failed call, when the error comes from a call. */
  declare readonly method: HttpMethod | undefined;
  /** URL of the failed call, when the error comes from a call. */
  declare readonly url: string | undefined;
  /** Request id of the failed call, when the error comes from a call. */
  declare readonly requestId: string | undefined;

  constructor(message: string, request?: ErrorRequestInfo, options?: { cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    // Class names are mangled by minifiers, so each class names itself in `static kind`.
    const kind = (new.target as unknown as { kind: VolunteerKitErrorKind }).kind;
    this.name = kind;
    this.kind = kind;
    this.method = request?.method;
    this.url = request?.url;
    this.requestId = request?.requestId;
    // Record the whole class chain so `instanceof` works across package copies.
    const brands: string[] = [];
    for (let p: unknown = new.target; p && p !== Error; p = Object.getPrototypeOf(p)) {
      const k = (p as { kind?: unknown }).kind;
      if (typeof k === 'string' && !brands.includes(k)) brands.push(k);
    }
    Object.defineProperty(this, BRAND, { value: brands, enumerable: false });
  }

  /**
   * Makes `value instanceof` this class true for its instances, including those created by
   * another copy of the package (matched by the class's `kind`, not only the prototype chain).
   */
  static override [Symbol.hasInstance](value: unknown): boolean {
    if (Function.prototype[Symbol.hasInstance].call(this, value)) return true;
    const kind = (this as unknown as { kind?: unknown }).kind;
    return typeof kind === 'string' && (brandsOf(value)?.includes(kind) ?? false);
  }
}

/** Options of {@link ApiError}. */
export interface ApiErrorOptions extends ErrorRequestInfo {
  /** HTTP status of the response. */
  status: number;
  /** Status text of the response. */
  statusText?: string;
  /** Parsed body (JSON when it parsed, otherwise the raw text; `null` when empty). */
  body: unknown;
  /** Response headers. */
  headers?: Headers;
  /** The underlying cause. */
  cause?: unknown;
}

/**
 * Pulls field errors out of an error body. Understands `{ errors: { field: string | string[] } }`
 * (the usual validation shape) and `{ errors: [{ field, message }] }`.
 *
 * @returns the field errors, or `undefined` when the body has none.
 * @example
 * ```ts
 * extractFieldErrors({ errors: { email: 'Required' } }); // { email: ['Required'] }
 * ```
 */
export function extractFieldErrors(body: unknown): FieldErrors | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const errors = (body as { errors?: unknown }).errors;
  const out: FieldErrors = {};
  if (Array.isArray(errors)) {
    for (const item of errors) {
      if (typeof item !== 'object' || item === null) continue;
      const { field, message } = item as { field?: unknown; message?: unknown };
      if (typeof field === 'string' && typeof message === 'string') {
        (out[field] ??= []).push(message);
      }
    }
  } else if (typeof errors === 'object' && errors !== null) {
    for (const [field, value] of Object.entries(errors)) {
      const messages = (Array.isArray(value) ? value : [value]).filter(
        (m): m is string => typeof m === 'string',
      );
      if (messages.length > 0) out[field] = messages;
    }
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

function serverMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' && message.length > 0 ? message.slice(0, 300) : undefined;
}

/**
 * The wait a `Retry-After` header asks for, in milliseconds: the header holds either
 * delay-seconds (`120`) or an HTTP date. `undefined` when it is absent or unreadable;
 * a date in the past is `0`.
 *
 * @example
 * ```ts
 * parseRetryAfter('2'); // 2000
 * parseRetryAfter('Wed, 21 Oct 2015 07:28:00 GMT', Date.parse('2015-10-21T07:27:00Z')); // 60000
 * ```
 */
export function parseRetryAfter(
  value: string | null | undefined,
  now: number = Date.now(),
): number | undefined {
  if (value === null || value === undefined) return undefined;
  const text = value.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** `GET https://org.example/api/users/`: the start of every call error's message (no query string). */
function describe(request: ErrorRequestInfo): string {
  return `${request.method} ${request.url.split(/[?#]/)[0]}`;
}

/**
 * The server answered with an error status (4xx/5xx).
 *
 * @example
 * ```ts
 * catch (error) {
 *   if (error instanceof ApiError && error.status === 422) form.setErrors(error.fieldErrors ?? {});
 * }
 * ```
 */
export class ApiError extends VolunteerKitError {
  static override readonly kind: VolunteerKitErrorKind = 'ApiError';
  /** HTTP status, e.g. 404. */
  declare readonly status: number;
  /** HTTP status text, e.g. `Not Found` (may be empty over HTTP/2). */
  declare readonly statusText: string;
  /** The parsed body: JSON when it parsed, otherwise the raw text; `null` when empty. */
  declare readonly body: unknown;
  /** Field errors when the body carries them (see {@link extractFieldErrors}). */
  declare readonly fieldErrors: FieldErrors | undefined;
  /** Response headers, when there was a response. */
  declare readonly headers: Headers | undefined;
  /**
   * The server's machine-readable error code (`code` of the JSON body, e.g.
   * `validation_failed`, `not_found`), or `undefined` when the body has none.
   */
  declare readonly code: string | undefined;
  /**
   * How long the server asked to wait before trying again, in milliseconds (its
   * `Retry-After` header, seconds or a date), or `undefined` when it did not say.
   */
  declare readonly retryAfter: number | undefined;
  /**
   * The id of the request: the server's (`X-Request-Id` response header) when it sent
   * one, so support can find the call in its logs; otherwise the client's own id, the
   * one hooks saw.
   */
  declare readonly requestId: string | undefined;
  declare readonly method: HttpMethod;
  declare readonly url: string;

  constructor(options: ApiErrorOptions, message?: string) {
    const statusText = options.statusText ?? '';
    const detail = serverMessage(options.body);
    const serverId = options.headers?.get('x-request-id') ?? undefined;
    super(
      message ??
        `${describe(options)} failed with ${options.status}${statusText ? ` ${statusText}` : ''}${detail ? `: ${detail}` : ''}`,
      serverId ? { ...options, requestId: serverId } : options,
      { cause: options.cause },
    );
    const code = (options.body as { code?: unknown } | null)?.code;
    this.code = typeof code === 'string' && code !== '' ? code : undefined;
    this.retryAfter = parseRetryAfter(options.headers?.get('retry-after'));
    this.status = options.status;
    this.statusText = statusText;
    this.body = options.body;
    this.fieldErrors = extractFieldErrors(options.body);
    this.headers = options.headers;
  }
}

/**
 * The server refused a conditional write (HTTP 412): the record changed since the
 * caller read it, so the `If-Match` ETag it sent is stale. `current` is the record
 * as it is now and `etag` its ETag, so the caller can show the difference, merge,
 * and retry with the new ETag. A subclass of {@link ApiError}.
 *
 * @example
 * ```ts
 * try {
 *   await api.shifts.update(7, { places: 5 }, { ifMatch: etag });
 * } catch (error) {
 *   if (error instanceof PreconditionFailedError) showConflict(error.current, error.etag);
 * }
 * ```
 */
export class PreconditionFailedError extends ApiError {
  static override readonly kind: VolunteerKitErrorKind = 'PreconditionFailedError';
  /** The record as it is now (`data` of the 412 body), when the server sent it. */
  declare readonly current: Record<string, unknown> | undefined;
  /** The current ETag (response header, or `etag` of the body). */
  declare readonly etag: string | undefined;

  constructor(options: ApiErrorOptions) {
    super(
      options,
      `${describe(options)} failed with 412: the record changed since it was read; reload it and apply the change again`,
    );
    const body = options.body as { data?: unknown; etag?: unknown } | null;
    const data = typeof body === 'object' && body !== null ? body.data : undefined;
    this.current =
      typeof data === 'object' && data !== null && !Array.isArray(data)
        ? (data as Record<string, unknown>)
        : undefined;
    const header = options.headers?.get('etag') ?? undefined;
    this.etag = header ?? (typeof body?.etag === 'string' ? body.etag : undefined);
  }
}

/**
 * A successful response whose body is not JSON although JSON was expected (and the raw
 * text did not parse either). `body` holds the raw text. A subclass of {@link ApiError}.
 */
export class ResponseParseError extends ApiError {
  static override readonly kind: VolunteerKitErrorKind = 'ResponseParseError';
  constructor(options: ApiErrorOptions) {
    super(
      options,
      `${describe(options)} answered ${options.status} with a body that is not valid JSON`,
    );
  }
}

/**
 * The request never got a response: the server is unreachable, the connection dropped,
 * DNS failed or CORS blocked it. `cause` holds the underlying error.
 */
export class NetworkError extends VolunteerKitError {
  static override readonly kind: VolunteerKitErrorKind = 'NetworkError';
  declare readonly method: HttpMethod;
  declare readonly url: string;
  constructor(request: ErrorRequestInfo, cause?: unknown) {
    const reason = cause instanceof Error && cause.message ? ` (${cause.message})` : '';
    super(
      `${describe(request)} could not reach the server${reason}. Check the network connection, the API base URL and, for an API on another origin, its allowed origins (CORS).`,
      request,
      { cause },
    );
  }
}

/** The request took longer than its timeout and was aborted. */
export class TimeoutError extends VolunteerKitError {
  static override readonly kind: VolunteerKitErrorKind = 'TimeoutError';
  /** The timeout that expired, in milliseconds. */
  declare readonly timeout: number;
  declare readonly method: HttpMethod;
  declare readonly url: string;
  constructor(request: ErrorRequestInfo, timeout: number) {
    super(
      `${describe(request)} timed out after ${timeout} ms. Raise the timeout option if the call is expected to be slow.`,
      request,
    );
    this.timeout = timeout;
  }
}

/**
 * The request was cancelled: the caller's `AbortSignal` fired, or `client.cancel(url)` /
 * `client.cancelAll()` was called. Never triggers a token refresh or the global error handler.
 */
export class AbortError extends VolunteerKitError {
  static override readonly kind: VolunteerKitErrorKind = 'AbortError';
  /** The abort reason given to the signal, if any. */
  declare readonly reason: unknown;
  declare readonly method: HttpMethod;
  declare readonly url: string;
  constructor(request: ErrorRequestInfo, reason?: unknown) {
    super(`${describe(request)} was cancelled`, request, {
      cause: reason,
    });
    this.reason = reason;
  }
}

/**
 * True when `error` is an {@link AbortError} (or a platform `AbortError` DOMException).
 *
 * @example
 * ```ts
 * promise.catch((e) => { if (!isAbortError(e)) throw e; });
 * ```
 */
export function isAbortError(error: unknown): boolean {
  return (
    error instanceof AbortError ||
    (typeof error === 'object' &&
      error !== null &&
      (error as { name?: unknown }).name === 'AbortError')
  );
}
