import { compareDates, focusTarget, groupCards, moveMessage, moveTarget } from './board.js';

const STAGES = ['applied', 'screening', 'interview', 'offered'];

describe('moveTarget (Shift + key on a focused card)', () => {
  test.each([
    ['applied', 'ArrowRight', 'screening'],
    ['screening', 'ArrowLeft', 'applied'],
    ['applied', 'ArrowLeft', null],
    ['offered', 'ArrowRight', null],
    ['screening', 'Home', 'applied'],
    ['screening', 'End', 'offered'],
    ['applied', 'Home', null],
    ['offered', 'End', null],
    ['unknown', 'ArrowRight', null],
  ] as const)('%s + %s → %s', (from, key, to) => {
    expect(moveTarget(STAGES, from, key)).toBe(to);
  });
  test('an empty board has nowhere to go', () => {
    expect(moveTarget([], 'applied', 'ArrowRight')).toBeNull();
  });
});

describe('focusTarget (arrow keys between cards)', () => {
  // Columns with 3, 0, 2 and 1 cards.
  const counts = [3, 0, 2, 1];
  test.each([
    [0, 0, 'ArrowDown', { column: 0, row: 1 }],
    [0, 2, 'ArrowDown', null],
    [0, 1, 'ArrowUp', { column: 0, row: 0 }],
    [0, 0, 'ArrowUp', null],
    [0, 2, 'ArrowRight', { column: 2, row: 1 }], // skips the empty column, nearest row
    [2, 0, 'ArrowLeft', { column: 0, row: 0 }],
    [2, 1, 'ArrowRight', { column: 3, row: 0 }],
    [3, 0, 'ArrowRight', null],
    [0, 0, 'ArrowLeft', null],
  ] as const)('(%i, %i) + %s', (column, row, key, to) => {
    expect(focusTarget(counts, column, row, key)).toEqual(to);
  });
});

describe('groupCards', () => {
  const cards = [
    { id: 3, stage: 'screening', at: '2026-02-01' },
    { id: 1, stage: 'applied', at: '2026-03-01' },
    { id: 2, stage: 'applied', at: '2026-01-01' },
    { id: 4, stage: 'gone', at: '2026-01-01' },
  ];
  const columns = [
    { key: 'applied', label: 'Applied' },
    { key: 'screening', label: 'Screening' },
    { key: 'offered', label: 'Offered' },
  ];
  test('keeps the column order, sorts each column, and returns cards of unknown columns', () => {
    const board = groupCards(
      cards,
      columns,
      (c) => c.stage,
      (a, b) => compareDates(a.at, b.at),
    );
    expect(board.columns.map((c) => [c.key, c.cards.map((x) => x.id)])).toEqual([
      ['applied', [2, 1]],
      ['screening', [3]],
      ['offered', []],
    ]);
    expect(board.unplaced.map((c) => c.id)).toEqual([4]);
  });
  test('a moved card lands in its new column in order', () => {
    const moved = cards.map((c) => (c.id === 1 ? { ...c, stage: 'screening' } : c));
    const board = groupCards(
      moved,
      columns,
      (c) => c.stage,
      (a, b) => compareDates(a.at, b.at),
    );
    expect(board.columns[1]!.cards.map((c) => c.id)).toEqual([3, 1]);
  });
});

describe('moveMessage and compareDates', () => {
  test('announces the card, both columns and its place', () => {
    expect(moveMessage('Ann Smith', 'Screening', 'Interview', { index: 2, count: 7 })).toBe(
      'Ann Smith moved from Screening to Interview (3 of 7).',
    );
    expect(moveMessage('Fix the gate', 'Open', 'Done')).toBe(
      'Fix the gate moved from Open to Done.',
    );
  });
  test.each([
    ['2026-01-01', '2026-02-01', -1],
    ['2026-02-01', '2026-01-01', 1],
    ['2026-01-01', '2026-01-01', 0],
    [null, '2026-01-01', 1],
    ['2026-01-01', undefined, -1],
    ['', null, 0],
  ])('%s vs %s → %i', (a, b, sign) => {
    expect(Math.sign(compareDates(a, b))).toBe(sign);
  });
});
