import { readPeople, readShifts } from './records.js';

describe('reading rota records', () => {
  it('keeps well-formed shifts and drops the rest', () => {
    const shifts = readShifts({
      data: [
        {
          id: 1,
          team_id: 3,
          title: 'Morning',
          start: '2026-11-23T09:00:00Z',
          end: '2026-11-23T12:00:00Z',
          places: 2,
          assignments: [
            { user_id: 5, status: 'attended' },
            { user_id: 6, status: 'odd' },
            { nope: 1 },
          ],
          status: 'scheduled',
        },
        { id: 2, team_id: 3, start: 'yesterday', end: '2026-11-23T12:00:00Z' },
        { team_id: 3, start: '2026-11-23T09:00:00Z', end: '2026-11-23T12:00:00Z' },
        {
          id: 4,
          team_id: 3,
          start: '2026-11-23T09:00:00Z',
          end: '2026-11-23T12:00:00Z',
          places: '2',
          status: 'cancelled',
        },
      ],
    });
    expect(shifts.map((s) => s.id)).toEqual([1, 4]);
    expect(shifts[0]!.assignments).toEqual([
      { user_id: 5, status: 'attended' },
      { user_id: 6, status: 'assigned' },
    ]);
    expect(shifts[1]).toMatchObject({
      title: 'Shift',
      places: 0,
      status: 'cancelled',
      assignments: [],
    });
  });

  it('reads people with their teams, last scheduling and unavailability', () => {
    const [p] = readPeople([
      {
        id: 8,
        first_name: 'Isla',
        last_name: 'Campbell',
        status: 'active',
        team_ids: [3, '4', null],
        last_scheduled_at: '2026-11-01T09:00:00Z',
        unavailable_periods: [
          { start: '2026-11-23T00:00:00Z', end: '2026-11-24T00:00:00Z' },
          { start: 'x' },
        ],
      },
    ]);
    expect(p).toEqual({
      id: 8,
      name: 'Isla Campbell',
      status: 'active',
      team_ids: [3, '4'],
      last_scheduled_at: '2026-11-01T09:00:00Z',
      unavailable: [{ user_id: 8, start: '2026-11-23T00:00:00Z', end: '2026-11-24T00:00:00Z' }],
    });
  });
});
