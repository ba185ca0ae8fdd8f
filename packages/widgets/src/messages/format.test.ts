import fc from 'fast-check';
import { formatMessage, isMessage, selectPlural, usableLocale } from './format.js';
import { resolveResidentialMessages, residentialMessages } from './residential.js';

describe('formatMessage', () => {
  it('fills placeholders and writes numbers for the locale', () => {
    expect(formatMessage('{from} to {to} of {total}', { from: 1, to: 8, total: 1234 })).toBe(
      '1 to 8 of 1,234',
    );
    expect(formatMessage('{n}', { n: 1234.5 }, 'de')).toBe('1.234,5');
    expect(formatMessage('{missing} stays', {})).toBe('{missing} stays');
  });

  it('chooses the plural form by count, else by values.count', () => {
    const days = { one: '{days} day', other: '{days} days' };
    expect(formatMessage(days, { days: 1 }, 'en-GB', 1)).toBe('1 day');
    expect(formatMessage(days, { days: 7 }, 'en-GB', 7)).toBe('7 days');
    expect(formatMessage(residentialMessages.locationResults, { count: 1 })).toBe(
      '1 result available.',
    );
    expect(formatMessage(residentialMessages.locationResults, { count: 0 })).toBe(
      '0 results available.',
    );
  });

  it('writes English numbers and plurals without Intl exactly as Intl does', () => {
    // The English path skips the formatters (no ICU start-up in the first render);
    // it must never differ from them, for any number, in any of its locales.
    const forms = { one: 'one {n}', other: 'other {n}' };
    const same = (n: number, locale: string) => {
      const plural = new Intl.PluralRules(locale).select(n) === 'one' ? 'one' : 'other';
      expect(formatMessage(forms, { n }, locale, n)).toBe(
        `${plural} ${new Intl.NumberFormat(locale).format(n)}`,
      );
    };
    for (const locale of ['en', 'en-GB', 'en-US', 'EN-gb'])
      for (const n of [
        0,
        -0,
        1,
        -1,
        2,
        999,
        1000,
        -1000,
        1234567,
        2 ** 53 - 1,
        2 ** 53,
        1.5,
        -1.25,
        1e21,
      ])
        same(n, locale);
    fc.assert(
      fc.property(
        fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.double({ noNaN: true })),
        fc.constantFrom('en', 'en-GB', 'en-US'),
        (n, locale) => same(n, locale),
      ),
      { numRuns: 500 },
    );
    // Other English locales group differently: they go through Intl.
    expect(formatMessage('{n}', { n: 123456 }, 'en-IN')).toBe('1,23,456');
  });

  it("falls back to 'other' for a category a text lacks", () => {
    expect(selectPlural({ other: 'x' }, 2, 'cy')).toBe('x');
    expect(selectPlural({ two: 'dau', other: 'x' }, 2, 'cy')).toBe('dau');
  });
});

describe('usableLocale and isMessage', () => {
  it.each([
    ['cy', 'cy'],
    ['cy-GB', 'cy-GB'],
    ['zh-Hant-TW', 'zh-Hant-TW'],
    ['en_GB', 'en-GB'],
    ['', 'en-GB'],
    ['a-b', 'en-GB'],
  ])('%j -> %s', (tag, usable) => {
    expect(usableLocale(tag)).toBe(usable);
  });

  it('takes strings and plural forms with an other form only', () => {
    expect([
      isMessage('x'),
      isMessage({ one: 'a', other: 'b' }),
      isMessage({ one: 'a' }),
      isMessage(3),
      isMessage(null),
    ]).toEqual([true, true, false, false, false]);
  });
});

describe('resolveResidentialMessages', () => {
  it('puts the catalogue over English and the overrides over both', () => {
    const m = resolveResidentialMessages(
      { searchButton: 'Go', retry: 7 as unknown as string },
      { searchButton: 'Chwilio', retry: 'Eto', heroTitle: 'Teitl' },
    );
    expect([m.searchButton, m.retry, m.heroTitle, m.apply]).toEqual([
      'Go',
      'Eto',
      'Teitl',
      'Apply',
    ]);
  });
});
