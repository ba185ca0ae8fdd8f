import {
  filtersToQuery,
  filtersToSearch,
  isIsoDate,
  periodLabel,
  presetDates,
  rangeError,
  readFilters,
} from './filters.js';

const today = new Date(2026, 10, 24); // 24 November 2026

describe('report filters', () => {
  it.each([
    ['30d', { from: '2026-10-26', to: '2026-11-24' }],
    ['90d', { from: '2026-08-27', to: '2026-11-24' }],
    ['12m', { from: '2025-11-25', to: '2026-11-24' }],
    ['ytd', { from: '2026-01-01', to: '2026-11-24' }],
    ['all', {}],
  ] as const)('preset %s covers %j', (preset, dates) => {
    expect(presetDates(preset, today)).toEqual(dates);
  });

  it.each([
    ['', { range: '12m', from: '2025-11-25', to: '2026-11-24' }],
    ['range=all', { range: 'all' }],
    ['range=90d&team_id=4', { range: '90d', from: '2026-08-27', to: '2026-11-24', teamId: '4' }],
    ['from=2026-01-01&to=2026-03-31', { range: 'custom', from: '2026-01-01', to: '2026-03-31' }],
    ['range=custom&from=2026-02-01', { range: 'custom', from: '2026-02-01' }],
    // Malformed input falls back to the default period and drops an unsafe team.
    ['from=2026-03-31&to=2026-01-01', { range: '12m', from: '2025-11-25', to: '2026-11-24' }],
    ['from=2026-02-30', { range: '12m', from: '2025-11-25', to: '2026-11-24' }],
    ['range=forever&team_id=../x', { range: '12m', from: '2025-11-25', to: '2026-11-24' }],
  ])('reads ?%s', (search, filters) => {
    expect(readFilters(new URLSearchParams(search), today)).toEqual(filters);
  });

  it('round-trips through the URL', () => {
    for (const search of [
      'range=all',
      'range=30d&team_id=9',
      'from=2026-01-01&to=2026-01-31',
      '',
    ]) {
      const f = readFilters(new URLSearchParams(search), today);
      expect(filtersToSearch(f).toString()).toBe(search);
      expect(readFilters(filtersToSearch(f), today)).toEqual(f);
    }
  });

  it('sends from, to and team_id only when set', () => {
    expect(filtersToQuery({ range: 'all' })).toEqual({});
    expect(
      filtersToQuery({ range: 'custom', from: '2026-01-01', to: '2026-02-01', teamId: '3' }),
    ).toEqual({
      from: '2026-01-01',
      to: '2026-02-01',
      team_id: '3',
    });
  });

  it('says what is wrong with a range', () => {
    expect(rangeError('2026-01-01', '2026-01-01')).toBeNull();
    expect(rangeError(undefined, undefined)).toBeNull();
    expect(rangeError('2026-02-01', '2026-01-01')).toMatch(/on or before/);
    expect(rangeError('2026-13-01', undefined)).toMatch(/start date/);
    expect(rangeError(undefined, '31/12/2026')).toMatch(/end date/);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
  });
});

describe('periodLabel', () => {
  it('writes the period as one date range, an open end in words', () => {
    expect(periodLabel({ from: '2025-11-28', to: '2026-11-27' })).toBe('28 Nov 2025 – 27 Nov 2026');
    expect(periodLabel({ from: '2026-01-01' })).toBe('from 1 Jan 2026');
    expect(periodLabel({ to: '2026-03-31' })).toBe('until 31 Mar 2026');
    expect(periodLabel({})).toBe('All time');
  });
});
