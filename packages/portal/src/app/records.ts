/**
 * Records as the portal's screens see them, and list payloads read
 * defensively (the server may answer with `{data, meta}`, a bare array, or
 * something unexpected).
 *
 * @module
 */
import type { PaginationMeta } from '@volunteerkit/api-client';

/** A record as the generic screens see it. */
export type AnyRecord = Record<string, unknown>;

/** `true` for a plain object (not null, not an array). */
export function isRecord(value: unknown): value is AnyRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A list payload, normalised. */
export interface NormalisedList {
  /** The rows that are objects; other items are dropped. */
  rows: AnyRecord[];
  /** Pagination when the server sent a valid one. */
  pagination?: PaginationMeta;
  /** Items that were not objects (counted so the screen can say so). */
  skipped: number;
}

function isPagination(value: unknown): value is PaginationMeta {
  return (
    isRecord(value) &&
    ['current_page', 'total_pages', 'per_page', 'count', 'total'].every(
      (k) => typeof value[k] === 'number' && Number.isFinite(value[k]),
    )
  );
}

/** Normalises any list response; never throws. */
export function normaliseList(payload: unknown): NormalisedList {
  const data = Array.isArray(payload)
    ? payload
    : isRecord(payload) && Array.isArray(payload.data)
      ? payload.data
      : [];
  const rows = data.filter(isRecord);
  const meta = isRecord(payload) && isRecord(payload.meta) ? payload.meta.pagination : undefined;
  return {
    rows,
    skipped: data.length - rows.length,
    ...(isPagination(meta) ? { pagination: meta } : {}),
  };
}

/** Unwraps a `{data: {...}}` record response; returns `null` when it is not an object. */
export function normaliseRecord(payload: unknown): AnyRecord | null {
  if (isRecord(payload) && isRecord(payload.data)) return payload.data;
  return isRecord(payload) ? payload : null;
}

/** Reads a dot path (`organisation.name`) from a record. */
export function getPath(record: AnyRecord, path: string): unknown {
  let value: unknown = record;
  for (const part of path.split('.')) {
    if (!isRecord(value)) return undefined;
    value = value[part];
  }
  return value;
}
