import { TZDate } from './tzUnsupported.js';

describe('the embed build stand-in for @date-fns/tz', () => {
  it('refuses to build a time-zoned date, saying why', () => {
    expect(() => new TZDate(2026, 0, 1, 'Europe/London')).toThrow(
      /not available in the VolunteerKit embed/,
    );
    expect(() => TZDate.tz()).toThrow(/must not be given a `timeZone`/);
  });

  it('is never needed: the widgets give react-day-picker no timeZone', async () => {
    const { readFileSync } = await import('node:fs');
    const source = readFileSync(
      new URL('../../../widgets/src/DatePicker/DatePicker.tsx', import.meta.url),
      'utf8',
    );
    expect(source).toMatch(/<DayPicker/);
    expect(source).not.toMatch(/timeZone/);
  });
});
