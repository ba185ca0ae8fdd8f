/**
 * Types of the sandbox's report envelope (every analytics dataset of spec 7.5
 * and report of 7.14) and of the domain records the staff workflows read.
 * Documented in docs/reports.md.
 *
 * @module
 */
import type {
  RepeatingShift as RepeatingShiftModel,
  ReportMeta,
  Shift,
  User,
} from './models.generated.js';

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

/** The filters a report applied (defaults included): `from`, `to`, `team_id`. */
export type ReportFilters = ReportMeta['filters'];

/**
 * What every analytics dataset and report answers, for a row type of your own (each
 * report's own model, `SeriesReport`, `StartersReport`…, is what its call returns).
 *
 * @example
 * ```ts
 * const stats = await client.analytics.organisationStats.list({ from: '2025-01-01' }); // SeriesReport
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

/**
 * A person (`/users/`).
 * @deprecated Use {@link User} (generated from the resource schema).
 */
export type PersonRecord = User;

/**
 * A shift (`/shifts/`).
 * @deprecated Use {@link Shift} (generated from the resource schema).
 */
export type ShiftRecord = Shift;

/**
 * A repeating shift (`/repeating-shifts/`) as stored.
 * @deprecated Use `RepeatingShift` of the models (generated from the resource schema).
 */
export type RepeatingShiftRecord = RepeatingShiftModel;
