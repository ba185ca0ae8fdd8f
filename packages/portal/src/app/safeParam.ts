/**
 * Route parameters that are safe to put in a request path.
 *
 * @module
 */

/**
 * What a route parameter may hold: ids, slugs, dates (`2026-11-21`) and names
 * of a helpdesk service. Anything else (slashes, dots, encoded characters) is
 * refused before it reaches a request path.
 */
export const SAFE_PARAM = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** `true` when `value` is acceptable as a path parameter. */
export function isSafeParam(value: unknown): value is string | number {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0;
  return typeof value === 'string' && SAFE_PARAM.test(value);
}
