// A shift's start in the volunteer's language: the portal's English names, or
// the catalogue's (Welsh) names where a browser has no date data.
import { expect, it } from 'vitest';
import { cyMyText } from './locales/cy.js';
import { enGBMyText } from './messages.js';
import { dayWithWeekday, formatDateTime } from './when.js';

const settings = { timezone: 'Europe/London' };

it('writes a shift start in English and in Welsh', () => {
  expect(formatDateTime('2026-12-05T09:00:00Z', settings, enGBMyText)).toBe(
    'Sat 05/12/2026, 09:00',
  );
  expect(formatDateTime('2026-12-05T09:00:00Z', settings, cyMyText)).toBe(
    'Sad 05/12/2026, am 09:00',
  );
  expect(formatDateTime('2027-07-01T12:30:00Z', settings, cyMyText)).toBe(
    'Iau 01/07/2027, am 13:30',
  );
  expect(formatDateTime('soon', settings, cyMyText)).toBe('soon');
  // The organisation's date format (SPEC 9), as staff screens show dates.
  expect(
    formatDateTime('2026-12-12T09:00:00Z', { ...settings, dateFormat: 'YYYY-MM-DD' }, enGBMyText),
  ).toBe('Sat 2026-12-12, 09:00');
  expect(dayWithWeekday('2027-01-16', 'MM/DD/Y', cyMyText.weekdayShortNames)).toBe(
    'Sad 01/16/2027',
  );
  expect(dayWithWeekday('soon')).toBe('soon');
});
