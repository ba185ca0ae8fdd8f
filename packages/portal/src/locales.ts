/**
 * The languages of the signed-in screens (composition root): what each one
 * loads, as lazy chunks, so English pays nothing for Welsh.
 *
 * @module
 */
import type { LoadedLocale } from './app/locale/PortalLocaleProvider.js';
import type { PortalLocaleTag } from './app/locale/portalLocale.js';
import { MY_CATALOGUE } from './areas/me/messages.js';
import { RECORD_CATALOGUE } from './areas/me/recordMessages.js';
import { SHELL_CATALOGUE } from './app/shell/shellMessages.js';

/** Loads a language other than English: the widgets' catalogue and the areas' translations. */
export async function loadPortalLocale(tag: PortalLocaleTag): Promise<LoadedLocale> {
  if (tag !== 'cy') return { widgets: { tag }, catalogues: {} };
  const [widgets, me, record, shell] = await Promise.all([
    import('@volunteerkit/widgets/locale-cy'),
    import('./areas/me/locales/cy.js'),
    import('./areas/me/locales/cy-record.js'),
    import('./app/shell/locales/cy.js'),
  ]);
  return {
    widgets: widgets.cy,
    catalogues: {
      [MY_CATALOGUE]: me.cyMyText,
      [RECORD_CATALOGUE]: record.cyRecordText,
      [SHELL_CATALOGUE]: shell.cyShellText,
    },
  };
}
