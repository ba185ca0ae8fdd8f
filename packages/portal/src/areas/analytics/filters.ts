/**
 * The date-range and team filters of a report, kept in the page's URL
 * (`?range=90d&team_id=4`, or `?from=2026-01-01&to=2026-03-31` for custom
 * dates) so a filtered report can be reloaded and shared, and sent to the
 * server as `from`, `to` (YYYY-MM-DD) and `team_id`.
 *
 * @module
 */
import type { QueryParams } from '@volunteerkit/api-client';
import { isSafeParam } from '../../registry/paths.js';
import { formatDateRange } from '../../presentation/formats.js';

/** A period preset; `custom` takes the from/to dates. */
export type RangePreset = '30d' | '90d' | '12m' | 'ytd' | 'all' | 'custom';

/** The presets, in the order the select offers them. */
export const RANGE_PRESETS: ReadonlyArray<{ id: RangePreset; label: string }> = [
  { id: '30d', label: 'Last 30 days' },
  { id: '90d', label: 'Last 90 days' },
  { id: '12m', label: 'Last 12 months' },
  { id: 'ytd', label: 'This year so far' },
  { id: 'all', label: 'All time' },
  { id: 'custom', label: 'Custom dates' },
];

/** The period when the URL names none. */
export const DEFAULT_RANGE: RangePreset = '12m';

/** The filters of a report. */
export interface ReportFilters {
  /** The period preset. */
  range: RangePreset;
  /** First day included (YYYY-MM-DD); none for all time. */
  from?: string;
  /** Last day included (YYYY-MM-DD); none for all time. */
  to?: string;
  /** One team (and the server decides about its sub-teams); none for every team. */
  teamId?: string;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `true` for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = ISO.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1;
}

/** A local calendar date as YYYY-MM-DD. */
export function toIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The dates a preset stands for on `today` (both ends included). */
export function presetDates(preset: RangePreset, today: Date): { from?: string; to?: string } {
  const to = toIsoDate(today);
  const back = (days: number) => {
    const d = new Date(today.getFullYear(), today.getMonth(), today.getDate() - days);
    return toIsoDate(d);
  };
  switch (preset) {
    case '30d':
      return { from: back(29), to };
    case '90d':
      return { from: back(89), to };
    case '12m': {
      const d = new Date(today.getFullYear() - 1, today.getMonth(), today.getDate() + 1);
      return { from: toIsoDate(d), to };
    }
    case 'ytd':
      return { from: `${today.getFullYear()}-01-01`, to };
    default:
      return {};
  }
}

/** What is wrong with a date range, or `null` when it can be sent. */
export function rangeError(from: string | undefined, to: string | undefined): string | null {
  if (from && !isIsoDate(from)) return 'Enter the start date as dd/mm/yyyy, e.g. 01/01/2026.';
  if (to && !isIsoDate(to)) return 'Enter the end date as dd/mm/yyyy, e.g. 31/12/2026.';
  if (from && to && from > to) return 'The start date must be on or before the end date.';
  return null;
}

/** Reads the filters from the page URL; anything malformed falls back to the default. */
export function readFilters(search: URLSearchParams, today: Date): ReportFilters {
  const team = search.get('team_id');
  const teamId = team && isSafeParam(team) ? team : undefined;
  const withTeam = (f: ReportFilters): ReportFilters => (teamId ? { ...f, teamId } : f);
  const range = search.get('range');
  const from = search.get('from') ?? undefined;
  const to = search.get('to') ?? undefined;
  if ((range === 'custom' || range === null) && (from || to)) {
    if (rangeError(from, to) === null)
      return withTeam({ range: 'custom', ...(from ? { from } : {}), ...(to ? { to } : {}) });
  }
  const preset = RANGE_PRESETS.some((p) => p.id === range && p.id !== 'custom')
    ? (range as RangePreset)
    : DEFAULT_RANGE;
  return withTeam({ range: preset, ...presetDates(preset, today) });
}

/** The URL search of the filters (the default period is left out). */
export function filtersToSearch(filters: ReportFilters): URLSearchParams {
  const out = new URLSearchParams();
  if (filters.range === 'custom') {
    if (filters.from) out.set('from', filters.from);
    if (filters.to) out.set('to', filters.to);
  } else if (filters.range !== DEFAULT_RANGE) out.set('range', filters.range);
  if (filters.teamId) out.set('team_id', filters.teamId);
  return out;
}

/** The query the server gets: `from`, `to` and `team_id`, each only when set. */
export function filtersToQuery(filters: ReportFilters): QueryParams {
  const q: QueryParams = {};
  if (filters.from) q.from = filters.from;
  if (filters.to) q.to = filters.to;
  if (filters.teamId) q.team_id = filters.teamId;
  return q;
}

/**
 * The period a report covers, in words: one date range through the presentation
 * layer's range format ("28 Nov 2025 – 27 Nov 2026"), "from …" or "until …" when
 * one end is open, "All time" when neither is set.
 */
export function periodLabel(filters: Pick<ReportFilters, 'from' | 'to'>): string {
  return filters.from || filters.to ? formatDateRange(filters.from, filters.to) : 'All time';
}
