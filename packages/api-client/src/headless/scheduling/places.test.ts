import { placesOf, totalPlaces } from './places.js';
import type { AssignmentStatus, Shift } from './types.js';

const shift = (
  places: number,
  statuses: AssignmentStatus[],
  status: Shift['status'] = 'scheduled',
) => ({
  places,
  status,
  assignments: statuses.map((s, i) => ({ user_id: i + 1, status: s })),
});

describe('placesOf', () => {
  it.each([
    // places, assignments, status, filled, remaining, over, full
    [3, [], 'scheduled', 0, 3, 0, false],
    [3, ['assigned'], 'scheduled', 1, 2, 0, false],
    [2, ['assigned', 'attended'], 'scheduled', 2, 0, 0, true],
    [2, ['assigned', 'no_show'], 'scheduled', 1, 1, 0, false],
    [1, ['assigned', 'assigned'], 'scheduled', 2, 0, 1, true],
    [4, ['assigned'], 'cancelled', 1, 0, 1, true],
    [0, [], 'scheduled', 0, 0, 0, true],
  ] as const)(
    '%i places, %j, %s: filled %i, remaining %i, over %i',
    (places, statuses, status, filled, remaining, over, full) => {
      const p = placesOf(shift(places, [...statuses], status));
      expect([p.filled, p.remaining, p.over, p.full]).toEqual([filled, remaining, over, full]);
    },
  );

  it('counts attended and no-shows', () => {
    const p = placesOf(shift(5, ['attended', 'attended', 'no_show', 'assigned']));
    expect([p.attended, p.noShows, p.filled]).toEqual([2, 1, 3]);
  });

  it('reads a malformed record as no places and no assignments', () => {
    const p = placesOf({
      places: Number.NaN,
      status: 'scheduled',
      assignments: undefined as never,
    });
    expect([p.places, p.filled, p.remaining]).toEqual([0, 0, 0]);
  });
});

describe('totalPlaces', () => {
  it('sums a day without counting over-booking as filling other shifts', () => {
    expect(
      totalPlaces([shift(2, ['assigned', 'assigned', 'assigned']), shift(3, ['assigned'])]),
    ).toEqual({
      places: 5,
      filled: 3,
      remaining: 2,
    });
  });
});
