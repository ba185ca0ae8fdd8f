/**
 * Money, duration and date formats: an amount `85.23` of a claim reads
 * "£85.23", a duration in minutes "1 hr 30 mins", a stay "29 Jul – 9 Aug 2026".
 * Every one goes through `Intl` with a locale (default {@link DEFAULT_LOCALE}),
 * so a screen in another language passes its own. Pure functions; never throw;
 * a value of the wrong type reads "—".
 *
 * @module
 */

/** The currency amounts are in when the organisation names none (spec: a UK organisation). */
export const DEFAULT_CURRENCY = 'GBP';

/** The locale the portal formats in when a screen names none (spec: a UK organisation). */
export const DEFAULT_LOCALE = 'en-GB';

/** `Intl` writes thin and narrow no-break spaces around dashes and units; text search wants plain ones. */
function plainSpaces(text: string): string {
  return text.replace(/[\u2009\u202f]/g, ' ');
}

/** `locale` when `Intl` knows it, else {@link DEFAULT_LOCALE}. */
function supported(locale: string): string {
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/**
 * An amount of money in the organisation's currency.
 *
 * @example
 * formatMoney(85.23) // '£85.23'
 * formatMoney(85.23, 'EUR', 'de-DE') // '85,23 €'
 */
export function formatMoney(
  value: unknown,
  currency: string = DEFAULT_CURRENCY,
  locale: string = DEFAULT_LOCALE,
): string {
  const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return '—';
  const tag = supported(locale);
  try {
    return plainSpaces(new Intl.NumberFormat(tag, { style: 'currency', currency }).format(amount));
  } catch {
    return plainSpaces(
      new Intl.NumberFormat(tag, { style: 'currency', currency: DEFAULT_CURRENCY }).format(amount),
    );
  }
}

/**
 * A duration given in minutes, in hours and minutes (the locale's short unit names).
 *
 * @example
 * formatDuration(90) // '1 hr 30 mins'
 */
export function formatDuration(minutes: unknown, locale: string = DEFAULT_LOCALE): string {
  if (typeof minutes !== 'number' || !Number.isFinite(minutes) || minutes < 0) return '—';
  const tag = supported(locale);
  const unit = (u: 'hour' | 'minute', n: number) =>
    plainSpaces(
      new Intl.NumberFormat(tag, { style: 'unit', unit: u, unitDisplay: 'short' }).format(n),
    );
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  if (h === 0) return unit('minute', m);
  return m === 0 ? unit('hour', h) : `${unit('hour', h)} ${unit('minute', m)}`;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** The calendar day an ISO date or date-time starts with, as a UTC midnight. */
function calendarDay(value: unknown): Date | undefined {
  const match = typeof value === 'string' ? DAY.exec(value) : null;
  if (!match) return undefined;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function dayFormat(locale: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(supported(locale), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * One calendar day (an ISO date, or the date a date-time starts with).
 *
 * @example
 * formatDay('2026-07-29') // '29 Jul 2026'
 * formatDay('2026-07-29', 'cy') // '29 Gorff 2026'
 */
export function formatDay(value: unknown, locale: string = DEFAULT_LOCALE): string {
  const day = calendarDay(value);
  return day ? plainSpaces(dayFormat(locale).format(day)) : '—';
}

/**
 * Two calendar days as a range, the shared month and year written once (the
 * locale's own range pattern, `Intl.DateTimeFormat#formatRange`).
 *
 * @example
 * formatDateRange('2026-07-29', '2026-08-09') // '29 Jul – 9 Aug 2026'
 * formatDateRange('2026-07-01', '2026-07-09') // '1 – 9 Jul 2026'
 */
export function formatDateRange(
  from: unknown,
  to: unknown,
  locale: string = DEFAULT_LOCALE,
): string {
  const a = calendarDay(from);
  const b = calendarDay(to);
  const format = dayFormat(locale);
  if (!a && !b) return '—';
  if (!a) return `until ${plainSpaces(format.format(b))}`;
  if (!b) return `from ${plainSpaces(format.format(a))}`;
  if (b.getTime() < a.getTime()) return plainSpaces(`${format.format(a)} – ${format.format(b)}`);
  return plainSpaces(format.formatRange(a, b));
}
