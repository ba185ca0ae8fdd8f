import { describe, expect, test } from 'vitest';
import { gapText } from './clearanceWords.js';
import {
  daysUntil,
  expiringWithin,
  inDays,
  matchesWork,
  readAtRisk,
  readCheck,
  readWorkFilter,
  atRiskQuery,
  workDates,
  type Check,
} from './safety.js';
import { readRecheck } from './recheck.js';

const check = (
  id: string,
  userId: string,
  expiresOn: string,
  extra: Partial<Check> = {},
): Check => ({
  id,
  userId,
  typeId: '3',
  expiresOn,
  status: 'cleared',
  renewalRequestedAt: null,
  ...extra,
});

describe('the Safety home', () => {
  test('checks expiring within a window, soonest first, leaving out renewed and past ones', () => {
    const today = '2026-12-07';
    const checks = [
      check('1', 'a', '2027-01-16'),
      check('2', 'b', '2026-12-19'),
      check('3', 'c', '2026-11-02'),
      check('4', 'd', '2027-03-01'),
      check('5', 'e', '2026-12-20'),
      check('6', 'e', '2029-12-20'),
      check('7', 'f', '2026-12-10', { status: 'pending' }),
    ];
    expect(expiringWithin(checks, 30, today).map((c) => c.id)).toEqual(['2']);
    expect(expiringWithin(checks, 60, today).map((c) => c.id)).toEqual(['2', '1']);
    expect(expiringWithin(checks, 90, today).map((c) => c.id)).toEqual(['2', '1', '4']);
    expect(daysUntil('2027-01-16', today)).toBe(40);
    expect([0, 1, 12].map(inDays)).toEqual(['today', 'tomorrow', 'in 12 days']);
  });

  test('reads checks and the people at risk, refusing what lacks an id or a date', () => {
    expect(
      readCheck({ id: 1, user_id: 2, expires_on: '2027-01-01', disclosure_type_id: 3 }),
    ).toMatchObject({ id: '1', userId: '2', typeId: '3' });
    expect(readCheck({ id: 1, user_id: 2 })).toBeNull();
    expect(readCheck({ user_id: 2, expires_on: '2027-01-01' })).toBeNull();
    const rows = readAtRisk({
      data: [
        {
          kind: 'event',
          id: 9,
          title: 'Rangers camp-out',
          from: '2027-02-05',
          to: '2027-02-06',
          link: '/events/9',
          user_id: 4,
          name: 'Val',
          gaps: [
            {
              code: 'disclosure_expires',
              message: 'm',
              name: 'Enhanced disclosure',
              date: '2027-01-16',
            },
            'junk',
          ],
        },
        {
          kind: 'residential',
          id: 3,
          opportunity_id: 7,
          title: 'Spring retreat',
          from: '2027-03-01',
          to: '2027-03-01',
          link: 'https://elsewhere.example/',
          user_id: 5,
          name: 'Sam',
          gaps: [],
        },
        { kind: 'party', id: 1, user_id: 2 },
        { kind: 'shift', user_id: 2 },
        'junk',
      ],
    });
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'event',
        workId: '9',
        userId: '4',
        name: 'Val',
        link: '/events/9',
        gaps: [expect.objectContaining({ date: '2027-01-16' })],
      }),
      expect.objectContaining({ kind: 'residential', opportunityId: '7', link: '/safety' }),
    ]);
    expect(workDates(rows[0]!)).toBe('05/02/2027 to 06/02/2027');
    expect(workDates(rows[1]!)).toBe('01/03/2027');
    // `?work=`: one piece of work's rows (a residential opportunity: the stays booked on it).
    expect(readWorkFilter('event:9')).toEqual({ kind: 'event', id: '9' });
    expect([null, 'event', 'party:1', 'event:x'].map(readWorkFilter)).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(rows.filter((r) => matchesWork(r, readWorkFilter('event:9')))).toHaveLength(1);
    expect(rows.filter((r) => matchesWork(r, readWorkFilter('residential:7')))).toEqual([rows[1]]);
    expect(rows.filter((r) => matchesWork(r, readWorkFilter('residential:3')))).toEqual([]);
    expect(rows.filter((r) => matchesWork(r, null))).toHaveLength(2);
    // A team's work or a rota's shifts (a change of its requirements links there): the
    // server filters, so the query names it and every row it answers is shown.
    expect(readWorkFilter('team:4')).toEqual({ kind: 'team', id: '4' });
    expect(atRiskQuery(readWorkFilter('team:4'))).toEqual({ clearance: 'at_risk', team_id: '4' });
    expect(atRiskQuery(readWorkFilter('rota:2'))).toEqual({ clearance: 'at_risk', rota_id: '2' });
    expect(atRiskQuery(readWorkFilter('event:9'))).toEqual({ clearance: 'at_risk' });
    expect(rows.filter((r) => matchesWork(r, readWorkFilter('rota:2')))).toHaveLength(2);
  });

  test('a saved change tells how many placed people no longer meet the requirements', () => {
    expect(
      readRecheck({
        data: {},
        clearance_recheck: { count: 3, message: 'Three.', link: '/safety?work=shift:1' },
      }),
    ).toEqual({ count: 3, message: 'Three.', link: '/safety?work=shift:1' });
    expect(readRecheck({ clearance_recheck: { count: 1, link: 'https://x.example' } })).toEqual({
      count: 1,
      message: '1 person placed here no longer meets the requirements.',
      link: '/safety',
    });
    // A team's or a rota's change answers the whole list's link.
    expect(
      readRecheck({
        data: { id: 4, name: 'Night patrol' },
        clearance_recheck: { count: 2, message: 'Two.', link: '/safety' },
      }),
    ).toEqual({ count: 2, message: 'Two.', link: '/safety' });
    expect(readRecheck({ data: {} })).toBeNull();
    expect(readRecheck({ clearance_recheck: { count: 0 } })).toBeNull();
  });

  test('a gap in a few words', () => {
    const g = (code: string, extra = {}) =>
      gapText({
        code,
        message: 'server words',
        name: 'Enhanced disclosure',
        date: '2026-11-02',
        ...extra,
      });
    expect(g('disclosure_expired')).toBe('Enhanced disclosure expired 02/11/2026');
    expect(g('flag_expires')).toBe('Enhanced disclosure expires 02/11/2026, before this work');
    expect(g('disclosure_missing')).toBe('No Enhanced disclosure');
    expect(g('disclosure_pending')).toBe('Enhanced disclosure still pending');
    expect(g('age_under', { age: 18 })).toBe('Under 18 on the day');
    expect(g('blacklisted')).toBe("On the organisation's blacklist");
    expect(g('something_new')).toBe('server words');
  });
});
