/**
 * Values written in words where a list or a record shows them: a weekday from its
 * number, markdown without its marks. Apart from `formats.ts` (on the sign-in
 * screen's path), as only the record screens need them.
 *
 * @module
 */
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * A day of the week from its number (0 Sunday … 6 Saturday, as the API sends a
 * changeover day); "—" for anything else.
 *
 * @example
 * formatWeekday(6) // 'Saturday'
 */
export function formatWeekday(value: unknown): string {
  const n = typeof value === 'string' && /^\d$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 6 ? WEEKDAYS[n]! : '—';
}

/**
 * Markdown as plain text for a table cell or a list of facts: the words without
 * the marks (`**`, `_`, `#`, list bullets; a link reads as its text).
 *
 * @example
 * markdownText('Help **restore** [woodland](https://x.test)') // 'Help restore woodland'
 */
export function markdownText(value: unknown): string {
  if (typeof value !== 'string' || !value.trim()) return '—';
  return value
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|[-*+]|\d+\.|>)\s+/gm, '')
    .replace(/(\*\*|__|\*|_|~~|`)(?=\S)([^]*?\S)\1/g, '$2')
    .replace(/\s+/g, ' ')
    .trim();
}
