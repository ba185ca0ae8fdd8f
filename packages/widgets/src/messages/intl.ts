/**
 * What `Intl.Locale` knows about a locale beyond its texts: the first day of
 * the week and the writing direction (Chromium and Safari expose them; other
 * browsers fall back to the defaults).
 *
 * @module
 */

interface LocaleInfo {
  getWeekInfo?: () => { firstDay: number };
  weekInfo?: { firstDay: number };
  getTextInfo?: () => { direction: 'ltr' | 'rtl' };
  textInfo?: { direction: 'ltr' | 'rtl' };
}

function localeInfo(tag: string): LocaleInfo | undefined {
  try {
    return new Intl.Locale(tag) as unknown as LocaleInfo;
  } catch {
    return undefined;
  }
}

/**
 * The first day of the week in `tag` (0 = Sunday, as react-day-picker counts),
 * or `undefined` when the browser does not say.
 *
 * @example
 * firstDayOfWeek('cy') // 1 (Monday)
 */
export function firstDayOfWeek(tag: string): 0 | 1 | 2 | 3 | 4 | 5 | 6 | undefined {
  const info = localeInfo(tag);
  const day = (info?.getWeekInfo?.() ?? info?.weekInfo)?.firstDay;
  return typeof day === 'number' ? ((day % 7) as 0 | 1 | 2 | 3 | 4 | 5 | 6) : undefined;
}

/**
 * The writing direction of `tag`: `rtl` for Arabic, Hebrew, Urdu…, else `ltr`.
 *
 * @example
 * textDirection('ur') // 'rtl'
 */
export function textDirection(tag: string): 'ltr' | 'rtl' {
  const info = localeInfo(tag);
  return (info?.getTextInfo?.() ?? info?.textInfo)?.direction ?? 'ltr';
}
