/**
 * Reports of spec 7.14 about activities, expenses, the hub, news, the status
 * overview and recruitment, by SQL over the stored records.
 *
 * @module
 */
import { all, IN_RANGE, IN_TEAMS, TEAM_COL, type ReportDef } from './report.js';

const ALL = ['from', 'to', 'team_id'] as const;
const ATTENDED = `a.status = 'attended' AND ${IN_RANGE('a.start')} AND ${TEAM_COL('a.team_id')}`;

/** Counts of a collection's records grouped by one JSON field (series). */
function groupCount(
  collection: string,
  field: string,
  dateField: string | null,
  fallback: string,
  valueLabel: string,
): ReportDef {
  return {
    kind: 'series',
    unit: 'count',
    valueLabel,
    honours: dateField ? ['from', 'to'] : [],
    run: (db, q) =>
      all(
        db,
        `SELECT COALESCE(json_extract(data, '$.${field}'), '${fallback}') AS label, COUNT(*) AS value
         FROM records WHERE collection = '${collection}'
         ${dateField ? `AND ${IN_RANGE(`json_extract(data, '$.${dateField}')`)}` : ''}
         GROUP BY label ORDER BY value DESC, label`,
        q,
      ),
  };
}

/** General reports by normalised path. */
export const GENERAL_REPORTS: Record<string, ReportDef> = {
  'reports.activities.engagement': {
    kind: 'series',
    unit: 'count',
    valueLabel: 'Shifts attended',
    series: [{ key: 'people', label: 'People' }],
    honours: [...ALL],
    run: (db, q) =>
      all(
        db,
        `SELECT substr(a.start, 1, 7) AS label, COUNT(*) AS value, COUNT(DISTINCT a.user_id) AS people
         FROM v_assignments a WHERE ${ATTENDED} GROUP BY label ORDER BY label`,
        q,
      ),
  },
  'reports.activities.engagementDetail': {
    kind: 'rows',
    honours: [...ALL],
    run: (db, q) =>
      all(
        db,
        `SELECT p.id, p.name, COUNT(*) AS shifts_attended, CAST(ROUND(SUM(a.minutes)) AS INTEGER) AS minutes,
           MAX(a.start) AS last_attended FROM v_assignments a JOIN v_people p ON p.id = a.user_id
         WHERE ${ATTENDED} GROUP BY p.id ORDER BY minutes DESC, p.id`,
        q,
      ),
  },
  'reports.activities.outcomes': {
    kind: 'series',
    unit: 'count',
    valueLabel: 'Assignments',
    honours: [...ALL],
    run: (db, q) =>
      all(
        db,
        `SELECT a.status AS label, COUNT(*) AS value FROM v_assignments a
         WHERE ${IN_RANGE('a.start')} AND ${TEAM_COL('a.team_id')} GROUP BY a.status ORDER BY value DESC, label`,
        q,
      ),
  },
  'reports.activities.overview': {
    kind: 'series',
    unit: 'count',
    honours: [...ALL],
    run: (db, q) =>
      all(
        db,
        `WITH s AS (SELECT * FROM v_shifts s WHERE s.status = 'scheduled' AND ${IN_RANGE('s.start')} AND ${TEAM_COL('s.team_id')}),
              a AS (SELECT a.* FROM v_assignments a WHERE ${IN_RANGE('a.start')} AND ${TEAM_COL('a.team_id')})
         SELECT 'Shifts' AS label, (SELECT COUNT(*) FROM s) AS value
         UNION ALL SELECT 'Places', (SELECT COALESCE(SUM(places), 0) FROM s)
         UNION ALL SELECT 'Places filled', (SELECT COUNT(*) FROM a)
         UNION ALL SELECT 'Attended', (SELECT COUNT(*) FROM a WHERE status = 'attended')
         UNION ALL SELECT 'No-shows', (SELECT COUNT(*) FROM a WHERE status = 'no_show')
         UNION ALL SELECT 'Hours volunteered', (SELECT ROUND(COALESCE(SUM(minutes), 0) / 60.0, 1) FROM a WHERE status = 'attended')`,
        q,
      ),
  },
  'reports.expenses.overview': {
    kind: 'series',
    unit: 'money',
    valueLabel: 'Amount',
    series: [{ key: 'claims', label: 'Claims' }],
    honours: [...ALL],
    run: (db, q) =>
      all(
        db,
        `SELECT c.status AS label, ROUND(SUM(c.amount), 2) AS value, COUNT(*) AS claims FROM v_claims c
         WHERE ${IN_RANGE('c.submitted_at')} AND ${TEAM_COL('c.team_id')} GROUP BY c.status ORDER BY label`,
        q,
      ),
  },
  'reports.expenses.byClaim': {
    kind: 'rows',
    honours: [...ALL],
    run: (db, q) =>
      all(
        db,
        `SELECT c.id, c.user_id, p.name, c.expense_type, c.amount, c.status, c.submitted_at, c.authoriser_id,
           (SELECT name FROM v_people WHERE id = c.authoriser_id) AS authoriser
         FROM v_claims c LEFT JOIN v_people p ON p.id = c.user_id
         WHERE ${IN_RANGE('c.submitted_at')} AND ${TEAM_COL('c.team_id')} ORDER BY c.submitted_at DESC, c.id`,
        q,
      ),
  },
  'reports.expenses.byUser': {
    kind: 'series',
    unit: 'money',
    valueLabel: 'Amount',
    series: [{ key: 'claims', label: 'Claims' }],
    honours: [...ALL],
    run: (db, q) =>
      all(
        db,
        `SELECT COALESCE(p.name, 'Unknown') AS label, ROUND(SUM(c.amount), 2) AS value, COUNT(*) AS claims
         FROM v_claims c LEFT JOIN v_people p ON p.id = c.user_id
         WHERE ${IN_RANGE('c.submitted_at')} AND ${TEAM_COL('c.team_id')}
         GROUP BY c.user_id ORDER BY value DESC, label`,
        q,
      ),
  },
  'reports.expenses.byExpenseType': {
    kind: 'series',
    unit: 'money',
    valueLabel: 'Amount',
    series: [{ key: 'claims', label: 'Claims' }],
    honours: [...ALL],
    run: (db, q) =>
      all(
        db,
        `SELECT COALESCE(c.expense_type, 'Other') AS label, ROUND(SUM(c.amount), 2) AS value, COUNT(*) AS claims
         FROM v_claims c WHERE ${IN_RANGE('c.submitted_at')} AND ${TEAM_COL('c.team_id')}
         GROUP BY label ORDER BY value DESC, label`,
        q,
      ),
  },
  'reports.hub.documents': groupCount('/documents', 'type', null, 'Document', 'Documents'),
  'reports.news.articles': {
    kind: 'series',
    unit: 'count',
    valueLabel: 'Articles',
    honours: ['from', 'to'],
    run: (db, q) =>
      all(
        db,
        `SELECT substr(json_extract(data, '$.published_at'), 1, 7) AS label, COUNT(*) AS value FROM records
         WHERE collection = '/news' AND json_extract(data, '$.published_at') IS NOT NULL
           AND ${IN_RANGE("json_extract(data, '$.published_at')")} GROUP BY label ORDER BY label`,
        q,
      ),
  },
  'reports.overview.status': {
    kind: 'series',
    unit: 'count',
    valueLabel: 'People',
    honours: ['team_id'],
    run: (db, q) =>
      all(
        db,
        `SELECT COALESCE(p.status, 'unknown') AS label, COUNT(*) AS value FROM v_people p
         WHERE ${IN_TEAMS('p')} GROUP BY label ORDER BY value DESC, label`,
        q,
      ),
  },
  'reports.overview.diversity': {
    kind: 'series',
    unit: 'count',
    valueLabel: 'Active people',
    honours: ['team_id'],
    run: (db, q) =>
      all(
        db,
        `SELECT COALESCE(p.gender, 'Not given') AS label, COUNT(*) AS value FROM v_people p
         WHERE p.status = 'active' AND ${IN_TEAMS('p')} GROUP BY label ORDER BY value DESC, label`,
        q,
      ),
  },
  'reports.recruitment.classification': {
    kind: 'series',
    unit: 'count',
    valueLabel: 'Applications',
    honours: [...ALL],
    run: (db, q) =>
      all(
        db,
        `SELECT COALESCE(a.stage, 'applied') AS label, COUNT(*) AS value FROM v_applications a
         WHERE ${IN_RANGE('a.applied_at')} AND ${TEAM_COL('a.team_id')} GROUP BY label ORDER BY value DESC, label`,
        q,
      ),
  },
};
