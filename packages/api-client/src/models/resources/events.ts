/**
 * Events (`/events/`, spec 7.7): the events, their sessions, attendees,
 * invitations and supervisors. The spec names these entities without fields
 * (3.2); every field here is the reference server's.
 *
 * @module
 */
import * as z from 'zod/mini';
import { ATTENDEE_STATUSES } from '../vocabulary.js';
import { field, int, model, optId, optInstant, optText, recordModels } from './meta.js';

/** Who placed someone on work their clearances do not cover, and why. */
export const ClearanceConfirmationSchema = model(
  'ClearanceConfirmation',
  z.looseObject({
    by_user_id: field(z.nullable(int()), 'Who confirmed the gap.'),
    by_name: field(z.string(), 'Their name.'),
    reason: field(z.string(), 'The reason they gave.'),
    gaps: field(z.array(z.string()), 'The clearances the person lacks, in words.'),
    at: field(z.string(), 'When (ISO date-time).'),
  }),
  'A confirmed clearance gap: who placed a person on work their clearances do not cover, and why.',
);

/** What removing attendees in bulk answers (`events.sessions.bulkDeleteUsers`). */
export const AttendeesRemovedSchema = model(
  'AttendeesRemoved',
  z.looseObject({
    removed_user_ids: field(z.array(int()), 'The people removed.'),
    removed: field(int(), 'How many.'),
  }),
  'What removing attendees from a session in bulk answers.',
);

/** An event (`events`). */
export const EventModels = recordModels('Event', 'an event', {
  name: optText('The event’s name.'),
  team_id: optId('The team running it.'),
  start: optInstant('When it starts'),
  end: optInstant('When it ends'),
  status: optText('`draft`, `published`, `completed` or `cancelled`.'),
});

/** A session of an event (`events.sessions`). */
export const EventSessionModels = recordModels('EventSession', 'a session of an event', {
  name: optText('The session’s name (`Morning`).'),
  start: optInstant('When it starts'),
  end: optInstant('When it ends'),
  places: field(z.optional(z.nullable(int())), 'How many people it takes.'),
});

/** An attendee of an event session (`events.sessions.attendees`). */
export const SessionAttendeeModels = recordModels('SessionAttendee', 'an attendee of a session', {
  user_id: optId('The person.'),
  status: field(
    z.optional(z.enum(ATTENDEE_STATUSES)),
    '`invited`, `confirmed`, `attended`, `no_show` or `cancelled`.',
  ),
  clearance_confirmed: field(
    z.optional(ClearanceConfirmationSchema),
    'Set when they were placed despite a clearance gap.',
  ),
});

/** An invitation to an event (`events.invitations`). */
export const EventInvitationModels = recordModels('EventInvitation', 'an invitation to an event', {
  user_id: optId('The person invited (or `team_id`).'),
  team_id: optId('The team invited (or `user_id`).'),
  status: optText('`invited`, `accepted`, `declined` or `withdrawn`.'),
  invited_at: optInstant('When'),
  invited_by: optId('Who invited.'),
  responded_at: optInstant('When the answer came, or null'),
  clearance_confirmed: field(
    z.optional(ClearanceConfirmationSchema),
    'Set when they were invited despite a clearance gap.',
  ),
});

/** A supervisor of an event (`events.supervisors`). */
export const EventSupervisorModels = recordModels('EventSupervisor', 'a supervisor of an event', {
  user_id: optId('The person.'),
});
