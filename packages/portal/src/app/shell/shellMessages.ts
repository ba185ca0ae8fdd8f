/**
 * The shell's catalogue (issue 35): what a signed-in person sees around every
 * screen (the header, skip link, menu, theme, search palette) and the shared
 * states (loading, errors, "Try again", empty lists, the screen's error
 * boundary). English (en-GB) is the source, so staff screens read the same
 * texts; translations live in `./locales/<tag>.ts`, loaded lazily by the
 * composition root (`src/locales.ts`). Read through `useShellText()`. No
 * runtime import here: the check script (`npm run i18n:check`) loads it
 * without React.
 *
 * @module
 */
import type { PluralMessage } from '@volunteerkit/widgets';
import { enGBStateText, type StateText } from './stateMessages.js';
import { enGBNotificationText, type NotificationText } from './notificationMessages.js';
import { enGBPwaText, type PwaText } from './pwaMessages.js';

export { SHELL_CATALOGUE } from './stateMessages.js';

/** Every text of the portal's frame and shared states. */
export interface ShellText extends StateText, NotificationText, PwaText {
  skipToContent: string;
  menu: string;
  /** The footer's link to the cookie settings (spec 2.6). */
  cookieSettings: string;
  searchButton: string;
  signOut: string;
  mainNav: string;
  mainNavMenu: string;
  expandMenu: string;
  collapseMenu: string;
  /** The list of a section's screens: "{section} screens". */
  sectionScreens: string;
  serviceUnavailable: string;
  colourTheme: string;
  themeSystem: string;
  themeLight: string;
  themeDark: string;
  close: string;
  /** A tab locked to the check-in kiosk (app/kiosk): its skip link. */
  kioskSkip: string;
  /** Its one button, and the title of the sign-in that leaves kiosk mode. */
  kioskLeave: string;
  kioskLeaveIntro: string;
  kioskLeaveEmail: string;
  kioskLeavePassword: string;
  kioskLeaveCode: string;
  kioskLeaveMissing: string;
  kioskLeaveFailed: string;

  paletteTitle: string;
  paletteLabel: string;
  palettePlaceholder: string;
  paletteHelp: string;
  searching: string;
  /** "Nothing matches “{query}”." */
  nothingMatches: string;
  resultsFound: PluralMessage;
  results: string;
  groupScreens: string;
  groupSection: string;
  groupPeople: string;
  groupTeams: string;
  groupOpportunities: string;
}

/** The English (en-GB) source texts. */
export const enGBShellText: ShellText = {
  skipToContent: 'Skip to content',
  menu: 'Menu',
  cookieSettings: 'Cookie settings',
  searchButton: 'Search people, teams and screens',
  signOut: 'Sign out',
  mainNav: 'Main',
  mainNavMenu: 'Main (menu)',
  expandMenu: 'Expand the menu',
  collapseMenu: 'Collapse the menu',
  sectionScreens: '{section} screens',
  serviceUnavailable: 'The service is unavailable for a moment. Try again shortly.',
  colourTheme: 'Colour theme',
  themeSystem: 'System theme',
  themeLight: 'Light',
  themeDark: 'Dark',
  close: 'Close',
  kioskSkip: 'Skip to the check-in',
  kioskLeave: 'Leave kiosk mode',
  kioskLeaveIntro: 'Staff only: sign in to leave kiosk mode.',
  kioskLeaveEmail: 'E-mail address',
  kioskLeavePassword: 'Password',
  kioskLeaveCode: 'Two-factor code',
  kioskLeaveMissing: 'Enter your e-mail address and password.',
  kioskLeaveFailed: 'Kiosk mode could not be left. Try again.',

  paletteTitle: 'Search',
  paletteLabel: 'Search screens, people, teams and opportunities',
  palettePlaceholder: 'Search screens, people, teams, opportunities',
  paletteHelp: 'Type to find a screen, a person, a team or an opportunity.',
  searching: 'Searching…',
  nothingMatches: 'Nothing matches “{query}”.',
  resultsFound: {
    one: '{count} result. Use the up and down arrows, then Enter.',
    other: '{count} results. Use the up and down arrows, then Enter.',
  },
  results: 'Results',
  groupScreens: 'Screens',
  groupSection: 'Section',
  groupPeople: 'People',
  groupTeams: 'Teams',
  groupOpportunities: 'Opportunities',

  ...enGBStateText,
  ...enGBNotificationText,
  ...enGBPwaText,
};
