import { readRotaQuery, writeRotaQuery } from './rotaQuery.js';

const now = new Date('2026-11-24T23:30:00Z');

describe('rota planner query', () => {
  it.each([
    ['', { view: 'week', date: '2026-11-24', teams: [] }],
    ['view=day&date=2026-03-29&teams=3,7', { view: 'day', date: '2026-03-29', teams: ['3', '7'] }],
    [
      'view=month&date=2026-02-30&teams=3,../x,3,',
      { view: 'week', date: '2026-11-24', teams: ['3'] },
    ],
    ['date=29/03/2026&teams=<script>', { view: 'week', date: '2026-11-24', teams: [] }],
  ])('%s', (search, expected) => {
    expect(readRotaQuery(new URLSearchParams(search), now, 'Europe/London')).toEqual(expected);
  });

  it("takes today's date in the organisation's timezone", () => {
    expect(readRotaQuery(new URLSearchParams(), now, 'Asia/Tokyo').date).toBe('2026-11-25');
  });

  it('round-trips', () => {
    const q = { view: 'day' as const, date: '2026-11-23', teams: ['3', '9'] };
    expect(readRotaQuery(writeRotaQuery(q), now, 'Europe/London')).toEqual(q);
  });
});
