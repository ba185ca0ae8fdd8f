/**
 * CSV export of a report, written by the portal's one CSV writer (`app/csv.ts`:
 * RFC 4180, raw figures, formula-injection defused).
 *
 * @module
 */
import { toCsv } from '../../app/csv.js';
import { humanize } from '../../registry/labels.js';
import type { ReportData } from './reportData.js';

export { downloadText } from '../../app/csv.js';

/** The report as CSV text: a header row, then one line per row. */
export function reportToCsv(report: ReportData): string {
  const header =
    report.kind === 'series'
      ? ['Label', ...report.series.map((s) => s.label)]
      : report.columns.map(humanize);
  const lines = report.rows.map((row) =>
    report.kind === 'series'
      ? [row.label, ...report.series.map((s) => row[s.key])]
      : report.columns.map((c) => row[c]),
  );
  return toCsv([header, ...lines]);
}

/** A file name for the export: `<report>_<from>_<to>.csv` (dates left out when absent). */
export function csvFileName(reportId: string, from?: string, to?: string): string {
  return `${[reportId, from, to].filter(Boolean).join('_')}.csv`;
}
