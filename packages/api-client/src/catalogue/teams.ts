/**
 * Spec 7.12: teams, team sites and tasks.
 *
 * @module
 */
import { defineArea, only } from './define.js';
import type { CatalogueEntry } from './types.js';

const { resource, call } = defineArea('teams', '7.12');

/** Teams, team public sites and tasks (spec 7.12). */
export const teamsEntries: CatalogueEntry[] = [
  resource('organisation.teams', '/organisation/teams/', undefined, { model: 'Team' }),
  call('organisation.teams.recursive', 'GET', '/organisation/teams/recursive/', {
    query: true,
  }),
  call('organisation.teams.teamRecursive', 'GET', '/organisation/teams/{teamId}/recursive/', {
    query: true,
  }),
  resource('organisation.teams.hide', '/organisation/teams/{teamId}/hide', only('show', 'store')),
  resource(
    'organisation.teams.history',
    '/organisation/teams/{teamId}/history/',
    only('list', 'show'),
  ),
  resource('organisation.teams.sites', '/organisation/teams/{teamId}/sites/', undefined, {
    description:
      'Team sites sub-resource; the path is inferred (the spec names it without a path).',
  }),
  // `/teams/` itself (the public team search) is in publicSearch.ts.
  // Team public sites.
  call('teams.site.list', 'GET', '/teams/site', { query: true }),
  call('teams.site.show', 'GET', '/teams/{teamId}/site'),
  call('teams.site.store', 'POST', '/teams/{teamId}/site'),
  call('teams.site.update', 'PUT', '/teams/{teamId}/site'),
  call('teams.site.file', 'POST', '/teams/{teamId}/site/file', { body: 'form' }),
  // A visitor contacts a team from its public site without an account (issue 49;
  // rate-limited, a honeypot: the sandbox's teamSite/site.ts).
  call('teams.site.contactUs', 'POST', '/teams/{teamId}/site/contact-us', { open: true }),
  call('teams.site.logFileDownload', 'POST', '/teams/{teamId}/site/log-file-download', {
    body: 'none',
  }),
  resource('teamSiteHero', '/team-site-hero', only('list', 'show')),

  // Tasks.
  resource('tasks', '/tasks/'),
  resource('tasks.assignees', '/tasks/{taskId}/assignees/'),
  resource('tasks.attachments', '/tasks/{taskId}/attachments/', undefined, { upload: true }),
  resource('tasks.history', '/tasks/{taskId}/history/'),
];
