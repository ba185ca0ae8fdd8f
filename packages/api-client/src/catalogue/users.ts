/**
 * Spec 7.13: users and their sub-records.
 *
 * @module
 */
import { CRUD, defineArea, only, without } from './define.js';
import type { Operation } from './types.js';
import type { CatalogueEntry } from './types.js';

const { resource, call } = defineArea('users', '7.13');

/** Sub-resources of /users/{userId}/: [accessor key under `users`, path, operations]. */
const subResources: [string, string, readonly Operation[]][] = [
  // Full CRUD.
  ['activities', '/users/{userId}/activities/', CRUD],
  ['requestAnonymisation', '/users/{userId}/request-anonymisation/', CRUD],
  ['applications', '/users/{userId}/applications/', CRUD],
  ['applications.documents', '/users/{userId}/applications/{applicationId}/documents/', CRUD],
  [
    'applications.parentalConsent',
    '/users/{userId}/applications/{applicationId}/parental-consent/',
    CRUD,
  ],
  ['applications.references', '/users/{userId}/applications/{applicationId}/references/', CRUD],
  ['blocked', '/users/{userId}/blocked/', CRUD],
  ['claims', '/users/{userId}/claims/', CRUD],
  ['consents', '/users/{userId}/consents/', CRUD],
  ['deniedPermissions', '/users/{userId}/denied-permissions/', CRUD],
  ['emailAddresses', '/users/{userId}/email-addresses/', CRUD],
  ['emergencyContacts', '/users/{userId}/emergency-contacts/', CRUD],
  ['expenses', '/users/{userId}/expenses/', CRUD],
  ['expenses.attachments', '/users/{userId}/expenses/{expenseId}/attachments/', CRUD],
  ['expenses.authorisers', '/users/{userId}/expenses/authorisers', CRUD],
  ['files', '/users/{userId}/files/', CRUD],
  ['guardians', '/users/{userId}/guardians/', CRUD],
  ['inductions', '/users/{userId}/inductions/', CRUD],
  ['inductions.attachments', '/users/{userId}/inductions/{inductionId}/attachments/', CRUD],
  ['interests', '/users/{userId}/interests/', CRUD],
  ['skills', '/users/{userId}/skills/', CRUD],
  ['skills.bio', '/users/{userId}/skills/{categoryId}/bio', CRUD],
  ['messaging', '/users/{userId}/messaging/', CRUD],
  ['messaging.attachments', '/users/{userId}/messaging/{messageId}/attachments/', CRUD],
  [
    'messaging.attachments.forward',
    '/users/{userId}/messaging/{messageId}/attachments/{fileId}/forward/',
    CRUD,
  ],
  ['messaging.labels', '/users/{userId}/messaging/labels/', CRUD],
  ['messaging.logs', '/users/{userId}/messaging/{messageId}/logs/', CRUD],
  ['messaging.reply', '/users/{userId}/messaging/{messageId}/reply/', CRUD],
  ['notes', '/users/{userId}/notes/', CRUD],
  ['notifications', '/users/{userId}/notifications/', CRUD],
  ['notificationSettings', '/users/{userId}/notification-settings/', CRUD],
  ['notificationTokens', '/users/{userId}/notification-tokens/', CRUD],
  ['parentalConsents', '/users/{userId}/parental-consents/', CRUD],
  ['phoneNumbers', '/users/{userId}/phone-numbers/', CRUD],
  ['postalAddresses', '/users/{userId}/postal-addresses/', CRUD],
  ['recognitions', '/users/{userId}/recognitions/', CRUD],
  ['recognitions.attachments', '/users/{userId}/recognitions/{recognitionId}/attachments/', CRUD],
  ['reminders', '/users/{userId}/reminders/', CRUD],
  ['residentialBookings', '/users/{userId}/residential-bookings/', CRUD],
  ['roleProfiles', '/users/{userId}/role-profiles/', CRUD],
  ['supervisors', '/users/{userId}/supervisors/', CRUD],
  ['tags', '/users/{userId}/tags/', CRUD],
  ['todos', '/users/{userId}/todos/', CRUD],
  ['touchpoints', '/users/{userId}/touchpoints/', CRUD],
  ['touchpoints.attachments', '/users/{userId}/touchpoints/{touchpointId}/attachments/', CRUD],
  ['vetting', '/users/{userId}/vetting/', CRUD],

  // Restricted operations.
  ['activityConsents', '/users/{userId}/activity-consents/', only('list', 'show')],
  ['blocked.canBeBlocked', '/users/{userId}/blocked/can-be-blocked/', only('list', 'show')],
  ['favourites', '/users/{userId}/favourites/', without('update')],
  // Update is open: the set-password link's token is the credential (auth/passwordLinks.ts in the sandbox).
  ['forgotPassword', '/users/{userId}/forgot-password', only('store', 'update')],
  ['guardians.logs', '/users/{userId}/guardians/logs/', only('list', 'show')],
  ['loginMessages', '/users/{userId}/login-messages/', only('list')],
  [
    'loginMessages.acknowledge',
    '/users/{userId}/login-messages/{messageId}/acknowledge',
    only('store'),
  ],
  ['logs', '/users/{userId}/logs/', without('update')],
  ['messaging.markRead', '/users/{userId}/messaging/mark-read/', without('list')],
  ['notes.subNotes', '/users/{userId}/notes/{noteId}/sub-notes', only('store')],
  ['notifications.dismiss', '/users/{userId}/notifications/dismiss/', without('list')],
  ['password', '/users/{userId}/password/', only('update')],
  ['profilePhoto', '/users/{userId}/profile-photo/', without('show', 'update')],
  ['roleConsents', '/users/{userId}/role-consents/', only('list')],
  [
    'touchpoints.subTouchpoints',
    '/users/{userId}/touchpoints/{touchpointId}/sub-touchpoints',
    only('store'),
  ],
  ['twoFactor', '/users/{userId}/two-factor/', only('store', 'update')],
  ['twoFactor.trustComputer', '/users/{userId}/two-factor/trust-computer', only('store', 'update')],
  ['diversity', '/users/{userId}/diversity/', only('update')],
];

const uploads = new Set([
  'applications.documents',
  'expenses.attachments',
  'files',
  'inductions.attachments',
  'messaging.attachments',
  'recognitions.attachments',
  'touchpoints.attachments',
  'profilePhoto',
]);

/** Users, their sub-records, vetting and diversity answers (spec 7.13). */
export const usersEntries: CatalogueEntry[] = [
  resource('users', '/users/', CRUD, { model: 'User' }),
  ...subResources.map(([key, path, ops]) =>
    resource(
      `users.${key}`,
      path,
      ops,
      uploads.has(key) ? { upload: true } : key === 'forgotPassword' ? { open: ['update'] } : {},
    ),
  ),
  resource('vetting', '/vetting/'),
  call(
    'users.selfCompleteInduction',
    'PUT',
    '/users/{currentUserId}/inductions/self-complete/{inductionId}',
    {
      description: 'Self-completes an induction of the current user, with a payload.',
    },
  ),
  call('users.diversity.answers', 'GET', '/users/{userId}/diversity/', {
    description: "The user's diversity answers.",
  }),
  call('users.diversity.hasAnswers', 'GET', '/users/{userId}/diversity/has-answers'),
  call('users.diversity.url', 'POST', '/users/{userId}/diversity/url/'),
  // Extensions (catalogue/extensions.ts): the person's live calendar feed.
  call('users.calendarFeed.show', 'GET', '/users/{userId}/calendar-feed', {
    description:
      'Whether the person has a calendar feed (a subscription URL for calendar apps), and since when; never the URL.',
  }),
  call('users.calendarFeed.reset', 'POST', '/users/{userId}/calendar-feed', {
    description:
      'Makes a new calendar feed URL (`url`, `webcal_url`), answered once; the old URL stops at once.',
    body: 'none',
  }),
  call('users.calendarFeed.stop', 'DELETE', '/users/{userId}/calendar-feed', {
    description: "Stops the person's calendar feed.",
  }),
];
