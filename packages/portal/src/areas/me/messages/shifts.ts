/**
 * My shifts: coming up, open shifts, past shifts. Part of the volunteer's catalogue (`../messages.ts`).
 *
 * @module
 */
import type { PluralMessage } from '@volunteerkit/widgets';

/** Texts of my shifts */
export interface ShiftsText {
  /** The disclosure that shows a shift's check-in QR code (issue 48). */
  checkInShow: string;
  checkInHint: string;
  /** The QR code's accessible name: "Check-in code for {title}". */
  checkInQrTitle: string;
  /** The code to type where the QR cannot be scanned: "Or type: {code}". */
  checkInTyped: string;
  checkInSelf: string;
  checkInSelfBusy: string;
  /** "You are checked in ({time})." */
  checkedIn: string;
  checkInLoading: string;

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
  /** Issue 50: what a piece of work needs, and whether the volunteer holds it on its day. */
  workNeeds: string;
  needMet: string;
  needMetNoExpiry: string;
  needExpires: string;
  needExpired: string;
  needMissing: string;
  needPending: string;
  needNotYet: string;
  needAgeMet: string;
  needAgeUnder: string;
  needAgeUnknown: string;
  shiftFull: string;
  fullShifts: string;
  joinWaitlist: string;
  leaveWaitlist: string;
  waitlistFor: string;
  waitPosition: string;
  waitlistJoined: string;
  waitlistLeft: string;
  placeOffered: string;
  takePlace: string;
  turnDown: string;
  offerTurnedDown: string;
}

/** The English (en-GB) source texts of ShiftsText. */
export const enGBShiftsText: ShiftsText = {
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
  workNeeds: 'This work needs',
  needMet: '{what}: yours is valid until {date}, after this work.',
  needMetNoExpiry: '{what}: you hold it.',
  needExpires: '{what}: yours expires {date}, before this work. Please start the renewal.',
  needExpired: '{what}: yours expired {date}. Please start the renewal.',
  needMissing: '{what}: you do not hold it yet. Please speak to your coordinator.',
  needPending: '{what}: yours is still pending.',
  needNotYet: '{what}: yours is only valid from {date}.',
  needAgeMet: 'Aged {age} or over on the day.',
  needAgeUnder: 'Aged {age} or over on the day: you will not be yet.',
  needAgeUnknown: 'Aged {age} or over on the day: we do not have your date of birth.',
  fullShifts: 'Full shifts: join the waitlist',
  shiftFull: 'Full: you can join the waitlist and be offered a place if one frees.',
  joinWaitlist: 'Join the waitlist',
  leaveWaitlist: 'Leave the waitlist',
  waitlistFor: ' for {title}',
  waitPosition: 'You are number {position} on the waitlist.',
  waitlistJoined:
    'You are on the waitlist for {title}: number {position}. We will tell you if a place frees.',
  waitlistLeft: 'You left the waitlist for {title}.',
  placeOffered: 'A place is yours if you want it: take it by {until}.',
  takePlace: 'Take the place',
  turnDown: 'Turn it down',
  offerTurnedDown: 'You turned down the place on {title}; it goes to the next person waiting.',
  checkInShow: 'Show my check-in code',
  checkInHint:
    'At the base, show this to the check-in kiosk, or check yourself in here once the shift is about to start.',
  checkInQrTitle: 'Check-in code for {title}',
  checkInTyped: 'Or type: {code}',
  checkInSelf: 'Check me in',
  checkInSelfBusy: 'Checking you in…',
  checkedIn: 'You are checked in ({time}).',
  checkInLoading: 'Fetching your check-in code…',
};
