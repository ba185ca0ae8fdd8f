/** The default date display format (spec 9): day/month/full year. */
export const DEFAULT_DATE_FORMAT = 'DD/MM/Y';

/** The organisation fields {@link formatDate} reads. */
export interface DateFormatOrganisation {
  /** The organisation's date format (moment-style tokens), when set. */
  date_format?: string | null;
  /** Alternative spelling accepted for convenience. */
  dateFormat?: string | null;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const TOKENS = /\[([^\]]*)\]|YYYY|YY|Y|MMMM|MMM|MM|M|Do|DD|D|dddd|ddd|HH|H|hh|h|mm|m|ss|s|A|a/g;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function ordinal(n: number): string {
  const rem100 = n % 100;
  if (rem100 >= 11 && rem100 <= 13) return `${n}th`;
  return n + (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
}

/**
 * Reads a date: a `Date`, epoch milliseconds, a date-only string `YYYY-MM-DD`
 * (taken as that local calendar day, never shifted by the time zone) or any other
 * string `Date` parses. Returns `null` when the input is not a valid date.
 */
export function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  let date: Date;
  if (value instanceof Date) date = new Date(value.getTime());
  else if (typeof value === 'number') date = new Date(value);
  else {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
    date = m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : new Date(value);
  }
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Formats a date with moment-style tokens (`YYYY`, `YY`, `Y`, `MMMM`, `MMM`, `MM`, `M`,
 * `DD`, `D`, `Do`, `dddd`, `ddd`, `HH`, `H`, `hh`, `h`, `mm`, `m`, `ss`, `s`, `A`, `a`,
 * and `[literal]` text), in the local time zone.
 *
 * @example
 * formatDateWith(new Date(2024, 0, 5), 'D MMM YYYY'); // "5 Jan 2024"
 */
export function formatDateWith(date: Date, format: string): string {
  return format.replace(TOKENS, (token, literal: string | undefined) => {
    if (literal !== undefined) return literal;
    const y = date.getFullYear();
    const mo = date.getMonth();
    const d = date.getDate();
    const h = date.getHours();
    switch (token) {
      case 'YYYY':
        return pad(y, 4);
      case 'YY':
        return pad(y % 100);
      case 'Y':
        return String(y);
      case 'MMMM':
        return MONTHS[mo] ?? '';
      case 'MMM':
        return (MONTHS[mo] ?? '').slice(0, 3);
      case 'MM':
        return pad(mo + 1);
      case 'M':
        return String(mo + 1);
      case 'Do':
        return ordinal(d);
      case 'DD':
        return pad(d);
      case 'D':
        return String(d);
      case 'dddd':
        return DAYS[date.getDay()] ?? '';
      case 'ddd':
        return (DAYS[date.getDay()] ?? '').slice(0, 3);
      case 'HH':
        return pad(h);
      case 'H':
        return String(h);
      case 'hh':
        return pad(h % 12 || 12);
      case 'h':
        return String(h % 12 || 12);
      case 'mm':
        return pad(date.getMinutes());
      case 'm':
        return String(date.getMinutes());
      case 'ss':
        return pad(date.getSeconds());
      case 's':
        return String(date.getSeconds());
      case 'A':
        return h < 12 ? 'AM' : 'PM';
      default:
        return h < 12 ? 'am' : 'pm';
    }
  });
}

/**
 * Formats a date for display (spec 9): `DD/MM/Y` (e.g. 05/01/2024), or the
 * organisation's date format when it has one. Invalid or missing dates give "".
 *
 * @example
 * formatDate('2024-01-05');                                  // "05/01/2024"
 * formatDate('2024-01-05', { date_format: 'MM/DD/YYYY' });   // "01/05/2024"
 */
export function formatDate(
  date: Date | string | number | null | undefined,
  organisation?: DateFormatOrganisation | null,
): string {
  const d = toDate(date);
  if (!d) return '';
  const format = organisation?.date_format || organisation?.dateFormat || DEFAULT_DATE_FORMAT;
  return formatDateWith(d, format);
}
