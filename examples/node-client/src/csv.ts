// A small RFC 4180 CSV writer. Cells that a spreadsheet would run as a formula
// (starting with = + - @, tab or carriage return) are prefixed with a quote,
// so an exported name such as "=HYPERLINK(...)" stays text (OWASP "CSV injection").

function cell(value: unknown): string {
  let text = value === undefined || value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows of objects to CSV text, with a header row of `columns`. */
export function toCsv<T extends Record<string, unknown>>(
  rows: readonly T[],
  columns: readonly (keyof T & string)[],
): string {
  const lines = [columns.map(cell).join(',')];
  for (const row of rows) lines.push(columns.map((c) => cell(row[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
