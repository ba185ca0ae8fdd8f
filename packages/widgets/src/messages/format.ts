/**
 * Message formatting for every catalogue: `{name}` placeholders, plurals chosen
 * by `Intl.PluralRules` and numbers written by `Intl.NumberFormat`, both for the
 * widgets' locale.
 *
 * @module
 */

/**
 * A text with a form per plural category of the locale (CLDR categories, as
 * `Intl.PluralRules` names them). Welsh uses all six; English `one` and `other`.
 *
 * @example
 * { one: '{count} result available.', other: '{count} results available.' }
 */
export type PluralMessage = { other: string } & {
  [category in 'zero' | 'one' | 'two' | 'few' | 'many']?: string;
};

/** A catalogue text: a plain template, or one template per plural category. */
export type Message = string | PluralMessage;

/** The source locale of every catalogue. */
export const SOURCE_LOCALE = 'en-GB';

/**
 * `tag` when it is a well-formed BCP 47 tag (a language and subtags of 2-8
 * letters or digits, which `Intl` accepts), else the source locale: what a
 * widget's `locale` goes through, so the formatters may take the tag as it is.
 *
 * @example
 * usableLocale('cy-GB') // 'cy-GB'
 * usableLocale('not a tag') // 'en-GB'
 */
export function usableLocale(tag: string): string {
  return /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i.test(tag) ? tag : SOURCE_LOCALE;
}

/**
 * The template of `message` for the number `count` in `locale`: its form for
 * the plural category of `count` (`Intl.PluralRules`), else its `other` form.
 */
export function selectPlural(message: Message, count: number, locale = SOURCE_LOCALE): string {
  if (typeof message === 'string') return message;
  return message[pluralCategory(count, locale)] ?? message.other;
}

// English, the source language, writes whole numbers and chooses their plural
// forms without `Intl`: the first `Intl` formatter of a page starts the browser's
// ICU (about 100 ms of CPU at 4x throttling), which the embed's first results then
// do not wait for. Only where the output is the same as Intl's (format.test.ts).
const wholeEnglish = (n: number, locale: string) =>
  /^en(-gb|-us)?$/i.test(locale) && Number.isSafeInteger(n) && !Object.is(n, -0);

function pluralCategory(n: number, locale: string): Intl.LDMLPluralRule {
  if (wholeEnglish(n, locale)) return n === 1 || n === -1 ? 'one' : 'other';
  return new Intl.PluralRules(locale).select(n);
}

function formatNumber(n: number, locale: string): string {
  if (wholeEnglish(n, locale)) return String(n).replace(/\B(?=(\d{3})+$)/g, ',');
  return n.toLocaleString(locale);
}

/**
 * Fills `{name}` placeholders (numbers written for `locale`, e.g. `1,234`) after
 * choosing the plural form of a {@link PluralMessage} by `count` when given, else
 * by `values.count`. `locale` must be a tag `Intl` knows (see {@link usableLocale}).
 *
 * @example
 * formatMessage('{count} results available.', { count: 3 }) // '3 results available.'
 * formatMessage({ one: '{days} day', other: '{days} days' }, { days: 1 }, 'en-GB', 1) // '1 day'
 */
export function formatMessage(
  message: Message,
  values: Record<string, string | number>,
  locale = SOURCE_LOCALE,
  count?: number,
): string {
  const n = count ?? values['count'];
  const template = selectPlural(message, typeof n === 'number' ? n : 0, locale);
  return template.replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : match;
    return typeof value === 'number' ? formatNumber(value, locale) : value!;
  });
}

/** True for a usable catalogue text: a string, or plural forms with a string `other`. */
export function isMessage(value: unknown): value is Message {
  return typeof value === 'string' || typeof (value as PluralMessage | null)?.other === 'string';
}
