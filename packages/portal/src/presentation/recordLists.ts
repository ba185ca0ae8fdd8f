/**
 * The "All records" tab of a person's record in the organisation's words:
 * which of the catalogue's per-person lists it offers, and what each is
 * called. Calls that are not records (a permission check, a "mark as read",
 * device tokens, password and two-factor settings) are left out; their
 * actions live where they are used.
 *
 * @module
 */

/** Per-person catalogue entries that are calls or technical settings, never a list of records. */
export const TECHNICAL_RECORD_LISTS: ReadonlySet<string> = new Set([
  'users.blocked.canBeBlocked',
  'users.notificationTokens',
  'users.messaging.markRead',
  'users.notifications.dismiss',
  'users.twoFactor',
  'users.twoFactor.trustComputer',
  'users.forgotPassword',
  'users.password',
  'users.profilePhoto',
  'users.loginMessages',
  'users.diversity',
]);

/** What each per-person list is called, in the organisation's words. */
export const RECORD_LIST_LABELS: Readonly<Record<string, string>> = {
  'users.activities': 'Activities',
  'users.activityConsents': 'Activity consents',
  'users.requestAnonymisation': 'Requests to be forgotten',
  'users.applications': 'Applications',
  'users.blocked': 'Blocks',
  'users.claims': 'Expense claims',
  'users.consents': 'Consents',
  'users.deniedPermissions': 'Permissions withheld',
  'users.emailAddresses': 'E-mail addresses',
  'users.emergencyContacts': 'Emergency contacts',
  'users.expenses': 'Expenses',
  'users.expenses.authorisers': 'Expense approvers',
  'users.favourites': 'Favourites',
  'users.files': 'Files',
  'users.guardians': 'Guardians',
  'users.guardians.logs': 'Guardian history',
  'users.inductions': 'Inductions',
  'users.interests': 'Interests',
  'users.logs': 'Activity log',
  'users.messaging': 'Messages',
  'users.messaging.labels': 'Message labels',
  'users.notes': 'Notes',
  'users.notifications': 'Notifications',
  'users.notificationSettings': 'Notification preferences',
  'users.parentalConsents': 'Parental consents',
  'users.phoneNumbers': 'Phone numbers',
  'users.postalAddresses': 'Postal addresses',
  'users.recognitions': 'Recognitions',
  'users.reminders': 'Reminders',
  'users.residentialBookings': 'Residential bookings',
  'users.roleConsents': 'Role consents',
  'users.roleProfiles': 'Roles',
  'users.skills': 'Skills and languages',
  'users.supervisors': 'Supervisors',
  'users.tags': 'Tags',
  'users.todos': 'To-dos',
  'users.touchpoints': 'Touchpoints',
  'users.vetting': 'Vetting checks',
};

/**
 * The label of a per-person list, or `undefined` when it is not a list of
 * records and is left out of "All records".
 *
 * @example
 * recordListLabel('users.claims', 'Claims') // 'Expense claims'
 * recordListLabel('users.notificationTokens', 'Notification tokens') // undefined
 */
export function recordListLabel(accessor: string, fallback: string): string | undefined {
  if (TECHNICAL_RECORD_LISTS.has(accessor)) return undefined;
  return RECORD_LIST_LABELS[accessor] ?? fallback;
}
