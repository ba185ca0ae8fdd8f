import { rotaPdfParams } from './rotaPdf.js';
import { SchedulingInputError } from './types.js';
import { fillPath } from '../../resources/path.js';

describe('rotaPdfParams', () => {
  it.each([
    [
      { date: '2026-11-26', teamId: 3 },
      '2026-11-23/3/',
      { view: 'week', days: 7, timezone: 'Europe/London' },
    ],
    [
      { date: '2026-11-26', teamId: 3, view: 'day' as const },
      '2026-11-26/3/',
      { view: 'day', days: 1, timezone: 'Europe/London' },
    ],
    [
      { date: '2026-11-26', teamId: 3, weekStartsOn: 0 },
      '2026-11-22/3/',
      { view: 'week', days: 7, timezone: 'Europe/London' },
    ],
    [
      { date: '2026-11-26', teamId: 3, subTeamIds: [3, 7, '8', 7] },
      '2026-11-23/3/',
      { view: 'week', days: 7, timezone: 'Europe/London', team_ids: '3,7,8' },
    ],
  ])('%j', (options, params, query) => {
    const request = rotaPdfParams({ timezone: 'Europe/London', ...options });
    expect(request).toEqual({ params, query });
    // The fragment fills the catalogue's raw {params} without any encoding surprise.
    expect(fillPath('/rota/{params}pdf/', { params: request.params }, ['params'])).toBe(
      `/rota/${params}pdf/`,
    );
  });

  it.each([
    [{ date: '26/11/2026', teamId: 3 }, 'date'],
    [{ date: '2026-11-26', teamId: '../3' }, 'teamId'],
    [{ date: '2026-11-26', teamId: '' }, 'teamId'],
    [{ date: '2026-11-26', teamId: 3, timezone: 'Nowhere' }, 'timezone'],
    [{ date: '2026-11-26', teamId: 3, subTeamIds: ['a/b'] }, 'subTeamIds'],
  ])('rejects %j', (options, field) => {
    try {
      rotaPdfParams({ timezone: 'Europe/London', ...options });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(SchedulingInputError);
      expect((e as SchedulingInputError).field).toBe(field);
    }
  });
});
