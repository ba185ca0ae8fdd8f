/**
 * Portal URL routing over the catalogue's path templates: a template
 * (`/users/{userId}/notes/`) as segments matched against a portal URL
 * (`/manage/users/12/notes`), and filled with validated parameters. The
 * catalogue's own helpers (`pathParams`, `itemPathOf`, `idParamOf` from
 * api-client) name the params and item paths; this module adds only what the
 * portal's URLs need.
 *
 * @module
 */
import { VolunteerKitError } from '@volunteerkit/api-client';
import { isSafeParam, SAFE_PARAM } from '../app/safeParam.js';

/**
 * One segment of a path template: a literal, a whole `{param}`, or a literal
 * with params inside (`{helpdesk}-tickets`).
 */
export type Segment =
  { literal: string } | { param: string } | { mixed: string; params: string[]; regex: RegExp };

const PARAM = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Splits a template into its non-empty segments. `/users/{userId}/notes/` -> users, {userId}, notes. */
export function parseTemplate(template: string): Segment[] {
  return template
    .split('/')
    .filter((part) => part !== '')
    .map((part): Segment => {
      const whole = /^\{([A-Za-z_][A-Za-z0-9_]*)\}$/.exec(part);
      if (whole) return { param: whole[1]! };
      const params = [...part.matchAll(PARAM)].map((m) => m[1]!);
      if (params.length === 0) return { literal: part };
      const source = part
        .split(PARAM)
        .map((piece, i) => (i % 2 === 1 ? '([A-Za-z0-9][A-Za-z0-9_]{0,63})' : escapeRegex(piece)))
        .join('');
      return { mixed: part, params, regex: new RegExp(`^${source}$`) };
    });
}

export { isSafeParam, SAFE_PARAM };

/**
 * Thrown when a path parameter is missing or not safe to put in a URL. A
 * `VolunteerKitError` (kind `VolunteerKitError`) named `RouteParamError`.
 */
export class RouteParamError extends VolunteerKitError {
  /** The parameter at fault. */
  readonly param: string;
  constructor(param: string, message: string) {
    super(message);
    // VolunteerKitError names the error after its kind; this one keeps its own name.
    this.name = 'RouteParamError';
    this.param = param;
  }
}

/**
 * Fills a template with parameters, refusing missing or unsafe values.
 * Keeps the template's leading and trailing slashes.
 *
 * @example
 * fillTemplate('/users/{userId}/notes/', { userId: 12 }) // '/users/12/notes/'
 */
export function fillTemplate(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_all, name: string) => {
    const value = params[name];
    if (value === undefined || value === '')
      throw new RouteParamError(name, `Missing path parameter "${name}".`);
    if (!isSafeParam(value))
      throw new RouteParamError(name, `Path parameter "${name}" is not a valid identifier.`);
    return String(value);
  });
}

/** Portal URL words that are never taken as a path parameter (`.../new`, `.../7/edit`). */
export const RESERVED_SEGMENTS: ReadonlySet<string> = new Set(['new', 'edit']);

/**
 * Matches URL segments against a template's segments at the start of `parts`.
 * Returns the captured params and how many segments were consumed, or `null`.
 */
export function matchPrefix(
  segments: readonly Segment[],
  parts: readonly string[],
): { params: Record<string, string>; consumed: number } | null {
  if (parts.length < segments.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const seg = segments[i]!;
    const part = parts[i]!;
    if ('literal' in seg) {
      if (seg.literal !== part) return null;
    } else if ('mixed' in seg) {
      const m = seg.regex.exec(part);
      if (!m) return null;
      seg.params.forEach((name, j) => (params[name] = m[j + 1]!));
    } else {
      if (!isSafeParam(part) || RESERVED_SEGMENTS.has(part)) return null;
      params[seg.param] = part;
    }
  }
  return { params, consumed: segments.length };
}

/** A key that identifies a template regardless of slashes and param names: `users/:/notes`. */
export function templateKey(template: string): string {
  return parseTemplate(template)
    .map((s) => ('literal' in s ? s.literal : 'mixed' in s ? s.mixed.replace(PARAM, ':') : ':'))
    .join('/');
}
