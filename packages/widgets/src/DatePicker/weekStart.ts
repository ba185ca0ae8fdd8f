/**
 * The first day of the week of a locale, from `Intl.Locale` week info
 * (Chromium and Safari expose it; elsewhere the caller's default applies).
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
