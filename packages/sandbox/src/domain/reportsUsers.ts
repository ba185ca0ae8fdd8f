/**
 * People reports of spec 7.14 (`/reports/users/...`), by SQL over the people
 * records, their teams, skills, vetting and touchpoints.
 *
 * @module
 */
import { leavers, leavingReasons, starters, TEAM_NAME } from './analytics.js';
import {
  all,
  countByLabel,
  countByMonth,
  IN_RANGE,
  IN_TEAMS,
  rowsReport,
  seriesReport,
  type ReportDef,
} from './report.js';
import { named } from '../store/collections.js';

const CURRENT = `p.status IN ('active', 'applicant', 'inactive')`;
/** SQL: person `p` is current and in the requested teams. */
const CURRENT_IN_TEAMS = `${CURRENT} AND ${IN_TEAMS('p')}`;

const MISSING = `
  SELECT p.id, p.name, 'Phone' AS field FROM v_people p WHERE COALESCE(p.phone, '') = '' AND ${CURRENT} AND ${IN_TEAMS('p')}
  UNION ALL SELECT p.id, p.name, 'Date of birth' FROM v_people p WHERE COALESCE(p.date_of_birth, '') = '' AND ${CURRENT} AND ${IN_TEAMS('p')}
  UNION ALL SELECT p.id, p.name, 'Postcode' FROM v_people p WHERE COALESCE(p.postcode, '') = '' AND ${CURRENT} AND ${IN_TEAMS('p')}
  UNION ALL SELECT p.id, p.name, 'Emergency contact' FROM v_people p WHERE COALESCE(p.emergency_contact, '') = '' AND ${CURRENT} AND ${IN_TEAMS('p')}`;

const SKILLS = `SELECT p.id, p.name, s.value AS skill,
  (SELECT json_extract(r.data, '$.category_id') FROM records r WHERE r.collection = '${named('organisation.skills')}' AND json_extract(r.data, '$.name') = s.value) AS category_id
  FROM v_people p, json_each(p.skills) s WHERE ${CURRENT_IN_TEAMS}`;

const LENGTH_DAYS = `julianday(COALESCE(p.leave_date, @today)) - julianday(p.start_date)`;

/** People reports by normalised path. */
export const USER_REPORTS: Record<string, ReportDef> = {
  'reports.users.byRole': seriesReport(
    { valueLabel: 'People', honours: ['team_id'] },
    countByLabel(`COALESCE(p.role, 'none')`, 'v_people p', CURRENT_IN_TEAMS),
  ),
  'reports.users.byTeam': seriesReport(
    { valueLabel: 'Members', honours: ['team_id'] },
    `SELECT t.name AS label, COUNT(p.id) AS value FROM v_teams t
     JOIN v_people p ON ${CURRENT} AND EXISTS (SELECT 1 FROM json_each(p.team_ids) x WHERE x.value = t.id)
     WHERE (@teams IS NULL OR t.id IN (SELECT value FROM json_each(@teams)))
     GROUP BY t.id ORDER BY value DESC, label`,
  ),
  'reports.users.byTeamUsers': rowsReport(
    { honours: ['team_id'] },
    `SELECT p.id, p.name, ${TEAM_NAME} AS team, p.status, p.role FROM v_people p
     WHERE ${CURRENT_IN_TEAMS} ORDER BY team, p.name, p.id`,
  ),
  'reports.users.leavingReasons': leavingReasons,
  'reports.users.logins': seriesReport(
    { valueLabel: 'People who last logged in', honours: ['from', 'to', 'team_id'] },
    countByMonth('p.last_login_at', 'v_people p', IN_TEAMS('p')),
  ),
  'reports.users.checkpoints': seriesReport(
    { valueLabel: 'Inductions', honours: ['team_id'] },
    `SELECT CASE WHEN i.status = 'completed' THEN 'Completed'
       WHEN i.due_date IS NOT NULL AND i.due_date < @today THEN 'Overdue' ELSE 'Pending' END AS label,
       COUNT(*) AS value FROM v_inductions i JOIN v_people p ON p.id = i.user_id
     WHERE ${CURRENT_IN_TEAMS} GROUP BY label ORDER BY label`,
  ),
  'reports.users.leavers': leavers,
  'reports.users.volunteeringLength': seriesReport(
    {
      valueLabel: 'People',
      series: [{ key: 'average_days', label: 'Average length (days)' }],
      honours: ['team_id'],
    },
    `WITH b(label, lo, hi, ord) AS (VALUES ('Under 3 months', 0, 91, 1), ('3 to 12 months', 91, 365, 2),
       ('1 to 2 years', 365, 730, 3), ('2 years or more', 730, 1e9, 4))
     SELECT b.label, COUNT(p.id) AS value, CAST(COALESCE(ROUND(AVG(${LENGTH_DAYS})), 0) AS INTEGER) AS average_days
     FROM b LEFT JOIN v_people p ON p.start_date IS NOT NULL AND ${LENGTH_DAYS} >= b.lo AND ${LENGTH_DAYS} < b.hi
       AND p.status <> 'applicant' AND ${IN_TEAMS('p')}
     GROUP BY b.label ORDER BY b.ord`,
  ),
  'reports.users.missingData': seriesReport(
    { valueLabel: 'People missing it', honours: ['team_id'] },
    `SELECT field AS label, COUNT(*) AS value FROM (${MISSING}) GROUP BY field ORDER BY label`,
  ),
  'reports.users.missingDataUsers': rowsReport(
    { honours: ['team_id'] },
    `SELECT id, name, group_concat(field, ', ') AS missing FROM (${MISSING} ORDER BY 3) GROUP BY id ORDER BY name, id`,
  ),
  'reports.users.skills': seriesReport(
    { valueLabel: 'People', honours: ['team_id'] },
    countByLabel('skill', `(${SKILLS})`),
  ),
  'reports.users.skillsUsers': {
    kind: 'rows',
    honours: ['team_id'],
    run: (db, q) => all(db, `SELECT id, name, skill FROM (${SKILLS}) ORDER BY skill, name, id`, q),
  },
  'reports.users.dynamicSkills': seriesReport(
    { valueLabel: 'People', honours: ['team_id'] },
    `SELECT COALESCE((SELECT json_extract(c.data, '$.name') FROM records c WHERE c.collection = '${named('organisation.skillCategories')}' AND c.id = s.category_id), 'Uncategorised') AS label,
       COUNT(DISTINCT s.id) AS value FROM (${SKILLS}) s GROUP BY s.category_id ORDER BY value DESC, label`,
  ),
  'reports.users.dynamicSkillCategory': {
    kind: 'series',
    unit: 'count',
    valueLabel: 'People',
    honours: ['team_id'],
    run: (db, q) =>
      all(db, countByLabel('skill', `(${SKILLS})`, 'category_id = @category'), q, {
        category: Number(q.params.categoryId),
      }),
  },
  'reports.users.dynamicSkillCategoryUser': {
    kind: 'rows',
    honours: [],
    run: (db, q) =>
      all(
        db,
        `SELECT id, name, skill, category_id FROM (${SKILLS}) WHERE category_id = @category AND id = @user ORDER BY skill`,
        q,
        { category: Number(q.params.categoryId), user: Number(q.params.userId) },
      ),
  },
  'reports.users.vetting': seriesReport(
    { valueLabel: 'People', honours: ['team_id'] },
    countByLabel(
      `CASE WHEN p.vetting_status = 'cleared' AND p.vetting_expires < @today THEN 'expired'
         ELSE COALESCE(p.vetting_status, 'none') END`,
      'v_people p',
      CURRENT_IN_TEAMS,
    ),
  ),
  'reports.users.vettingUsers': rowsReport(
    { honours: ['team_id'] },
    `SELECT p.id, p.name, COALESCE(p.vetting_status, 'none') AS vetting_status, p.vetting_expires FROM v_people p
     WHERE ${CURRENT_IN_TEAMS} ORDER BY p.name, p.id`,
  ),
  'reports.users.vettingByUserUsers': rowsReport(
    { honours: ['from', 'to', 'team_id'] },
    `SELECT p.id, p.name, p.vetting_status, p.vetting_expires,
       CAST(julianday(p.vetting_expires) - julianday(@today) AS INTEGER) AS days_left FROM v_people p
     WHERE p.vetting_expires IS NOT NULL AND ${CURRENT} AND ${IN_RANGE('p.vetting_expires')} AND ${IN_TEAMS('p')}
     ORDER BY p.vetting_expires, p.id`,
  ),
  'reports.users.newStarters': starters,
  'reports.users.touchpoints': seriesReport(
    { valueLabel: 'Touchpoints', honours: ['from', 'to'] },
    countByMonth(
      `json_extract(data, '$.date')`,
      'records',
      `collection = '${named('users.touchpoints')}'`,
    ),
  ),
};
