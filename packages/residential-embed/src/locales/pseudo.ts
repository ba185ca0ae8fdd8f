/** The pseudo-locale `en-XA` for the embed (a lazy chunk, for testing layouts). */
import { pseudoCatalogue } from '@volunteerkit/widgets/locale-pseudo';
import { residentialMessages } from '@volunteerkit/widgets/residential';

/** The residential widgets in the pseudo-locale. */
export const residential = pseudoCatalogue(residentialMessages);
