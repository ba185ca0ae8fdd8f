/**
 * Spec 7.14: reports.
 *
 * @module
 */
import { defineArea, without } from './define.js';
import type { CatalogueEntry } from './types.js';

const { resource, call } = defineArea('reports', '7.14');

/** GET-only sub-reports: [accessor key under `reports`, path]. */
const subReports: [string, string][] = [
  ['activities.engagement', '/reports/activities/engagement/'],
  ['activities.engagementDetail', '/reports/activities/engagement-detail/'],
  ['activities.outcomes', '/reports/activities/outcomes/'],
  ['activities.overview', '/reports/activities/overview/'],
  ['expenses.overview', '/reports/expenses/overview'],
  ['expenses.byClaim', '/reports/expenses/by-claim'],
  ['expenses.byUser', '/reports/expenses/by-user'],
  ['expenses.byExpenseType', '/reports/expenses/by-expense-type'],
  ['hub.documents', '/reports/hub/documents/'],
  ['news.articles', '/reports/news/articles/'],
  ['overview.status', '/reports/overview/status/'],
  ['overview.diversity', '/reports/overview/diversity/'],
  ['recruitment.classification', '/reports/recruitment/classification/'],
  ['users.byRole', '/reports/users/by-role/'],
  ['users.byTeam', '/reports/users/by-team/'],
  ['users.byTeamUsers', '/reports/users/by-team/users/'],
  ['users.leavingReasons', '/reports/users/leaving-reasons/'],
  ['users.logins', '/reports/users/logins/'],
  ['users.checkpoints', '/reports/users/checkpoints/'],
  ['users.leavers', '/reports/users/leavers/'],
  ['users.volunteeringLength', '/reports/users/volunteering-length/'],
  ['users.missingData', '/reports/users/missing-data/'],
  ['users.missingDataUsers', '/reports/users/missing-data/users/'],
  ['users.skills', '/reports/users/skills/'],
  ['users.skillsUsers', '/reports/users/skills/users/'],
  ['users.dynamicSkills', '/reports/users/dynamic-skills/'],
  ['users.vetting', '/reports/users/vetting/'],
  ['users.vettingUsers', '/reports/users/vetting/users/'],
  ['users.vettingByUserUsers', '/reports/users/vetting-by-user/users/'],
  ['users.newStarters', '/reports/users/new-starters/'],
  ['users.touchpoints', '/reports/users/touchpoints/'],
  ['users.dynamicSkillCategory', '/reports/users/skills/dynamic-skill-category/{categoryId}/'],
  [
    'users.dynamicSkillCategoryUser',
    '/reports/users/skills/dynamic-skill-category/{categoryId}/user/{userId}/',
  ],
];

/** Reports (spec 7.14). */
export const reportsEntries: CatalogueEntry[] = [
  resource('reports', '/reports/', without('update')),
  ...subReports.map(([key, path]) => call(`reports.${key}`, 'GET', path, { query: true })),
];
