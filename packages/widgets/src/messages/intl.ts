/**
 * The writing direction of a locale, for the `dir` attribute of what the
 * widgets render in it (the widgets' CSS uses logical properties, so a
 * right-to-left catalogue needs no layout work).
 *
 * @module
 */

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
