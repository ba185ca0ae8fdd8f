import { formatDateValue, formatValue, isIsoDateString } from './format.js';

describe('dates in the user timezone and organisation format', () => {
  it.each([
    ['2026-11-21', {}, '21/11/2026'],
    ['2026-11-21', { dateFormat: 'YYYY-MM-DD' }, '2026-11-21'],
    ['2026-11-21T23:30:00Z', { timezone: 'Europe/Paris' }, '22/11/2026 00:30'],
    ['2026-07-01T12:00:00Z', { timezone: 'Europe/London' }, '01/07/2026 13:00'],
    ['2026-07-01T12:00:00Z', { timezone: 'Not/AZone' }, '01/07/2026 13:00'],
    [
      '2026-01-05T09:00:00.000Z',
      { timezone: 'America/New_York', dateFormat: 'MM/DD/YYYY' },
      '01/05/2026 04:00',
    ],
  ])('%s %j -> %s', (value, settings, expected) => {
    expect(formatDateValue(value, settings)).toBe(expected);
  });

  it('only treats ISO strings as dates', () => {
    expect(isIsoDateString('2026-01-01')).toBe(true);
    expect(isIsoDateString('01/01/2026')).toBe(false);
    expect(isIsoDateString(20260101)).toBe(false);
  });
});

describe('formatValue', () => {
  it.each([
    [null, '—'],
    ['', '—'],
    [true, 'Yes'],
    [false, 'No'],
    [Number.NaN, '—'],
    [['a', 'b'], 'a, b'],
    [[{ a: 1 }, { b: 2 }], '2 items'],
    [{ name: 'Team A' }, 'Team A'],
    [{ a: 1 }, '{"a":1}'],
  ])('%j -> %s', (value, expected) => {
    expect(formatValue(value)).toBe(expected);
  });
});
