/** Local-calendar date helpers for the date picker (`YYYY-MM-DD` strings). */
import { SOURCE_LOCALE } from '../messages/format.js';

/** Parses `YYYY-MM-DD` into a local Date at midnight, or `undefined`. */
export function parseIsoDate(value: string | undefined | null): Date | undefined {
  if (!value) return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(y, m - 1, d);
  if (date.getFullYear() !== y || date.getMonth() !== m - 1 || date.getDate() !== d)
    return undefined;
  return date;
}

/** Two digits: a month or day number with a leading zero. */
const p = (n: number) => String(n).padStart(2, '0');

/** Formats a Date as local `YYYY-MM-DD`. */
export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())}`;
}

/** Adds whole days in the local calendar. */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** Local midnight of `date`. */
export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/**
 * Formats `YYYY-MM-DD` for people in the locale's numeric order: DD/MM/YYYY in
 * en-GB and cy (spec 9's default display format), MM/DD/YYYY in en-US.
 */
export function formatDisplayDate(value: string, locale = SOURCE_LOCALE): string {
  const date = parseIsoDate(value);
  if (!date) return '';
  // A locale the browser has no date data for (Chromium: Welsh) falls back to en-GB's order, not en-US's.
  return date.toLocaleDateString([locale, SOURCE_LOCALE], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
}
