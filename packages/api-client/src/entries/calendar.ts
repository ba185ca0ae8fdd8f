/**
 * `@volunteerkit/api-client/calendar`: iCalendar (RFC 5545) writing, shared by
 * the portal's `.ics` download and the sandbox's live calendar feed.
 *
 * @packageDocumentation
 */
export {
  calendarText,
  writeCalendar,
  type CalendarEvent,
  type CalendarOptions,
} from '../headless/calendar/ical.js';
