/**
 * iCalendar (RFC 5545) writing through the `ics` library, shared by the
 * portal's one-off `.ics` download of a volunteer's shifts and the sandbox's
 * live calendar feed: one event per shift (or session), in UTC, with its
 * place, description, and for a feed its status (a cancelled shift stays in
 * the feed as `STATUS:CANCELLED`), `SEQUENCE` and `LAST-MODIFIED`, so a
 * calendar app that refreshes sees a change as a change.
 *
 * @module
 */
import { createEvents, type EventAttributes } from 'ics';

/** One event of a calendar. */
export interface CalendarEvent {
  /** A stable id (`shift-12@volunteerkit`): the same shift keeps it through changes. */
  uid: string;
  /** The title (one line). */
  title: string;
  /** Start, as an ISO date-time or ms since the epoch (a day, `YYYY-MM-DD`, when {@link CalendarEvent.allDay}). */
  start: string | number;
  /** End, as an ISO date-time or ms since the epoch (the day after the last, when {@link CalendarEvent.allDay}). */
  end: string | number;
  /**
   * Whole days (a residential stay): `start` and `end` are calendar days (`YYYY-MM-DD`,
   * `end` the day after the last, as iCalendar counts), written as `VALUE=DATE`.
   */
  allDay?: boolean;
  /** Where (one line). */
  location?: string;
  /** What else to say (lines). */
  description?: string;
  /** `CANCELLED` for a cancelled shift or a place given back. @default 'CONFIRMED' */
  status?: 'CONFIRMED' | 'CANCELLED' | 'TENTATIVE';
  /** Increases with each change of the event, so calendar apps take the newest. */
  sequence?: number;
  /** When the event last changed (ISO date-time or ms). */
  lastModified?: string | number;
}

/** What the calendar as a whole is called and made by. */
export interface CalendarOptions {
  /** The calendar's name as apps show it (`X-WR-CALNAME`). */
  name: string;
  /** The product id (`PRODID`). @default 'volunteerkit' */
  productId?: string;
}

/**
 * Text for a calendar field: CR and CRLF become line breaks (the library then
 * escapes them as `\\n`), every other control character goes, so nothing in a
 * shift's data can end a line of the file or start a property of its own.
 */
export function calendarText(text: string): string {
  // eslint-disable-next-line no-control-regex -- the point is to remove control characters
  return text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, ' ');
}

const oneLine = (text: string) => calendarText(text).replace(/\n/g, ' ');
const ms = (value: string | number) => (typeof value === 'number' ? value : Date.parse(value));

/** A calendar day (`YYYY-MM-DD`) as the library's `[year, month, day]`; throws on anything else. */
function day(value: string | number): [number, number, number] {
  const m = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!m) throw new Error(`Not a calendar day: ${String(value)}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

/**
 * The iCalendar text of `events` (a `VCALENDAR` with no events when there are
 * none); throws when the library refuses an event (a date that is not one).
 *
 * @example
 * ```ts
 * writeCalendar(
 *   [{ uid: 'shift-12@volunteerkit', title: 'Beach clean', start: '2027-01-16T10:00:00Z', end: '2027-01-16T13:00:00Z' }],
 *   { name: 'My shifts' },
 * ); // 'BEGIN:VCALENDAR\r\n…'
 * ```
 */
export function writeCalendar(events: readonly CalendarEvent[], options: CalendarOptions): string {
  const productId = options.productId ?? 'volunteerkit';
  const attributes: EventAttributes[] = events.map((e) => ({
    uid: e.uid,
    title: oneLine(e.title),
    ...(e.allDay
      ? { start: day(e.start), end: day(e.end) }
      : {
          start: ms(e.start),
          startInputType: 'utc' as const,
          startOutputType: 'utc' as const,
          end: ms(e.end),
          endInputType: 'utc' as const,
          endOutputType: 'utc' as const,
        }),
    ...(e.location ? { location: oneLine(e.location) } : {}),
    ...(e.description ? { description: calendarText(e.description) } : {}),
    ...(e.status ? { status: e.status } : {}),
    ...(e.sequence !== undefined ? { sequence: e.sequence } : {}),
    ...(e.lastModified !== undefined ? { lastModified: ms(e.lastModified) } : {}),
    productId,
    calName: oneLine(options.name),
  }));
  const { error, value } = createEvents(attributes, { productId, calName: oneLine(options.name) });
  if (error || !value) throw error ?? new Error('The calendar could not be made.');
  return value;
}
