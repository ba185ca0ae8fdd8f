/**
 * What the portal knows about each analytics dataset (spec 7.5) and report
 * (spec 7.14): where it sits, who may open it, and which typed accessor loads it.
 *
 * @module
 */
import type { QueryParams, RequestExtras, VolunteerKitApi } from '@volunteerkit/api-client';
import type { ChartVariant } from './charts/ReportChart.js';

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
  /** Field label. */
  label: string;
}

/** One dataset or report. */
export interface ReportDef {
  /** URL slug (`/analytics/<id>`). */
  id: string;
  /** Title of its page and link. */
  title: string;
  /** One sentence on what it shows. */
  description: string;
  /** Its group. */
  group: ReportGroupId;
  /** The catalogue accessor `load` calls (`reports.users.byRole`); its path comes from the catalogue. */
  accessor: string;
  /** Path parameters, in path order. */
  params?: readonly ReportParam[];
  /** The chart it draws. @default 'auto' */
  chart?: ChartVariant;
  /** Loads it through the typed client, with the filters as query and the path parameters. */
  load(
    api: VolunteerKitApi,
    query: QueryParams,
    params: readonly string[],
    options: RequestExtras,
  ): Promise<unknown>;
  /** Asks the server for an export file with the same filters (spec 7.5 `.../export`), when it has one. */
  requestExport?(api: VolunteerKitApi, query: QueryParams): Promise<unknown>;
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
