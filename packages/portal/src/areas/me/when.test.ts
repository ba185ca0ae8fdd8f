// A shift's start in the volunteer's language: the portal's English names, or
// the catalogue's (Welsh) names where a browser has no date data.
import { expect, it } from 'vitest';
import { cyMyText } from './locales/cy.js';
import { enGBMyText } from './messages.js';
import { formatDateTime } from './when.js';

const settings = { timezone: 'Europe/London' };

it('writes a shift start in English and in Welsh', () => {
  expect(formatDateTime('2026-12-05T09:00:00Z', settings, enGBMyText)).toBe(
    'Saturday 5 December 2026, 09:00',
  );
  expect(formatDateTime('2026-12-05T09:00:00Z', settings, cyMyText)).toBe(
    'Dydd Sadwrn 5 Rhagfyr 2026, am 09:00',
  );
  expect(formatDateTime('2027-07-01T12:30:00Z', settings, cyMyText)).toBe(
    'Dydd Iau 1 Gorffennaf 2027, am 13:30',
  );
  expect(formatDateTime('soon', settings, cyMyText)).toBe('soon');
});
