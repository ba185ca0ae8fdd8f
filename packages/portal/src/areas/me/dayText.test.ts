import { describe, expect, it } from 'vitest';
import { dayKeyOfText, textOfDayKey } from './dayText.js';

describe('days typed day first', () => {
  it('reads dd/mm/yyyy as a date key, day before month', () => {
    expect(dayKeyOfText('16/01/2027')).toBe('2027-01-16');
    expect(dayKeyOfText(' 5-1-2027 ')).toBe('2027-01-05');
    expect(dayKeyOfText('01/02/2027')).toBe('2027-02-01');
    expect(dayKeyOfText('2027-01-16')).toBe('2027-01-16');
  });

  it('refuses what is not a day, month-first American days among them', () => {
    expect(dayKeyOfText('01/16/2027')).toBeNull();
    expect(dayKeyOfText('31/02/2027')).toBeNull();
    expect(dayKeyOfText('2027-02-31')).toBeNull();
    expect(dayKeyOfText('')).toBeNull();
  });

  it('writes a date key day first, and round-trips', () => {
    expect(textOfDayKey('2027-01-16')).toBe('16/01/2027');
    expect(dayKeyOfText(textOfDayKey('2027-12-31'))).toBe('2027-12-31');
    expect(textOfDayKey('soon')).toBe('soon');
  });
});
