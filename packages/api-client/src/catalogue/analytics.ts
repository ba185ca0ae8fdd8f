/**
 * Spec 7.5: analytics.
 *
 * @module
 */
import { defineArea, only, without } from './define.js';
import type { CatalogueEntry } from './types.js';

const { resource, call } = defineArea('analytics', '7.5');

const q = { query: true } as const;

/** Analytics resources and dataset calls (spec 7.5). */
export const analyticsEntries: CatalogueEntry[] = [
  resource('analytics', '/analytics/', without('update')),
  call('analytics.activities.upcoming', 'GET', '/analytics/activities/upcoming/', q),
  call('analytics.activities.upcomingExport', 'POST', '/analytics/activities/upcoming/export', {
    ...q,
    body: 'none',
  }),
  resource('analytics.organisationStats', '/analytics/organisation-stats', only('list')),

  resource('analytics.startersLeavers', '/analytics/starters-leavers/', without('list', 'update')),
  call('analytics.startersLeavers.overview', 'GET', '/analytics/starters-leavers/overview/', q),
  call('analytics.startersLeavers.chart', 'GET', '/analytics/starters-leavers/chart/', q),
  call('analytics.startersLeavers.starters', 'GET', '/analytics/starters-leavers/starters/', q),
  call(
    'analytics.startersLeavers.startersExport',
    'POST',
    '/analytics/starters-leavers/starters/export',
    {
      ...q,
      body: 'none',
    },
  ),
  call('analytics.startersLeavers.leavers', 'GET', '/analytics/starters-leavers/leavers/', q),
  call(
    'analytics.startersLeavers.leaversExport',
    'POST',
    '/analytics/starters-leavers/leavers/export',
    {
      ...q,
      body: 'none',
    },
  ),
  call(
    'analytics.startersLeavers.leavingReasons',
    'GET',
    '/analytics/starters-leavers/leaving-reasons/',
    q,
  ),
  call(
    'analytics.startersLeavers.leavingReasonsExport',
    'POST',
    '/analytics/starters-leavers/leaving-reasons/export',
    { ...q, body: 'none' },
  ),
  call(
    'analytics.startersLeavers.motivations',
    'GET',
    '/analytics/starters-leavers/motivations/',
    q,
  ),

  resource('analytics.training', '/analytics/training/', without('list', 'update')),
  call(
    'analytics.training.compulsoryTraining',
    'GET',
    '/analytics/training/compulsory-training/',
    q,
  ),
  call(
    'analytics.training.compulsoryTrainingExport',
    'POST',
    '/analytics/training/compulsory-training/export',
    { ...q, body: 'none' },
  ),
  call('analytics.training.adoptionByModule', 'GET', '/analytics/training/adoption-by-module/'),
  call(
    'analytics.training.adoptionByModuleExport',
    'POST',
    '/analytics/training/adoption-by-module/export',
    {
      body: 'none',
    },
  ),
  call('analytics.training.byUser', 'GET', '/analytics/training/by-user/'),
  call('analytics.training.byUserExport', 'POST', '/analytics/training/by-user/export', {
    body: 'none',
  }),
  call('analytics.training.usersByModule', 'GET', '/analytics/training/users-by-module/'),
  call(
    'analytics.training.usersByModuleExport',
    'POST',
    '/analytics/training/users-by-module/export',
    {
      body: 'none',
    },
  ),
];
