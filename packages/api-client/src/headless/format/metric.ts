/**
 * Formats report and statistic figures by their unit, applying the spec's
 * display rules (spec 9): zero or negative numbers shown as "-", file sizes in
 * base 1024 (1000 in SI mode), minutes shown as days (minutes / 60 / 24, rounded).
 *
 * @module
 */
import { formatFileSize } from './fileSize.js';
import { minutesToDays } from './numbers.js';

/** The unit of a report figure (the `meta.unit` of an analytics or report response). */
export type MetricUnit = 'count' | 'minutes' | 'days' | 'money' | 'bytes' | 'percent';

/** Every {@link MetricUnit}, for validating a unit read from a response. */
export const METRIC_UNITS: readonly MetricUnit[] = [
  'count',
  'minutes',
  'days',
  'money',
  'bytes',
  'percent',
];

/** Options of {@link formatMetric}. */
export interface FormatMetricOptions {
  /**
   * BCP 47 locale of digit grouping and decimals.
   * @default 'en-GB'
   */
  locale?: string;
  /** ISO 4217 currency of `money` figures (e.g. `GBP`); without it money shows two decimals and no symbol. */
  currency?: string;
  /**
   * SI mode of `bytes` figures: base 1000 (kB, MB) instead of 1024 (KiB, MiB).
   * @default false
   */
  si?: boolean;
}

/** `true` when `value` is a {@link MetricUnit}. */
export function isMetricUnit(value: unknown): value is MetricUnit {
  return typeof value === 'string' && (METRIC_UNITS as readonly string[]).includes(value);
}

function number(value: number, locale: string, options: Intl.NumberFormatOptions): string {
  try {
    return new Intl.NumberFormat(locale, options).format(value);
  } catch {
    return new Intl.NumberFormat('en-GB', options).format(value);
  }
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/**
 * Formats one figure for display. Zero, negative, missing and non-numeric values
 * show as "-" (spec 9), whatever the unit; so does a figure in minutes that rounds
 * to zero days. Numeric strings (`"12"`) are read as numbers.
 *
 * @example
 * formatMetric(1234);                 // "1,234"
 * formatMetric(0);                    // "-"
 * formatMetric(2880, 'minutes');      // "2 days"
 * formatMetric(1536, 'bytes');        // "1.5 KiB"
 * formatMetric(12.5, 'money', { currency: 'GBP' }); // "£12.50"
 * formatMetric(37.25, 'percent');     // "37.3%"
 */
export function formatMetric(
  value: unknown,
  unit: MetricUnit = 'count',
  options: FormatMetricOptions = {},
): string {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  if (!Number.isFinite(n) || n <= 0) return '-';
  const locale = options.locale ?? 'en-GB';
  switch (unit) {
    case 'minutes': {
      const days = minutesToDays(n);
      if (days <= 0) return '-';
      return `${number(days, locale, {})} ${plural(days, 'day', 'days')}`;
    }
    case 'days':
      return `${number(n, locale, { maximumFractionDigits: 1 })} ${plural(n, 'day', 'days')}`;
    case 'money':
      return options.currency
        ? number(n, locale, { style: 'currency', currency: options.currency })
        : number(n, locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    case 'bytes':
      return formatFileSize(n, { si: options.si ?? false });
    case 'percent':
      return `${number(n, locale, { maximumFractionDigits: 1 })}%`;
    default:
      return number(n, locale, { maximumFractionDigits: 2 });
  }
}
