/**
 * Types of the sandbox's report envelope (every analytics dataset of spec 7.5
 * and report of 7.14) and of the domain records the staff workflows read.
 * Documented in docs/reports.md.
 *
 * @module
 */
import type { RepeatingShift } from '../headless/scheduling/types.js';
import type { AssignmentStatus } from './vocabulary.js';

/** Unit of a report's values (`money` in the organisation's currency, major units). */
export type ReportUnit = 'count' | 'minutes' | 'days' | 'money' | 'bytes' | 'percent';

/** A row of a `series` report: a label, the main value, and one number per further series. */
export interface ReportSeriesRow {
  /** The row's label (a month `YYYY-MM`, a status, a team name...). */
  label: string;
  /** The main (first) series. */
  value: number;
  /** Further series named in `meta.series`. */
  [series: string]: string | number;
}

/** A row of a report: a series row, or a record for `rows` reports. */
export type ReportRow = ReportSeriesRow | Record<string, unknown>;

/** The filters a report applied (defaults included). */
export interface ReportFilters {
  /** First day, `YYYY-MM-DD`, inclusive. */
  from?: string;
  /** Last day, `YYYY-MM-DD`, inclusive. */
  to?: string;
  /** Team, including its sub-teams. */
  team_id?: number;
}

/** Metadata of a report. */
export interface ReportMeta {
  /** When the figures were computed (ISO datetime). */
  generated_at: string;
  /** `series`: labelled values; `rows`: records. */
  kind: 'series' | 'rows';
  /** Sum of `value` (series) or number of rows. */
  total: number;
  /** Unit of the values. */
  unit?: ReportUnit;
  /** The series of a `series` report, `value` first. */
  series?: { key: string; label: string }[];
  /** Filters applied. */
  filters: ReportFilters;
}

/**
 * What every analytics dataset and report answers.
 *
 * @example
 * ```ts
 * const stats = (await client.analytics.organisationStats.list({ from: '2025-01-01' })) as ReportResponse<ReportSeriesRow>;
 * for (const row of stats.data) console.log(row.label, row.value);
 * ```
 */
export interface ReportResponse<R extends ReportRow = ReportRow> {
  /** The rows. */
  data: R[];
  /** Metadata. */
  meta: ReportMeta;
}

/** Status of a person. */
export type PersonStatus = 'active' | 'applicant' | 'inactive' | 'leaver' | 'blocked';

/** A person (`/users/`) with the fields the staff workflows use. */
export interface PersonRecord {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  status: PersonStatus;
  /** First day volunteering, `YYYY-MM-DD`. */
  start_date?: string | null;
  /** Last day, for leavers. */
  leave_date?: string | null;
  leaving_reason?: string | null;
  motivation?: string | null;
  team_ids: number[];
  /** Main role. */
  role: string;
  /** Role profile names. */
  roles?: string[];
  /** Start of the last shift the person was scheduled on (ISO datetime). */
  last_scheduled_at?: string | null;
  /** Set while blocked. */
  blocked?: boolean;
  blocked_reason?: string | null;
  /** Set once personal fields were replaced on request. */
  anonymised_at?: string | null;
  updated_at: string;
}

/** One person's place on a shift. */
export interface ShiftAssignment {
  user_id: number;
  status: AssignmentStatus;
}

/** A shift (`/shifts/`). */
export interface ShiftRecord {
  id: number;
  team_id: number;
  title: string;
  /** ISO UTC datetime. */
  start: string;
  /** ISO UTC datetime. */
  end: string;
  places: number;
  assignments: ShiftAssignment[];
  repeating_shift_id?: number | null;
  status: 'scheduled' | 'cancelled';
  notes?: string;
  updated_at: string;
}

/** A repeating shift (`/repeating-shifts/`) as stored: the pattern, with its numeric ids. */
export interface RepeatingShiftRecord extends RepeatingShift {
  id: number;
  team_id: number;
}
