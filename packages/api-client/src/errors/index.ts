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
} from './errors.js';
export type {
  VolunteerKitErrorKind,
  FieldErrors,
  ErrorRequestInfo,
  ApiErrorOptions,
} from './errors.js';
