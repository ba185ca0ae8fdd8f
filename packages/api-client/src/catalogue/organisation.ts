/**
 * Spec 7.11: organisation configuration.
 *
 * @module
 */
import { defineArea, only, without } from './define.js';
import type { CatalogueEntry } from './types.js';

const { resource, call } = defineArea('organisation', '7.11');

/** Plain CRUD configuration lists of 7.11: [accessor key under `organisation`, path]. */
const crud: [string, string][] = [
  ['activityCategories', '/organisation/activity-categories/'],
  ['activityOutcomes', '/organisation/activity-outcomes/'],
  ['attributeCategories', '/organisation/attribute-categories/'],
  ['attributes', '/organisation/attributes/'],
  ['blacklist', '/organisation/blacklist/'],
  ['clearanceFlags', '/organisation/clearance-flags/'],
  ['contactCategories', '/organisation/contact-categories/'],
  ['consents', '/organisation/consents/'],
  ['disclosureTypes', '/organisation/disclosure-types/'],
  ['emailLogGroups', '/organisation/email-log-groups/'],
  ['emailLogGroups.logs', '/organisation/email-log-groups/{groupId}/logs/'],
  ['emailTemplates', '/organisation/email-templates/'],
  ['expenses', '/organisation/expenses/'],
  ['expenses.rates', '/organisation/expenses/rates/'],
  ['expenses.types', '/organisation/expenses/types/'],
  ['inductionModules', '/organisation/induction-modules/'],
  ['links', '/organisation/links/'],
  ['loginMessages', '/organisation/login-messages/'],
  ['loginMessages.logs', '/organisation/login-messages/{id}/logs/'],
  ['motivationBases', '/organisation/motivation-bases/'],
  ['motivations', '/organisation/motivations/'],
  ['noteCategories', '/organisation/note-categories/'],
  ['oauth', '/organisation/oauth/'],
  ['oauth.clients', '/organisation/oauth/clients/'],
  ['partners', '/organisation/partners/'],
  ['permissionGroups', '/organisation/permission-groups/'],
  ['recognitionTemplates', '/organisation/recognition-templates/'],
  ['recruitment.questions', '/organisation/recruitment/questions/'],
  ['recruitment.categories', '/organisation/recruitment/categories/'],
  ['recruitment.categories.stages', '/organisation/recruitment/categories/{categoryId}/stages/'],
  ['recruitmentClosingReasons', '/organisation/recruitment-closing-reasons/'],
  ['referenceQuestions', '/organisation/reference-questions/'],
  ['residentialCancelReasons', '/organisation/residential-cancel-reasons'],
  ['residentialResources', '/organisation/residential-resources'],
  ['riskActivities', '/organisation/risk-activities/'],
  ['roleFamilies', '/organisation/role-families/'],
  ['roleProfiles', '/organisation/role-profiles/'],
  ['roleProfiles.images', '/organisation/role-profiles/{roleProfileId}/images/'],
  ['shiftPatterns', '/organisation/shift-patterns/'],
  ['signups', '/organisation/signups/'],
  ['skillCategories', '/organisation/skillCategories/'],
  ['skills', '/organisation/skills/'],
  ['dynamicSkills', '/organisation/dynamic-skills/'],
  ['statisticSets', '/organisation/statistic-sets/'],
  ['tags', '/organisation/tags/'],
  ['terms', '/organisation/terms/'],
  ['webhooks', '/organisation/webhooks/'],
  ['taskLeavingReasons', '/organisation/task-leaving-reasons/'],
  ['taskPriorities', '/organisation/task-priorities/'],
  ['taskStatuses', '/organisation/task-statuses/'],
  ['queryBuilder', '/organisation/query-builder/'],
];

const models: Record<string, string> = { roleFamilies: 'RoleFamily' };
const uploads = new Set(['roleProfiles.images']);
/** Item id names where the default `id` is already a path parameter. */
const idParams: Record<string, string> = { 'loginMessages.logs': 'logId' };

/** Organisation configuration (spec 7.11). Teams (7.12) live in teams.ts. */
export const organisationEntries: CatalogueEntry[] = [
  resource('organisation', '/organisation/', without('show', 'store', 'delete'), {
    model: 'Organisation',
  }),
  call('organisation.detailed', 'GET', '/organisation/detailed/'),
  ...crud.map(([key, path]) =>
    resource(`organisation.${key}`, path, undefined, {
      ...(models[key] ? { model: models[key] } : {}),
      ...(uploads.has(key) ? { upload: true } : {}),
      ...(idParams[key] ? { idParam: idParams[key] } : {}),
      ...(key === 'queryBuilder'
        ? {
            description:
              'Delete is written DELETE /organisation/query-builder//{id} in the spec; sent as /{id}.',
          }
        : {}),
    }),
  ),

  // Restricted resources.
  resource('organisation.countries', '/organisation/countries', only('list'), { model: 'Country' }),
  call(
    'organisation.emailTemplates.newUserPreview',
    'GET',
    '/organisation/email-templates/new-user/preview',
    {
      query: true,
      response: 'text',
      description: 'An HTML preview of the new-user e-mail.',
    },
  ),
  resource('organisation.leavingReasons', '/organisation/leaving-reasons/', without('update')),
  resource(
    'organisation.recognitionCategories',
    '/organisation/recognition-categories/',
    without('update'),
  ),
  resource('organisation.roleBases', '/organisation/role-bases/', without('update')),
  resource(
    'organisation.permissionCategories',
    '/organisation/permission-categories/',
    only('list', 'show'),
  ),
  resource('organisation.permissions', '/organisation/permissions/', without('store', 'delete')),
  resource('organisation.touchpointTypes', '/organisation/touchpoint-types/', only('list', 'show')),
  resource('organisation.savedList', '/organisation/saved-list/', only('show', 'store')),
  call('organisation.safeguarding.show', 'GET', '/organisation/safeguarding/'),
  call('organisation.safeguarding.update', 'PUT', '/organisation/safeguarding/'),

  // Extra actions.
  call(
    'organisation.recruitment.categories.duplicate',
    'POST',
    '/organisation/recruitment/categories/{id}/duplicate',
  ),
  call('organisation.roleProfiles.bulkUpdate', 'PUT', '/organisation/role-profiles/bulk-update/', {
    query: true,
    body: 'none',
  }),
  call(
    'organisation.roleProfiles.accountCodes',
    'GET',
    '/organisation/role-profiles/account-codes/',
  ),

  // Diversity.
  call('organisation.diversity.categories', 'GET', '/organisation/diversity/categories', {
    query: true,
  }),
  call('organisation.diversity.reports.user', 'GET', '/organisation/diversity/reports/user', {
    query: true,
    description: 'The user report; the teams report uses this same path.',
  }),
  call(
    'organisation.diversity.reports.applicant',
    'GET',
    '/organisation/diversity/reports/applicant',
    {
      query: true,
    },
  ),
  call(
    'organisation.diversity.reports.clearedApplicant',
    'GET',
    '/organisation/diversity/reports/cleared-applicant',
    { query: true },
  ),
  call(
    'organisation.diversity.reports.userDob',
    'GET',
    '/organisation/diversity/reports/user-dob',
    {
      query: true,
    },
  ),
  call('organisation.diversity.questions', 'GET', '/organisation/diversity/questions'),

  // Helpdesk.
  resource('organisation.helpdeskTickets', '/organisation/{helpdesk}-tickets/', undefined, {
    description: '{helpdesk} names the helpdesk service.',
  }),
  call('organisation.helpdeskTickets.tags', 'GET', '/organisation/{helpdesk}-tickets/tags/'),

  // Query builder (the resource is in the CRUD table above).
  call('organisation.queryBuilder.preview', 'POST', '/organisation/query-builder/preview', {
    bodyModel: 'QueryBuilderPreview',
    description: 'Previews a query with {query}.',
  }),
  call('organisation.queryBuilder.validate', 'POST', '/organisation/query-builder/validate/'),
];
