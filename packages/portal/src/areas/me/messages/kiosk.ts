/**
 * The check-in kiosk (issue 48): the staff's screen at the base that volunteers check in
 * at, so it speaks the volunteers' language. Part of the volunteer's catalogue (`../messages.ts`).
 *
 * @module
 */
import type { PluralMessage } from '@volunteerkit/widgets';

/** Texts of the check-in kiosk */
export interface KioskText {
  kioskTitle: string;
  kioskCheckIn: string;
  kioskIntro: string;
  kioskCodeLabel: string;
  kioskSubmit: string;
  kioskBusy: string;
  kioskScan: string;
  kioskStopScan: string;
  /** While the camera looks for a code. */
  kioskScanning: string;
  kioskCameraError: string;
  kioskLast: string;
  kioskNobody: string;
  /** "Welcome, {name}! You are checked in to {title}." */
  kioskWelcome: string;
  /** A check-in kept on the kiosk while it is offline. */
  kioskSaved: string;
  kioskOffline: string;
  /** "Waiting to send ({count})": check-ins kept on the kiosk. */
  kioskWaiting: string;
  kioskSendNow: string;
  /** The check-ins kept while offline that have now been recorded. */
  kioskSent: PluralMessage;
  kioskRefusedTitle: string;
  /** "{code}, scanned at {time}: {reason}". */
  kioskRefusedItem: string;
  kioskClearRefused: string;
  /** The kiosk's own language switch (volunteers of either language use it). */
  kioskLanguage: string;
  kioskNotACode: string;
  kioskOtherOrganisation: string;
  kioskUnknownCode: string;
  kioskAlready: string;
  kioskNoPlace: string;
  kioskShiftCancelled: string;
  kioskShiftOver: string;
  kioskTooEarly: string;
  kioskOutsideTeam: string;
  kioskScanTooOld: string;
  /** The title of the card that locks the tablet to the kiosk (staff). */
  kioskModeTitle: string;
  /** Its button. */
  kioskLock: string;
  /** What locking does. */
  kioskLockHint: string;
}

/** The English (en-GB) source texts of KioskText. */
export const enGBKioskText: KioskText = {
  kioskTitle: 'Check-in kiosk',
  kioskCheckIn: 'Check in',
  kioskIntro: 'Show the check-in code of your shift to the camera, or type it.',
  kioskCodeLabel: 'Check-in code',
  kioskSubmit: 'Check in',
  kioskBusy: 'Checking in…',
  kioskScan: 'Scan with the camera',
  kioskStopScan: 'Stop the camera',
  kioskScanning: 'Looking for a code: hold it about a hand’s width from the camera.',
  kioskCameraError: 'The camera could not be started. Type the code instead.',
  kioskLast: 'Last check-in',
  kioskNobody: 'Nobody has checked in yet.',
  kioskWelcome: 'Welcome, {name}! You are checked in to {title}.',
  kioskSaved:
    'Thank you! Your check-in is saved on this kiosk and sent as soon as it is back online.',
  kioskOffline: 'This kiosk is offline: check-ins are kept on it and sent when it is back online.',
  kioskWaiting: 'Waiting to send ({count})',
  kioskSendNow: 'Send now',
  kioskSent: {
    one: '{count} check-in kept while offline has been recorded.',
    other: '{count} check-ins kept while offline have been recorded.',
  },
  kioskRefusedTitle: 'Not recorded when sent',
  kioskRefusedItem: '{code}, scanned at {time}: {reason}',
  kioskClearRefused: 'Clear this list',
  kioskLanguage: 'Language of the kiosk',
  kioskNotACode: 'This is not a check-in code.',
  kioskOtherOrganisation: 'This code belongs to another organisation.',
  kioskUnknownCode:
    'This code is not valid: it may have been mistyped, changed or made for a place that no longer exists.',
  kioskAlready: '{name} is already checked in.',
  kioskNoPlace: '{name} has no place on this shift.',
  kioskShiftCancelled: 'This shift has been cancelled.',
  kioskShiftOver: 'This shift is over.',
  kioskTooEarly: 'Check-in for this shift opens an hour before it starts.',
  kioskOutsideTeam: '{name} is not in a team you lead.',
  kioskScanTooOld: 'It was scanned more than a day ago, too long to count.',
  kioskModeTitle: 'Kiosk mode',
  kioskLock: 'Lock this tablet to the kiosk',
  kioskLockHint:
    'Volunteers then see only the check-in: no menu and no other screen. Leaving asks for a staff password.',
};
