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
