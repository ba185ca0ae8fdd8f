/**
 * Errors raised by the typed accessors before any request is sent, and by
 * opt-in response validation.
 *
 * @module
 */
import { VolunteerKitError, type VolunteerKitErrorKind } from '../errors/errors.js';

/**
 * Thrown when an operation the spec disables on a resource is forced at runtime
 * (the type does not offer it). No request is sent.
 *
 * @example
 * ```ts
 * try { (client.exports as any).list(); } catch (e) { e instanceof OperationNotAllowedError; }
 * ```
 */
export class OperationNotAllowedError extends VolunteerKitError {
  static override readonly kind: VolunteerKitErrorKind = 'OperationNotAllowedError';
  /** The refused operation, e.g. `list`. */
  readonly operation: string;
  /** The resource path template, e.g. `/exports/`. */
  readonly template: string;
  /** The operations the resource allows. */
  readonly allowed: readonly string[];

  constructor(operation: string, template: string, allowed: readonly string[]) {
    super(
      `The "${operation}" operation is not available on ${template}: the API allows only ` +
        `${allowed.length ? allowed.join(', ') : 'other calls'} there.`,
    );
    this.operation = operation;
    this.template = template;
    this.allowed = allowed;
  }
}

/**
 * Thrown when a path parameter is missing, empty, or would change the path
 * (`.`/`..` segments). No request is sent.
 */
export class PathParamError extends VolunteerKitError {
  static override readonly kind: VolunteerKitErrorKind = 'PathParamError';
  /** The parameter name, e.g. `userId`. */
  readonly param: string;
  /** The path template, e.g. `/users/{userId}/notes/`. */
  readonly template: string;

  constructor(param: string, template: string, reason: string) {
    super(`Path parameter "${param}" of ${template} ${reason}.`);
    this.param = param;
    this.template = template;
  }
}

/** One problem found by response validation. */
export interface ValidationIssue {
  /** Where in the body, e.g. `data.3.display_name`. */
  path: string;
  /** What is wrong. */
  message: string;
}

/**
 * Raised (with `validate: 'strict'`) or reported (with `'warn'`) when a response
 * does not match the model of its catalogue entry.
 */
export class ResponseValidationError extends VolunteerKitError {
  static override readonly kind: VolunteerKitErrorKind = 'ResponseValidationError';
  /** The request, e.g. `GET /users/{id}`. */
  readonly request: string;
  /** The model name, e.g. `User`. */
  readonly model: string;
  /** The problems found. */
  readonly issues: readonly ValidationIssue[];

  constructor(request: string, model: string, issues: readonly ValidationIssue[]) {
    const first = issues
      .slice(0, 3)
      .map((i) => `${i.path || '(root)'}: ${i.message}`)
      .join('; ');
    super(
      `The response of ${request} does not match the ${model} model (${first}${issues.length > 3 ? '; ...' : ''}).`,
    );
    this.request = request;
    this.model = model;
    this.issues = issues;
  }
}
