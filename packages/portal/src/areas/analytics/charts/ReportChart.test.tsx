import { fireEvent, render } from '@testing-library/react';
import { formatMetric } from '@volunteerkit/api-client';
import { chooseVariant, ReportChart } from './ReportChart.js';
import { StatChart } from './StatChart.js';

const rows = [
  { label: 'North', value: 12, leavers: 0 },
  { label: 'South', value: 0, leavers: 3 },
  { label: 'East', value: 5, leavers: -1 },
];
const series = [
  { key: 'value', label: 'Starters' },
  { key: 'leavers', label: 'Leavers' },
];
const fmt = (v: number) => formatMetric(v);

const points = (c: HTMLElement) => [...c.querySelectorAll<SVGElement>('.vka-point')];
const names = (c: HTMLElement) => points(c).map((p) => p.getAttribute('aria-label'));

describe('ReportChart', () => {
  it('draws grouped bars with a title, a description, a legend and named points', () => {
    const { container, getByRole } = render(
      <ReportChart title="Starters and leavers" rows={rows} series={series} formatValue={fmt} />,
    );
    const svg = container.querySelector('svg')!;
    expect(svg.querySelector('title')!.textContent).toBe('Starters and leavers');
    expect(svg.querySelector('desc')!.textContent).toContain('Highest Starters: North, 12.');
    expect(svg.getAttribute('aria-labelledby')).toBe(svg.querySelector('title')!.id);
    expect(getByRole('list', { name: 'Starters and leavers: series' }).textContent).toBe(
      'StartersLeavers',
    );
    // Zero and negative figures read "-" (spec 9).
    expect(names(container)).toEqual([
      'North, Starters: 12',
      'North, Leavers: -',
      'South, Starters: -',
      'South, Leavers: 3',
      'East, Starters: 5',
      'East, Leavers: -',
    ]);
    expect(container.querySelector('[data-variant]')!.getAttribute('data-variant')).toBe('bar');
  });

  it('keeps one tab stop and moves between points with the arrow keys, Home and End', () => {
    const { container } = render(
      <ReportChart title="T" rows={rows} series={series} formatValue={fmt} />,
    );
    const tabbable = () => points(container).filter((p) => p.getAttribute('tabindex') === '0');
    expect(tabbable()).toHaveLength(1);
    const svg = container.querySelector('svg')!;
    points(container)[0]!.focus();
    fireEvent.keyDown(svg, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('North, Leavers: -');
    fireEvent.keyDown(svg, { key: 'End' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('East, Leavers: -');
    fireEvent.keyDown(svg, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('East, Leavers: -');
    fireEvent.keyDown(svg, { key: 'Home' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('North, Starters: 12');
    expect(tabbable()).toEqual([document.activeElement]);
  });

  it('draws dated rows as lines, moving along a line and between lines', () => {
    const dated = [
      { label: '2026-01', value: 1, leavers: 2 },
      { label: '2026-02', value: 4, leavers: 0 },
      { label: '2026-03', value: 2, leavers: 1 },
    ];
    const { container } = render(
      <ReportChart
        title="By month"
        rows={dated}
        series={series}
        formatValue={fmt}
        formatLabel={(l) => `M${l.slice(5)}`}
      />,
    );
    expect(container.querySelector('[data-variant]')!.getAttribute('data-variant')).toBe('line');
    expect(container.querySelectorAll('path.vka-line')).toHaveLength(2);
    const svg = container.querySelector('svg')!;
    points(container)[0]!.focus();
    fireEvent.keyDown(svg, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('M02, Starters: 4');
    fireEvent.keyDown(svg, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('M02, Leavers: -');
    fireEvent.keyDown(svg, { key: 'ArrowUp' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('M02, Starters: 4');
  });

  it('says so when there are no figures', () => {
    const { container } = render(
      <ReportChart title="T" rows={[]} series={series} formatValue={fmt} />,
    );
    expect(container.textContent).toBe('No figures for this selection.');
    expect(container.querySelector('svg')).toBeNull();
  });

  it.each([
    [['2026-01', '2026-02', '2026-03'], 'auto', 'line'],
    [['2026-01-01', '2026-01-02', '2026-01-03'], 'auto', 'line'],
    [['2026-01', '2026-02'], 'auto', 'bar'],
    [['North', 'South', 'East'], 'auto', 'bar'],
    [['North', 'South', 'East'], 'line', 'line'],
  ] as const)('chooses %j (%s) -> %s', (labels, variant, expected) => {
    expect(
      chooseVariant(
        labels.map((label) => ({ label })),
        variant,
      ),
    ).toBe(expected);
  });
});

describe('StatChart (dashboard tile)', () => {
  it('draws a compact chart of label/value pairs with the unit formatting', () => {
    const { container } = render(
      <StatChart
        title="Time given"
        unit="minutes"
        rows={[
          { label: 'North', value: 2880 },
          { label: 'South', value: 100 },
        ]}
      />,
    );
    expect(container.querySelector('[data-compact]')).not.toBeNull();
    expect(names(container)).toEqual(['North: 2 days', 'South: -']);
    expect(container.querySelector('svg title')!.textContent).toBe('Time given');
  });
});
