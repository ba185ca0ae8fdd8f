import { windowFilter } from './useRotaData.js';

test('asks the server for the shifts near the window, a day either side', () => {
  expect(
    windowFilter({ start: '2026-11-23T00:00:00.000Z', end: '2026-11-30T00:00:00.000Z' }),
  ).toEqual({
    'filter[start][lt]': '2026-12-01T00:00:00.000Z',
    'filter[end][gt]': '2026-11-22T00:00:00.000Z',
  });
});

test('an unreadable window asks for everything (the exact overlap is checked locally)', () => {
  expect(windowFilter({ start: 'soon', end: '2026-11-30T00:00:00Z' })).toEqual({});
});
