/**
 * The report engine: the one envelope every analytics dataset (spec 7.5) and
 * report (spec 7.14) answers, the query parameters they honour, and the SQL
 * views over the stored records that their queries read.
 *
 * @module
 */
import { ApiError, validationError, type FieldErrors } from '../errors.js';
import { readDateParam } from '../dates.js';
import type { Db } from '../store/db.js';
import { named, namedCall } from '../store/collections.js';

/** Unit of a report's values. */
export type ReportUnit = 'count' | 'minutes' | 'days' | 'money' | 'bytes' | 'percent';

/** One row: a labelled value (and further series) for `series`, a record for `rows`. */
export type ReportRow = Record<string, unknown>;

/** The envelope every report answers. */
export interface ReportResponse {
  data: ReportRow[];
  meta: {
    generated_at: string;
    kind: 'series' | 'rows';
    total: number;
    unit?: ReportUnit;
    /** The series; a series whose figures are not in the report's `unit` says its own. */
    series?: { key: string; label: string; unit?: ReportUnit }[];
    filters: { from?: string; to?: string; team_id?: number };
  };
}

/** The parsed query of a report. */
export interface ReportQuery {
  from?: string;
  to?: string;
  team_id?: number;
  /** JSON array of the team and all its sub-teams, or null without `team_id`. */
  teams: string | null;
  /** Today (YYYY-MM-DD), the reference of "active" and of default ranges. */
  today: string;
  /** Now (ISO datetime), the reference of "upcoming". */
  now: string;
  /** Path parameters (e.g. `categoryId`). */
  params: Record<string, string>;
}

/** A report definition. */
export interface ReportDef {
  kind: 'series' | 'rows';
  unit?: ReportUnit;
  /** Extra series beside `value`, in order; `unit` when not the report's (claims counted beside pounds). */
  series?: { key: string; label: string; unit?: ReportUnit }[];
  /** The label of `value` (first series). */
  valueLabel?: string;
  /** Which of from/to/team_id the report honours (documented in docs/reports.md). */
  honours: ('from' | 'to' | 'team_id')[];
  /** Defaults applied when the caller leaves from/to out. */
  defaults?: (today: string) => { from?: string; to?: string };
  /** Runs the report's SQL. */
  run(db: Db, q: ReportQuery): ReportRow[];
}

/** Adds days to a YYYY-MM-DD date. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Every team id in the subtree of `teamId` (itself included), by SQL over the team records. */
export function teamSubtree(db: Db, teamId: number): number[] {
  const rows = db
    .prepare(
      `WITH RECURSIVE sub(id) AS (SELECT ? UNION SELECT r.id FROM records r JOIN sub ON json_extract(r.data, '$.parent_id') = sub.id WHERE r.collection = '${named('organisation.teams')}') SELECT id FROM sub`,
    )
    .all(teamId) as { id: number }[];
  return rows.map((r) => r.id);
}

/** Reads and checks from/to/team_id (422 with field errors when malformed). */
export function readReportQuery(
  db: Db,
  query: URLSearchParams,
  def: ReportDef,
  params: Record<string, string>,
  now: Date,
  scopeTeams?: ReadonlySet<number>,
): ReportQuery {
  const errors: FieldErrors = {};
  const today = now.toISOString().slice(0, 10);
  const out: ReportQuery = { teams: null, today, now: now.toISOString(), params };
  for (const key of ['from', 'to'] as const) {
    const day = readDateParam(query, key, errors);
    if (day !== undefined) out[key] = day;
  }
  if (out.from && out.to && out.from > out.to) errors.to = ['must not be before from'];
  const team = query.get('team_id');
  if (team !== null && team !== '') {
    if (!/^\d{1,15}$/.test(team)) errors.team_id = ['must be a team id'];
    else {
      out.team_id = Number(team);
      const exists = db
        .prepare(
          `SELECT 1 FROM records WHERE collection = '${named('organisation.teams')}' AND id = ?`,
        )
        .get(out.team_id);
      if (!exists) errors.team_id = ['must be the id of a team'];
      else out.teams = JSON.stringify(teamSubtree(db, out.team_id));
    }
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  if (scopeTeams) {
    // A team leader's report covers their teams (authz/policy.ts): a report without a
    // team filter would be about the whole organisation.
    if (!def.honours.includes('team_id'))
      throw new ApiError(
        403,
        'outside_team',
        'This report covers the whole organisation; a team leader sees reports about their own teams.',
      );
    if (out.team_id !== undefined && !scopeTeams.has(out.team_id))
      throw new ApiError(
        403,
        'outside_team',
        'This team is not one you lead; a team leader sees reports about their own teams.',
      );
    if (out.team_id === undefined)
      out.teams = JSON.stringify([...scopeTeams].sort((a, b) => a - b));
  }
  const d = def.defaults?.(today) ?? {};
  if (!out.from && d.from && def.honours.includes('from')) out.from = d.from;
  if (!out.to && d.to && def.honours.includes('to')) out.to = d.to;
  if (!def.honours.includes('from')) delete out.from;
  if (!def.honours.includes('to')) delete out.to;
  if (!def.honours.includes('team_id')) {
    delete out.team_id;
    out.teams = null;
  }
  return out;
}

/** Runs a report and wraps it in the envelope. */
export function runReport(
  db: Db,
  def: ReportDef,
  query: URLSearchParams,
  params: Record<string, string> = {},
  now = new Date(),
  scopeTeams?: ReadonlySet<number>,
): ReportResponse {
  ensureViews(db);
  const q = readReportQuery(db, query, def, params, now, scopeTeams);
  const data = def.run(db, q);
  const total =
    def.kind === 'series'
      ? Math.round(
          data.reduce((s, r) => s + (typeof r.value === 'number' ? r.value : 0), 0) * 100,
        ) / 100
      : data.length;
  const filters: ReportResponse['meta']['filters'] = {};
  if (q.from) filters.from = q.from;
  if (q.to) filters.to = q.to;
  if (q.team_id !== undefined) filters.team_id = q.team_id;
  const meta: ReportResponse['meta'] = {
    generated_at: now.toISOString(),
    kind: def.kind,
    total,
    filters,
  };
  if (def.unit) meta.unit = def.unit;
  if (def.kind === 'series')
    meta.series = [{ key: 'value', label: def.valueLabel ?? 'Value' }, ...(def.series ?? [])];
  return { data, meta };
}

const j = (field: string) => `json_extract(data, '$.${field}')`;

/** The newest answers a person saved to the diversity questions (domain/diversity.ts). */
const SAVED_ANSWERS = `(SELECT a.data FROM records a WHERE a.collection = '${namedCall('users.diversity.answers')}'
  AND a.scope = 'userId=' || records.id ORDER BY a.id DESC LIMIT 1)`;

/**
 * A person's answer to the gender question, as domain/diversity.ts reads it:
 * the saved answer (NULL when declined) over the one on their record
 * (routes/organisation.ts `recordDiversity`). Only diversity reports read it.
 */
const GENDER_ANSWER = `CASE WHEN json_type(${SAVED_ANSWERS}, '$.gender') IS NOT NULL
  THEN json_extract(${SAVED_ANSWERS}, '$.gender')
  WHEN json_type(data, '$.diversity.gender') IS NOT NULL THEN ${j('diversity.gender')}
  ELSE ${j('gender')} END`;

/**
 * Temporary (per connection) views that give the JSON records columns. Kept as
 * TEMP so a database file written by another version never holds stale ones.
 */
const VIEWS = `
CREATE TEMP VIEW IF NOT EXISTS v_people AS SELECT id,
  TRIM(COALESCE(${j('first_name')}, '') || ' ' || COALESCE(${j('last_name')}, '')) AS name,
  ${j('status')} AS status, ${j('start_date')} AS start_date, ${j('leave_date')} AS leave_date,
  ${j('leaving_reason')} AS leaving_reason, ${j('motivation')} AS motivation,
  COALESCE(${j('team_ids')}, '[]') AS team_ids, ${j('role')} AS role, ${GENDER_ANSWER} AS gender,
  ${j('vetting_status')} AS vetting_status, ${j('vetting_expires')} AS vetting_expires,
  COALESCE(${j('skills')}, '[]') AS skills, ${j('last_login_at')} AS last_login_at,
  ${j('phone')} AS phone, ${j('date_of_birth')} AS date_of_birth, ${j('postcode')} AS postcode,
  ${j('emergency_contact')} AS emergency_contact, ${j('blocked')} AS blocked
  FROM records WHERE collection = '${named('users')}';
CREATE TEMP VIEW IF NOT EXISTS v_teams AS SELECT id, ${j('name')} AS name, ${j('parent_id')} AS parent_id,
  COALESCE(${j('hidden')}, 0) AS hidden FROM records WHERE collection = '${named('organisation.teams')}';
CREATE TEMP VIEW IF NOT EXISTS v_shifts AS SELECT id, ${j('team_id')} AS team_id, ${j('title')} AS title,
  ${j('start')} AS start, ${j('end')} AS "end", COALESCE(${j('places')}, 0) AS places,
  COALESCE(${j('assignments')}, '[]') AS assignments, COALESCE(${j('status')}, 'scheduled') AS status
  FROM records WHERE collection = '${named('shifts')}';
CREATE TEMP VIEW IF NOT EXISTS v_assignments AS SELECT s.id AS shift_id, s.team_id, s.start, s."end",
  json_extract(a.value, '$.user_id') AS user_id, json_extract(a.value, '$.status') AS status,
  (julianday(s."end") - julianday(s.start)) * 1440 AS minutes
  FROM v_shifts s, json_each(s.assignments) a WHERE s.status <> 'cancelled';
CREATE TEMP VIEW IF NOT EXISTS v_claims AS SELECT id, ${j('user_id')} AS user_id, ${j('expense_type')} AS expense_type,
  COALESCE(${j('amount')}, 0) AS amount, ${j('status')} AS status, ${j('submitted_at')} AS submitted_at,
  ${j('authoriser_id')} AS authoriser_id, ${j('team_id')} AS team_id FROM records WHERE collection = '${named('claims')}';
CREATE TEMP VIEW IF NOT EXISTS v_applications AS SELECT id, ${j('user_id')} AS user_id, ${j('stage')} AS stage,
  ${j('status')} AS status, ${j('applied_at')} AS applied_at, ${j('team_id')} AS team_id
  FROM records WHERE collection = '${named('applications')}';
CREATE TEMP VIEW IF NOT EXISTS v_inductions AS SELECT r.id, CAST(substr(r.scope, 8) AS INTEGER) AS user_id,
  json_extract(r.data, '$.module_id') AS module_id, json_extract(r.data, '$.name') AS name,
  json_extract(r.data, '$.status') AS status, json_extract(r.data, '$.completed_at') AS completed_at,
  json_extract(r.data, '$.due_date') AS due_date
  FROM records r WHERE r.collection = '${named('users.inductions')}';
CREATE TEMP VIEW IF NOT EXISTS v_modules AS SELECT id, ${j('name')} AS name, COALESCE(${j('compulsory')}, 0) AS compulsory
  FROM records WHERE collection = '${named('organisation.inductionModules')}';
`;

const prepared = new WeakSet<Db>();

/** Creates the report views on this connection (once). */
export function ensureViews(db: Db): void {
  if (prepared.has(db)) return;
  db.exec(VIEWS);
  prepared.add(db);
}

/** SQL: the person `alias` is in the requested teams (or no team filter). Binds `teams`. */
export const IN_TEAMS = (alias: string) =>
  `(@teams IS NULL OR EXISTS (SELECT 1 FROM json_each(${alias}.team_ids) t WHERE t.value IN (SELECT value FROM json_each(@teams))))`;

/** SQL: the record's `team_id` column is in the requested teams. Binds `teams`. */
export const TEAM_COL = (col: string) =>
  `(@teams IS NULL OR ${col} IN (SELECT value FROM json_each(@teams)))`;

/** SQL: the date column is within from/to (inclusive). Binds `from`, `to`. */
export const IN_RANGE = (col: string) =>
  `(@from IS NULL OR substr(${col}, 1, 10) >= @from) AND (@to IS NULL OR substr(${col}, 1, 10) <= @to)`;

/** The named parameters every report query may bind. */
export function bind(q: ReportQuery): Record<string, unknown> {
  return { teams: q.teams, from: q.from ?? null, to: q.to ?? null, today: q.today, now: q.now };
}

/** Runs a query with the report's named parameters (plus extras). */
export function all(
  db: Db,
  sql: string,
  q: ReportQuery,
  extra: Record<string, unknown> = {},
): ReportRow[] {
  const params = bind(q);
  const used: Record<string, unknown> = {};
  for (const [k, v] of Object.entries({ ...params, ...extra }))
    if (sql.includes(`@${k}`)) used[k] = v;
  return db.prepare(sql).all(used) as ReportRow[];
}

/** Every filter a report may honour: from, to and team_id. */
export const ALL_FILTERS = ['from', 'to', 'team_id'] as const;

/** SQL: the date column is set and within from/to (inclusive). Binds `from`, `to`. */
export const DATED = (col: string) => `${col} IS NOT NULL AND ${IN_RANGE(col)}`;

/** SQL: rows of `from` (matching `where`) counted by `label`, largest count first. */
export const countByLabel = (label: string, from: string, where?: string) =>
  `SELECT ${label} AS label, COUNT(*) AS value FROM ${from}${where ? ` WHERE ${where}` : ''}
   GROUP BY label ORDER BY value DESC, label`;

/** SQL: rows of `from` whose date `col` is set and in range (and match `where`), counted by month (YYYY-MM). */
export const countByMonth = (col: string, from: string, where?: string) =>
  `SELECT substr(${col}, 1, 7) AS label, COUNT(*) AS value FROM ${from}
   WHERE ${DATED(col)}${where ? ` AND ${where}` : ''} GROUP BY label ORDER BY label`;

/** A `series` report (unit `count` unless given) answering the rows of one SQL query. */
export function seriesReport(def: Omit<ReportDef, 'kind' | 'run'>, sql: string): ReportDef {
  return { kind: 'series', unit: 'count', ...def, run: (db, q) => all(db, sql, q) };
}

/** A `rows` report answering the rows of one SQL query. */
export function rowsReport(def: Omit<ReportDef, 'kind' | 'run'>, sql: string): ReportDef {
  return { kind: 'rows', ...def, run: (db, q) => all(db, sql, q) };
}
