import { describe, expect, it } from 'vitest';
import type { Shift } from '@volunteerkit/api-client/scheduling';
import { lastPastShift } from './shiftText.js';

const shift = (id: string, start: string, people: number[]): Shift =>
  ({
    id,
    title: id,
    start,
    end: start,
    places: 2,
    status: 'scheduled',
    assignments: people.map((user_id) => ({ user_id, status: 'assigned' })),
  }) as unknown as Shift;

describe('lastPastShift ("Last scheduled" is a past date)', () => {
  const now = Date.parse('2026-11-27T12:00:00Z');
  const shifts = [
    shift('a', '2026-11-20T09:00:00Z', [1]),
    shift('b', '2026-12-04T09:00:00Z', [1]),
    shift('c', '2026-11-25T09:00:00Z', [2]),
  ];
  it.each([
    [
      'a future recorded date is ignored for the latest past shift',
      1,
      '2026-12-10T09:00:00Z',
      '2026-11-20T09:00:00Z',
    ],
    [
      'a past recorded date later than the loaded shifts wins',
      1,
      '2026-11-26T09:00:00Z',
      '2026-11-26T09:00:00Z',
    ],
    ['only future shifts: not scheduled before', 3, '2027-01-01T09:00:00Z', null],
    ['nothing recorded: the latest past shift', 2, null, '2026-11-25T09:00:00Z'],
  ])('%s', (_label, person, recorded, expected) => {
    expect(lastPastShift(person, recorded, shifts, now)).toBe(expected);
  });
});
