/**
 * The embed's language: which locale a mount uses (`locale` / `data-locale`,
 * `auto` = the partner page's `<html lang>`, then the browser's languages), and
 * its catalogue, loaded as a lazy chunk only when it is not English.
 *
 * @module
 */
import { usableLocale, type WidgetLocale } from '@volunteerkit/widgets/residential';

/** Catalogues by language subtag (English is built in: the widgets' source texts). */
const CATALOGUES: Partial<
  Record<
    string,
    () => Promise<{ residential: WidgetLocale['residential']; portal: WidgetLocale['portal'] }>
  >
> = {
  cy: () => import('./locales/cy.js'),
};

/**
 * The locale tag of a mount: a requested tag is used as is when its language
 * has a catalogue (`en-US` keeps US dates); `auto` takes the first of the
 * page's `<html lang>` and the browser's languages that has one, by its
 * language (`cy-GB` -> `cy`, any English -> `en-GB`). Else, or for a tag that
 * is not well-formed, `en-GB`.
 *
 * @example
 * localeTag('auto', 'cy', ['en-US']) // 'cy'
 */
export function localeTag(
  requested: string,
  pageLang: string | null | undefined,
  browser: readonly string[],
): string {
  const auto = requested === 'auto';
  for (const tag of auto ? [pageLang ?? '', ...browser] : [requested]) {
    // Only a well-formed tag (language and subtags) is used: it goes to `Intl` and `lang`.
    if (usableLocale(tag) !== tag) continue;
    const key = tag.split('-')[0]!.toLowerCase();
    if (key === 'en' || Object.hasOwn(CATALOGUES, key))
      return !auto ? tag : key === 'en' ? 'en-GB' : key;
  }
  return 'en-GB';
}

/** The locale of `tag` (a result of {@link localeTag}) with its catalogue, loaded on first use. */
export function loadLocale(tag: string): WidgetLocale | Promise<WidgetLocale> {
  const load = CATALOGUES[tag.split('-')[0]!.toLowerCase()];
  // A catalogue that cannot be loaded (offline, a blocked chunk) leaves the visitor English.
  return load
    ? load().then(
        ({ residential, portal }) => ({ tag, residential, portal }),
        () => ({ tag: 'en-GB' }),
      )
    : { tag };
}
