import { expandRepeatingShift, MAX_EXPANSION_DAYS, repeatingShiftErrors } from './repeating.js';
import { SchedulingInputError, type RepeatingShift } from './types.js';
import { timeIn } from './zoned.js';

const pattern: RepeatingShift = {
  id: 9,
  team_id: 3,
  title: 'Sunday breakfast',
  start_time: '09:00',
  end_time: '11:30',
  places: 4,
  weekdays: [0],
  starts_on: '2026-03-15',
  ends_on: '2026-04-05',
  timezone: 'Europe/London',
};

describe('expandRepeatingShift', () => {
  it('keeps 09:00 local time across the spring DST change (UTC moves by an hour)', () => {
    const shifts = expandRepeatingShift(pattern);
    expect(shifts.map((s) => [s.start, s.end])).toEqual([
      ['2026-03-15T09:00:00.000Z', '2026-03-15T11:30:00.000Z'],
      ['2026-03-22T09:00:00.000Z', '2026-03-22T11:30:00.000Z'],
      ['2026-03-29T08:00:00.000Z', '2026-03-29T10:30:00.000Z'], // BST from 29 March
      ['2026-04-05T08:00:00.000Z', '2026-04-05T10:30:00.000Z'],
    ]);
    expect(shifts.every((s) => timeIn(s.start, 'Europe/London') === '09:00')).toBe(true);
    expect(shifts[0]).toMatchObject({
      team_id: 3,
      places: 4,
      repeating_shift_id: 9,
      status: 'scheduled',
      assignments: [],
    });
  });

  it('keeps an overnight shift 8 hours long except on the night the clocks go back', () => {
    const night = {
      ...pattern,
      start_time: '22:00',
      end_time: '06:00',
      weekdays: [6],
      starts_on: '2026-10-17',
      ends_on: '2026-10-31',
    };
    const hours = expandRepeatingShift(night).map(
      (s) => (Date.parse(s.end) - Date.parse(s.start)) / 3_600_000,
    );
    expect(hours).toEqual([8, 9, 8]); // the night of 24-25 October has an extra hour
  });

  it.each([
    // weekdays, range, expected local dates
    [
      [1, 3, 5],
      { from: '2026-03-16', to: '2026-03-22' },
      ['2026-03-16', '2026-03-18', '2026-03-20'],
    ],
    [[0], { from: '2026-01-01', to: '2026-03-21' }, ['2026-03-15']],
    [[0], { from: '2026-05-01', to: '2026-05-31' }, []],
    [[2], undefined, ['2026-03-17', '2026-03-24', '2026-03-31']],
  ])('weekdays %j in %j', (weekdays, range, dates) => {
    const shifts = expandRepeatingShift({ ...pattern, weekdays }, range);
    expect(
      shifts.map((s) => new Date(Date.parse(s.start) + 3_600_000 * 3).toISOString().slice(0, 10)),
    ).toEqual(dates);
  });

  it.each([
    [{ weekdays: [] }, 'weekdays'],
    [{ weekdays: [7] }, 'weekdays'],
    [{ start_time: '9am' }, 'start_time'],
    [{ end_time: '09:00' }, 'end_time'],
    [{ ends_on: '2026-03-01' }, 'ends_on'],
    [{ starts_on: '2026-02-31' }, 'starts_on'],
    [{ places: 0 }, 'places'],
    [{ places: 1.5 }, 'places'],
    [{ timezone: 'Nowhere/Land' }, 'timezone'],
    [{ title: '  ' }, 'title'],
  ] as const)('rejects %j', (change, field) => {
    const bad = { ...pattern, ...change } as RepeatingShift;
    expect(Object.keys(repeatingShiftErrors(bad))).toEqual([field]);
    expect(() => expandRepeatingShift(bad)).toThrow(SchedulingInputError);
  });

  it('refuses to expand more than the limit', () => {
    const long = {
      ...pattern,
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      starts_on: '2026-01-01',
      ends_on: '2029-01-01',
    };
    expect(() => expandRepeatingShift(long)).toThrow(String(MAX_EXPANSION_DAYS));
    expect(expandRepeatingShift(long, { from: '2026-01-01', to: '2026-01-07' })).toHaveLength(7);
  });
});
