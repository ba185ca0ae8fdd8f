/**
 * Spec 7.7: events.
 *
 * @module
 */
import { defineArea } from './define.js';
import type { CatalogueEntry } from './types.js';

const { resource, call } = defineArea('events', '7.7');

/** Events, their sessions, attendees, supervisors, invitations and attachments (spec 7.7). */
export const eventsEntries: CatalogueEntry[] = [
  resource('events', '/events/'),
  resource('events.attachments', '/events/{eventId}/attachments/', undefined, { upload: true }),
  resource('events.invitations', '/events/{eventId}/invitations/'),
  resource('events.supervisors', '/events/{eventId}/supervisors/'),
  resource('events.sessions', '/events/{eventId}/sessions/'),
  call('events.usersSavedList', 'GET', '/events/{eventId}/get-users-saved-list'),
  call('events.sessions.bulkUpdate', 'PUT', '/events/{eventId}/sessions/bulk-update/'),
  call(
    'events.sessions.bulkUpdateLocation',
    'PUT',
    '/events/{eventId}/sessions/bulk-update-location/',
  ),
  call(
    'events.sessions.bulkUpdateAttendees',
    'PUT',
    '/events/{eventId}/sessions/bulk-update-attendees/',
  ),
  call(
    'events.sessions.bulkUpdateUserStatus',
    'PUT',
    '/events/{eventId}/sessions/{sessionId}/bulk-update-user-status/',
  ),
  call(
    'events.sessions.bulkDeleteUsers',
    'PUT',
    '/events/{eventId}/sessions/{sessionId}/bulk-delete-users/',
  ),
  resource(
    'events.sessions.attendees',
    '/events/{eventId}/sessions/{sessionId}/attendees/',
    undefined,
    {
      idParam: 'userId',
      itemPath: { update: '/events/{eventId}/sessions/{sessionId}/attendees/{userId}/' },
      description: 'Session attendees, keyed by userId; update is PUT .../attendees/{userId}/.',
    },
  ),
];
