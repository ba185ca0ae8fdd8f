/**
 * The route handlers of every analytics dataset (spec 7.5) and report
 * (spec 7.14): each runs its SQL definition through the report engine.
 *
 * @module
 */
import { requirePermission } from '../routes/organisation.js';
import type { Handler } from '../routes/types.js';
import { ANALYTICS } from './analytics.js';
import { runReport, type ReportDef } from './report.js';
import { GENERAL_REPORTS } from './reportsGeneral.js';
import { USER_REPORTS } from './reportsUsers.js';
import { TRAINING } from './training.js';

/** Every report definition by normalised path. */
export const REPORTS: Record<string, ReportDef> = {
  ...ANALYTICS,
  ...TRAINING,
  ...GENERAL_REPORTS,
  ...USER_REPORTS,
};

function handler(path: string, def: ReportDef): Handler {
  const permission = path.startsWith('/analytics/') ? 'view-analytics' : 'view-reports';
  return (ctx) => {
    requirePermission(ctx, permission);
    for (const value of Object.values(ctx.params))
      if (!/^\d{1,15}$/.test(value))
        return { status: 404, json: { message: 'Not found.', code: 'not_found' } };
    return { json: runReport(ctx.services.db, def, ctx.query, ctx.params) };
  };
}

/** Report handlers by route key (`GET <path>`, or `list <path>` for organisation stats). */
export const REPORT_HANDLERS: Record<string, Handler> = Object.fromEntries(
  Object.entries(REPORTS).map(([path, def]) => [
    `${path === '/analytics/organisation-stats' ? 'list' : 'GET'} ${path}`,
    handler(path, def),
  ]),
);
