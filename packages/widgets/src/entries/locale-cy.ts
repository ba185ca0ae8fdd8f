/**
 * `@volunteerkit/widgets/locale-cy`: Welsh (Cymraeg) for every widget.
 *
 * ```tsx
 * import { cy } from '@volunteerkit/widgets/locale-cy';
 * <LocaleProvider locale={cy}>…</LocaleProvider>
 * ```
 *
 * @module
 */
import type { WidgetLocale } from '../messages/locale.js';
import { cyCookieSettings, cyPortal } from '../locales/cy/portal.js';
import { cyResidential } from '../locales/cy/residential.js';

export { cyCookieSettings, cyPortal, cyResidential };

/** Welsh: the tag `cy` and both catalogues. */
export const cy: WidgetLocale = { tag: 'cy', residential: cyResidential, portal: cyPortal };
