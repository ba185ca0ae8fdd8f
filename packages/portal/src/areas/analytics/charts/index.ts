/**
 * The analytics charts, for the report pages and for dashboard tiles.
 *
 * @module
 */
export { ReportChart, chooseVariant } from './ReportChart.js';
export type { ChartVariant, ReportChartProps } from './ReportChart.js';
export { StatChart } from './StatChart.js';
export type { StatChartProps } from './StatChart.js';
export type { ChartProps, ChartRow, ChartSeries } from './types.js';
