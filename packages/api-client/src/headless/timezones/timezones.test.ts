import {
  defaultTimezoneName,
  escapeRegExp,
  filterTimezones,
  timezoneOptions,
  type TimezoneOption,
} from './timezones.js';

const zones: TimezoneOption[] = [
  { name: 'Europe/London', display_text: '(GMT+00:00) London', alias: 'GB' },
  { name: 'Europe/Paris', display_text: '(GMT+01:00) Paris' },
  { name: 'America/New_York', display_text: '(GMT-05:00) Eastern Time (US & Canada)' },
  { name: 'Asia/Kolkata', display_text: '(GMT+05:30) Chennai, Kolkata' },
  { name: 'Odd', display_text: 'a.b*c' },
];

describe('filterTimezones', () => {
  it.each([
    ['', 5],
    ['   ', 5],
    ['london', 1],
    ['LONDON', 1],
    ['gmt+0', 3],
    ['(GMT+01:00)', 1], // parentheses and plus are literal
    ['+', 3],
    ['(', 4],
    ['US & Canada', 1],
    ['.', 1], // a literal dot, not "any character"
    ['b*c', 1],
    ['*', 1],
    ['[', 0],
    ['\\', 0],
    ['Tokyo', 0],
  ])('%j -> %s results', (query, count) => {
    expect(filterTimezones(zones, query)).toHaveLength(count);
  });

  it('matches display_text only', () => {
    expect(filterTimezones(zones, 'Europe')).toEqual([]);
  });

  it('escapes every metacharacter', () => {
    const special = '.*+?^${}()|[]\\/-';
    expect(new RegExp(escapeRegExp(special)).test(special)).toBe(true);
  });
});

describe('defaults and options', () => {
  it.each([
    [undefined, 'Europe/London'],
    [null, 'Europe/London'],
    ['Europe/Paris', 'Europe/Paris'],
    ['GB', 'Europe/London'],
    ['Nowhere/Land', 'Europe/London'],
  ])('configured %j -> %s', (configured, expected) => {
    expect(defaultTimezoneName(zones, configured)).toBe(expected);
  });

  it('falls back to Europe/London when the list is empty', () => {
    expect(defaultTimezoneName([])).toBe('Europe/London');
  });

  it("offers the user's own timezone when missing", () => {
    expect(timezoneOptions({ timezones: zones, userTimezone: 'Asia/Tokyo' }).at(-1)).toEqual({
      name: 'Asia/Tokyo',
      display_text: 'Asia/Tokyo',
    });
    expect(timezoneOptions({ timezones: zones, userTimezone: 'Europe/Paris' })).toHaveLength(5);
    expect(timezoneOptions({ timezones: zones, userTimezone: 'GB' })).toHaveLength(5);
    expect(timezoneOptions({ timezones: zones })).toHaveLength(5);
  });
});
