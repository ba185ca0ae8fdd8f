/**
 * Money, duration and date-range formats: an amount `85.23` of a claim reads
 * "£85.23", a duration in minutes "1 h 30 min", a stay "29 Jul – 9 Aug 2026".
 * Pure functions; never throw; a value of the wrong type reads "—".
 *
 * @module
 */

/** The currency amounts are in when the organisation names none (spec: a UK organisation). */
export const DEFAULT_CURRENCY = 'GBP';

/**
 * An amount of money in the organisation's currency.
 *
 * @example
 * formatMoney(85.23) // '£85.23'
 */
export function formatMoney(value: unknown, currency: string = DEFAULT_CURRENCY): string {
  const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return '—';
  try {
    return new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(amount);
  } catch {
    return new Intl.NumberFormat('en-GB', { style: 'currency', currency: DEFAULT_CURRENCY }).format(
      amount,
    );
  }
}

/**
 * A duration given in minutes, in hours and minutes.
 *
 * @example
 * formatDuration(90) // '1 h 30 min'
 */
export function formatDuration(minutes: unknown): string {
  if (typeof minutes !== 'number' || !Number.isFinite(minutes) || minutes < 0) return '—';
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

function parts(value: unknown): { y: number; m: number; d: number } | undefined {
  const match = typeof value === 'string' ? DAY.exec(value) : null;
  if (!match) return undefined;
  return { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * Two calendar days as a range, the shared month and year written once.
 *
 * @example
 * formatDateRange('2026-07-29', '2026-08-09') // '29 Jul – 9 Aug 2026'
 */
export function formatDateRange(from: unknown, to: unknown): string {
  const a = parts(from);
  const b = parts(to);
  const day = (p: { m: number; d: number }) => `${p.d} ${MONTHS[p.m - 1] ?? ''}`.trim();
  if (!a && !b) return '—';
  if (!a) return `until ${day(b!)} ${b!.y}`;
  if (!b) return `from ${day(a)} ${a.y}`;
  if (a.y === b.y && a.m === b.m && a.d === b.d) return `${day(a)} ${a.y}`;
  if (a.y === b.y && a.m === b.m) return `${a.d} – ${b.d} ${MONTHS[a.m - 1]} ${a.y}`;
  if (a.y === b.y) return `${day(a)} – ${day(b)} ${a.y}`;
  return `${day(a)} ${a.y} – ${day(b)} ${b.y}`;
}
