/**
 * Reading loosely typed API fields into the portal's records.
 *
 * @module
 */

/** A record id or other whole number: a finite number, or a string of 1 to 15 digits; otherwise `null`. */
export function numberField(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value)
    ? value
    : typeof value === 'string' && /^\d{1,15}$/.test(value)
      ? Number(value)
      : null;
}

/** A record's ETag field, when it has one. */
export function etagField(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
