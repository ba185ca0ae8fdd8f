/**
 * Paging of list responses: `page` (from 1) and the page size in `per_page` or
 * `limit` (either name; larger values are capped at {@link MAX_LIMIT}), and the
 * `{ data, meta: { pagination } }` envelope.
 *
 * @module
 */
import { validationError, type FieldErrors } from '../errors.js';

/** Largest page size: a larger `per_page`/`limit` is capped to it. */
export const MAX_LIMIT = 500;

/**
 * Reads `page` and the page size (`per_page`, else `limit`; capped at
 * {@link MAX_LIMIT}); throws 422 with field errors when they are not positive integers.
 */
export function readPaging(
  query: URLSearchParams,
  defaultLimit: number,
): { page: number; limit: number } {
  const errors: FieldErrors = {};
  const int = (name: string, fallback: number, max: number): number => {
    const raw = query.get(name);
    if (raw === null || raw === '') return fallback;
    if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) {
      errors[name] = ['must be a positive integer'];
      return fallback;
    }
    return Math.min(Number(raw), max);
  };
  const page = int('page', 1, 1_000_000_000);
  const limit = query.get('per_page')
    ? int('per_page', defaultLimit, MAX_LIMIT)
    : int('limit', defaultLimit, MAX_LIMIT);
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return { page, limit };
}

/** Builds the list envelope. */
export function listEnvelope<T>(data: T[], page: number, limit: number, total: number) {
  return {
    data,
    meta: {
      pagination: {
        current_page: page,
        total_pages: Math.max(1, Math.ceil(total / limit)),
        per_page: limit,
        count: data.length,
        total,
      },
    },
  };
}
