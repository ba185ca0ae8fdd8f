/**
 * The portal's one CSV writer (RFC 4180: comma separated, CRLF, quoted when
 * needed) and its download helper. Cells that a spreadsheet would run as a
 * formula (`=`, `+`, `-`, `@`, tab, CR at the start of text) are prefixed with
 * `'`; numbers stay raw so a spreadsheet can sum them.
 *
 * @module
 */

import { downloadBlob } from './download.js';

/** One CSV cell: formula-injection defused, quoted when it holds `"`, `,`, CR or LF. */
export function csvCell(value: unknown): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (typeof value === 'number') text = Number.isFinite(value) ? String(value) : '';
  else if (typeof value === 'object') text = JSON.stringify(value);
  else text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV text of lines of cells (the first line is usually the header), ending with CRLF. */
export function toCsv(lines: readonly (readonly unknown[])[]): string {
  return lines.map((line) => line.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Saves text as a download in the browser (a `blob:` link; the portal's CSP allows it). */
export function downloadText(
  text: string,
  fileName: string,
  type = 'text/csv;charset=utf-8',
): void {
  downloadBlob(new Blob(['\ufeff', text], { type }), fileName);
}
