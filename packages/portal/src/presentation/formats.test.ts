import { formatDateRange, formatDay, formatDuration, formatMoney } from './formats.js';

test.each([
  [85.23, '£85.23'],
  ['12.5', '£12.50'],
  [0, '£0.00'],
  [1234.5, '£1,234.50'],
  ['abc', '—'],
  [null, '—'],
])('money %s reads %s', (value, text) => {
  expect(formatMoney(value)).toBe(text);
});

test('money in another currency, and an unknown currency falls back to pounds', () => {
  expect(formatMoney(10, 'EUR')).toBe('€10.00');
  expect(formatMoney(10, 'not a currency')).toBe('£10.00');
});

test('money in another locale uses its separators; an unknown locale reads en-GB', () => {
  expect(formatMoney(1234.5, 'EUR', 'de-DE')).toBe('1.234,50\u00a0€');
  expect(formatMoney(85.23, 'GBP', 'not a locale!')).toBe('£85.23');
});

test.each([
  [45, '45 mins'],
  [1, '1 min'],
  [60, '1 hr'],
  [150, '2 hrs 30 mins'],
  [90, '1 hr 30 mins'],
  [-1, '—'],
  ['90', '—'],
])('duration %s reads %s', (value, text) => {
  expect(formatDuration(value)).toBe(text);
});

test.each([
  ['2026-07-29', '2026-08-09', '29 Jul – 9 Aug 2026'],
  ['2026-07-01', '2026-07-09', '1 – 9 Jul 2026'],
  ['2026-12-30', '2027-01-02', '30 Dec 2026 – 2 Jan 2027'],
  ['2026-07-01', '2026-07-01', '1 Jul 2026'],
  ['2026-07-01T10:00:00Z', '2026-07-03T09:00:00Z', '1 – 3 Jul 2026'],
  ['2026-07-01', null, 'from 1 Jul 2026'],
  [null, '2026-07-01', 'until 1 Jul 2026'],
  [undefined, undefined, '—'],
])('dates %s to %s read %s', (from, to, text) => {
  expect(formatDateRange(from, to)).toBe(text);
});

test('dates in another locale use its month names and range pattern (no English words)', () => {
  const welsh = formatDateRange('2026-07-29', '2026-08-09', 'cy');
  expect(welsh).toMatch(/^29 \S+ – 9 \S+ 2026$/);
  expect(welsh).not.toMatch(/Jul|Aug/);
  expect(formatDateRange('2026-07-29', '2026-08-09', 'en-US')).toBe('Jul 29 – Aug 9, 2026');
  expect(formatDay('2026-07-29', 'de-DE')).toBe('29. Juli 2026');
});

test('a day reads in words, a non-date reads "—"', () => {
  expect(formatDay('2026-07-29')).toBe('29 Jul 2026');
  expect(formatDay('2026-07-29T23:30:00Z')).toBe('29 Jul 2026');
  expect(formatDay('yesterday')).toBe('—');
});

describe('weekdays and markdown in words', () => {
  it('names a changeover day', async () => {
    const { formatWeekday } = await import('./plainFormats.js');
    expect(formatWeekday(6)).toBe('Saturday');
    expect(formatWeekday('0')).toBe('Sunday');
    expect(formatWeekday(7)).toBe('—');
  });
  it('reads markdown as its words', async () => {
    const { markdownText } = await import('./plainFormats.js');
    expect(
      markdownText('Help **restore native woodland**: _coppicing_ and [paths](https://x.test).'),
    ).toBe('Help restore native woodland: coppicing and paths.');
    expect(markdownText('# Title\n- one\n- two')).toBe('Title one two');
    expect(markdownText('')).toBe('—');
  });
});
