import { rankCandidates } from './fairOrder.js';
import type { SchedulingPerson, Shift } from './types.js';

const shift: Shift = {
  id: 100,
  team_id: 3,
  title: 'Morning',
  start: '2026-11-23T09:00:00Z',
  end: '2026-11-23T12:00:00Z',
  places: 2,
  status: 'scheduled',
  assignments: [{ user_id: 'held', status: 'assigned' }],
};
const person = (
  id: string,
  last: string | null,
  extra: Partial<SchedulingPerson> = {},
): SchedulingPerson => ({
  id,
  name: id,
  status: 'active',
  team_ids: [3],
  last_scheduled_at: last,
  ...extra,
});

describe('rankCandidates', () => {
  it('puts eligible people first, then the least recently scheduled, then by name', () => {
    const people = [
      person('recent', '2026-11-20T09:00:00Z'),
      person('never-b', null),
      person('long-ago', '2026-01-01T09:00:00Z'),
      person('never-a', null),
      person('other-team', null, { team_ids: [4] }),
      person('inactive', null, { status: 'archived' }),
      person('away', null),
      person('busy', null),
      person('held', null),
    ];
    const other: Shift = {
      ...shift,
      id: 101,
      start: '2026-11-23T10:00:00Z',
      assignments: [{ user_id: 'busy', status: 'assigned' }],
    };
    const ranked = rankCandidates(people, {
      shift,
      shifts: [shift, other],
      unavailable: [
        { user_id: 'away', start: '2026-11-23T00:00:00Z', end: '2026-11-24T00:00:00Z' },
      ],
    });
    expect(ranked.map((c) => c.person.id)).toEqual([
      'never-a',
      'never-b',
      'long-ago',
      'recent',
      'busy', // qualified and available, but double-booked
      'away', // qualified, unavailable
      'inactive',
      'other-team',
    ]);
    const busy = ranked.find((c) => c.person.id === 'busy')!;
    expect([busy.eligible, busy.qualified, busy.available, busy.conflicts[0]!.kind]).toEqual([
      false,
      true,
      true,
      'overlap',
    ]);
    // 'busy' holds a loaded shift, so that counts as their latest scheduling
    expect(busy.lastScheduledAt).toBe('2026-11-23T10:00:00Z');
  });

  it('moves a person down once they hold a shift in the loaded rota', () => {
    const people = [person('a', null), person('b', '2026-10-01T09:00:00Z')];
    const later: Shift = {
      ...shift,
      id: 102,
      start: '2026-11-25T09:00:00Z',
      end: '2026-11-25T12:00:00Z',
      assignments: [{ user_id: 'a', status: 'assigned' }],
    };
    expect(rankCandidates(people, { shift, shifts: [shift] }).map((c) => c.person.id)).toEqual([
      'a',
      'b',
    ]);
    expect(
      rankCandidates(people, { shift, shifts: [shift, later] }).map((c) => c.person.id),
    ).toEqual(['b', 'a']);
  });

  it('qualifies the members of the given teams (a team and its sub-teams)', () => {
    const ranked = rankCandidates([person('sub', null, { team_ids: ['7'] })], {
      shift,
      qualifyingTeamIds: [3, 7],
    });
    expect(ranked[0]!.qualified).toBe(true);
  });

  it('ignores an unreadable last_scheduled_at', () => {
    expect(rankCandidates([person('x', 'not a date')], { shift })[0]!.lastScheduledAt).toBeNull();
  });
});
