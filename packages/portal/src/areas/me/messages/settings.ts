/**
 * My settings: language, notifications, password, two-factor, removing my data. Part of the volunteer's catalogue (`../messages.ts`).
 *
 * @module
 */
/** Texts of my settings */
export interface SettingsText {
  loadingSignIn: string;
  language: string;
  /** Title of the cookie settings card (spec 2.6). */
  cookies: string;
  /** What the cookie choices do (spec 2.6). */
  cookiesHint: string;
  languageLegend: string;
  languageHint: string;
  languageNow: string;
  languageSaving: string;

  notifications: string;
  loadingNotifications: string;
  notificationsCaption: string;
  channelApp: string;
  channelEmail: string;
  channelSms: string;
  topicShiftReminders: string;
  topicShiftChanges: string;
  topicApplications: string;
  topicOpenShifts: string;
  topicMessages: string;
  topicExpenses: string;
  topicChecks: string;
  topicNews: string;
  topicInApp: string;
  topicByEmail: string;
  topicBySms: string;
  toldInApp: string;
  notToldInApp: string;
  toldByEmail: string;
  notToldByEmail: string;
  toldBySms: string;
  notToldBySms: string;
  notSaved: string;
  calendarFeed: string;
  calendarFeedIntro: string;
  loadingCalendarFeed: string;
  makeCalendarLink: string;
  calendarLinkLabel: string;
  copyLink: string;
  linkCopied: string;
  copyByHand: string;
  openInCalendarApp: string;
  calendarLinkSecret: string;
  calendarLinkActive: string;
  resetCalendarLink: string;
  stopCalendarLink: string;
  calendarLinkMade: string;
  calendarLinkReset: string;
  calendarLinkStopped: string;
  reminders: string;
  remindersLegend: string;
  remindersHint: string;
  loadingReminders: string;
  remindWeek: string;
  remindTwoDays: string;
  remindDay: string;
  remindThreeHours: string;
  remindHour: string;
  reminderOn: string;
  reminderOff: string;
  keepOneReminder: string;

  password: string;
  currentPassword: string;
  newPassword: string;
  newPasswordAgain: string;
  giveCurrentPassword: string;
  atLeast8: string;
  passwordsDiffer: string;
  passwordChanged: string;
  notYourPassword: string;
  notChanged: string;
  changing: string;
  changePassword: string;

  removeData: string;
  anonymiseBefore: string;
  anonymiseAfter: string;
  twoFactor: string;
  status: string;
  on: string;
  off: string;
  twoFactorOnHint: string;
  twoFactorOnTrustedHint: string;
  twoFactorOffHint: string;
  setUpTwoFactorForm: string;
  step1: string;
  step2: string;
  step3: string;
  qrTitle: string;
  key: string;
  codeFromApp: string;
  codeFromCurrentApp: string;
  checking: string;
  turnOn: string;
  notNow: string;
  turnOffForm: string;
  codeFromYourApp: string;
  turnOff: string;
  keepOn: string;
  moveToNewPhone: string;
  setUpTwoFactor: string;
  stopTrusting: string;
  trustComputer: string;
  turnOffEllipsis: string;
  trustedNote: string;
  untrustedNote: string;
  type6: string;
  type6Current: string;
  type6Yours: string;
  twoFactorOnNote: string;
  twoFactorOffNote: string;
}

/** The English (en-GB) source texts of SettingsText. */
export const enGBSettingsText: SettingsText = {
  loadingSignIn: 'Loading your sign-in settings…',
  language: 'Language',
  cookies: 'Cookies',
  cookiesHint:
    'Both are off unless you turn them on. Your choice is kept in this browser, and nothing analytical loads before you allow it.',
  languageLegend: 'The language of my screens',
  languageHint: 'Your own screens and their dates follow it.',
  languageNow: 'Your screens are now in English.',
  languageSaving: 'Saving your language…',

  notifications: 'Notifications',
  loadingNotifications: 'Loading your notification settings…',
  notificationsCaption: 'How you want to be told about things.',
  channelApp: 'On screen',
  channelEmail: 'E-mail',
  channelSms: 'Text message',
  topicShiftReminders: 'Reminders before my shifts',
  topicShiftChanges: 'Changes to my shifts',
  topicApplications: 'My applications and consents',
  topicOpenShifts: 'Open shifts in my teams',
  topicMessages: 'New messages',
  topicExpenses: 'Decisions on my expense claims',
  topicChecks: 'My checks about to expire',
  topicNews: 'News from the organisation',
  topicInApp: '{topic} in my notifications',
  topicByEmail: '{topic} by e-mail',
  topicBySms: '{topic} by text message',
  toldInApp: '{topic}: listed in your notifications.',
  notToldInApp: '{topic}: not listed in your notifications.',
  toldByEmail: '{topic}: you will be told by e-mail.',
  notToldByEmail: '{topic}: you will not be told by e-mail.',
  toldBySms: '{topic}: you will be told by text message.',
  notToldBySms: '{topic}: you will not be told by text message.',
  notSaved: 'Not saved: {reason}',
  calendarFeed: 'Subscribe in your calendar',
  calendarFeedIntro:
    'Your shifts in the calendar on your phone or computer, kept up to date: changes and cancellations show there by themselves.',
  loadingCalendarFeed: 'Loading your calendar link…',
  makeCalendarLink: 'Make my calendar link',
  calendarLinkLabel: 'Your calendar link',
  copyLink: 'Copy the link',
  linkCopied: 'The link is copied: paste it into your calendar app as a subscription (“From URL”).',
  copyByHand: 'Select the link and copy it.',
  openInCalendarApp: 'Open in my calendar app',
  calendarLinkSecret:
    'Keep this link to yourself: anyone who has it can see your shifts. It is shown only now; if you lose it, make a new one.',
  calendarLinkActive:
    'You have a calendar link, made on {date}. To keep it safe it is shown only once: make a new link to see one again (the old one stops working).',
  resetCalendarLink: 'Make a new link',
  stopCalendarLink: 'Stop my calendar link',
  calendarLinkMade: 'Your calendar link is ready.',
  calendarLinkReset: 'Your new calendar link is ready; the old one has stopped working.',
  calendarLinkStopped: 'Your calendar link has stopped working.',
  reminders: 'Reminders before my shifts',
  remindersLegend: 'Remind me',
  remindersHint:
    'By e-mail and in your notifications, as chosen under Notifications; never for a place you gave back or a cancelled shift.',
  loadingReminders: 'Loading your reminders…',
  remindWeek: '1 week before',
  remindTwoDays: '2 days before',
  remindDay: '1 day before',
  remindThreeHours: '3 hours before',
  remindHour: '1 hour before',
  reminderOn: 'You will be reminded {when}.',
  reminderOff: 'You will not be reminded {when}.',
  keepOneReminder:
    'Keep at least one time. To have no reminders, turn off “Reminders before my shifts” under Notifications.',
  password: 'Password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  newPasswordAgain: 'New password again',
  giveCurrentPassword: 'Give your current password.',
  atLeast8: 'Use at least 8 characters.',
  passwordsDiffer: 'The two new passwords are not the same.',
  passwordChanged: 'Your password was changed. Use the new one next time you sign in.',
  notYourPassword: 'That is not your current password.',
  notChanged: 'Not changed: {reason}',
  changing: 'Changing…',
  changePassword: 'Change my password',
  removeData: 'Remove my personal data',
  anonymiseBefore:
    'You can ask for your record to be anonymised: your name, contact details and login are removed, and your past volunteering is kept without your name. This cannot be undone, and you will be signed out. Download your data first from',
  anonymiseAfter: 'if you want a copy.',
  twoFactor: 'Two-factor sign-in',
  status: 'Status:',
  on: 'On',
  off: 'Off',
  twoFactorOnHint: 'You type a code from your authenticator app when you sign in.',
  twoFactorOnTrustedHint:
    'You type a code from your authenticator app when you sign in, except on this computer, which you trust.',
  twoFactorOffHint:
    'Add a code from an authenticator app on your phone to your password, so nobody else can sign in as you.',
  setUpTwoFactorForm: 'Set up two-factor sign-in',
  step1: 'Open an authenticator app on your phone and add an account.',
  step2: 'Scan this QR code, or type the key under it.',
  step3: 'Type the 6-digit code the app shows.',
  qrTitle: 'QR code for your authenticator app',
  key: 'Key:',
  codeFromApp: 'Code from the app',
  codeFromCurrentApp: 'Code from your current app',
  checking: 'Checking…',
  turnOn: 'Turn on two-factor',
  notNow: 'Not now',
  turnOffForm: 'Turn off two-factor sign-in',
  codeFromYourApp: 'Code from your app',
  turnOff: 'Turn off two-factor',
  keepOn: 'Keep it on',
  moveToNewPhone: 'Move to a new phone',
  setUpTwoFactor: 'Set up two-factor',
  stopTrusting: 'Stop trusting this computer',
  trustComputer: 'Trust this computer',
  turnOffEllipsis: 'Turn off…',
  trustedNote: 'This computer is trusted: you can sign in here without a code.',
  untrustedNote: 'This computer is no longer trusted: the next sign-in asks for a code.',
  type6: 'Type the 6 digits the app shows.',
  type6Current: 'Type the 6 digits your current app shows.',
  type6Yours: 'Type the 6 digits your app shows.',
  twoFactorOnNote: 'Two-factor sign-in is on. You will be asked for a code when you sign in.',
  twoFactorOffNote: 'Two-factor sign-in is off.',
};
