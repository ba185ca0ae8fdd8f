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

/** The catalogue's name in the loaded catalogues. */
export const SHELL_CATALOGUE = 'shell';

/** Every text of the portal's frame and shared states. */
export interface ShellText {
  skipToContent: string;
  menu: string;
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

  loading: string;
  empty: string;
  tryAgain: string;
  screenFailed: string;
  screenFailedHint: string;
  errorSessionEnded: string;
  /** A refusal naming the permissions: "This needs the {permissions} permission, …". */
  errorNeedsPermission: string;
  /** Joins the missing permissions' names (" or "). */
  errorOr: string;
  errorRoleRefuses: string;
  errorAskAdministrator: string;
  errorNotFound: string;
  errorConflict: string;
  errorInvalid: string;
  errorTooMany: string;
  errorService: string;
  errorNetwork: string;
  errorUnknown: string;
}

/** The English (en-GB) source texts. */
export const enGBShellText: ShellText = {
  skipToContent: 'Skip to content',
  menu: 'Menu',
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

  loading: 'Loading…',
  empty: 'Nothing here yet.',
  tryAgain: 'Try again',
  screenFailed: 'This screen could not be shown',
  screenFailedHint:
    'The server sent something the portal did not expect. Other screens still work.',
  errorSessionEnded: 'Your session has ended. Sign in again to carry on.',
  errorNeedsPermission:
    'This needs the {permissions} permission, which your role does not include.',
  errorOr: ' or ',
  errorRoleRefuses: 'Your role does not allow this.',
  errorAskAdministrator:
    'An administrator of your organisation can give it to your role if you need it.',
  errorNotFound: 'This record was not found. It may have been deleted.',
  errorConflict: 'Someone else changed this record meanwhile. Reload it to see their changes.',
  errorInvalid: 'Some of the details are not valid. Check them and save again.',
  errorTooMany: 'Too many requests at once. Wait a moment and try again.',
  errorService: 'The service had a problem. Try again in a moment.',
  errorNetwork: 'The server could not be reached. Check your connection and try again.',
  errorUnknown: 'Something went wrong. Try again.',
};
