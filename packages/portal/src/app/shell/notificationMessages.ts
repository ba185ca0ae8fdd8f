/**
 * The notifications' part of the shell catalogue (issue 45): the header's
 * control, the notifications screen and the words of each kind of
 * notification the server writes (sandbox `domain/notify.ts`), filled with
 * the notification's `params`. Welsh in `./locales/cy-notifications.ts`.
 *
 * @module
 */
import type { PluralMessage } from '@volunteerkit/widgets';

/** Texts of the notifications control and screen. */
export interface NotificationText {
  notificationsTitle: string;
  /** After the header control's count ("3 unread"): "unread". */
  notificationsUnread: PluralMessage;
  /** The header control's name without unread ones: "none unread". */
  notificationsNoneUnread: string;
  notificationsLoading: string;
  notificationsEmpty: string;
  notificationsIntro: string;
  markAllRead: string;
  markRead: string;
  notificationUnread: string;
  notificationsAllRead: string;
  /** "Marked “{what}” read." */
  notificationMarkedRead: string;
  notificationNotMarked: string;
  notificationsSettingsHint: string;
  notificationsSettingsLink: string;
  today: string;
  yesterday: string;
  showOlder: string;

  nClaimSubmitted: string;
  nClaimApproved: string;
  nClaimRejected: string;
  nClaimPaid: string;
  nApplicationStage: string;
  nApplicationAccepted: string;
  nApplicationRejected: string;
  nApplicationWithdrawn: string;
  nConsentRequested: string;
  nConsentGivenMine: string;
  nConsentRefusedMine: string;
  nConsentGiven: string;
  nConsentRefused: string;
  nShiftChanged: string;
  nShiftCancelled: string;
  nShiftReminder: string;
  nEventReminder: string;
  nCheckExpiringMine: string;
  nCheckExpiring: string;
  nWaitlistOffered: string;
  nWaitlistPlaced: string;
  /** An hour milestone reached: `{hours}`. */
  nMilestone: string;
  nMessage: string;
}

/** The English (en-GB) source texts. */
export const enGBNotificationText: NotificationText = {
  notificationsTitle: 'Notifications',
  notificationsUnread: { one: 'unread', other: 'unread' },
  notificationsNoneUnread: '(none unread)',
  notificationsLoading: 'Loading your notifications…',
  notificationsEmpty: 'No notifications yet. When something needs you, it shows here.',
  notificationsIntro: 'What others did that concerns you, newest first.',
  markAllRead: 'Mark all read',
  markRead: 'Mark read',
  notificationUnread: 'Unread',
  notificationsAllRead: 'All notifications marked read.',
  notificationMarkedRead: 'Marked “{what}” read.',
  notificationNotMarked: 'Could not mark it read: {reason}',
  notificationsSettingsHint: 'Choose what you are told about, and how, in',
  notificationsSettingsLink: 'My settings',
  today: 'Today',
  yesterday: 'Yesterday',
  showOlder: 'Show older notifications',

  nClaimSubmitted: '{name} claimed {amount} for {type}.',
  nClaimApproved: '{by} approved your {amount} {type} claim.',
  nClaimRejected: '{by} rejected your {amount} {type} claim: {reason}',
  nClaimPaid: 'Your {amount} {type} claim was paid on {date}.',
  nApplicationStage: 'Your application to {name} is now at “{stage}”.',
  nApplicationAccepted: 'Your application to {name} was accepted.',
  nApplicationRejected: 'Your application to {name} was not taken forward.',
  nApplicationWithdrawn: 'Your application to {name} was withdrawn.',
  nConsentRequested: '{minor}’s application to {name} needs your consent.',
  nConsentGivenMine: '{guardian} gave parental consent for your application to {name}.',
  nConsentRefusedMine: '{guardian} refused parental consent for your application to {name}.',
  nConsentGiven: '{guardian} gave parental consent for {minor}’s application to {name}.',
  nConsentRefused: '{guardian} refused parental consent for {minor}’s application to {name}.',
  nShiftChanged: '{title} has changed: it is now on {when}.',
  nShiftCancelled: '{title} on {when} is cancelled.',
  nShiftReminder: 'Reminder: {title} on {when}.',
  nEventReminder: 'Reminder: {title} on {when}.',
  nCheckExpiringMine: 'Your {check} expires on {date}. Please start the renewal.',
  nCheckExpiring: '{person}’s {check} expires on {date}.',
  nWaitlistOffered: 'A place on {title} on {when} is yours if you want it: take it by {deadline}.',
  nWaitlistPlaced: 'A place freed on {title} on {when} and it is yours.',
  nMilestone: '★ You have volunteered {hours} hours. Thank you!',
  nMessage: '{from} wrote to you: “{subject}”.',
};
