import { SchedulingInputError } from '@volunteerkit/api-client/scheduling';
import { longDay, shortDay } from './dayFormat.js';

describe('dayFormat', () => {
  it('writes the day of a date key in English words', () => {
    expect(shortDay('2026-11-23')).toBe('Mon 23 Nov');
    expect(longDay('2026-11-23')).toBe('Monday 23 November 2026');
    expect(shortDay('2024-02-29')).toBe('Thu 29 Feb');
    expect(longDay('2027-01-03')).toBe('Sunday 3 January 2027');
  });

  it('throws on a key that is not a date', () => {
    expect(() => shortDay('2026-02-30')).toThrow(SchedulingInputError);
    expect(() => longDay('soon')).toThrow(SchedulingInputError);
  });
});
