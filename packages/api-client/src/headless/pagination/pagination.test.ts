import { formatPaginationStats, paginationStats, paginationWindow } from './pagination.js';

const show = (current: number, total: number) =>
  paginationWindow({ current, total }).map((i) =>
    i.type === 'page' ? (i.current ? `[${i.page}]` : String(i.page)) : '…',
  );

describe('paginationWindow', () => {
  it.each([
    [1, 0, []],
    [1, 1, ['[1]']],
    [1, 3, ['[1]', '2', '3']],
    // 10 pages or fewer: no ellipsis, pages outside current ±2 are not shown.
    [1, 10, ['[1]', '2', '3', '10']],
    [5, 10, ['1', '3', '4', '[5]', '6', '7', '10']],
    [10, 10, ['1', '8', '9', '[10]']],
    // More than 10 pages: ellipses mark the gaps.
    [1, 11, ['[1]', '2', '3', '…', '11']],
    [6, 20, ['1', '…', '4', '5', '[6]', '7', '8', '…', '20']],
    [3, 20, ['1', '2', '[3]', '4', '5', '…', '20']],
    [4, 20, ['1', '2', '3', '[4]', '5', '6', '…', '20']],
    [20, 20, ['1', '…', '18', '19', '[20]']],
    [99, 20, ['1', '…', '18', '19', '[20]']],
  ])('page %i of %i', (current, total, expected) => {
    expect(show(current, total)).toEqual(expected);
  });
});

describe('paginationStats', () => {
  it.each([
    [{ current_page: 1, per_page: 8, count: 8, total: 20 }, '1 to 8 of 20'],
    [{ current_page: 2, per_page: 8, count: 8, total: 20 }, '9 to 16 of 20'],
    [{ current_page: 3, per_page: 8, count: 4, total: 20 }, '17 to 20 of 20'],
    [{ current_page: 1, per_page: 8, count: 0, total: 0 }, '0 to 0 of 0'],
  ])('%o -> %s', (input, text) => {
    expect(formatPaginationStats(input)).toBe(text);
  });

  it('gives the numbers separately', () => {
    expect(paginationStats({ current_page: 2, per_page: 8, count: 3, total: 11 })).toEqual({
      from: 9,
      to: 11,
      total: 11,
    });
  });
});
