/**
 * What the portal knows about each analytics dataset (spec 7.5) and report
 * (spec 7.14): where it sits, who may open it, and which typed accessor loads it.
 *
 * @module
 */
import type { ChartVariant } from './charts/ReportChart.js';
import { reportLoaders, type ReportAccessor, type ReportLoaders } from './reportAccessor.js';

/** Groups of the landing page, in the spec's order. */
export type ReportGroupId =
  | 'general'
  | 'starters-leavers'
  | 'training'
  | 'activities'
  | 'expenses'
  | 'hub'
  | 'news'
  | 'overview'
  | 'recruitment'
  | 'users';

/** A group of datasets or reports on the landing page. */
export interface ReportGroup {
  /** Identifier. */
  id: ReportGroupId;
  /** Heading. */
  label: string;
  /** Spec section: 7.5 analytics, 7.14 reports. */
  spec: '7.5' | '7.14';
}

/** A path parameter a report needs (e.g. the dynamic skill category). */
export interface ReportParam {
  /** Name in the path template (`categoryId`). */
  name: string;
  /** Field label, in the organisation's words ("Skill category"). */
  label: string;
  /** What the parameter is: chosen by name in a picker of that kind, never typed as an id. */
  kind: 'skillCategory' | 'person';
}

/** What a dataset or report states: its place, its page and its typed accessor. */
export interface ReportFacts {
  /** URL slug (`/analytics/<id>`). */
  id: string;
  /** Title of its page and link. */
  title: string;
  /** One sentence on what it shows. */
  description: string;
  /** Its group. */
  group: ReportGroupId;
  /** The typed accessor that loads it (`reports.users.byRole`); its path comes from the catalogue. */
  accessor: ReportAccessor;
  /** Path parameters, in path order. */
  params?: readonly ReportParam[];
  /** The chart it draws. @default 'auto' */
  chart?: ChartVariant;
}

/** One dataset or report: its facts and the loaders derived from its accessor. */
export interface ReportDef extends ReportFacts, ReportLoaders {}

/**
 * A report of `group`, loaded (and exported, where the catalogue has an export call)
 * through `accessor`.
 *
 * @example
 * ```ts
 * reportDef('users', 'users-by-role', 'People by role', 'People holding each role.', 'reports.users.byRole');
 * ```
 */
export function reportDef(
  group: ReportGroupId,
  id: string,
  title: string,
  description: string,
  accessor: ReportAccessor,
  extra: Pick<ReportFacts, 'params' | 'chart'> = {},
): ReportDef {
  return { group, id, title, description, accessor, ...extra, ...reportLoaders(accessor) };
}

/** The groups, in the spec's order. */
export const REPORT_GROUPS: readonly ReportGroup[] = [
  { id: 'general', label: 'Organisation and activities', spec: '7.5' },
  { id: 'starters-leavers', label: 'Starters and leavers', spec: '7.5' },
  { id: 'training', label: 'Training', spec: '7.5' },
  { id: 'activities', label: 'Activity reports', spec: '7.14' },
  { id: 'expenses', label: 'Expense reports', spec: '7.14' },
  { id: 'hub', label: 'Hub reports', spec: '7.14' },
  { id: 'news', label: 'News reports', spec: '7.14' },
  { id: 'overview', label: 'Overview reports', spec: '7.14' },
  { id: 'recruitment', label: 'Recruitment reports', spec: '7.14' },
  { id: 'users', label: 'User reports', spec: '7.14' },
];
