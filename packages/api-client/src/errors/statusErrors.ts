/**
 * Subclasses of {@link ApiError} by HTTP status, as stripe-node has them, so callers can
 * branch on the kind of failure without remembering status numbers. Every one is still
 * an `ApiError` (`instanceof ApiError` holds, `status`, `body`, `fieldErrors`, `code`,
 * `retryAfter` and `requestId` are all there), and, like every error of the client,
 * `instanceof` works across two copies of the package.
 *
 * | Status        | Class                     |
 * | ------------- | ------------------------- |
 * | 400           | {@link BadRequestError}   |
 * | 401           | {@link AuthenticationError} |
 * | 403           | {@link PermissionError}   |
 * | 404, 410      | {@link NotFoundError}     |
 * | 409           | {@link ConflictError}     |
 * | 412           | {@link PreconditionFailedError} |
 * | 422           | {@link ValidationError}   |
 * | 429           | {@link RateLimitError}    |
 * | 500 and above | {@link ServerError}       |
 * | anything else | {@link ApiError}          |
 *
 * @example
 * ```ts
 * try {
 *   await client.request({ method: 'GET', path: 'users/12/' });
 * } catch (error) {
 *   if (error instanceof NotFoundError) return showGone();
 *   if (error instanceof ValidationError) return form.setErrors(error.fieldErrors ?? {});
 *   if (error instanceof RateLimitError) return retryIn(error.retryAfter ?? 60_000);
 *   throw error;
 * }
 * ```
 *
 * @module
 */
import {
  ApiError,
  PreconditionFailedError,
  type ApiErrorOptions,
  type VolunteerKitErrorKind,
} from './errors.js';

/**
 * The one body every status subclass shares: an {@link ApiError} whose class names
 * itself `kind` (minifiers mangle class names, and `instanceof` across two copies of
 * the package matches on it). Each subclass below is `class X extends byStatus('X') {}`.
 */
/* @__NO_SIDE_EFFECTS__ */
function byStatus(kind: VolunteerKitErrorKind): typeof ApiError {
  return class extends ApiError {
    static override readonly kind: VolunteerKitErrorKind = kind;
  };
}

/** 400 Bad Request: the request itself is malformed (e.g. a body that is not JSON). */
export class BadRequestError extends byStatus('BadRequestError') {}

/**
 * 401 Unauthorised: no token, or one the server no longer accepts (after the client's one
 * refresh attempt, spec 8). Sign in again.
 */
export class AuthenticationError extends byStatus('AuthenticationError') {}

/** 403 Forbidden: signed in, but not allowed to do this. */
export class PermissionError extends byStatus('PermissionError') {}

/** 404 Not Found or 410 Gone: the record or route does not exist (any more). */
export class NotFoundError extends byStatus('NotFoundError') {}

/** 409 Conflict: the change clashes with the record's current state (e.g. a duplicate). */
export class ConflictError extends byStatus('ConflictError') {}

/**
 * 422 Unprocessable: the server refused the input; `fieldErrors` says which fields and why.
 *
 * @example
 * ```ts
 * catch (error) { if (error instanceof ValidationError) form.setErrors(error.fieldErrors ?? {}); }
 * ```
 */
export class ValidationError extends byStatus('ValidationError') {}

/**
 * 429 Too Many Requests: slow down. `retryAfter` is the wait the server asked for (ms).
 * Idempotent calls are retried for you first (see the client's `retry` option).
 */
export class RateLimitError extends byStatus('RateLimitError') {}

/**
 * 5xx: the server failed (500), or a gateway or the service is unavailable
 * (502, 503, 504). Idempotent calls are retried for you first on 502, 503 and 504.
 */
export class ServerError extends byStatus('ServerError') {}

const BY_STATUS: Readonly<Record<number, new (options: ApiErrorOptions) => ApiError>> = {
  400: BadRequestError,
  401: AuthenticationError,
  403: PermissionError,
  404: NotFoundError,
  409: ConflictError,
  410: NotFoundError,
  412: PreconditionFailedError,
  422: ValidationError,
  429: RateLimitError,
};

/**
 * The {@link ApiError} subclass for a failed response's status (table above); a plain
 * `ApiError` for a status without one. Both transports build their errors with it.
 *
 * @example
 * ```ts
 * apiErrorFor({ method: 'GET', url: 'https://x.test/api/users/9/', status: 404, body: null });
 * // NotFoundError
 * ```
 */
export function apiErrorFor(options: ApiErrorOptions): ApiError {
  const Class = BY_STATUS[options.status] ?? (options.status >= 500 ? ServerError : ApiError);
  return new Class(options);
}
