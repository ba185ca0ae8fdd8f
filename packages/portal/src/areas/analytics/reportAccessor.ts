/**
 * A report's loaders, derived from the one fact a report states about the API: the
 * dotted name of its typed accessor (`reports.users.byRole`). The catalogue says
 * whether that name is a call or a listed resource, and whether a `...Export` call
 * sits beside it.
 *
 * @module
 */
import { accessorIndex, catalogue } from '@volunteerkit/api-client/catalogue';
import type { QueryParams, RequestExtras, VolunteerKitApi } from '@volunteerkit/api-client';

/** Resource methods, which load records rather than a report. */
type ResourceMethod = 'list' | 'show' | 'store' | 'update' | 'delete' | 'paginate' | 'listAll';

/** Keys of `T` that may name a report: no resource method, no `...Export` call. */
type ReportKey<T> = Exclude<keyof T & string, ResourceMethod | `${string}Export`>;

/** The dotted names below `T` (prefixed `P`) of its calls and listable resources. */
type ReportNames<T, P extends string> = {
  [K in ReportKey<T>]: T[K] extends (...args: never[]) => Promise<unknown>
    ? `${P}${K}`
    : (T[K] extends { list: unknown } ? `${P}${K}` : never) | ReportNames<T[K], `${P}${K}.`>;
}[ReportKey<T>];

/**
 * The typed accessors a report may load through: a call or a listable resource of the
 * client's `analytics` (spec 7.5) or `reports` (spec 7.14) groups, by its dotted name.
 *
 * @example
 * ```ts
 * const name: ReportAccessor = 'reports.users.byRole';
 * ```
 */
export type ReportAccessor = ReportNames<Pick<VolunteerKitApi, 'analytics' | 'reports'>, ''>;

/** How a report loads and exports through the typed client. */
export interface ReportLoaders {
  /** Loads it with the filters as query and the path parameters in path order. */
  load(
    api: VolunteerKitApi,
    query: QueryParams,
    params: readonly string[],
    options: RequestExtras,
  ): Promise<unknown>;
  /** Asks the server for its export file (spec 7.5 `.../export`), when it has one. */
  requestExport?(api: VolunteerKitApi, query: QueryParams): Promise<unknown>;
}

const ENTRIES = accessorIndex(catalogue);

type Loader = (...args: unknown[]) => Promise<unknown>;

/** The accessor function at a dotted name of the client. */
function accessorAt(api: VolunteerKitApi, name: string): Loader {
  let node: unknown = api;
  for (const key of name.split('.')) node = (node as Record<string, unknown>)[key];
  return node as Loader;
}

/**
 * The loaders of the report at `accessor`: a call is called with the path parameters,
 * the query and the request options; a resource is listed. `requestExport` is there
 * when the catalogue has the accessor's `...Export` call.
 *
 * @throws {Error} when the catalogue has no entry at `accessor`.
 * @example
 * ```ts
 * await reportLoaders('reports.users.byRole').load(api, { from: '2026-01-01' }, [], {});
 * ```
 */
export function reportLoaders(accessor: ReportAccessor): ReportLoaders {
  const entry = ENTRIES.get(accessor);
  if (!entry) throw new Error(`The catalogue has no accessor ${accessor}.`);
  const loadName = entry.kind === 'resource' ? `${accessor}.list` : accessor;
  const exportName = `${accessor}Export`;
  return {
    load: (api, query, params, options) => accessorAt(api, loadName)(...params, query, options),
    ...(ENTRIES.has(exportName)
      ? { requestExport: (api, query) => accessorAt(api, exportName)(query) }
      : {}),
  };
}
