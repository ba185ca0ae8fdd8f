/**
 * Every dataset and report the analytics pages offer, and their look-ups.
 *
 * @module
 */
import { ANALYTICS_DEFS } from './analyticsDefs.js';
import { REPORT_DEFS } from './reportDefs.js';
import { REPORT_GROUPS, type ReportDef, type ReportGroup } from './reportTypes.js';
import type { AccessRule } from '../../registry/access.js';

/** Every dataset (spec 7.5) and report (spec 7.14), in the spec's order. */
export const ALL_REPORTS: readonly ReportDef[] = [...ANALYTICS_DEFS, ...REPORT_DEFS];

/** The report with this URL id; `undefined` for an unknown id. */
export function findReport(id: string | undefined): ReportDef | undefined {
  return id === undefined ? undefined : ALL_REPORTS.find((r) => r.id === id);
}

/** The group of a report. */
export function groupOf(report: ReportDef): ReportGroup {
  return REPORT_GROUPS.find((g) => g.id === report.group)!;
}

/** The permission each spec section asks for (the sandbox demo's `view-*` family). */
export function permissionsOf(report: ReportDef): readonly string[] {
  return groupOf(report).spec === '7.5' ? ['view-analytics'] : ['view-reports'];
}

/** Reports made of people's diversity answers: they also need the right to read those (the server's rule). */
const DIVERSITY_REPORTS: ReadonlySet<string> = new Set(['reports.overview.diversity']);

/**
 * Who may open a report: the permission of its spec section and, for a report
 * made of diversity answers, 'view-user-diversity' as well.
 *
 * @example
 * accessOf(findReport('overview-diversity')!)
 * // { permissions: ['view-reports'], allPermissions: ['view-user-diversity'] }
 */
export function accessOf(report: ReportDef): AccessRule {
  return {
    permissions: permissionsOf(report),
    ...(DIVERSITY_REPORTS.has(report.accessor) ? { allPermissions: ['view-user-diversity'] } : {}),
  };
}
