/**
 * The languages of the signed-in screens (composition root): what each one
 * loads, as lazy chunks, so English pays nothing for Welsh.
 *
 * @module
 */
import type { LoadedLocale } from './app/locale/PortalLocaleProvider.js';
import type { PortalLocaleTag } from './app/locale/portalLocale.js';
import { MY_CATALOGUE } from './areas/me/messages.js';

/** Loads a language other than English: the widgets' catalogue and the areas' translations. */
export async function loadPortalLocale(tag: PortalLocaleTag): Promise<LoadedLocale> {
  if (tag !== 'cy') return { widgets: { tag }, catalogues: {} };
  const [widgets, me] = await Promise.all([
    import('@volunteerkit/widgets/locale-cy'),
    import('./areas/me/locales/cy.js'),
  ]);
  return { widgets: widgets.cy, catalogues: { [MY_CATALOGUE]: me.cyMyText } };
}
