/**
 * Reads an analytics or report response into what the page draws. The contract:
 * `{ data: ReportRow[], meta: { generated_at, kind: 'series'|'rows', total, unit?,
 * series?: {key, label}[], filters: {from?, to?, team_id?} } }`; the older
 * `{data: [{label, value}], meta: {generated_at, total}}` is read as one series,
 * and an object of numbers (`{data: {volunteers: 12}}`) as labelled values.
 * Never throws: anything unreadable becomes an empty report.
 *
 * @module
 */
import { isMetricUnit, type MetricUnit } from '@volunteerkit/api-client';
import { isRecord } from '../../registry/infer.js';
import { humanize } from '../../registry/labels.js';
import type { ChartRow, ChartSeries } from './charts/types.js';

/** The filters the server says it applied. */
export interface AppliedFilters {
  /** First day (YYYY-MM-DD). */
  from?: string;
  /** Last day (YYYY-MM-DD). */
  to?: string;
  /** Team. */
  team_id?: string | number;
}

/** A report ready to draw. */
export interface ReportData {
  /** `series`: a chart and its table; `rows`: records, shown as a table only. */
  kind: 'series' | 'rows';
  /** Chart rows (`series`) or records (`rows`). */
  rows: ChartRow[];
  /** The series of a `series` report. */
  series: ChartSeries[];
  /** Columns of a `rows` report, in first-seen order. */
  columns: string[];
  /** Unit of the figures. */
  unit: MetricUnit;
  /** The server's total, when sent. */
  total?: number;
  /** When the server computed it (ISO). */
  generatedAt?: string;
  /** The filters the server applied, when it says. */
  filters: AppliedFilters;
}

const LABEL_KEYS = ['label', 'name', 'title', 'key'];

function labelOf(row: Record<string, unknown>): string | null {
  for (const k of LABEL_KEYS) {
    const v = row[k];
    if ((typeof v === 'string' && v.trim()) || typeof v === 'number') return String(v);
  }
  return null;
}

const isNumeric = (v: unknown) =>
  (typeof v === 'number' && Number.isFinite(v)) ||
  (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)));

function readSeries(meta: Record<string, unknown>): ChartSeries[] {
  if (!Array.isArray(meta.series)) return [];
  return meta.series.flatMap((s) =>
    isRecord(s) && typeof s.key === 'string' && s.key
      ? [
          {
            key: s.key,
            label: typeof s.label === 'string' && s.label ? s.label : humanize(s.key),
            ...(isMetricUnit(s.unit) ? { unit: s.unit } : {}),
          },
        ]
      : [],
  );
}

function readFilters(meta: Record<string, unknown>): AppliedFilters {
  const f = isRecord(meta.filters) ? meta.filters : {};
  const out: AppliedFilters = {};
  if (typeof f.from === 'string') out.from = f.from;
  if (typeof f.to === 'string') out.to = f.to;
  if (typeof f.team_id === 'string' || typeof f.team_id === 'number') out.team_id = f.team_id;
  return out;
}

/** Turns `{volunteers: 12, teams: {label, value}}` into labelled rows. */
function objectRows(data: Record<string, unknown>): ChartRow[] {
  const rows: ChartRow[] = [];
  for (const [k, v] of Object.entries(data)) {
    if (isNumeric(v)) rows.push({ label: humanize(k), value: Number(v) });
    else if (isRecord(v) && isNumeric(v.value))
      rows.push({ label: labelOf(v) ?? humanize(k), value: Number(v.value) });
  }
  return rows;
}

/** Reads any analytics or report payload; see the module comment for the shapes. */
export function normaliseReport(payload: unknown): ReportData {
  const body = isRecord(payload) ? payload : {};
  const meta = isRecord(body.meta) ? body.meta : {};
  const raw = 'data' in body ? body.data : payload;
  let records: Record<string, unknown>[] = Array.isArray(raw) ? raw.filter(isRecord) : [];
  let fromObject = false;
  if (!Array.isArray(raw) && isRecord(raw)) {
    const rows = objectRows(raw);
    if (rows.length > 0) {
      records = rows;
      fromObject = true;
    } else if (Object.keys(raw).length > 0) records = [raw];
  }
  const declared = readSeries(meta);
  const series = declared.length > 0 ? declared : [{ key: 'value', label: 'Value' }];
  const looksLikeSeries =
    records.length > 0 &&
    records.every((r) => labelOf(r) !== null && series.some((s) => isNumeric(r[s.key])));
  const kind =
    meta.kind === 'rows' || meta.kind === 'series'
      ? meta.kind === 'series' && !looksLikeSeries && records.length > 0
        ? 'rows'
        : meta.kind
      : fromObject || looksLikeSeries
        ? 'series'
        : 'rows';
  const columns: string[] = [];
  if (kind === 'rows')
    for (const r of records.slice(0, 100))
      for (const k of Object.keys(r)) if (!columns.includes(k)) columns.push(k);
  const rows: ChartRow[] = records.map((r) => ({ ...r, label: labelOf(r) ?? '' }));
  const total = isNumeric(meta.total) ? Number(meta.total) : undefined;
  return {
    kind,
    rows,
    series: kind === 'series' ? series : [],
    columns,
    unit: isMetricUnit(meta.unit) ? meta.unit : 'count',
    ...(total !== undefined ? { total } : {}),
    ...(typeof meta.generated_at === 'string' ? { generatedAt: meta.generated_at } : {}),
    filters: readFilters(meta),
  };
}
