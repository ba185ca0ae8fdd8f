import { useId, type KeyboardEvent, type ReactNode, type RefCallback, type RefObject } from 'react';
import type { ChartRow, ChartSeries } from './types.js';
import { numericValue } from './scale.js';

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
 * The measured wrapper and the SVG of a chart: a group named by its `<title>`
 * and described by its `<desc>`, whose points the arrow keys move between.
 */
export function ChartSvg({
  wrapper,
  width,
  height,
  title,
  description,
  onKeyDown,
  children,
}: {
  wrapper: RefObject<HTMLDivElement | null> | RefCallback<HTMLDivElement>;
  width: number;
  height: number;
  title: string;
  description: string;
  onKeyDown: (event: KeyboardEvent<SVGSVGElement>) => void;
  children: ReactNode;
}) {
  const id = useId();
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
