/**
 * My residential stays: my stays, booking one, cancelling one. Part of the
 * volunteer's catalogue (`../messages.ts`).
 *
 * @module
 */
import type { PluralMessage } from '@volunteerkit/widgets';

/** Texts of my residential stays. */
export interface ResidentialText {
  myStays: string;
  noStaysComingUp: string;
  myUpcomingStays: string;
  loadingStays: string;
  pastStays: string;
  myPastStays: string;
  /** `{from}` to `{to}`, two days. */
  fromTo: string;
  /** A room without a name. */
  room: string;
  nights: PluralMessage;
  stayBooked: string;
  stayStayed: string;
  stayCancelledStatus: string;
  reason: string;
  whyCancelling: string;
  sayWhyCancelling: string;
  cancelStay: string;
  /** Hidden after "Cancel this stay". */
  cancelStayFrom: string;
  keepStay: string;
  stayCancelled: string;

  bookStay: string;
  noRooms: string;
  loadingRooms: string;
  chooseRoom: string;
  chooseRoomOption: string;
  beds: PluralMessage;
  roomOption: string;
  roomOptionStepFree: string;
  /** `{team}` of a room whose guests change over on `{days}`. */
  changeover: string;
  /** Joins two or more changeover days. */
  and: string;
  closed: string;
  arrive: string;
  leave: string;
  notes: string;
  chooseArrival: string;
  arrivalAfterToday: string;
  chooseDeparture: string;
  departureAfterArrival: string;
  booking: string;
  bookMyStay: string;
  stayIsBooked: string;
  /** A booked room whose name is not known. */
  theRoom: string;
}

/** The English (en-GB) source texts of ResidentialText. */
export const enGBResidentialText: ResidentialText = {
  myStays: 'My stays',
  noStaysComingUp: 'You have no stays coming up. Book one with the form.',
  myUpcomingStays: 'My upcoming stays',
  loadingStays: 'Loading your stays…',
  pastStays: 'Past and cancelled stays',
  myPastStays: 'My past and cancelled stays',
  fromTo: '{from} to {to}',
  room: 'Room',
  nights: { one: '{count} night', other: '{count} nights' },
  stayBooked: 'Booked',
  stayStayed: 'Stayed',
  stayCancelledStatus: 'Cancelled',
  reason: 'Reason: {reason}',
  whyCancelling: 'Why are you cancelling?',
  sayWhyCancelling: 'Say why you are cancelling.',
  cancelStay: 'Cancel this stay',
  cancelStayFrom: ' from {day}',
  keepStay: 'Keep my stay',
  stayCancelled: 'Your stay from {day} was cancelled.',

  bookStay: 'Book a stay',
  noRooms: 'No residential rooms are open for booking.',
  loadingRooms: 'Loading rooms…',
  chooseRoom: 'Choose a room.',
  chooseRoomOption: 'Choose a room…',
  beds: { one: '{count} bed', other: '{count} beds' },
  roomOption: '{name} ({beds})',
  roomOptionStepFree: '{name} ({beds}, step-free)',
  changeover:
    '{team}: guests change over on {days}, so a stay may start or end on that day but not run across it.',
  and: ' and ',
  closed: 'Closed: {periods}.',
  arrive: 'Arrive',
  leave: 'Leave',
  notes: 'Anything the team should know (optional)',
  chooseArrival: 'Choose the day you arrive.',
  arrivalAfterToday: 'The arrival day must be after today.',
  chooseDeparture: 'Choose the day you leave.',
  departureAfterArrival: 'The day you leave must be after the day you arrive.',
  booking: 'Booking…',
  bookMyStay: 'Book my stay',
  stayIsBooked: 'Your stay in {room} from {from} to {to} is booked.',
  theRoom: 'the room',
};
