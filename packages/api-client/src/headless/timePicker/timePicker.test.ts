import {
  allowedMinutes,
  disabledEndHours,
  disabledEndMinutes,
  formatTimeOfDay,
  isEndTimeAllowed,
  parseTimeOfDay,
} from './timePicker.js';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('allowedMinutes', () => {
  it.each([
    [{ fifteenMinuteStep: true }, [0, 15, 30, 45, 59]],
    [{}, [0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 59]],
    [{ fifteenMinuteStep: false }, [0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 59]],
    [{ everyMinute: true }, range(60)],
    [{ everyMinute: true, fifteenMinuteStep: true }, range(60)],
  ])('%j', (options, expected) => {
    expect(allowedMinutes(options)).toEqual(expected);
  });
});

describe('disabledEndHours', () => {
  it.each([
    [null, []],
    [{ hour: 0, minute: 0 }, []],
    [{ hour: 9, minute: 0 }, range(9)],
    [{ hour: 9, minute: 30 }, range(9)],
    [{ hour: 9, minute: 50 }, range(9)],
    [{ hour: 9, minute: 55 }, range(10)], // the start minute 55 case
    [{ hour: 0, minute: 55 }, [0]],
    [{ hour: 23, minute: 55 }, range(24)],
    [{ hour: 9, minute: 59 }, range(10)], // nothing left in the hour
  ])('start %j', (start, expected) => {
    expect(disabledEndHours(start)).toEqual(expected);
  });

  it('keeps the start hour when a later allowed minute remains (every minute, start :55)', () => {
    expect(
      disabledEndHours({ hour: 9, minute: 55 }, allowedMinutes({ everyMinute: true })),
    ).toEqual(range(10));
    expect(
      disabledEndHours({ hour: 9, minute: 58 }, allowedMinutes({ everyMinute: true })),
    ).toEqual(range(9));
  });
});

describe('disabledEndMinutes', () => {
  it.each([
    [{ hour: 9, minute: 30 }, 9, range(31)],
    [{ hour: 9, minute: 0 }, 9, [0]],
    [{ hour: 9, minute: 30 }, 10, []],
    [{ hour: 9, minute: 30 }, 8, []],
    [{ hour: 9, minute: 30 }, null, []],
    [null, 9, []],
  ])('start %j, end hour %s', (start, hour, expected) => {
    expect(disabledEndMinutes(start, hour)).toEqual(expected);
  });
});

describe('isEndTimeAllowed and parsing', () => {
  it.each([
    [{ hour: 9, minute: 30 }, { hour: 9, minute: 35 }, true],
    [{ hour: 9, minute: 30 }, { hour: 9, minute: 30 }, false],
    [{ hour: 9, minute: 30 }, { hour: 8, minute: 45 }, false],
    [{ hour: 9, minute: 30 }, { hour: 9, minute: 31 }, false], // not an allowed minute
    [{ hour: 9, minute: 55 }, { hour: 9, minute: 59 }, false],
    [{ hour: 9, minute: 55 }, { hour: 10, minute: 0 }, true],
    [null, { hour: 0, minute: 0 }, true],
  ])('%j -> %j: %s', (start, end, expected) => {
    expect(isEndTimeAllowed(start, end)).toBe(expected);
  });

  it.each([
    ['9:05', { hour: 9, minute: 5 }],
    ['09:05:30', { hour: 9, minute: 5 }],
    ['23:59', { hour: 23, minute: 59 }],
    ['24:00', null],
    ['9:5', null],
    ['', null],
    [null, null],
  ])('parseTimeOfDay(%j)', (text, expected) => {
    expect(parseTimeOfDay(text)).toEqual(expected);
  });

  it('formats HH:MM', () => {
    expect(formatTimeOfDay({ hour: 7, minute: 0 })).toBe('07:00');
  });
});
