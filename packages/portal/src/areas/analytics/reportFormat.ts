/**
 * How report figures, labels and cells read on screen: figures by their unit
 * (`formatMetric`: zero or negative as "-", file sizes, minutes as days), dates
 * in the organisation's date format, months as "Jan 2026".
 *
 * @module
 */
import { formatMetric, minutesToDays, type MetricUnit } from '@volunteerkit/api-client';
import type { ChartRow, ChartSeries } from './charts/types.js';
import { numericValue } from './charts/scale.js';
import type { ReportData } from './reportData.js';
import {
  formatDateValue,
  formatValue,
  isIsoDateString,
  type DateSettings,
} from '../../app/format.js';

const MONTH = /^(\d{4})-(\d{2})$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A row label: ISO dates in the organisation's format, `YYYY-MM` as "Mon YYYY", anything else as is. */
export function formatReportLabel(label: string, settings: DateSettings = {}): string {
  const m = MONTH.exec(label);
  if (m && Number(m[2]) >= 1 && Number(m[2]) <= 12) return `${MONTHS[Number(m[2]) - 1]} ${m[1]}`;
  return isIsoDateString(label) ? formatDateValue(label, settings) : label;
}

/** The unit a record column's name implies (`duration_minutes` -> minutes); `null` when none. */
export function columnUnit(column: string): MetricUnit | null {
  const c = column.toLowerCase();
  if (c === 'id' || c.endsWith('_id') || c === 'year') return null;
  if (/minutes?$/.test(c)) return 'minutes';
  if (/days$/.test(c)) return 'days';
  if (/(bytes|file_size|filesize)$/.test(c)) return 'bytes';
  if (/(percent|percentage|_pct)$/.test(c)) return 'percent';
  if (/(amount|cost|price)$/.test(c)) return 'money';
  return 'count';
}

/** A record cell: numbers by the column's unit (spec 9 rules), dates and the rest as the portal shows them. */
export function formatReportCell(
  column: string,
  value: unknown,
  settings: DateSettings = {},
): string {
  const unit = columnUnit(column);
  const numeric =
    typeof value === 'number' || (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value));
  if (numeric) return unit ? formatMetric(value, unit) : String(value);
  return formatValue(value, settings);
}

/**
 * The figures a chart draws: as sent, except minutes, which are drawn in whole
 * days (spec 9: minutes / 60 / 24, rounded) so the axis ticks fall on days and
 * every point reads as its table cell does.
 */
export function chartFigures(report: ReportData): { rows: ChartRow[]; unit: MetricUnit } {
  if (report.unit !== 'minutes') return { rows: report.rows, unit: report.unit };
  const rows = report.rows.map((row) => {
    const out: ChartRow = { ...row };
    for (const s of report.series) out[s.key] = minutesToDays(numericValue(row, s.key));
    return out;
  });
  return { rows, unit: 'days' };
}

/** One chart of a report: the series that share a unit, with their figures. */
export interface ChartGroup {
  /** The series drawn on this chart (one axis). */
  series: ChartSeries[];
  /** The figures as the chart draws them (minutes in whole days). */
  rows: ChartRow[];
  /** The unit of this chart's axis and figures. */
  unit: MetricUnit;
}

/** The unit a series' figures are in: its own, else the report's. */
export function seriesUnit(report: ReportData, series: ChartSeries): MetricUnit {
  return series.unit ?? report.unit;
}

/**
 * A report's charts: one per unit among its series, so an amount in pounds and a number of
 * claims never share an axis ("3.00" claims); each as {@link chartFigures} draws it.
 */
export function chartGroups(report: ReportData): ChartGroup[] {
  const units: MetricUnit[] = [];
  for (const s of report.series) {
    const unit = seriesUnit(report, s);
    if (!units.includes(unit)) units.push(unit);
  }
  return units.map((unit) => {
    const series = report.series.filter((s) => seriesUnit(report, s) === unit);
    const figures = chartFigures({ ...report, series, unit });
    return { series, rows: figures.rows, unit: figures.unit };
  });
}
