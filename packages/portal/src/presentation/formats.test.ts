import { formatDateRange, formatDuration, formatMoney } from './formats.js';

test.each([
  [85.23, '£85.23'],
  ['12.5', '£12.50'],
  [0, '£0.00'],
  ['abc', '—'],
  [null, '—'],
])('money %s reads %s', (value, text) => {
  expect(formatMoney(value)).toBe(text);
});

test('money in another currency, and an unknown currency falls back to pounds', () => {
  expect(formatMoney(10, 'EUR')).toBe('€10.00');
  expect(formatMoney(10, 'not a currency')).toBe('£10.00');
});

test.each([
  [45, '45 min'],
  [60, '1 h'],
  [90, '1 h 30 min'],
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
  ['2026-07-01', null, 'from 1 Jul 2026'],
  [undefined, undefined, '—'],
])('dates %s to %s read %s', (from, to, text) => {
  expect(formatDateRange(from, to)).toBe(text);
});
