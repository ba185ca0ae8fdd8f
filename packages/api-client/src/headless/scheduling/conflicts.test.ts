import { conflictsFor, rangesOverlap, rotaConflicts } from './conflicts.js';
import type { Shift } from './types.js';

const mk = (
  id: number,
  start: string,
  end: string,
  users: number[],
  extra: Partial<Shift> = {},
): Shift => ({
  id,
  team_id: 1,
  title: `Shift ${id}`,
  start: `2026-11-23T${start}:00Z`,
  end: `2026-11-23T${end}:00Z`,
  places: 3,
  status: 'scheduled',
  assignments: users.map((u) => ({ user_id: u, status: 'assigned' as const })),
  ...extra,
});

describe('rangesOverlap', () => {
  const a = { start: '2026-11-23T09:00:00Z', end: '2026-11-23T12:00:00Z' };
  it.each([
    ['same', '09:00', '12:00', true],
    ['inside', '10:00', '11:00', true],
    ['around', '08:00', '13:00', true],
    ['straddles start', '08:00', '09:30', true],
    ['touches end', '12:00', '14:00', false],
    ['touches start', '07:00', '09:00', false],
    ['after', '13:00', '14:00', false],
  ])('%s', (_, s, e, expected) => {
    const b = { start: `2026-11-23T${s}:00Z`, end: `2026-11-23T${e}:00Z` };
    expect(rangesOverlap(a, b)).toBe(expected);
    expect(rangesOverlap(b, a)).toBe(expected);
  });
});

describe('conflictsFor', () => {
  const target = mk(1, '09:00', '12:00', []);
  const shifts = [
    target,
    mk(2, '11:00', '13:00', [7]),
    mk(3, '12:00', '14:00', [8]), // touches only
    mk(4, '10:00', '11:00', [9], { status: 'cancelled' }),
    mk(5, '10:00', '11:00', [], { assignments: [{ user_id: 10, status: 'no_show' }] }),
  ];
  const unavailable = [
    { user_id: 11, start: '2026-11-23T08:00:00Z', end: '2026-11-23T09:30:00Z', reason: 'Dentist' },
    { user_id: 12, start: '2026-11-23T12:00:00Z', end: '2026-11-23T18:00:00Z' },
  ];
  it.each([
    [7, ['overlap']],
    [8, []],
    [9, []], // the overlapping shift is cancelled
    [10, []], // a no-show holds no place
    [11, ['unavailable']],
    [12, []],
    ['7', ['overlap']], // ids compare as text
  ])('user %s: %j', (user, kinds) => {
    expect(conflictsFor(user, target, shifts, unavailable).map((c) => c.kind)).toEqual(kinds);
  });

  it('never reports the shift against itself', () => {
    const held = mk(1, '09:00', '12:00', [7]);
    expect(conflictsFor(7, held, [held])).toEqual([]);
  });
});

describe('rotaConflicts', () => {
  it('lists, per shift, the people double-booked or unavailable', () => {
    const shifts = [
      mk(1, '09:00', '12:00', [7, 8]),
      mk(2, '11:00', '13:00', [7]),
      mk(3, '15:00', '16:00', [8]),
    ];
    const map = rotaConflicts(shifts, [
      { user_id: 8, start: '2026-11-23T15:30:00Z', end: '2026-11-23T17:00:00Z' },
    ]);
    expect([...map.keys()]).toEqual(['1', '2', '3']);
    expect(map.get('1')!.map((c) => c.userId)).toEqual([7]);
    expect(map.get('3')![0]!.conflicts[0]!.kind).toBe('unavailable');
  });
});
