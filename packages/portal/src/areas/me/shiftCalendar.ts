/**
 * The volunteer's shifts as an iCalendar file (RFC 5545) through the `ics`
 * library: one event per upcoming shift, in UTC, with its place and team.
 *
 * @module
 */
import { createEvents, type EventAttributes } from 'ics';
import type { MyShift } from './shifts.js';

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
      title: s.title,
      start: Date.parse(s.start),
      startInputType: 'utc',
      startOutputType: 'utc',
      end: Date.parse(s.end),
      endInputType: 'utc',
      endOutputType: 'utc',
      location: [s.location, team].filter(Boolean).join(', '),
      description: [
        `Team: ${team}`,
        s.whatToBring ? `What to bring: ${s.whatToBring}` : '',
        organisation,
      ]
        .filter(Boolean)
        .join('\n'),
      productId: 'volunteerkit/portal',
      calName: 'My shifts',
    };
  });
  const { error, value } = createEvents(events);
  if (error || !value) throw error ?? new Error('The calendar could not be made.');
  return value;
}
