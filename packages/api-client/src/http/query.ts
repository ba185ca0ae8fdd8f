/**
 * Query-string serialisation in the shape the VolunteerKit server expects
 * (PHP/Rails style brackets):
 *
 * | Value                               | Serialised                             |
 * |-------------------------------------|----------------------------------------|
 * | `{ q: 'tea' }`                      | `q=tea`                                |
 * | `{ ids: [1, 2] }`                   | `ids[]=1&ids[]=2`                      |
 * | `{ filter: { status: 'open' } }`    | `filter[status]=open`                  |
 * | `{ f: { tags: ['a'] } }`            | `f[tags][]=a`                          |
 * | `{ list: [{ id: 1 }] }`             | `list[0][id]=1`                        |
 * | `{ open: true, closed: false }`     | `open=true&closed=false`               |
 * | `{ a: undefined }`                  | (dropped)                              |
 * | `{ a: null }`                       | `a=` (sent empty)                      |
 * | `{ when: new Date(0) }`             | `when=1970-01-01T00:00:00.000Z`        |
 * | `{ ids: [] }`                       | (dropped: an empty array sends nothing)|
 *
 * Keys and values are percent-encoded (brackets too, as `URLSearchParams` does), which
 * the server decodes back.
 *
 * @module
 */
import type { QueryParams } from './types.js';

function scalar(value: unknown): string | undefined {
  if (value === null) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  const type = typeof value;
  // Strings, numbers, bigints and booleans (`true`/`false`); anything else is dropped.
  return type === 'string' || type === 'number' || type === 'bigint' || type === 'boolean'
    ? String(value)
    : undefined;
}

function append(parts: string[], key: string, value: unknown): void {
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return;
  if (Array.isArray(value)) {
    const nested = value.some((v) => typeof v === 'object' && v !== null && !(v instanceof Date));
    value.forEach((item, index) => append(parts, nested ? `${key}[${index}]` : `${key}[]`, item));
    return;
  }
  if (typeof value === 'object' && value !== null && !(value instanceof Date)) {
    for (const [sub, v] of Object.entries(value)) append(parts, `${key}[${sub}]`, v);
    return;
  }
  const s = scalar(value);
  if (s !== undefined) parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(s)}`);
}

/**
 * Serialises query parameters (see the module table) without the leading `?`.
 *
 * @example
 * ```ts
 * serializeQuery({ ids: [1, 2], filter: { open: true }, page: undefined });
 * // 'ids%5B%5D=1&ids%5B%5D=2&filter%5Bopen%5D=true'
 * ```
 */
export function serializeQuery(query: QueryParams | undefined): string {
  if (!query) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) append(parts, key, value);
  return parts.join('&');
}

/**
 * Appends serialised query parameters to a URL that may already have a query string.
 *
 * @example
 * ```ts
 * withQuery('/api/users/?a=1', { b: [2] }); // '/api/users/?a=1&b%5B%5D=2'
 * ```
 */
export function withQuery(url: string, query: QueryParams | undefined): string {
  const qs = serializeQuery(query);
  if (!qs) return url;
  const hash = url.indexOf('#');
  const base = hash === -1 ? url : url.slice(0, hash);
  const fragment = hash === -1 ? '' : url.slice(hash);
  const sep = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${sep}${qs}${fragment}`;
}
