/**
 * Pure helpers that turn catalogue entries into routes (method, `{param}` path
 * template, public/open flags). The OpenAPI document, the generated docs and
 * accessor types, the typed accessors, the sandbox's router and handler table,
 * the client's own calls (`requestPath`) and the portal's generic screens
 * (`itemPathOf`, `idParamOf`, `pathParams`) use these.
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

/**
 * A path template as a request path: relative to the API base (no leading slash),
 * the form an `HttpClient` is given.
 *
 * @example
 * ```ts
 * requestPath('/geocode/'); // 'geocode/'
 * ```
 */
export function requestPath(template: string): string {
  return template.replace(/^\/+/, '');
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
  /** Callable without a token as a public search call (`public_search=true`). */
  public: boolean;
  /** Needs no token although it is not a public search call (login, refresh). */
  open: boolean;
  /** How the response body is read. */
  response: 'json' | 'text' | 'binary';
}

/** Whether a resource operation is public (`public` and, when given, listed in `publicOperations`). */
export function isPublicOperation(entry: ResourceEntry, operation: Operation): boolean {
  if (!entry.public) return false;
  return entry.publicOperations ? entry.publicOperations.includes(operation) : true;
}

/** Whether a resource operation needs no token though it is not public (see `ResourceEntry.open`). */
export function isOpenOperation(entry: ResourceEntry, operation: Operation): boolean {
  return entry.open?.includes(operation) ?? false;
}

/**
 * Whether an entry's read (a resource's `list`, or the call) is public: the default
 * of the `public` option of the functions built on the entry.
 */
export function isPublicRead(entry: CatalogueEntry): boolean {
  return entry.kind === 'call' ? entry.public === true : isPublicOperation(entry, 'list');
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
    open: isOpenOperation(entry, operation),
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
        open: entry.open === true,
        response: entry.response,
      });
    } else {
      for (const op of entry.operations) routes.push(operationRoute(entry, op));
    }
  }
  return routes;
}

/**
 * The name of a route by accessor, the key tables of routes use instead of a path:
 * the accessor for a call (`auth.login`), the accessor and operation for a resource
 * operation (`users.notes list`).
 *
 * @example
 * ```ts
 * routeName(entry, 'list'); // 'users.notes list'
 * ```
 */
export function routeName(entry: CatalogueEntry, operation?: Operation): string {
  return entry.kind === 'call' ? entry.accessor! : `${entry.accessor} ${operation ?? 'list'}`;
}

/**
 * The entries by accessor (`users.notes`), to resolve route names and accessor-keyed tables.
 *
 * @example
 * ```ts
 * accessorIndex(catalogue).get('auth.login')?.path; // '/auth/api/'
 * ```
 */
export function accessorIndex(
  entries: readonly CatalogueEntry[],
): ReadonlyMap<string, CatalogueEntry> {
  return new Map(entries.map((e) => [e.accessor!, e]));
}

/**
 * Resolves a route name (see {@link routeName}) against the entries: the entry and,
 * for a resource, the operation, or `undefined` when the name names no route of the
 * catalogue (unknown accessor, a call named with an operation, an operation the
 * resource does not allow).
 */
export function resolveRouteName(
  index: ReadonlyMap<string, CatalogueEntry>,
  name: string,
): { entry: CatalogueEntry; operation?: Operation } | undefined {
  const [accessor = '', operation, extra] = name.split(' ');
  const entry = index.get(accessor);
  if (!entry || extra !== undefined) return undefined;
  if (entry.kind === 'call') return operation === undefined ? { entry } : undefined;
  const op = operation as Operation;
  return entry.operations.includes(op) ? { entry, operation: op } : undefined;
}
