/**
 * Analytics datasets of spec 7.5, computed by SQL from the stored records.
 * Which query parameters each honours is documented in docs/reports.md.
 *
 * @module
 */
import {
  addDays,
  ALL_FILTERS,
  countByLabel,
  DATED,
  IN_RANGE,
  IN_TEAMS,
  rowsReport,
  seriesReport,
  TEAM_COL,
  type ReportDef,
} from './report.js';
import { named } from '../store/collections.js';

const last30 = (today: string) => ({ from: addDays(today, -29), to: today });
const next30 = (today: string) => ({ from: today, to: addDays(today, 30) });
const lastYear = (today: string) => ({ from: addDays(today, -364), to: today });

/** SQL: person `p` started within from/to and is in the requested teams. */
const STARTED = `${DATED('p.start_date')} AND ${IN_TEAMS('p')}`;
/** SQL: person `p` left within from/to and is in the requested teams. */
const LEFT = `${DATED('p.leave_date')} AND ${IN_TEAMS('p')}`;

/** The first team name of a person (SQL expression over alias `p`). */
export const TEAM_NAME = `(SELECT t.name FROM v_teams t WHERE t.id = json_extract(p.team_ids, '$[0]'))`;

/** Starters in range (rows), shared by analytics and `/reports/users/new-starters/`. */
export const starters: ReportDef = rowsReport(
  { honours: [...ALL_FILTERS], defaults: lastYear },
  `SELECT p.id, p.name, ${TEAM_NAME} AS team, p.start_date, p.status FROM v_people p
   WHERE ${STARTED} ORDER BY p.start_date DESC, p.id`,
);

/** Leavers in range (rows). */
export const leavers: ReportDef = rowsReport(
  { honours: [...ALL_FILTERS], defaults: lastYear },
  `SELECT p.id, p.name, ${TEAM_NAME} AS team, p.start_date, p.leave_date, p.leaving_reason FROM v_people p
   WHERE ${LEFT} ORDER BY p.leave_date DESC, p.id`,
);

/** Leavers in range by leaving reason (series). */
export const leavingReasons: ReportDef = seriesReport(
  { valueLabel: 'Leavers', honours: [...ALL_FILTERS], defaults: lastYear },
  countByLabel(`COALESCE(p.leaving_reason, 'Not given')`, 'v_people p', LEFT),
);

const HEADLINE = `
SELECT 'Active volunteers' AS label, (SELECT COUNT(*) FROM v_people p WHERE p.status = 'active' AND ${IN_TEAMS('p')}) AS value
UNION ALL SELECT 'New starters', (SELECT COUNT(*) FROM v_people p WHERE ${STARTED})
UNION ALL SELECT 'Leavers', (SELECT COUNT(*) FROM v_people p WHERE ${LEFT})
UNION ALL SELECT 'Hours volunteered', (SELECT ROUND(COALESCE(SUM(a.minutes), 0) / 60.0, 1) FROM v_assignments a WHERE a.status = 'attended' AND ${IN_RANGE('a.start')} AND ${TEAM_COL('a.team_id')})
UNION ALL SELECT 'Upcoming shifts', (SELECT COUNT(*) FROM v_shifts s WHERE s.status = 'scheduled' AND s.start >= @now AND substr(s.start, 1, 10) <= date(@today, '+30 days') AND ${TEAM_COL('s.team_id')})
UNION ALL SELECT 'Pending applications', (SELECT COUNT(*) FROM v_applications a WHERE a.status = 'pending' AND ${TEAM_COL('a.team_id')})
UNION ALL SELECT 'Open tasks', (SELECT COUNT(*) FROM records WHERE collection = '${named('tasks')}' AND json_extract(data, '$.status') IN ('open', 'in_progress') AND ${TEAM_COL("json_extract(data, '$.team_id')")})
UNION ALL SELECT 'Expenses pending', (SELECT COUNT(*) FROM v_claims c WHERE c.status = 'pending' AND ${TEAM_COL('c.team_id')})`;

/** Analytics datasets by normalised path. */
export const ANALYTICS: Record<string, ReportDef> = {
  'analytics.organisationStats': seriesReport(
    { honours: [...ALL_FILTERS], defaults: last30 },
    HEADLINE,
  ),
  'analytics.activities.upcoming': rowsReport(
    { honours: [...ALL_FILTERS], defaults: next30 },
    `SELECT * FROM (
      SELECT s.id, 'shift' AS type, s.title, s.team_id, t.name AS team, s.start, s."end", s.places,
        (SELECT COUNT(*) FROM json_each(s.assignments)) AS filled FROM v_shifts s LEFT JOIN v_teams t ON t.id = s.team_id
      WHERE s.status = 'scheduled' AND ${IN_RANGE('s.start')} AND ${TEAM_COL('s.team_id')}
      UNION ALL
      SELECT r.id, 'event', COALESCE(json_extract(r.data, '$.name'), 'Session'), json_extract(e.data, '$.team_id'), t.name,
        json_extract(r.data, '$.start'), json_extract(r.data, '$.end'), COALESCE(json_extract(r.data, '$.places'), 0),
        (SELECT COUNT(*) FROM records a WHERE a.collection = '${named('events.sessions.attendees')}'
           AND a.scope = 'eventId=' || e.id || '&sessionId=' || r.id)
      FROM records r JOIN records e ON e.collection = '${named('events')}' AND r.scope = 'eventId=' || e.id
      LEFT JOIN v_teams t ON t.id = json_extract(e.data, '$.team_id')
      WHERE r.collection = '${named('events.sessions')}' AND ${IN_RANGE("json_extract(r.data, '$.start')")}
        AND ${TEAM_COL("json_extract(e.data, '$.team_id')")}
    ) ORDER BY start, type, id LIMIT 200`,
  ),
  'analytics.startersLeavers.overview': seriesReport(
    { honours: [...ALL_FILTERS], defaults: lastYear },
    `WITH s AS (SELECT COUNT(*) n FROM v_people p WHERE ${STARTED}),
          l AS (SELECT COUNT(*) n FROM v_people p WHERE ${LEFT})
     SELECT 'Starters' AS label, s.n AS value FROM s
     UNION ALL SELECT 'Leavers', l.n FROM l
     UNION ALL SELECT 'Net change', s.n - l.n FROM s, l
     UNION ALL SELECT 'Active at end', (SELECT COUNT(*) FROM v_people p WHERE p.start_date IS NOT NULL
       AND p.start_date <= COALESCE(@to, @today) AND (p.leave_date IS NULL OR p.leave_date > COALESCE(@to, @today))
       AND p.status IN ('active', 'inactive', 'leaver') AND ${IN_TEAMS('p')})`,
  ),
  'analytics.startersLeavers.chart': seriesReport(
    {
      valueLabel: 'Starters',
      series: [{ key: 'leavers', label: 'Leavers' }],
      honours: [...ALL_FILTERS],
      defaults: lastYear,
    },
    `WITH RECURSIVE months(m) AS (SELECT substr(@from, 1, 7) UNION ALL
       SELECT substr(date(m || '-01', '+1 month'), 1, 7) FROM months WHERE m < substr(@to, 1, 7))
     SELECT m AS label,
       (SELECT COUNT(*) FROM v_people p WHERE substr(p.start_date, 1, 7) = m AND ${IN_RANGE('p.start_date')} AND ${IN_TEAMS('p')}) AS value,
       (SELECT COUNT(*) FROM v_people p WHERE substr(p.leave_date, 1, 7) = m AND ${IN_RANGE('p.leave_date')} AND ${IN_TEAMS('p')}) AS leavers
     FROM months ORDER BY m`,
  ),
  'analytics.startersLeavers.starters': starters,
  'analytics.startersLeavers.leavers': leavers,
  'analytics.startersLeavers.leavingReasons': leavingReasons,
  'analytics.startersLeavers.motivations': seriesReport(
    { valueLabel: 'Starters', honours: [...ALL_FILTERS], defaults: lastYear },
    countByLabel(`COALESCE(p.motivation, 'Not given')`, 'v_people p', STARTED),
  ),
};
