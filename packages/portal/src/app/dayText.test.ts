import { describe, expect, it } from 'vitest';
import {
  dayKeyOfText,
  dayTextProblem,
  dayValueOfText,
  isDayKey,
  isDayOrEmpty,
  textOfDayKey,
} from './dayText.js';

describe('days typed day first', () => {
  it('reads dd/mm/yyyy as a date key, day before month', () => {
    expect(dayKeyOfText('16/01/2027')).toBe('2027-01-16');
    expect(dayKeyOfText(' 5-1-2027 ')).toBe('2027-01-05');
    expect(dayKeyOfText('05/11/2026')).toBe('2026-11-05');
    expect(dayKeyOfText('01/02/2027')).toBe('2027-02-01');
    expect(dayKeyOfText('29/02/2028')).toBe('2028-02-29');
    expect(dayKeyOfText('2027-01-16')).toBe('2027-01-16');
  });

  it('refuses what is not a day, month-first American days among them', () => {
    expect(dayKeyOfText('01/16/2027')).toBeNull();
    expect(dayKeyOfText('31/02/2027')).toBeNull();
    expect(dayKeyOfText('29/02/2027')).toBeNull();
    expect(dayKeyOfText('2027-02-31')).toBeNull();
    expect(dayKeyOfText('16/01/27')).toBeNull();
    expect(dayKeyOfText('tomorrow')).toBeNull();
    expect(dayKeyOfText('')).toBeNull();
  });

  it('writes a date key day first, and round-trips', () => {
    expect(textOfDayKey('2027-01-16')).toBe('16/01/2027');
    expect(dayKeyOfText(textOfDayKey('2027-12-31'))).toBe('2027-12-31');
    expect(textOfDayKey('soon')).toBe('soon');
  });

  it('knows a date key of a day that exists', () => {
    expect(isDayKey('2026-11-05')).toBe(true);
    expect(isDayKey('2026-02-30')).toBe(false);
    expect(isDayKey('05/11/2026')).toBe(false);
    expect(isDayOrEmpty('')).toBe(true);
    expect(isDayOrEmpty('2026-11-05')).toBe(true);
    expect(isDayOrEmpty('11/28/2026')).toBe(false);
  });
});

describe('what is wrong with a typed day', () => {
  it('says nothing of an empty field or a day in range', () => {
    expect(dayTextProblem('')).toBeNull();
    expect(dayTextProblem('  ')).toBeNull();
    expect(dayTextProblem('05/11/2026', { min: '2026-11-05', max: '2026-11-05' })).toBeNull();
  });

  it('offers the day-first reading of a month-first day', () => {
    expect(dayTextProblem('11/28/2026')).toEqual({ kind: 'notADay', monthFirst: '28/11/2026' });
    expect(dayTextProblem('2-29-2028')).toEqual({ kind: 'notADay', monthFirst: '29/02/2028' });
    expect(dayTextProblem('31/02/2026')).toEqual({ kind: 'notADay', monthFirst: null });
    expect(dayTextProblem('next week')).toEqual({ kind: 'notADay', monthFirst: null });
  });

  it('checks the bounds a native date input took from min and max', () => {
    expect(dayTextProblem('04/11/2026', { min: '2026-11-05' })).toEqual({
      kind: 'tooEarly',
      min: '2026-11-05',
    });
    expect(dayTextProblem('2026-11-06', { max: '2026-11-05' })).toEqual({
      kind: 'tooLate',
      max: '2026-11-05',
    });
    expect(dayTextProblem('06/11/2026', { min: '', max: 'later' })).toBeNull();
  });

  it('gives the form the key of a day, the text of anything else', () => {
    expect(dayValueOfText('05/11/2026')).toBe('2026-11-05');
    expect(dayValueOfText(' ')).toBe('');
    expect(dayValueOfText('11/28/2026')).toBe('11/28/2026');
    expect(dayValueOfText('04/11/2026', { min: '2026-11-05' })).toBe('04/11/2026');
  });
});
