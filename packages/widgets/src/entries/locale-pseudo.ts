/**
 * `@volunteerkit/widgets/locale-pseudo`: the pseudo-locale `en-XA` (accented
 * English, 30 % longer) for testing layouts and finding texts outside the
 * catalogues. Not for visitors. A client entry (`'use client'`): its catalogues
 * are built with the widgets' message hooks, so it needs React's client build.
 *
 * @module
 */
'use client';

import type { WidgetLocale } from '../messages/locale.js';
import { defaultPortalMessages, type PortalMessages } from '../messages/portal.js';
import { residentialMessages, type ResidentialMessages } from '../messages/residential.js';
import { pseudoCatalogue } from '../locales/pseudo.js';
import { datePickerMessages } from '../DatePicker/messages.js';

export { pseudoCatalogue, pseudoText } from '../locales/pseudo.js';

/** The residential widgets in the pseudo-locale. */
export const enXAResidential: ResidentialMessages = pseudoCatalogue({
  ...residentialMessages,
  ...datePickerMessages,
});

/** The portal building blocks in the pseudo-locale. */
export const enXAPortal: PortalMessages = pseudoCatalogue(defaultPortalMessages);

/** The pseudo-locale `en-XA` (English formats; accented, 30 % longer texts). */
export const enXA: WidgetLocale = {
  tag: 'en-XA',
  residential: enXAResidential,
  portal: enXAPortal,
};
