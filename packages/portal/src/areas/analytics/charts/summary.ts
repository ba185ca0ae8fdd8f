import type { ChartRow, ChartSeries } from './types.js';
import { numericValue } from './scale.js';

/**
 * A one-sentence description of a chart for its SVG `<desc>`: what it shows and
 * the highest figure of each series ("Bar chart of 5 categories. Highest
 * Starters: North, 12."). The data table beside the chart has every figure.
 */
export function summarise(
  rows: readonly ChartRow[],
  series: readonly ChartSeries[],
  formatValue: (value: number) => string,
  formatLabel: (label: string) => string,
  kind: string,
): string {
  if (rows.length === 0) return `${kind} with no data.`;
  const parts = [
    `${kind} of ${rows.length} ${rows.length === 1 ? 'entry' : 'entries'}${
      series.length > 1 ? ` in ${series.length} series` : ''
    }.`,
  ];
  for (const se of series) {
    let best = rows[0]!;
    for (const r of rows) if (numericValue(r, se.key) > numericValue(best, se.key)) best = r;
    parts.push(
      `Highest${series.length > 1 ? ` ${se.label}` : ''}: ${formatLabel(best.label)}, ${formatValue(
        numericValue(best, se.key),
      )}.`,
    );
  }
  parts.push('Every figure is in the table beside the chart.');
  return parts.join(' ');
}
