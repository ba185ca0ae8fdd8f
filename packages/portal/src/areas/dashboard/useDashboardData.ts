/**
 * What the dashboard reads, each through the typed accessors of the API
 * client and each on its own (one failing section never blanks the others):
 * organisation stats, the starters/leavers chart, upcoming activities, recent
 * starters and leavers, and recent actions.
 *
 * @module
 */
import type { VolunteerKitApi } from '@volunteerkit/api-client';
import type { PortalUser } from '../../auth/types.js';
import { canAccess } from '../../registry/access.js';
import { normaliseList, type AnyRecord } from '../../registry/infer.js';
import { normaliseReport, type ReportData } from '../analytics/reportData.js';
import { useApi } from '../../app/useApi.js';
import { useLoad } from '../../app/useLoad.js';

/** Days of history the starters/leavers lists cover (the organisation stats' default range). */
export const RECENT_DAYS = 30;
/** Days ahead the upcoming activities cover. */
export const UPCOMING_DAYS = 7;
/** Recent actions shown. */
export const RECENT_ACTIONS = 8;

/** Who may read the organisation's datasets (the sandbox needs `view-analytics`). */
export const ANALYTICS_ACCESS = { permissions: ['view-analytics'], feature: 'analytics' } as const;
/** Who may read the organisation's recent actions. */
export const RECENT_ACCESS = {
  permissions: ['view-users', 'edit-users', 'manage-organisation'],
} as const;

/** `YYYY-MM-DD` of `today` plus `days` (UTC calendar arithmetic). */
export function isoDay(today: Date, days = 0): string {
  const d = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() + days));
  return d.toISOString().slice(0, 10);
}

/** The query of each dashboard read, from "today"; exported so tests read exactly the same. */
export function dashboardQueries(today: Date) {
  return {
    upcoming: { from: isoDay(today), to: isoDay(today, UPCOMING_DAYS) },
    recentPeople: { from: isoDay(today, -(RECENT_DAYS - 1)), to: isoDay(today) },
    recentActions: { per_page: RECENT_ACTIONS, s: 'at', o: 'desc' },
  } as const;
}

function rowsOf(payload: unknown): AnyRecord[] {
  return normaliseList(payload).rows;
}

/** The loads of every section; sections the user may not see load nothing. */
export function useDashboardData(user: PortalUser | null, today: Date) {
  const api: VolunteerKitApi = useApi();
  const analytics = canAccess(ANALYTICS_ACCESS, user);
  const recentAllowed = canAccess(RECENT_ACCESS, user);
  const q = dashboardQueries(today);
  const day = q.upcoming.from;
  const a = analytics ? day : null;
  const stats = useLoad<ReportData>(
    (signal) => api.analytics.organisationStats.list({}, { signal }).then(normaliseReport),
    a && `stats:${a}`,
  );
  const chart = useLoad<ReportData>(
    (signal) => api.analytics.startersLeavers.chart({}, { signal }).then((p) => normaliseReport(p)),
    a && `chart:${a}`,
  );
  const upcoming = useLoad<AnyRecord[]>(
    (signal) => api.analytics.activities.upcoming(q.upcoming, { signal }).then(rowsOf),
    a && `upcoming:${a}`,
  );
  const starters = useLoad<AnyRecord[]>(
    (signal) => api.analytics.startersLeavers.starters(q.recentPeople, { signal }).then(rowsOf),
    a && `starters:${a}`,
  );
  const leavers = useLoad<AnyRecord[]>(
    (signal) => api.analytics.startersLeavers.leavers(q.recentPeople, { signal }).then(rowsOf),
    a && `leavers:${a}`,
  );
  const recent = useLoad<AnyRecord[]>(
    (signal) => api.dashboard.recentActions.list(q.recentActions, { signal }).then(rowsOf),
    recentAllowed ? `recent:${day}` : null,
  );
  return { analytics, recentAllowed, stats, chart, upcoming, starters, leavers, recent };
}

/** What {@link useDashboardData} returns. */
export type DashboardData = ReturnType<typeof useDashboardData>;
