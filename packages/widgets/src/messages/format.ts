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
const numbers = new Map<string, Intl.NumberFormat>();

/** A cached `Intl` object per locale (bad tags fall back to the source locale). */
function cached<T>(cache: Map<string, T>, locale: string, make: (locale: string) => T): T {
  let value = cache.get(locale);
  if (!value) {
    try {
      value = make(locale);
    } catch {
      value = make(SOURCE_LOCALE);
    }
    cache.set(locale, value);
  }
  return value;
}

/**
 * The template of `message` for the number `count` in `locale`: its form for
 * the plural category of `count` (`Intl.PluralRules`), else its `other` form.
 */
export function selectPlural(message: Message, count: number, locale = SOURCE_LOCALE): string {
  if (typeof message === 'string') return message;
  const category = cached(rules, locale, (tag) => new Intl.PluralRules(tag)).select(count);
  return message[category] ?? message.other;
}

/**
 * Fills `{name}` placeholders (numbers written for `locale`, e.g. `1,234`) after
 * choosing the plural form of a {@link PluralMessage} by `count` when given, else
 * by `values.count`, else by the first number among the values.
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
  const n = count ?? values['count'] ?? Object.values(values).find((v) => typeof v === 'number');
  const template = selectPlural(message, typeof n === 'number' ? n : 0, locale);
  return template.replace(/\{(\w+)\}/g, (match, name: string) => {
    if (!Object.prototype.hasOwnProperty.call(values, name)) return match;
    const value = values[name];
    return typeof value === 'number'
      ? cached(numbers, locale, (tag) => new Intl.NumberFormat(tag)).format(value)
      : String(value);
  });
}

/** True for a usable catalogue text: a string, or plural forms with a string `other`. */
export function isMessage(value: unknown): value is Message {
  if (typeof value === 'string') return true;
  if (!value || typeof value !== 'object') return false;
  return Object.values(value).every((form) => typeof form === 'string') && 'other' in value;
}
