/**
 * Welsh (Cymraeg) for the volunteer's own screens, loaded lazily when a person
 * chooses it, composed screen by screen from `./cy/<screen>.ts`. Terms after
 * the glossary in docs/translating.md; a name put into a sentence follows words
 * that cause no mutation (`ar gyfer {title}`).
 *
 * @module
 */
import type { MyText } from '../messages.js';
import { cyExpensesText } from './cy/expenses.js';
import { cyHomeText } from './cy/home.js';
import { cyInboxText } from './cy/inbox.js';
import { cyInductionsText } from './cy/inductions.js';
import { cyKeepText } from './cy/keep.js';
import { cyKioskText } from './cy/kiosk.js';
import { cyNavText } from './cy/nav.js';
import { cyOpportunitiesText } from './cy/opportunities.js';
import { cyResidentialText } from './cy/residential.js';
import { cySettingsText } from './cy/settings.js';
import { cyShiftsText } from './cy/shifts.js';

/** The volunteer's screens in Welsh. */
export const cyMyText: MyText = {
  ...cyNavText,
  ...cyHomeText,
  ...cyShiftsText,
  ...cySettingsText,
  ...cyOpportunitiesText,
  ...cyResidentialText,
  ...cyExpensesText,
  ...cyInductionsText,
  ...cyInboxText,
  ...cyKeepText,
  ...cyKioskText,
};
