/**
 * The volunteer's shifts as an iCalendar file (RFC 5545) through the `ics`
 * library: one event per upcoming shift, in UTC, with its place and team.
 *
 * @module
 */
import { createEvents, type EventAttributes } from 'ics';
import type { MyShift } from './shifts.js';

/**
 * Text for a calendar field: CR and CRLF become line breaks (the library then
 * escapes them as `\\n`), every other control character goes, so nothing in a
 * shift's data can end a line of the file or start a property of its own.
 */
export function calendarText(text: string): string {
  // eslint-disable-next-line no-control-regex -- the point is to remove control characters
  return text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, ' ');
}

/** The `.ics` text of `shifts`; throws when the library refuses an event. */
export function shiftsCalendar(
  shifts: readonly MyShift[],
  teamName: (teamId: string) => string,
  organisation: string,
): string {
  const events: EventAttributes[] = shifts.map((s) => {
    const team = teamName(s.teamId);
    return {
      uid: `shift-${s.id}@volunteerkit`,
      title: calendarText(s.title).replace(/\n/g, ' '),
      start: Date.parse(s.start),
      startInputType: 'utc',
      startOutputType: 'utc',
      end: Date.parse(s.end),
      endInputType: 'utc',
      endOutputType: 'utc',
      location: calendarText([s.location, team].filter(Boolean).join(', ')).replace(/\n/g, ' '),
      description: calendarText(
        [`Team: ${team}`, s.whatToBring ? `What to bring: ${s.whatToBring}` : '', organisation]
          .filter(Boolean)
          .join('\n'),
      ),
      productId: 'volunteerkit/portal',
      calName: 'My shifts',
    };
  });
  const { error, value } = createEvents(events);
  if (error || !value) throw error ?? new Error('The calendar could not be made.');
  return value;
}
