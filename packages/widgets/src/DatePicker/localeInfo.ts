/**
 * What the calendar needs to know about a locale beyond its texts: the first
 * day of the week, from `Intl.Locale` week info (Chromium and Safari expose it;
 * elsewhere the caller's default applies), and the writing direction (the
 * widgets' CSS uses logical properties, so a right-to-left catalogue needs no
 * layout work).
 *
 * @module
 */

interface WeekInfoLocale {
  getWeekInfo?: () => { firstDay: number };
  weekInfo?: { firstDay: number };
}

/**
 * The first day of the week in `tag` (0 = Sunday, as react-day-picker counts),
 * or `undefined` when the browser does not say.
 *
 * @example
 * firstDayOfWeek('cy') // 1 (Monday)
 */
export function firstDayOfWeek(tag: string): 0 | 1 | 2 | 3 | 4 | 5 | 6 | undefined {
  let info: WeekInfoLocale;
  try {
    info = new Intl.Locale(tag) as unknown as WeekInfoLocale;
  } catch {
    return undefined;
  }
  const day = (info.getWeekInfo?.() ?? info.weekInfo)?.firstDay;
  return typeof day === 'number' ? ((day % 7) as 0 | 1 | 2 | 3 | 4 | 5 | 6) : undefined;
}

/** Languages written right to left (CLDR: Arabic, Persian, Hebrew, Urdu, Pashto, Sindhi, Uyghur, Yiddish, Dhivehi, Central Kurdish). */
const RTL = /^(ar|fa|he|iw|ur|ps|sd|ug|yi|dv|ckb)(-|$)/i;

/**
 * The writing direction of `tag`.
 *
 * @example
 * textDirection('ur-PK') // 'rtl'
 * textDirection('cy') // 'ltr'
 */
export function textDirection(tag: string): 'ltr' | 'rtl' {
  return RTL.test(tag) ? 'rtl' : 'ltr';
}
