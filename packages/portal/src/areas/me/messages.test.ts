// The volunteer's screens' catalogue (issue 35): the Welsh translation has every
// key of the English source and no other, translates every text, keeps the
// placeholders, gives each plural text all six Welsh plural categories, and
// names 12 months and 7 weekdays as CLDR's Welsh does.
import { formatMessage, type Message } from '@volunteerkit/widgets';
import { describe, expect, it } from 'vitest';
import { cyMyText } from './locales/cy.js';
import { enGBMyText } from './messages.js';

const english = enGBMyText as unknown as Record<string, Message>;
const welsh = cyMyText as unknown as Record<string, Message>;
const forms = (m: Message): string[] => (typeof m === 'string' ? [m] : Object.values(m));
const placeholders = (m: Message) =>
  [...new Set(forms(m).flatMap((f) => f.match(/\{\w+\}/g) ?? []))].sort();
/** Texts English leaves empty (its date names are the portal's own) and texts the same in both. */
const SAME = new Set(['weekdayNames', 'weekdayShortNames', 'dayAndTime', 'roomOption']);

describe('the cy catalogue of the volunteer screens', () => {
  it('has every key of the English source and no other', () => {
    expect(Object.keys(welsh).sort()).toEqual(Object.keys(english).sort());
  });

  it('translates every text', () => {
    const untranslated = Object.keys(english).filter(
      (key) => !SAME.has(key) && forms(welsh[key]!).some((f) => forms(english[key]!).includes(f)),
    );
    expect(untranslated).toEqual([]);
  });

  it('keeps the placeholders of every text', () => {
    for (const key of Object.keys(english)) {
      const expected = placeholders(english[key]!);
      const got = placeholders(welsh[key]!);
      // A plural form may leave the number out ("Dim lleoedd ar ôl"), never add one.
      expect(
        got.every((p) => expected.includes(p)),
        key,
      ).toBe(true);
      if (typeof welsh[key] === 'string') expect(got, key).toEqual(expected);
    }
  });

  it('gives every plural text a form for each Welsh plural category', () => {
    const categories = new Intl.PluralRules('cy').resolvedOptions().pluralCategories;
    for (const [key, message] of Object.entries(welsh)) {
      if (typeof message !== 'string')
        expect(Object.keys(message).sort(), key).toEqual([...categories].sort());
    }
  });

  it('mutates "lle" after 2 only', () => {
    expect(
      [0, 1, 2, 3, 6, 10].map((n) => formatMessage(cyMyText.placesLeft, { count: n }, 'cy')),
    ).toEqual([
      'Dim lleoedd ar ôl',
      '1 lle ar ôl',
      '2 le ar ôl',
      '3 lle ar ôl',
      '6 lle ar ôl',
      '10 lle ar ôl',
    ]);
  });

  it('names the weekdays as CLDR Welsh does (Node has the data)', () => {
    const weekday = new Intl.DateTimeFormat('cy', { weekday: 'long' });
    expect(cyMyText.weekdayNames.split(',')).toEqual(
      Array.from({ length: 7 }, (_, d) => weekday.format(new Date(2027, 0, 3 + d))),
    );
  });

  it('names the short weekdays as CLDR Welsh does', () => {
    const weekday = new Intl.DateTimeFormat('cy', { weekday: 'short' });
    expect(cyMyText.weekdayShortNames.split(',')).toEqual(
      Array.from({ length: 7 }, (_, d) => weekday.format(new Date(2027, 0, 3 + d))),
    );
  });

  it('counts beds, receipts and miles through the six Welsh plural categories', () => {
    // 0 zero, 1 one, 2 two, 3 few, 6 many, 10 other.
    const counts = [0, 1, 2, 3, 6, 10];
    const fill = (m: Message) => counts.map((count) => formatMessage(m, { count }, 'cy'));
    expect(fill(cyMyText.beds)).toEqual([
      '0 gwely',
      '1 gwely',
      '2 wely',
      '3 gwely',
      '6 gwely',
      '10 gwely',
    ]);
    expect(fill(cyMyText.receiptCount)).toEqual([
      '0 derbynneb',
      '1 dderbynneb',
      '2 dderbynneb',
      '3 derbynneb',
      '6 derbynneb',
      '10 derbynneb',
    ]);
    expect(fill(cyMyText.miles)).toEqual([
      '0 milltir',
      '1 filltir',
      '2 filltir',
      '3 milltir',
      '6 milltir',
      '10 milltir',
    ]);
    expect(fill(enGBMyText.nights)).toEqual(counts.map((n) => `${n} night${n === 1 ? '' : 's'}`));
  });
});
