/**
 * The sandbox's one error shape. Every error response is JSON:
 *
 * ```json
 * { "message": "The given data was invalid.", "code": "validation_failed",
 *   "errors": { "email": ["must be a valid e-mail address"] } }
 * ```
 *
 * `errors` (field name to a list of messages) is present on 400 and 422 answers
 * that concern fields of the request.
 *
 * @module
 */

/** Field errors: a field name mapped to its messages. */
export type FieldErrors = Record<string, string[]>;

/** The JSON body of every error response. */
export interface ErrorBody {
  /** A sentence for people: what went wrong and what to do. */
  message: string;
  /** A stable machine-readable code, e.g. `validation_failed`, `not_found`. */
  code: string;
  /** Field errors on 400/422. */
  errors?: FieldErrors;
  /** Extra machine-readable details (e.g. `two_factor_required`). */
  [extra: string]: unknown;
}

/**
 * An error that becomes an HTTP error response. Throw it from any handler.
 *
 * @example
 * ```ts
 * throw new ApiError(404, 'not_found', 'No record 12 in /users/.');
 * ```
 */
export class ApiError extends Error {
  /** HTTP status. */
  readonly status: number;
  /** Stable code (see {@link ErrorBody}). */
  readonly code: string;
  /** Field errors, if any. */
  readonly errors: FieldErrors | undefined;
  /** Extra fields merged into the body. */
  readonly extra: Record<string, unknown>;
  /** Extra response headers (e.g. `Allow` on 405). */
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    code: string,
    message: string,
    options: {
      errors?: FieldErrors;
      extra?: Record<string, unknown>;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = options.errors;
    this.extra = options.extra ?? {};
    this.headers = options.headers ?? {};
  }

  /** The JSON body of this error. */
  toBody(): ErrorBody {
    const body: ErrorBody = { message: this.message, code: this.code, ...this.extra };
    if (this.errors) body.errors = this.errors;
    return body;
  }
}

/** A 422 with field errors. */
export function validationError(
  errors: FieldErrors,
  message = 'The given data was invalid.',
): ApiError {
  return new ApiError(422, 'validation_failed', message, { errors });
}

/** A 404 for an unknown record. */
export function notFound(what: string): ApiError {
  return new ApiError(404, 'not_found', `${what} was not found.`);
}
