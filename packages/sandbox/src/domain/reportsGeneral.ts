/**
 * Reports of spec 7.14 about activities, expenses, the hub, news, the status
 * overview and recruitment, by SQL over the stored records.
 *
 * @module
 */
import {
  ALL_FILTERS,
  countByLabel,
  countByMonth,
  IN_RANGE,
  IN_TEAMS,
  rowsReport,
  seriesReport,
  TEAM_COL,
  type ReportDef,
} from './report.js';
import { named } from '../store/collections.js';

/** SQL: assignment `a` starts within from/to and belongs to the requested teams. */
const ASSIGNMENT_IN_SCOPE = `${IN_RANGE('a.start')} AND ${TEAM_COL('a.team_id')}`;
const ATTENDED = `a.status = 'attended' AND ${ASSIGNMENT_IN_SCOPE}`;
/** SQL: claim `c` was submitted within from/to and belongs to the requested teams. */
const CLAIM_IN_SCOPE = `${IN_RANGE('c.submitted_at')} AND ${TEAM_COL('c.team_id')}`;

/** Counts of a collection's records grouped by one JSON field (series). */
function groupCount(
  collection: string,
  field: string,
  dateField: string | null,
  fallback: string,
  valueLabel: string,
): ReportDef {
  const inCollection = `collection = '${collection}'`;
  return seriesReport(
    { valueLabel, honours: dateField ? ['from', 'to'] : [] },
    countByLabel(
      `COALESCE(json_extract(data, '$.${field}'), '${fallback}')`,
      'records',
      dateField
        ? `${inCollection} AND ${IN_RANGE(`json_extract(data, '$.${dateField}')`)}`
        : inCollection,
    ),
  );
}

/** Claim totals (money) and claim counts by `label`, over the claims in scope (series). */
function claimTotals(label: string, from: string, groupBy: string, orderBy: string): ReportDef {
  return seriesReport(
    {
      unit: 'money',
      valueLabel: 'Amount',
      series: [{ key: 'claims', label: 'Claims', unit: 'count' }],
      honours: [...ALL_FILTERS],
    },
    `SELECT ${label} AS label, ROUND(SUM(c.amount), 2) AS value, COUNT(*) AS claims
     FROM ${from} WHERE ${CLAIM_IN_SCOPE} GROUP BY ${groupBy} ORDER BY ${orderBy}`,
  );
}

/** General reports by normalised path. */
export const GENERAL_REPORTS: Record<string, ReportDef> = {
  'reports.activities.engagement': seriesReport(
    {
      valueLabel: 'Shifts attended',
      series: [{ key: 'people', label: 'People' }],
      honours: [...ALL_FILTERS],
    },
    `SELECT substr(a.start, 1, 7) AS label, COUNT(*) AS value, COUNT(DISTINCT a.user_id) AS people
     FROM v_assignments a WHERE ${ATTENDED} GROUP BY label ORDER BY label`,
  ),
  'reports.activities.engagementDetail': rowsReport(
    { honours: [...ALL_FILTERS] },
    // Attendance grouped first: joined the other way, SQLite walked every assignment per person (21 s on the demo seed).
    `WITH att AS MATERIALIZED (SELECT a.user_id, COUNT(*) AS shifts_attended, SUM(a.minutes) AS minutes,
       MAX(a.start) AS last_attended FROM v_assignments a WHERE ${ATTENDED} GROUP BY a.user_id)
     SELECT p.id, p.name, att.shifts_attended, CAST(ROUND(att.minutes) AS INTEGER) AS minutes, att.last_attended
     FROM att JOIN v_people p ON p.id = att.user_id ORDER BY minutes DESC, p.id`,
  ),
  'reports.activities.outcomes': seriesReport(
    { valueLabel: 'Assignments', honours: [...ALL_FILTERS] },
    countByLabel('a.status', 'v_assignments a', ASSIGNMENT_IN_SCOPE),
  ),
  'reports.activities.overview': seriesReport(
    { honours: [...ALL_FILTERS] },
    `WITH s AS (SELECT * FROM v_shifts s WHERE s.status = 'scheduled' AND ${IN_RANGE('s.start')} AND ${TEAM_COL('s.team_id')}),
          a AS (SELECT a.* FROM v_assignments a WHERE ${ASSIGNMENT_IN_SCOPE})
     SELECT 'Shifts' AS label, (SELECT COUNT(*) FROM s) AS value
     UNION ALL SELECT 'Places', (SELECT COALESCE(SUM(places), 0) FROM s)
     UNION ALL SELECT 'Places filled', (SELECT COUNT(*) FROM a)
     UNION ALL SELECT 'Attended', (SELECT COUNT(*) FROM a WHERE status = 'attended')
     UNION ALL SELECT 'No-shows', (SELECT COUNT(*) FROM a WHERE status = 'no_show')
     UNION ALL SELECT 'Hours volunteered', (SELECT ROUND(COALESCE(SUM(minutes), 0) / 60.0, 1) FROM a WHERE status = 'attended')`,
  ),
  'reports.expenses.overview': claimTotals('c.status', 'v_claims c', 'c.status', 'label'),
  'reports.expenses.byClaim': rowsReport(
    { honours: [...ALL_FILTERS] },
    `SELECT c.id, c.user_id, p.name, c.expense_type, c.amount, c.status, c.submitted_at, c.authoriser_id,
       (SELECT name FROM v_people WHERE id = c.authoriser_id) AS authoriser
     FROM v_claims c LEFT JOIN v_people p ON p.id = c.user_id
     WHERE ${CLAIM_IN_SCOPE} ORDER BY c.submitted_at DESC, c.id`,
  ),
  'reports.expenses.byUser': claimTotals(
    `COALESCE(p.name, 'Unknown')`,
    'v_claims c LEFT JOIN v_people p ON p.id = c.user_id',
    'c.user_id',
    'value DESC, label',
  ),
  'reports.expenses.byExpenseType': claimTotals(
    `COALESCE(c.expense_type, 'Other')`,
    'v_claims c',
    'label',
    'value DESC, label',
  ),
  'reports.hub.documents': groupCount(named('documents'), 'type', null, 'Document', 'Documents'),
  'reports.news.articles': seriesReport(
    { valueLabel: 'Articles', honours: ['from', 'to'] },
    countByMonth(
      `json_extract(data, '$.published_at')`,
      'records',
      `collection = '${named('news')}'`,
    ),
  ),
  'reports.overview.status': seriesReport(
    { valueLabel: 'People', honours: ['team_id'] },
    countByLabel(`COALESCE(p.status, 'unknown')`, 'v_people p', IN_TEAMS('p')),
  ),
  'reports.overview.diversity': seriesReport(
    { valueLabel: 'Active people', honours: ['team_id'] },
    countByLabel(
      `COALESCE(p.gender, 'Not given')`,
      'v_people p',
      `p.status = 'active' AND ${IN_TEAMS('p')}`,
    ),
  ),
  'reports.recruitment.classification': seriesReport(
    { valueLabel: 'Applications', honours: [...ALL_FILTERS] },
    countByLabel(
      `COALESCE(a.stage, 'applied')`,
      'v_applications a',
      `${IN_RANGE('a.applied_at')} AND ${TEAM_COL('a.team_id')}`,
    ),
  ),
};
