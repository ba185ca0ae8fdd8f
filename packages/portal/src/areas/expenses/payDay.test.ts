import { readClaim } from './claims.js';
import { paidDayProblem, todayKey } from './payDay.js';

const claim = readClaim({ id: 1, status: 'approved', amount: 4, date: '2026-11-10' })!;

describe('the day a claim was paid', () => {
  it('is a day, not in the future and not before the claim’s date', () => {
    expect(paidDayProblem('2026-12-07', claim, '2026-12-07')).toBeNull();
    expect(paidDayProblem('07/12/2026', claim, '2026-12-07')).toBeNull();
    expect(paidDayProblem('01/01/2099', claim, '2026-12-07')).toMatch(/future/);
    expect(paidDayProblem('2026-11-09', claim, '2026-12-07')).toMatch(/before the claim/);
    expect(paidDayProblem('soon', claim, '2026-12-07')).toMatch(/dd\/mm\/yyyy/);
  });

  it('defaults to today in the browser’s time zone', () => {
    expect(todayKey(new Date(2026, 11, 7, 23, 30))).toBe('2026-12-07');
  });
});
