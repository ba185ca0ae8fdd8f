/**
 * Spec 7.4: dashboard, general and mobile.
 *
 * @module
 */
import { defineArea, only, without } from './define.js';
import type { CatalogueEntry } from './types.js';

const { resource, call } = defineArea('dashboard', '7.4');

/** Dashboard, general and mobile resources (spec 7.4). Heartbeat lives in heartbeat.ts. */
export const dashboardEntries: CatalogueEntry[] = [
  resource('dashboard', '/dashboard/', without('update')),
  resource('dashboard.recentActions', '/dashboard/recent-actions/', without('update')),
  resource('directory', '/directory/'),
  resource('documents', '/documents/', undefined, { upload: true }),
  resource('folders', '/folders/'),
  resource('news', '/news/'),
  resource('motivations', '/motivations/'),
  resource('hub', '/hub/', without('update')),
  resource('images', '/images/', without('list'), { upload: true }),
  resource('search', '/search/', only('list', 'show')),
  resource('systemInfo', '/system-info/', only('list', 'show')),
  resource('telemetry', '/telemetry/', only('store')),
  resource('calendar', '/calendar/', only('list')),
  call('calendar.availableTypes', 'GET', '/calendar/available-types/'),
  resource('contactUs', '/contact-us/', only('store')),
  resource('mobileDashboard', '/mobile/dashboard/'),
  call('mobileDashboard.stats', 'GET', '/mobile/dashboard/stats/'),
];
