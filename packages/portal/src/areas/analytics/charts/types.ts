/**
 * Shapes shared by the analytics charts.
 *
 * @module
 */

import type { MetricUnit } from '@volunteerkit/api-client';

/** One series of a chart: the row key that holds its numbers and its name. */
export interface ChartSeries {
  /** Key of the value in each row (e.g. `value`, `starters`). */
  key: string;
  /** Name shown in the legend and read out with each point (e.g. "Starters"). */
  label: string;
  /** Unit of its figures when not the report's (claims counted beside an amount in pounds). */
  unit?: MetricUnit;
}

/** One row of a chart: a category (or date) label and a number per series. */
export interface ChartRow {
  /** Category or date label, as sent by the server. */
  label: string;
  /** Numbers (or numeric strings) by series key. */
  [key: string]: unknown;
}

/** What every chart takes. */
export interface ChartProps {
  /** The rows, in display order. */
  rows: readonly ChartRow[];
  /** The series; one is a simple chart, several are grouped bars or several lines. */
  series: readonly ChartSeries[];
  /** Accessible name of the chart (the SVG `<title>`). */
  title: string;
  /** Longer description (the SVG `<desc>`); a summary is written when omitted. */
  description?: string;
  /** Formats a figure for display (spec 9 rules: see `formatMetric`). */
  formatValue: (value: number) => string;
  /** Formats a row label for display (e.g. an ISO date in the organisation's format). */
  formatLabel?: (label: string) => string;
  /** Whole numbers only (counts): the axis ticks fall on integers. @default false */
  integer?: boolean;
  /** A smaller chart for dashboard tiles: tighter spacing, no axis. @default false */
  compact?: boolean;
}
