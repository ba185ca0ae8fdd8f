export {
  VolunteerKitError,
  ApiError,
  PreconditionFailedError,
  ResponseParseError,
  NetworkError,
  TimeoutError,
  AbortError,
  extractFieldErrors,
  isAbortError,
  parseRetryAfter,
} from './errors.js';
export {
  BadRequestError,
  AuthenticationError,
  PermissionError,
  NotFoundError,
  ConflictError,
  ValidationError,
  RateLimitError,
  ServerError,
  apiErrorFor,
} from './statusErrors.js';
export type {
  VolunteerKitErrorKind,
  FieldErrors,
  ErrorRequestInfo,
  ApiErrorOptions,
} from './errors.js';
