/**
 * The home screen ("Hello"). Part of the volunteer's catalogue (`../messages.ts`).
 *
 * @module
 */
import type { Message } from '@volunteerkit/widgets';

/** Texts of the home screen ("Hello") */
export interface HomeText {
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
  myChecks: string;
  loadingChecks: string;
  noChecks: string;
  aCheck: string;
  checkValid: string;
  checkExpiresSoon: string;
  checkExpired: string;
  checkPending: string;
  checksHint: string;
}

/** The English (en-GB) source texts of HomeText. */
export const enGBHomeText: HomeText = {
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
  myChecks: 'My checks',
  loadingChecks: 'Loading your checks…',
  noChecks: 'No vetting checks on your record.',
  aCheck: 'Vetting check',
  checkValid: '{name}: valid until {date}',
  checkExpiresSoon:
    '{name}: expires {date}, in {days} days. Please start the renewal so you can keep your places.',
  checkExpired: '{name}: expired {date}. Speak to your coordinator about renewing it.',
  checkPending: '{name}: waiting for the result',
  checksHint: 'Some work needs a check that is valid on the day.',
};
