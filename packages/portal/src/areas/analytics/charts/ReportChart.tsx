import { BarChart } from './BarChart.js';
import { LineChart } from './LineChart.js';
import { seriesStyle } from './palette.js';
import type { ChartProps } from './types.js';
import './charts.css';

/** Which chart to draw: bars, a line, or `auto` (a line for dated rows, bars otherwise). */
export type ChartVariant = 'bar' | 'line' | 'auto';

/** Props of {@link ReportChart}. */
export interface ReportChartProps extends ChartProps {
  /** @default 'auto' */
  variant?: ChartVariant;
}

const DATED = /^\d{4}-\d{2}(-\d{2})?$/;

/** The chart `auto` picks: a line when every label is a date or month (and there are 3+), else bars. */
export function chooseVariant(
  rows: ChartProps['rows'],
  variant: ChartVariant = 'auto',
): 'bar' | 'line' {
  if (variant !== 'auto') return variant;
  return rows.length >= 3 && rows.every((r) => DATED.test(r.label)) ? 'line' : 'bar';
}

/**
 * A report's chart: bars or a line (see {@link chooseVariant}) with a legend
 * when there are several series. Only the chart: the page puts the accessible
 * data table beside it. Usable as a dashboard tile with `compact`.
 *
 * @example
 * <ReportChart title="Starters by month" rows={rows} series={[{ key: 'value', label: 'Starters' }]}
 *   formatValue={(v) => formatMetric(v)} />
 */
export function ReportChart({ variant = 'auto', ...props }: ReportChartProps) {
  const kind = chooseVariant(props.rows, variant);
  return (
    <div className="vka-chart" data-variant={kind} data-compact={props.compact ? '' : undefined}>
      {props.series.length > 1 && props.rows.length > 0 ? (
        <ul className="vka-legend" aria-label={`${props.title}: series`}>
          {props.series.map((s, i) => (
            <li key={s.key}>
              <span className="vka-swatch" style={seriesStyle(i)} aria-hidden="true" />
              {s.label}
            </li>
          ))}
        </ul>
      ) : null}
      {props.rows.length === 0 ? (
        <p className="vka-chart-empty">No figures for this selection.</p>
      ) : kind === 'line' ? (
        <LineChart {...props} />
      ) : (
        <BarChart {...props} />
      )}
    </div>
  );
}
