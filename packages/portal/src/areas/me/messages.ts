/**
 * The volunteer's own screens' catalogue (issue 35): its typed keys and the
 * English (en-GB) source texts, built like the widgets' catalogues (`{name}`
 * placeholders, plural texts with a form per plural category, filled by the
 * widgets' `formatMessage`). Translations live in `./locales/<tag>.ts`, loaded
 * lazily by the composition root (`src/locales.ts`); screens read the texts
 * with `useMyText()` (./useMyText.ts). No runtime import here, so the check
 * script (`npm run i18n:check`) can load it without React.
 *
 * @module
 */
import type { Message, PluralMessage } from '@volunteerkit/widgets';

/** The catalogue's name in the loaded catalogues. */
export const MY_CATALOGUE = 'me';

/** Every text of the volunteer's own screens translated so far. */
export interface MyText {
  /** The "My own" section. */
  navSection: string;
  /** The section's short name (narrow screens). */
  navSectionShort: string;
  navHome: string;
  navShifts: string;
  navOpportunities: string;
  navResidential: string;
  navExpenses: string;
  navInductions: string;
  navMessages: string;
  navContact: string;
  navAvailability: string;
  navSkills: string;
  navSettings: string;
  navRecord: string;
  navCare: string;
  /** Weekday names, Sunday first, comma-separated; empty: the portal's English names. */
  weekdayNames: string;
  /** Month names, January first, comma-separated; empty: the portal's English names. */
  monthNames: string;
  /** "{when}, {time}" of a shift's start. */
  dayAndTime: string;

  hello: string;
  helloName: string;
  myFigures: string;
  hoursThisYear: string;
  hoursHint: string;
  shiftsComingUp: string;
  unreadMessages: string;
  myNextShifts: string;
  allMyShifts: string;
  noShiftsComingUp: string;
  findOpenShift: string;
  loadingShifts: string;
  waitingForMe: string;
  checkingWaiting: string;
  inductionsComplete: string;
  inductionsToComplete: Message;
  noNotices: string;
  noticesToRead: Message;
  applicationsUnchecked: string;
  applicationStage: string;
  waitingOn: string;

  bring: string;
  downloadShifts: string;
  shiftsDownloaded: string;
  placeTaken: string;
  comingUp: string;
  noneComingUp: string;
  myUpcomingShifts: string;
  whyNotCome: string;
  sayWhy: string;
  cancelPlace: string;
  keepPlace: string;
  placeCancelled: string;
  cancelPlaceOn: string;
  tooLateToCancel: string;
  openShifts: string;
  noOpenShifts: string;
  placesLeft: PluralMessage;
  signingUp: string;
  signUp: string;
  signUpFor: string;
  listRefreshed: string;
  loadingOpenShifts: string;
  pastShifts: string;
  noPastShifts: string;
  myPastShifts: string;
  attended: string;
  notAttended: string;
  assigned: string;

  loadingSignIn: string;
  language: string;
  languageLegend: string;
  languageHint: string;
  languageNow: string;
  languageSaving: string;
}

/** The English (en-GB) source texts. */
export const enGBMyText: MyText = {
  navSection: 'My own',
  navSectionShort: 'My',
  navHome: 'Home',
  navShifts: 'My shifts',
  navOpportunities: 'Opportunities',
  navResidential: 'My residential stays',
  navExpenses: 'My expenses',
  navInductions: 'My inductions',
  navMessages: 'My messages',
  navContact: 'My contact details',
  navAvailability: 'My availability',
  navSkills: 'My skills and interests',
  navSettings: 'My settings',
  navRecord: 'My record',
  navCare: 'People in my care',
  weekdayNames: '',
  monthNames: '',
  dayAndTime: '{when}, {time}',

  hello: 'Hello',
  helloName: 'Hello, {name}',
  myFigures: 'My figures',
  hoursThisYear: 'Hours this year',
  hoursHint: 'from shifts marked attended',
  shiftsComingUp: 'Shifts coming up',
  unreadMessages: 'Unread messages',
  myNextShifts: 'My next shifts',
  allMyShifts: 'All my shifts and open shifts',
  noShiftsComingUp: 'No shifts coming up.',
  findOpenShift: 'Find an open shift',
  loadingShifts: 'Loading your shifts…',
  waitingForMe: 'Waiting for me',
  checkingWaiting: 'Checking what is waiting…',
  inductionsComplete: 'All your inductions are complete.',
  inductionsToComplete: {
    one: '{count} induction to complete',
    other: '{count} inductions to complete',
  },
  noNotices: 'No notices to read.',
  noticesToRead: {
    one: '{count} notice to read and acknowledge',
    other: '{count} notices to read and acknowledge',
  },
  applicationsUnchecked: 'Your applications could not be checked just now.',
  applicationStage: 'Application to {name}: {stage}',
  waitingOn: 'Waiting on {name}',

  bring: 'Bring: {what}',
  downloadShifts: 'Download my shifts (.ics)',
  shiftsDownloaded: 'Your shifts calendar was downloaded.',
  placeTaken: 'You have a place on {title}.',
  comingUp: 'Coming up',
  noneComingUp: 'You have no shifts coming up. Sign up for an open shift below.',
  myUpcomingShifts: 'My upcoming shifts',
  whyNotCome: 'Why can you not come?',
  sayWhy: 'Say why you cannot come.',
  cancelPlace: 'Cancel my place',
  keepPlace: 'Keep my place',
  placeCancelled: 'Your place on {title} was cancelled.',
  cancelPlaceOn: ' on {title}',
  tooLateToCancel: 'Less than 24 hours to go: tell your coordinator.',
  openShifts: 'Open shifts in my teams',
  noOpenShifts: 'No open shifts in your teams right now.',
  placesLeft: { one: '{count} place left', other: '{count} places left' },
  signingUp: 'Signing up…',
  signUp: 'Sign up',
  signUpFor: ' for {title}',
  listRefreshed: 'The list has been refreshed.',
  loadingOpenShifts: 'Loading open shifts…',
  pastShifts: 'Past shifts',
  noPastShifts: 'No past shifts yet.',
  myPastShifts: 'My past shifts',
  attended: 'Attended',
  notAttended: 'Not attended',
  assigned: 'Assigned',

  loadingSignIn: 'Loading your sign-in settings…',
  language: 'Language',
  languageLegend: 'The language of my screens',
  languageHint: 'Your own screens and their dates follow it.',
  languageNow: 'Your screens are now in English.',
  languageSaving: 'Saving your language…',
};
