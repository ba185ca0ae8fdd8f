/**
 * Dates and times of the volunteer's screens, in the user's timezone.
 *
 * @module
 */
import { dateKeyIn, timeIn } from '@volunteerkit/api-client/scheduling';
import { DEFAULT_TIMEZONE, type DateSettings } from '../../app/format.js';
import { longDay } from '../../app/dayFormat.js';

/** `Saturday 5 December 2026, 09:00` (or the raw text when it is not a date). */
export function formatDateTime(iso: string, settings: DateSettings): string {
  const zone = settings.timezone ?? DEFAULT_TIMEZONE;
  if (Number.isNaN(Date.parse(iso))) return iso;
  return `${longDay(dateKeyIn(iso, zone))}, ${timeIn(iso, zone)}`;
}

/** `15:00` in the user's timezone. */
export function formatTime(iso: string, settings: DateSettings): string {
  if (Number.isNaN(Date.parse(iso))) return iso;
  return timeIn(iso, settings.timezone ?? DEFAULT_TIMEZONE);
}
