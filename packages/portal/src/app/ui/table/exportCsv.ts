/**
 * CSV export of a whole filtered list: the pages are fetched one after another
 * (at most {@link EXPORT_PAGE_SIZE} rows each, the server's cap) with progress
 * reports, and stop at once when the signal aborts. The text is written by the
 * portal's one CSV writer (`app/csv.ts`).
 *
 * @module
 */
import { toCsv } from '../../csv.js';
import { getPath, normaliseList, type AnyRecord } from '../../records.js';
import type { FieldMeta } from './fields.js';

/** Rows per request while exporting (the sandbox and the API cap pages at 500). */
export const EXPORT_PAGE_SIZE = 500;

/** Progress of an export. */
export interface ExportProgress {
  /** Rows fetched so far. */
  done: number;
  /** Rows the server says there are (known after the first page). */
  total: number;
}

/** Fetches one page of the list (1-based) with `perPage` rows; must honour `signal`. */
export type FetchPage = (page: number, perPage: number, signal: AbortSignal) => Promise<unknown>;

/**
 * Thrown when an export is cancelled. Named `AbortError` so the usual abort checks
 * (`isAbortError`, `useRequest`) treat it as a cancellation. Deliberately not a
 * `VolunteerKitError`: that base names each error after its `kind`, and the kind
 * that fits, api-client's `AbortError`, describes one cancelled request (method
 * and URL), not a cancelled run of many pages.
 */
export class ExportAbortedError extends Error {
  constructor() {
    super('The export was cancelled.');
    this.name = 'AbortError';
  }
}

/**
 * Every row of the list, page after page, until the last page the server
 * reports (or a short page when it reports none). Throws
 * {@link ExportAbortedError} as soon as `signal` aborts.
 */
export async function fetchAllRows(
  fetchPage: FetchPage,
  {
    signal,
    perPage = EXPORT_PAGE_SIZE,
    onProgress,
    maxPages = 2000,
  }: {
    signal: AbortSignal;
    perPage?: number;
    onProgress?: (progress: ExportProgress) => void;
    maxPages?: number;
  },
): Promise<AnyRecord[]> {
  const rows: AnyRecord[] = [];
  for (let page = 1; page <= maxPages; page++) {
    if (signal.aborted) throw new ExportAbortedError();
    const payload = await fetchPage(page, perPage, signal);
    if (signal.aborted) throw new ExportAbortedError();
    const list = normaliseList(payload);
    rows.push(...list.rows);
    const total = list.pagination?.total ?? rows.length;
    onProgress?.({ done: rows.length, total: Math.max(total, rows.length) });
    const last = list.pagination ? page >= list.pagination.total_pages : list.rows.length < perPage;
    if (last || list.rows.length === 0) break;
  }
  return rows;
}

function exportValue(value: unknown): unknown {
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object' || v === null))
    return value.join('; ');
  return value;
}

/**
 * CSV of `rows` with one column per field (header: the labels): each field's
 * `exportText` (a reference's name, a status in words), else the raw value.
 */
export function rowsToCsv(fields: readonly FieldMeta[], rows: readonly AnyRecord[]): string {
  return toCsv([
    fields.map((f) => f.label),
    ...rows.map((row) =>
      fields.map((f) => {
        const value = getPath(row, f.field);
        return exportValue(f.exportText ? f.exportText(value, row) : value);
      }),
    ),
  ]);
}

/** Loads what the fields' `exportText` needs for `rows` (e.g. the names of their references). */
export async function prepareExport(
  fields: readonly FieldMeta[],
  rows: readonly AnyRecord[],
  signal: AbortSignal,
): Promise<void> {
  await Promise.all(fields.map((f) => f.prepareExport?.(rows, signal)));
}
