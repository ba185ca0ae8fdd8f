/**
 * The route handlers of every analytics dataset (spec 7.5) and report
 * (spec 7.14): each runs its SQL definition through the report engine.
 *
 * @module
 */
import { accessorIndex, catalogue, routeName } from '@volunteerkit/api-client/catalogue';
import { requirePermission } from '../routes/organisation.js';
import type { Handler } from '../routes/types.js';
import { teamScopeOf } from '../authz/teamScope.js';
import { ANALYTICS } from './analytics.js';
import { runReport, type ReportDef } from './report.js';
import { GENERAL_REPORTS } from './reportsGeneral.js';
import { USER_REPORTS } from './reportsUsers.js';
import { TRAINING } from './training.js';

/** Every report definition by catalogue accessor (`analytics.startersLeavers.chart`). */
export const REPORTS: Record<string, ReportDef> = {
  ...ANALYTICS,
  ...TRAINING,
  ...GENERAL_REPORTS,
  ...USER_REPORTS,
};

function handler(area: string, def: ReportDef): Handler {
  const permission = area === 'analytics' ? 'view-analytics' : 'view-reports';
  return (ctx) => {
    requirePermission(ctx, permission);
    for (const value of Object.values(ctx.params))
      if (!/^\d{1,15}$/.test(value))
        return { status: 404, json: { message: 'Not found.', code: 'not_found' } };
    const scope = teamScopeOf(ctx);
    return {
      json: runReport(ctx.services.db, def, ctx.query, ctx.params, new Date(), scope?.teams),
    };
  };
}

const ENTRIES = accessorIndex(catalogue);

/** The catalogue entry of a report accessor; throws for a name the catalogue lacks. */
export function reportEntry(accessor: string) {
  const entry = ENTRIES.get(accessor);
  if (!entry) throw new Error(`No catalogue entry for the report "${accessor}".`);
  return entry;
}

/** Report handlers by route name (`analytics.startersLeavers.chart`, `analytics.organisationStats list`). */
export const REPORT_HANDLERS: Record<string, Handler> = Object.fromEntries(
  Object.entries(REPORTS).map(([accessor, def]) => {
    const entry = reportEntry(accessor);
    return [routeName(entry, 'list'), handler(entry.area, def)];
  }),
);
