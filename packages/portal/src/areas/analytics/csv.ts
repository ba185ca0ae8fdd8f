/**
 * CSV export of a report (RFC 4180: comma separated, CRLF, quoted when needed),
 * with the raw figures (a spreadsheet sums them) and cells that a spreadsheet
 * would run as a formula (`=`, `+`, `-`, `@`, tab, CR at the start of text)
 * prefixed with `'`.
 *
 * @module
 */
import { humanize } from '../../registry/labels.js';
import type { ReportData } from './reportData.js';

function cell(value: unknown): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (typeof value === 'number') text = Number.isFinite(value) ? String(value) : '';
  else if (typeof value === 'object') text = JSON.stringify(value);
  else text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

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
  return [header, ...lines].map((line) => line.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** A file name for the export: `<report>_<from>_<to>.csv` (dates left out when absent). */
export function csvFileName(reportId: string, from?: string, to?: string): string {
  return `${[reportId, from, to].filter(Boolean).join('_')}.csv`;
}

/** Saves text as a download in the browser (a `blob:` link; the portal's CSP allows it). */
export function downloadText(
  text: string,
  fileName: string,
  type = 'text/csv;charset=utf-8',
): void {
  const url = URL.createObjectURL(new Blob(['\ufeff', text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
