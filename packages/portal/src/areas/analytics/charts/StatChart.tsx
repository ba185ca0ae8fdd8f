import { formatMetric, type MetricUnit } from '@volunteerkit/api-client';
import { ReportChart, type ChartVariant } from './ReportChart.js';

/** Props of {@link StatChart}. */
export interface StatChartProps {
  /** Title of the tile (also the chart's accessible name). */
  title: string;
  /** Label/value pairs, e.g. `[{label: 'Volunteers', value: 12}]`. */
  rows: readonly { label: string; value?: unknown }[];
  /** Unit of the values (spec 9 formatting). @default 'count' */
  unit?: MetricUnit;
  /** @default 'auto' */
  variant?: ChartVariant;
}

/**
 * A compact single-series chart for a dashboard tile: the same SVG charts as
 * the report pages (keyboard points, titles, palette), with figures formatted
 * by the spec's rules.
 *
 * @example
 * <StatChart title="Organisation stats" rows={[{ label: 'Volunteers', value: 12 }]} />
 */
export function StatChart({ title, rows, unit = 'count', variant = 'auto' }: StatChartProps) {
  return (
    <ReportChart
      compact
      variant={variant}
      title={title}
      rows={rows}
      series={[{ key: 'value', label: title }]}
      formatValue={(v) => formatMetric(v, unit)}
    />
  );
}
