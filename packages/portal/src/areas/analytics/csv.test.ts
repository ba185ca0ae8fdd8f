import { csvFileName, reportToCsv } from './csv.js';
import { normaliseReport } from './reportData.js';
import {
  chartFigures,
  chartGroups,
  columnUnit,
  formatReportCell,
  formatReportLabel,
} from './reportFormat.js';

describe('reportToCsv', () => {
  it('writes a series report with a header and raw figures', () => {
    const report = normaliseReport({
      data: [
        { label: 'North, East', value: 3, leavers: 0 },
        { label: 'South "A"', value: -1, leavers: 2 },
      ],
      meta: {
        kind: 'series',
        series: [
          { key: 'value', label: 'Starters' },
          { key: 'leavers', label: 'Leavers' },
        ],
      },
    });
    expect(reportToCsv(report)).toBe(
      'Label,Starters,Leavers\r\n"North, East",3,0\r\n"South ""A""",-1,2\r\n',
    );
  });

  it('writes a rows report by column and defuses formula-like text', () => {
    const report = normaliseReport({
      data: [{ id: 1, name: '=HYPERLINK("x")', note: 'two\nlines', tags: ['a'] }],
      meta: { kind: 'rows' },
    });
    expect(reportToCsv(report)).toBe(
      'ID,Name,Note,Tags\r\n1,"\'=HYPERLINK(""x"")","two\nlines","[""a""]"\r\n',
    );
  });

  it('names the file after the report and the period', () => {
    expect(csvFileName('users-by-role', '2026-01-01', '2026-03-31')).toBe(
      'users-by-role_2026-01-01_2026-03-31.csv',
    );
    expect(csvFileName('leavers')).toBe('leavers.csv');
  });
});

describe('report display (spec 9 rules where the portal shows numbers)', () => {
  it.each([
    ['2026-03', {}, 'Mar 2026'],
    ['2026-03-05', {}, '05/03/2026'],
    ['2026-03-05', { dateFormat: 'MM/DD/YYYY' }, '03/05/2026'],
    ['2026-13', {}, '2026-13'],
    ['North', {}, 'North'],
  ])('label %s (%j) -> %s', (label, settings, expected) => {
    expect(formatReportLabel(label, settings)).toBe(expected);
  });

  it.each([
    ['count', 0, '-'],
    ['count', -4, '-'],
    ['count', 1234, '1,234'],
    ['logins', '12', '12'],
    ['duration_minutes', 2880, '2 days'],
    ['duration_minutes', 300, '-'],
    ['length_days', 45, '45 days'],
    ['file_size', 1536, '1.5 KiB'],
    ['completion_percent', 62.5, '62.5%'],
    ['amount', 12.5, '12.50'],
    ['amount', 0, '-'],
    ['id', 1234, '1234'],
    ['user_id', 0, '0'],
    ['name', 'Ann', 'Ann'],
    ['started', '2026-02-01', '01/02/2026'],
    ['team', null, '—'],
  ])('cell %s = %j -> %s', (column, value, expected) => {
    expect(formatReportCell(column, value)).toBe(expected);
  });

  it('knows which columns carry no unit', () => {
    expect(columnUnit('team_id')).toBeNull();
    expect(columnUnit('year')).toBeNull();
    expect(columnUnit('volunteers')).toBe('count');
  });
});

describe('chartFigures', () => {
  it('draws minutes as whole days, like the table cells, and leaves other units alone', () => {
    const minutes = normaliseReport({
      data: [
        { label: 'A', value: 2880 },
        { label: 'B', value: 100 },
      ],
      meta: { kind: 'series', unit: 'minutes' },
    });
    expect(chartFigures(minutes)).toEqual({
      rows: [
        { label: 'A', value: 2 },
        { label: 'B', value: 0 },
      ],
      unit: 'days',
    });
    const count = normaliseReport({ data: [{ label: 'A', value: 3 }] });
    expect(chartFigures(count)).toEqual({ rows: count.rows, unit: 'count' });
  });
});

describe('chartGroups', () => {
  it('draws pounds and counts on separate charts, never one axis', () => {
    const claims = normaliseReport({
      data: [{ label: 'Travel', value: 42.5, claims: 3 }],
      meta: {
        kind: 'series',
        unit: 'money',
        series: [
          { key: 'value', label: 'Amount' },
          { key: 'claims', label: 'Claims', unit: 'count' },
        ],
      },
    });
    const groups = chartGroups(claims);
    expect(groups.map((g) => [g.unit, g.series.map((s) => s.label)])).toEqual([
      ['money', ['Amount']],
      ['count', ['Claims']],
    ]);
    const one = normaliseReport({ data: [{ label: 'A', value: 3 }] });
    expect(chartGroups(one)).toHaveLength(1);
  });
});
