/**
 * How values show in the portal: dates in the user's timezone with the
 * organisation's date format (spec 9: `DD/MM/Y` by default), booleans as
 * Yes/No, nested values summarised. Pure functions; never throw.
 *
 * @module
 */
import { formatDateWith } from '@volunteerkit/api-client';
import { DEFAULT_TIMEZONE } from './timezone.js';

/** The default date display format (spec 9). */
export const DEFAULT_DATE_FORMAT = 'DD/MM/Y';
export { DEFAULT_TIMEZONE };

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** `true` when a string looks like an ISO date or date-time. */
export function isIsoDateString(value: unknown): value is string {
  return typeof value === 'string' && (DATE_ONLY.test(value) || DATE_TIME.test(value));
}

interface Parts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

function partsIn(date: Date, timeZone: string): Parts {
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
  } catch {
    return partsIn(date, DEFAULT_TIMEZONE);
  }
  const out: Record<string, string> = {};
  for (const p of formatter.formatToParts(date)) out[p.type] = p.value;
  return {
    year: out.year ?? '',
    month: out.month ?? '',
    day: out.day ?? '',
    hour: out.hour ?? '00',
    minute: out.minute ?? '00',
  };
}

/**
 * Applies an organisation date format to calendar parts with the client's
 * formatter (`formatDateWith`: YYYY, Y, MM, DD, MMM, ...).
 */
export function applyDateFormat(
  parts: Pick<Parts, 'year' | 'month' | 'day'>,
  format: string,
): string {
  const date = new Date(Number(parts.year), Number(parts.month) - 1, Number(parts.day));
  if (Number.isNaN(date.getTime())) return `${parts.day}/${parts.month}/${parts.year}`;
  return formatDateWith(date, format);
}

/** Where dates are shown: the user's timezone and the organisation's format. */
export interface DateSettings {
  /** IANA timezone. @default 'Europe/London' */
  timezone?: string;
  /** Organisation date format. @default 'DD/MM/Y' */
  dateFormat?: string;
}

/**
 * Formats an ISO date (`2026-11-21`, shown as is: a calendar date has no
 * timezone) or date-time (converted to the user's timezone, with `HH:mm`).
 * Returns the input unchanged when it is not a date.
 *
 * @example
 * formatDateValue('2026-11-21T23:30:00Z', { timezone: 'Europe/Paris' }) // '22/11/2026 00:30'
 */
export function formatDateValue(value: string, settings: DateSettings = {}): string {
  const format = settings.dateFormat || DEFAULT_DATE_FORMAT;
  if (DATE_ONLY.test(value)) {
    const [year, month, day] = value.split('-') as [string, string, string];
    return applyDateFormat({ year, month, day }, format);
  }
  const date = new Date(value.replace(' ', 'T'));
  if (Number.isNaN(date.getTime())) return value;
  const parts = partsIn(date, settings.timezone || DEFAULT_TIMEZONE);
  return `${applyDateFormat(parts, format)} ${parts.hour}:${parts.minute}`;
}

/** A short text for any value shown in a table cell or a record field. */
export function formatValue(value: unknown, settings: DateSettings = {}): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '—';
  if (typeof value === 'string')
    return isIsoDateString(value) ? formatDateValue(value, settings) : value;
  if (Array.isArray(value)) {
    if (value.every((v) => typeof v === 'string' || typeof v === 'number'))
      return value.join(', ') || '—';
    return `${value.length} item${value.length === 1 ? '' : 's'}`;
  }
  if (typeof value === 'object') {
    const o = value as Record<string, unknown>;
    for (const k of ['name', 'display_name', 'title', 'display_text'])
      if (typeof o[k] === 'string') return o[k];
    try {
      const json = JSON.stringify(value);
      return json.length > 80 ? `${json.slice(0, 77)}…` : json;
    } catch {
      return '[object]';
    }
  }
  return String(value);
}
