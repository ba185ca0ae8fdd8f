import { normaliseReport } from './reportData.js';

describe('normaliseReport', () => {
  it('reads the old canned shape as one series', () => {
    const r = normaliseReport({
      data: [
        { label: 'North', value: 4 },
        { label: 'South', value: 0 },
      ],
      meta: { generated_at: '2026-11-24T10:00:00Z', total: 4 },
    });
    expect(r.kind).toBe('series');
    expect(r.series).toEqual([{ key: 'value', label: 'Value' }]);
    expect(r.rows.map((x) => x.label)).toEqual(['North', 'South']);
    expect(r.total).toBe(4);
    expect(r.unit).toBe('count');
    expect(r.generatedAt).toBe('2026-11-24T10:00:00Z');
  });

  it('reads the full contract: several series, unit and applied filters', () => {
    const r = normaliseReport({
      data: [
        { label: '2026-01', value: 3, leavers: 1 },
        { label: '2026-02', value: 5, leavers: 2 },
      ],
      meta: {
        generated_at: '2026-11-24T10:00:00Z',
        kind: 'series',
        total: 8,
        unit: 'minutes',
        series: [
          { key: 'value', label: 'Starters' },
          { key: 'leavers', label: 'Leavers' },
        ],
        filters: { from: '2026-01-01', to: '2026-02-28', team_id: 4 },
      },
    });
    expect(r.series.map((s) => s.label)).toEqual(['Starters', 'Leavers']);
    expect(r.unit).toBe('minutes');
    expect(r.filters).toEqual({ from: '2026-01-01', to: '2026-02-28', team_id: 4 });
  });

  it('reads kind rows as records with their columns', () => {
    const r = normaliseReport({
      data: [
        { id: 1, name: 'Ann', logins: 3 },
        { id: 2, name: 'Bo', logins: 0, team: 'North' },
      ],
      meta: { kind: 'rows', total: 2 },
    });
    expect(r.kind).toBe('rows');
    expect(r.columns).toEqual(['id', 'name', 'logins', 'team']);
    expect(r.series).toEqual([]);
  });

  it('infers rows when the records carry no label/value', () => {
    expect(normaliseReport({ data: [{ id: 1, email: 'a@b.c' }] }).kind).toBe('rows');
  });

  it('reads an object of numbers (organisation stats) as labelled values', () => {
    const r = normaliseReport({ data: { volunteers: 12, active_teams: '3', note: 'x' } });
    expect(r.kind).toBe('series');
    expect(r.rows).toEqual([
      { label: 'Volunteers', value: 12 },
      { label: 'Active teams', value: 3 },
    ]);
  });

  it.each([null, undefined, 'text', 42, { data: null }, { data: [] }, { data: {} }, [1, 2]])(
    'never throws on %j and gives an empty report',
    (payload) => {
      const r = normaliseReport(payload);
      expect(r.rows).toEqual([]);
    },
  );

  it('ignores an unknown unit and a malformed series list', () => {
    const r = normaliseReport({
      data: [{ label: 'A', value: 1 }],
      meta: { unit: 'hours', series: [{ label: 'no key' }, 'x'] },
    });
    expect(r.unit).toBe('count');
    expect(r.series).toEqual([{ key: 'value', label: 'Value' }]);
  });
});
