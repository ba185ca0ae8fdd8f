/**
 * Pure helpers that turn catalogue entries into concrete routes: the sandbox
 * server, the OpenAPI generator, the docs and the typed accessors all use
 * these, so a route is derived in exactly one place.
 *
 * @module
 */
import type { HttpMethod } from '../http/types.js';
import type { CatalogueEntry, Operation, ResourceEntry } from './types.js';

/** The HTTP method of each resource operation (spec 7.1). */
export const OPERATION_METHODS: Readonly<Record<Operation, HttpMethod>> = {
  list: 'GET',
  show: 'GET',
  store: 'POST',
  update: 'PUT',
  delete: 'DELETE',
};

/** Operations addressed to one item (`path{id}`). */
export const ITEM_OPERATIONS: readonly Operation[] = ['show', 'update', 'delete'];

/**
 * The names of the `{param}` placeholders of a path template, in order.
 *
 * @example
 * ```ts
 * pathParams('/users/{userId}/notes/'); // ['userId']
 * ```
 */
export function pathParams(template: string): string[] {
  return [...template.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((m) => m[1]!);
}

/** The name of a resource's item id placeholder. @default 'id' */
export function idParamOf(entry: ResourceEntry): string {
  return entry.idParam ?? 'id';
}

/**
 * The item path template of a resource operation: the entry's `itemPath` override,
 * else `path` + `{id}`, with a `/` between them when `path` does not end with one
 * (the spec writes a few resource paths without a trailing slash).
 *
 * @example
 * ```ts
 * itemPathOf({ kind: 'resource', area: 'users', path: '/users/{userId}/notes/', operations: [] }, 'show');
 * // '/users/{userId}/notes/{id}'
 * ```
 */
export function itemPathOf(entry: ResourceEntry, operation: 'show' | 'update' | 'delete'): string {
  const override = entry.itemPath?.[operation];
  if (override) return override;
  const sep = entry.path.endsWith('/') ? '' : '/';
  return `${entry.path}${sep}{${idParamOf(entry)}}`;
}

/** One concrete route of the catalogue. */
export interface CatalogueRoute {
  /** HTTP method. */
  method: HttpMethod;
  /** Path template, `{param}` form, leading slash. */
  path: string;
  /** The entry the route comes from. */
  entry: CatalogueEntry;
  /** The resource operation, or `undefined` for a call. */
  operation?: Operation;
  /** Callable without a token. */
  public: boolean;
  /** How the response body is read. */
  response: 'json' | 'text' | 'binary';
}

/** Whether a resource operation is public (`public` and, when given, listed in `publicOperations`). */
export function isPublicOperation(entry: ResourceEntry, operation: Operation): boolean {
  if (!entry.public) return false;
  return entry.publicOperations ? entry.publicOperations.includes(operation) : true;
}

/** The route of one resource operation. */
export function operationRoute(entry: ResourceEntry, operation: Operation): CatalogueRoute {
  const path =
    operation === 'list' || operation === 'store' ? entry.path : itemPathOf(entry, operation);
  return {
    method: OPERATION_METHODS[operation],
    path,
    entry,
    operation,
    public: isPublicOperation(entry, operation),
    response: 'json',
  };
}

/**
 * Every concrete route of the given entries: one per allowed resource operation
 * and one per call.
 *
 * @example
 * ```ts
 * import { catalogue, catalogueRoutes } from '@volunteerkit/api-client/catalogue';
 * for (const r of catalogueRoutes(catalogue)) app.on(r.method, r.path, handler);
 * ```
 */
export function catalogueRoutes(entries: readonly CatalogueEntry[]): CatalogueRoute[] {
  const routes: CatalogueRoute[] = [];
  for (const entry of entries) {
    if (entry.kind === 'call') {
      routes.push({
        method: entry.method,
        path: entry.path,
        entry,
        public: entry.public === true,
        response: entry.response,
      });
    } else {
      for (const op of entry.operations) routes.push(operationRoute(entry, op));
    }
  }
  return routes;
}
