import { useId, type KeyboardEvent, type ReactNode, type RefCallback, type RefObject } from 'react';
import type { ChartProps, ChartRow, ChartSeries } from './types.js';
import { numericValue } from './scale.js';
import { summarise } from './summary.js';
import { useElementWidth } from './useElementWidth.js';

const asIs = (label: string) => label;

/**
 * What every chart measures first: its wrapper and drawn width (narrower for a
 * compact tile), the row count `n`, the series count `s` (at least one), the
 * display labels of the rows and the highest figure.
 */
export function useChartCanvas({ rows, series, formatLabel = asIs, compact = false }: ChartProps) {
  const [wrapper, width] = useElementWidth<HTMLDivElement>(compact ? 320 : 640);
  return {
    wrapper,
    width,
    n: rows.length,
    s: Math.max(1, series.length),
    labels: rows.map((r) => formatLabel(r.label)),
    max: seriesMax(rows, series),
  };
}

/** The highest figure across every series of the rows (0 when there is none, or all are below 0). */
export function seriesMax(rows: readonly ChartRow[], series: readonly ChartSeries[]): number {
  return Math.max(0, ...rows.flatMap((r) => series.map((se) => numericValue(r, se.key))));
}

/** A point's accessible name: "label, series: value" (the series only when there are several). */
export function pointName(
  label: string,
  series: readonly ChartSeries[],
  one: ChartSeries,
  shown: string,
): string {
  return `${label}${series.length > 1 ? `, ${one.label}` : ''}: ${shown}`;
}

/**
 * The measured wrapper (`canvas`) and the SVG of a chart: a group named by its `<title>`
 * and described by its `<desc>` (the chart's description, or a summary of its
 * figures opening with `kind`), whose points the arrow keys move between (`roving`).
 */
export function ChartSvg({
  chart,
  kind,
  canvas: { wrapper, width },
  height,
  roving: { onKeyDown },
  children,
}: {
  chart: ChartProps;
  kind: string;
  canvas: {
    wrapper: RefObject<HTMLDivElement | null> | RefCallback<HTMLDivElement>;
    width: number;
  };
  height: number;
  roving: { onKeyDown: (event: KeyboardEvent<SVGSVGElement>) => void };
  children: ReactNode;
}) {
  const id = useId();
  const { rows, series, title, formatValue, formatLabel = asIs } = chart;
  const description = chart.description ?? summarise(rows, series, formatValue, formatLabel, kind);
  return (
    <div ref={wrapper} className="vka-chart-canvas">
      <svg
        className="vka-svg"
        width={width}
        height={height}
        role="group"
        aria-labelledby={`${id}-t`}
        aria-describedby={`${id}-d`}
        onKeyDown={onKeyDown}
      >
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>{description}</desc>
        {children}
      </svg>
    </div>
  );
}
