/**
 * The volunteer's shifts as an iCalendar file (RFC 5545): one event per
 * upcoming shift, in UTC, with its place and team, written by the shared
 * writer of `@volunteerkit/api-client/calendar` (the sandbox's live calendar
 * feed writes with it too).
 *
 * @module
 */
import { writeCalendar } from '@volunteerkit/api-client/calendar';
import type { MyShift } from './shifts.js';

export { calendarText } from '@volunteerkit/api-client/calendar';

/** The `.ics` text of `shifts`; throws when the library refuses an event. */
export function shiftsCalendar(
  shifts: readonly MyShift[],
  teamName: (teamId: string) => string,
  organisation: string,
): string {
  return writeCalendar(
    shifts.map((s) => {
      const team = teamName(s.teamId);
      return {
        uid: `shift-${s.id}@volunteerkit`,
        title: s.title,
        start: s.start,
        end: s.end,
        location: [s.location, team].filter(Boolean).join(', '),
        description: [
          `Team: ${team}`,
          s.whatToBring ? `What to bring: ${s.whatToBring}` : '',
          organisation,
        ]
          .filter(Boolean)
          .join('\n'),
      };
    }),
    { name: 'My shifts', productId: 'volunteerkit/portal' },
  );
}
