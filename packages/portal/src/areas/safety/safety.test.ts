import { describe, expect, test } from 'vitest';
import { gapText } from './clearanceWords.js';
import { daysUntil, expiringWithin, inDays, readAtRisk, readCheck, type Check } from './safety.js';

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
          id: 9,
          title: 'Youth camp',
          start: '2027-02-05T18:00:00Z',
          clearance: {
            requirements: ['Enhanced disclosure'],
            people: [
              {
                user_id: 4,
                name: 'Val',
                cleared: false,
                gaps: [
                  {
                    code: 'disclosure_expires',
                    message: 'm',
                    name: 'Enhanced disclosure',
                    date: '2027-01-16',
                  },
                ],
              },
            ],
          },
        },
        'junk',
      ],
    });
    expect(rows).toEqual([
      expect.objectContaining({
        shiftId: '9',
        userId: '4',
        name: 'Val',
        gaps: [expect.objectContaining({ date: '2027-01-16' })],
      }),
    ]);
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
