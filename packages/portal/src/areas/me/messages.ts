/**
 * The volunteer's own screens' catalogue (issue 35): its typed keys and the
 * English (en-GB) source texts, built like the widgets' catalogues (`{name}`
 * placeholders, plural texts with a form per plural category, filled by the
 * widgets' `formatMessage`). One catalogue (`me`), written screen by screen in
 * `./messages/<screen>.ts`; translations live in `./locales/<tag>.ts` (composed
 * the same way from `./locales/<tag>/<screen>.ts`), loaded lazily by the
 * composition root (`src/locales.ts`); screens read the texts with
 * `useMyText()` (./useMyText.ts). No runtime import beyond the texts, so the
 * check script (`npm run i18n:check`) can load it without React.
 *
 * @module
 */
import { enGBExpensesText, type ExpensesText } from './messages/expenses.js';
import { enGBHomeText, type HomeText } from './messages/home.js';
import { enGBInboxText, type InboxText } from './messages/inbox.js';
import { enGBInductionsText, type InductionsText } from './messages/inductions.js';
import { enGBKeepText, type KeepText } from './messages/keep.js';
import { enGBKioskText, type KioskText } from './messages/kiosk.js';
import { enGBNavText, type NavText } from './messages/nav.js';
import { enGBOpportunitiesText, type OpportunitiesText } from './messages/opportunities.js';
import { enGBResidentialText, type ResidentialText } from './messages/residential.js';
import { enGBSettingsText, type SettingsText } from './messages/settings.js';
import { enGBShiftsText, type ShiftsText } from './messages/shifts.js';

export type {
  ExpensesText,
  HomeText,
  InboxText,
  InductionsText,
  KeepText,
  KioskText,
  NavText,
  OpportunitiesText,
  ResidentialText,
  SettingsText,
  ShiftsText,
};

/** The catalogue's name in the loaded catalogues. */
export const MY_CATALOGUE = 'me';

/** Every text of the volunteer's own screens, screen by screen. */
export interface MyText
  extends
    NavText,
    HomeText,
    ShiftsText,
    SettingsText,
    OpportunitiesText,
    ResidentialText,
    ExpensesText,
    InductionsText,
    InboxText,
    KeepText,
    KioskText {}

/** The English (en-GB) source texts. */
export const enGBMyText: MyText = {
  ...enGBNavText,
  ...enGBHomeText,
  ...enGBShiftsText,
  ...enGBSettingsText,
  ...enGBOpportunitiesText,
  ...enGBResidentialText,
  ...enGBExpensesText,
  ...enGBInductionsText,
  ...enGBInboxText,
  ...enGBKeepText,
  ...enGBKioskText,
};
