import { diffRota, patchShifts } from './bulkDiff.js';
import { expandRepeatingShift } from './repeating.js';
import type { Shift } from './types.js';

const mk = (id: number, day: string, extra: Partial<Shift> = {}): Shift => ({
  id,
  team_id: 3,
  title: 'Morning',
  start: `2026-11-${day}T09:00:00.000Z`,
  end: `2026-11-${day}T12:00:00.000Z`,
  places: 2,
  status: 'scheduled',
  assignments: [],
  repeating_shift_id: null,
  ...extra,
});

describe('diffRota', () => {
  const current = [mk(1, '23'), mk(2, '24'), mk(3, '25', { notes: 'Bring keys' })];

  it('update: changes what differs, adds the new, leaves the rest', () => {
    const proposed = [
      { ...current[0]!, places: 4 },
      { ...current[1]! },
      { ...mk(0, '26'), id: undefined },
    ];
    const diff = diffRota(current, proposed, 'update');
    expect([diff.added, diff.changed, diff.removed, diff.unchanged]).toEqual([1, 1, 0, 2]);
    const change = diff.changes.find((c) => c.kind === 'change')!;
    expect(change.kind === 'change' && change.fields).toEqual(['places']);
  });

  it('replace: removes what the proposal does not mention', () => {
    const diff = diffRota(
      current,
      [{ ...current[0]!, id: undefined, title: 'Morning' }],
      'replace',
    );
    expect([diff.added, diff.changed, diff.removed, diff.unchanged]).toEqual([0, 0, 2, 1]);
    expect(diff.changes.map((c) => c.kind)).toEqual(['remove', 'remove']);
  });

  it('matches shifts without ids by team, start and pattern; same instant in another notation is unchanged', () => {
    const generated = expandRepeatingShift({
      id: 9,
      team_id: 3,
      title: 'Morning',
      start_time: '09:00',
      end_time: '12:00',
      places: 2,
      weekdays: [1, 2],
      starts_on: '2026-11-23',
      ends_on: '2026-11-29',
      timezone: 'Europe/London',
    });
    const existing = [
      mk(5, '23', {
        repeating_shift_id: 9,
        start: '2026-11-23T09:00:00Z',
        end: '2026-11-23T12:00:00Z',
      }),
    ];
    const diff = diffRota(existing, generated, 'replace');
    expect([diff.added, diff.changed, diff.removed, diff.unchanged]).toEqual([1, 0, 0, 1]);
  });

  it('treats missing and empty notes alike, and a duplicate proposal as an addition', () => {
    const diff = diffRota(
      [mk(1, '23')],
      [{ ...mk(1, '23'), notes: '' }, { ...mk(1, '23') }],
      'update',
    );
    expect(diff.changes.map((c) => c.kind)).toEqual(['add']);
  });

  it('patchShifts sets only the given fields', () => {
    const patched = patchShifts(current, { places: 5, status: undefined });
    expect(patched.map((s) => [s.places, s.status, s.notes])).toEqual([
      [5, 'scheduled', undefined],
      [5, 'scheduled', undefined],
      [5, 'scheduled', 'Bring keys'],
    ]);
    const diff = diffRota(current, patched, 'update');
    expect([diff.changed, diff.unchanged]).toEqual([3, 0]);
  });
});
