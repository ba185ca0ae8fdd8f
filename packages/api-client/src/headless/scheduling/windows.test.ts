import { dayWindow, overlapsWindow, shiftsByDay, weekWindow } from './windows.js';
import { addDays, dateKeyIn, timeIn, weekdayOf, zonedInstant } from './zoned.js';
import { SchedulingInputError } from './types.js';

describe('zoned dates', () => {
  it.each([
    // date, time, zone, instant
    ['2026-07-01', '09:00', 'Europe/London', '2026-07-01T08:00:00.000Z'],
    ['2026-01-15', '09:00', 'Europe/London', '2026-01-15T09:00:00.000Z'],
    ['2026-03-29', '01:30', 'Europe/London', '2026-03-29T01:30:00.000Z'], // skipped hour: moves forward
    ['2026-10-25', '01:30', 'Europe/London', '2026-10-25T01:30:00.000Z'], // repeated hour: the later
    ['2026-11-23', '00:00', 'Asia/Tokyo', '2026-11-22T15:00:00.000Z'],
    ['2026-11-23', '23:59', 'America/New_York', '2026-11-24T04:59:00.000Z'],
  ])('%s %s in %s is %s', (date, time, zone, iso) => {
    expect(zonedInstant(date, time, zone).toISOString()).toBe(iso);
  });

  it.each([
    ['2026-03-28T23:30:00Z', 'Asia/Tokyo', '2026-03-29', '08:30'],
    ['2026-03-28T23:30:00Z', 'Europe/London', '2026-03-28', '23:30'],
    ['2026-07-01T23:30:00Z', 'Europe/London', '2026-07-02', '00:30'],
  ])('%s in %s is %s %s', (iso, zone, date, time) => {
    expect(dateKeyIn(iso, zone)).toBe(date);
    expect(timeIn(iso, zone)).toBe(time);
  });

  it.each([
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-03-01', -1, '2026-02-28'],
  ])('addDays(%s, %i) = %s', (date, n, expected) => expect(addDays(date, n)).toBe(expected));

  it('knows the weekday of a date', () => {
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(weekdayOf('2026-11-29')).toBe(0);
  });

  it.each([
    ['2026-02-30', '09:00', 'Europe/London', 'date'],
    ['2026-2-3', '09:00', 'Europe/London', 'date'],
    ['2026-02-03', '24:00', 'Europe/London', 'time'],
    ['2026-02-03', '9', 'Europe/London', 'time'],
    ['2026-02-03', '09:00', 'Mars/Olympus', 'timezone'],
  ])('rejects %s %s %s with a typed error on %s', (date, time, zone, field) => {
    const attempt = () => zonedInstant(date, time, zone);
    expect(attempt).toThrow(SchedulingInputError);
    try {
      attempt();
    } catch (e) {
      expect((e as SchedulingInputError).field).toBe(field);
    }
  });
});

describe('day and week windows', () => {
  it.each([
    // a normal day, the short and the long DST day in London, a day in Tokyo
    ['2026-11-23', 'Europe/London', '2026-11-23T00:00:00.000Z', '2026-11-24T00:00:00.000Z', 24],
    ['2026-03-29', 'Europe/London', '2026-03-29T00:00:00.000Z', '2026-03-29T23:00:00.000Z', 23],
    ['2026-10-25', 'Europe/London', '2026-10-24T23:00:00.000Z', '2026-10-26T00:00:00.000Z', 25],
    ['2026-11-23', 'Asia/Tokyo', '2026-11-22T15:00:00.000Z', '2026-11-23T15:00:00.000Z', 24],
  ])('%s in %s', (date, zone, start, end, hours) => {
    const day = dayWindow(date, zone);
    expect(day).toEqual({ date, start, end });
    expect((Date.parse(day.end) - Date.parse(day.start)) / 3_600_000).toBe(hours);
  });

  it.each([
    ['2026-11-26', 1, '2026-11-23', '2026-11-29'],
    ['2026-11-23', 1, '2026-11-23', '2026-11-29'],
    ['2026-11-29', 1, '2026-11-23', '2026-11-29'],
    ['2026-11-29', 0, '2026-11-29', '2026-12-05'],
    ['2026-12-30', 1, '2026-12-28', '2027-01-03'],
  ])('the week of %s starting on day %i runs %s to %s', (date, startsOn, first, last) => {
    const week = weekWindow(date, 'Europe/London', startsOn);
    expect(week.days.map((d) => d.date)).toHaveLength(7);
    expect(week.days[0]!.date).toBe(first);
    expect(week.days[6]!.date).toBe(last);
    expect(week.start).toBe(week.days[0]!.start);
    expect(week.end).toBe(week.days[6]!.end);
  });

  it('spans 167 hours in the week the clocks go forward', () => {
    const week = weekWindow('2026-03-25', 'Europe/London');
    expect((Date.parse(week.end) - Date.parse(week.start)) / 3_600_000).toBe(167);
  });

  it.each([
    ['inside', '2026-11-23T09:00:00Z', '2026-11-23T12:00:00Z', true],
    ['ends at the start', '2026-11-22T20:00:00Z', '2026-11-23T00:00:00Z', false],
    ['starts at the end', '2026-11-24T00:00:00Z', '2026-11-24T02:00:00Z', false],
    ['overnight into the day', '2026-11-22T22:00:00Z', '2026-11-23T06:00:00Z', true],
  ])('overlapsWindow: %s', (_, start, end, expected) => {
    expect(overlapsWindow({ start, end }, dayWindow('2026-11-23', 'Europe/London'))).toBe(expected);
  });

  it('puts shifts in the local day they start, sorted by start then title', () => {
    const days = weekWindow('2026-11-23', 'Asia/Tokyo').days;
    const shifts = [
      { title: 'B', start: '2026-11-23T01:00:00Z' },
      { title: 'Late', start: '2026-11-23T16:00:00Z' }, // 01:00 on the 24th in Tokyo
      { title: 'A', start: '2026-11-23T01:00:00Z' },
      { title: 'Early', start: '2026-11-22T23:00:00Z' }, // 08:00 on the 23rd in Tokyo
      { title: 'Outside', start: '2026-12-23T01:00:00Z' },
    ];
    const byDay = shiftsByDay(shifts, days, 'Asia/Tokyo');
    expect(byDay.get('2026-11-23')!.map((s) => s.title)).toEqual(['Early', 'A', 'B']);
    expect(byDay.get('2026-11-24')!.map((s) => s.title)).toEqual(['Late']);
    expect([...byDay.values()].flat()).toHaveLength(4);
  });
});
