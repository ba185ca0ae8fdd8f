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

const rules = new Map<string, Intl.PluralRules>();

/**
 * `tag` when `Intl` knows it, else the source locale: what a widget's `locale`
 * prop goes through, so the formatters may take the tag as it is.
 *
 * @example
 * usableLocale('cy') // 'cy'
 * usableLocale('not a tag') // 'en-GB'
 */
export function usableLocale(tag: string): string {
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? SOURCE_LOCALE;
  } catch {
    return SOURCE_LOCALE;
  }
}

/**
 * The template of `message` for the number `count` in `locale`: its form for
 * the plural category of `count` (`Intl.PluralRules`), else its `other` form.
 */
export function selectPlural(message: Message, count: number, locale = SOURCE_LOCALE): string {
  if (typeof message === 'string') return message;
  let rule = rules.get(locale);
  if (!rule) rules.set(locale, (rule = new Intl.PluralRules(locale)));
  return message[rule.select(count)] ?? message.other;
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
    const value = Object.prototype.hasOwnProperty.call(values, name) ? values[name] : match;
    return typeof value === 'number' ? value.toLocaleString(locale) : value!;
  });
}

/** True for a usable catalogue text: a string, or plural forms with a string `other`. */
export function isMessage(value: unknown): value is Message {
  return typeof value === 'string' || typeof (value as PluralMessage | null)?.other === 'string';
}
