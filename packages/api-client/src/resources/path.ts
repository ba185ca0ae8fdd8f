/**
 * Filling path templates with validated, encoded parameter values.
 *
 * @module
 */
import { PathParamError } from './errors.js';

/** A path parameter value: a non-empty string or a finite number. */
export type PathParam = string | number;

function checkValue(name: string, template: string, value: unknown): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value))
      throw new PathParamError(name, template, 'must be a finite number');
    return String(value);
  }
  if (typeof value !== 'string') {
    throw new PathParamError(
      name,
      template,
      `is required (a string or number), got ${value === null ? 'null' : typeof value}`,
    );
  }
  if (value === '') throw new PathParamError(name, template, 'must not be empty');
  return value;
}

function encodeSegment(name: string, template: string, segment: string): string {
  if (segment === '.' || segment === '..') {
    throw new PathParamError(name, template, `must not contain a "${segment}" segment`);
  }
  return encodeURIComponent(segment);
}

/**
 * Replaces each `{param}` of `template` with its value, URL-encoded. Names in
 * `raw` are path fragments: each `/`-separated segment is encoded on its own
 * (an empty last segment keeps a trailing slash).
 *
 * @throws {PathParamError} when a value is missing, empty, not finite, or has a `.`/`..` segment.
 * @example
 * ```ts
 * fillPath('/users/{userId}/notes/', { userId: 12 }); // '/users/12/notes/'
 * fillPath('/rota/{params}pdf/', { params: '2024-05-01/3/' }, ['params']); // '/rota/2024-05-01/3/pdf/'
 * ```
 */
export function fillPath(
  template: string,
  values: Readonly<Record<string, unknown>>,
  raw: readonly string[] = [],
): string {
  return template.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, name: string) => {
    const value = checkValue(name, template, values[name]);
    if (!raw.includes(name)) return encodeSegment(name, template, value);
    const segments = value.split('/');
    if (segments[0] === '') throw new PathParamError(name, template, 'must not start with "/"');
    return segments
      .map((s, i) => {
        if (s !== '') return encodeSegment(name, template, s);
        if (i === segments.length - 1) return '';
        throw new PathParamError(name, template, 'must not contain an empty segment');
      })
      .join('/');
  });
}
