import { describe, expect, it } from 'vitest';
import { claimsCsvLines, historyOf, rateWords, readClaim, totalOf } from './claims.js';

const names: Record<string, string> = { '5': 'Isla Campbell', '2': 'Cory Coordinator' };
const nameOf = (id: string) => names[id] ?? 'Name hidden';

describe('expense claims', () => {
  const pending = readClaim({
    id: 9,
    user_id: 5,
    team_id: 30,
    expense_type: 'Travel',
    amount: 12.4,
    status: 'pending',
    submitted_at: '2026-11-20T18:00:00.000Z',
  })!;
  const rejected = readClaim({
    id: 10,
    user_id: 5,
    amount: '7.6',
    status: 'rejected',
    submitted_at: '2026-11-01T18:00:00.000Z',
    decided_at: '2026-11-02T10:00:00.000Z',
    authoriser_id: 2,
    decision_reason: 'No receipt',
  })!;

  it('reads stored claims and refuses rows without an id', () => {
    expect(pending).toMatchObject({ id: '9', userId: '5', amount: 12.4, status: 'pending' });
    expect(rejected.amount).toBe(7.6);
    expect(readClaim({ amount: 3 })).toBeUndefined();
    expect(readClaim('x')).toBeUndefined();
  });

  it('totals a list to the penny', () => {
    expect(totalOf([pending, rejected])).toEqual({ count: 2, amount: 20 });
    expect(totalOf([])).toEqual({ count: 0, amount: 0 });
  });

  it('tells the history: submitted, then who decided and why', () => {
    expect(historyOf(pending, nameOf)).toEqual([
      { what: 'Submitted', at: '2026-11-20T18:00:00.000Z' },
    ]);
    expect(historyOf(rejected, nameOf)).toEqual([
      { what: 'Submitted', at: '2026-11-01T18:00:00.000Z' },
      { what: 'Rejected by Cory Coordinator: No receipt', at: '2026-11-02T10:00:00.000Z' },
    ]);
  });

  it('writes the finance CSV with names and numeric amounts', () => {
    const lines = claimsCsvLines([rejected], nameOf, () => '');
    expect(lines[0]).toContain('Amount (GBP)');
    expect(lines[1]).toEqual([
      10,
      'Isla Campbell',
      '',
      'Expense',
      7.6,
      'rejected',
      '2026-11-01',
      '2026-11-02',
      'Cory Coordinator',
      'No receipt',
    ]);
  });
});

describe('what a claim was for (issue 45)', () => {
  it('description, day spent, mileage with its rate and route, every receipt, paid date', () => {
    const c = readClaim({
      id: 9,
      user_id: 3,
      amount: 18.9,
      expense_type: 'Mileage',
      description: 'To the Pitlochry work party',
      date: '2027-01-04',
      quantity: 42,
      unit: 'mile',
      rate: 0.45,
      route: 'Perth to Pitlochry and back',
      status: 'paid',
      paid_at: '2027-01-20T12:00:00.000Z',
      corrects_id: 7,
      receipts: [
        { url: '/api/_files/abcdefgh12', file_name: 'a.png', mime_type: 'image/png' },
        { url: '/api/_files/abcdefgh13', file_name: 'b.pdf', mime_type: 'application/pdf' },
        'junk',
      ],
    })!;
    expect(c).toMatchObject({
      description: 'To the Pitlochry work party',
      date: '2027-01-04',
      route: 'Perth to Pitlochry and back',
      paidAt: '2027-01-20T12:00:00.000Z',
      correctsId: '7',
    });
    expect(c.receipts.map((r) => r.name)).toEqual(['a.png', 'b.pdf']);
    expect(rateWords(c)).toBe('42 miles at £0.45 a mile');
    expect(rateWords({ quantity: null, unit: '', rate: null })).toBe('');
    expect(historyOf(c, () => 'Ann').at(-1)).toEqual({
      what: 'Paid',
      at: '2027-01-20',
    });
  });
});
