/**
 * Training datasets of spec 7.5 (`/analytics/training/...`), by SQL over the
 * induction modules and the people's induction records.
 *
 * @module
 */
import { all, IN_RANGE, IN_TEAMS, type ReportDef } from './report.js';

const ACTIVE = `p.status IN ('active', 'applicant')`;

/** Training datasets by normalised path. */
export const TRAINING: Record<string, ReportDef> = {
  'analytics.training.compulsoryTraining': {
    kind: 'series',
    unit: 'count',
    valueLabel: 'Completed',
    series: [{ key: 'outstanding', label: 'Outstanding' }],
    honours: ['from', 'to', 'team_id'],
    run: (db, q) =>
      all(
        db,
        `SELECT m.name AS label,
           SUM(CASE WHEN i.status = 'completed' AND ${IN_RANGE('i.completed_at')} THEN 1 ELSE 0 END) AS value,
           SUM(CASE WHEN i.status IS NULL OR i.status <> 'completed' THEN 1 ELSE 0 END) AS outstanding
         FROM v_modules m
         JOIN v_inductions i ON i.module_id = m.id JOIN v_people p ON p.id = i.user_id
         WHERE m.compulsory = 1 AND ${ACTIVE} AND ${IN_TEAMS('p')}
         GROUP BY m.id ORDER BY m.name`,
        q,
      ),
  },
  'analytics.training.adoptionByModule': {
    kind: 'series',
    unit: 'percent',
    valueLabel: 'Completed (%)',
    series: [
      { key: 'completed', label: 'Completed' },
      { key: 'assigned', label: 'Assigned' },
    ],
    honours: [],
    run: (db, q) =>
      all(
        db,
        `SELECT m.name AS label,
           CASE WHEN COUNT(i.id) = 0 THEN 0 ELSE ROUND(100.0 * SUM(i.status = 'completed') / COUNT(i.id), 1) END AS value,
           COALESCE(SUM(i.status = 'completed'), 0) AS completed, COUNT(i.id) AS assigned
         FROM v_modules m LEFT JOIN v_inductions i ON i.module_id = m.id
         GROUP BY m.id ORDER BY m.name`,
        q,
      ),
  },
  'analytics.training.byUser': {
    kind: 'rows',
    honours: [],
    run: (db, q) =>
      all(
        db,
        `SELECT p.id, p.name, SUM(i.status = 'completed') AS completed, COUNT(i.id) AS assigned,
           ROUND(100.0 * SUM(i.status = 'completed') / COUNT(i.id), 1) AS percent
         FROM v_people p JOIN v_inductions i ON i.user_id = p.id
         GROUP BY p.id ORDER BY percent, p.name, p.id`,
        q,
      ),
  },
  // Completed inductions count in the period they were completed in; outstanding ones always show.
  'analytics.training.usersByModule': {
    kind: 'rows',
    honours: ['from', 'to', 'team_id'],
    run: (db, q) =>
      all(
        db,
        `SELECT i.id, m.id AS module_id, m.name AS module, p.id AS user_id, p.name, COALESCE(i.status, 'pending') AS status, i.completed_at
         FROM v_inductions i JOIN v_modules m ON m.id = i.module_id JOIN v_people p ON p.id = i.user_id
         WHERE (i.status IS NULL OR i.status <> 'completed' OR ${IN_RANGE('i.completed_at')})
           AND ${IN_TEAMS('p')}
         ORDER BY m.name, p.name, i.id`,
        q,
      ),
  },
};
