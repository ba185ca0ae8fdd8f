import { allDatePickerMessages } from '../DatePicker/messages.js';
import { cyPortal, cyResidential } from '../entries/locale-cy.js';
import { enXAPortal, enXAResidential, pseudoText } from '../entries/locale-pseudo.js';
import { formatMessage, type Message } from './format.js';
import { defaultPortalMessages } from './portal.js';

/** Every shipped translation, against its English (en-GB) source catalogue. */
const CATALOGUES = [
  { locale: 'cy', name: 'residential', source: allDatePickerMessages, texts: cyResidential },
  { locale: 'cy', name: 'portal', source: defaultPortalMessages, texts: cyPortal },
  { locale: 'en-XA', name: 'residential', source: allDatePickerMessages, texts: enXAResidential },
  { locale: 'en-XA', name: 'portal', source: defaultPortalMessages, texts: enXAPortal },
] as const;

/**
 * Month and weekday names: optional keys, which a language must give when a
 * browser has no date data for it (Chromium has none for Welsh).
 */
const DATE_NAMES = ['monthNames', 'weekdayNames', 'weekdayShortNames'];

/** Texts that are the same in every language (symbols). */
const SAME_EVERYWHERE = new Set(['previous', 'next']);

const forms = (message: Message): string[] =>
  typeof message === 'string' ? [message] : Object.values(message);
const placeholders = (message: Message): string[] =>
  [...new Set(forms(message).flatMap((form) => form.match(/\{\w+\}/g) ?? []))].sort();

describe.each(CATALOGUES)('the $locale $name catalogue', ({ locale, source, texts }) => {
  const table = texts as unknown as Record<string, Message>;
  const english = source as unknown as Record<string, Message>;

  it('has every key of the English source and no other', () => {
    const keys = Object.keys(table).filter((key) => !DATE_NAMES.includes(key));
    expect(keys.sort()).toEqual(
      Object.keys(english)
        .filter((key) => !DATE_NAMES.includes(key))
        .sort(),
    );
  });

  it('translates every text (nothing left in English but symbols)', () => {
    const untranslated = Object.keys(english).filter(
      (key) =>
        !SAME_EVERYWHERE.has(key) &&
        !DATE_NAMES.includes(key) &&
        forms(table[key]!).some((f) => forms(english[key]!).includes(f)),
    );
    expect(untranslated).toEqual([]);
  });

  it('keeps the placeholders of every text', () => {
    for (const key of Object.keys(english)) {
      // A plural text may leave the number out of a form ("Dim canlyniadau"), never add one.
      const expected = placeholders(english[key]!);
      const got = placeholders(table[key]!);
      expect(
        got.every((p) => expected.includes(p)),
        `${key}: ${got.join()} vs ${expected.join()}`,
      ).toBe(true);
      if (typeof table[key] === 'string') expect(got, key).toEqual(expected);
    }
  });

  it("gives every plural text a form for each of the language's plural categories", () => {
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    for (const [key, message] of Object.entries(table)) {
      if (typeof message === 'string') continue;
      expect(Object.keys(message).sort(), key).toEqual([...categories].sort());
    }
  });
});

describe('Welsh month and weekday names (Chromium has no Welsh date data)', () => {
  it('names 12 months and 7 weekdays, Sunday first, as Intl does where it has the data', () => {
    const list = (key: 'monthNames' | 'weekdayNames') => cyResidential[key]!.split(',');
    expect(list('monthNames')).toHaveLength(12);
    expect(cyResidential.weekdayShortNames!.split(',')).toHaveLength(7);
    // Node has full ICU: the catalogue agrees with CLDR's Welsh.
    const month = new Intl.DateTimeFormat('cy', { month: 'long' });
    expect(list('monthNames')).toEqual(
      Array.from({ length: 12 }, (_, m) => month.format(new Date(2027, m, 1))),
    );
    const weekday = new Intl.DateTimeFormat('cy', { weekday: 'long' });
    expect(list('weekdayNames')).toEqual(
      Array.from({ length: 7 }, (_, d) => weekday.format(new Date(2027, 0, 3 + d))),
    );
  });
});

describe('Welsh plurals (Intl.PluralRules, the six CLDR categories)', () => {
  it.each([
    [0, '+/- 0 diwrnod', 'Union ddyddiad', 'Dim canlyniadau ar gael.'],
    [1, '+/- 1 diwrnod', '+/- 1 diwrnod', '1 canlyniad ar gael.'],
    [2, '+/- 2 ddiwrnod', '+/- 2 ddiwrnod', '2 ganlyniad ar gael.'],
    [3, '+/- 3 diwrnod', '+/- 3 diwrnod', '3 chanlyniad ar gael.'],
    [6, '+/- 6 diwrnod', '+/- 6 diwrnod', '6 chanlyniad ar gael.'],
    [4, '+/- 4 diwrnod', '+/- 4 diwrnod', '4 canlyniad ar gael.'],
    [1000, '', '+/- 1,000 diwrnod', '1,000 canlyniad ar gael.'],
  ])('%i: %s', (n, _unused, flexibility, results) => {
    expect(formatMessage(cyResidential.flexibilityDays, { days: n }, 'cy', n)).toBe(flexibility);
    expect(formatMessage(cyResidential.locationResults, { count: n }, 'cy')).toBe(results);
  });

  it('mutates the feminine "milltir" after 1 and 2 only', () => {
    const near = (n: number) =>
      formatMessage(cyResidential.resultsNear, { distance: n, place: 'Aberystwyth' }, 'cy', n);
    expect([1, 2, 3, 20].map(near)).toEqual([
      '1 filltir o amgylch Aberystwyth',
      '2 filltir o amgylch Aberystwyth',
      '3 milltir o amgylch Aberystwyth',
      '20 milltir o amgylch Aberystwyth',
    ]);
  });
});

describe('the pseudo-locale', () => {
  it('accents the letters, keeps placeholders and is at least 30 % longer', () => {
    const text = pseudoText('Page {page} of {total}');
    expect(text).toContain('{page}');
    expect(text).toContain('{total}');
    expect(text).not.toMatch(/Page|of/);
    expect(text.length).toBeGreaterThanOrEqual(Math.ceil('Page {page} of {total}'.length * 1.3));
  });
});
