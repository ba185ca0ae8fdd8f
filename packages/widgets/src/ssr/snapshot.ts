/**
 * Server rendering of the residential results, in two halves like TanStack Query's
 * `dehydrate` / `HydrationBoundary` and InstantSearch's `getServerState`:
 *
 * - on the server, {@link prefetchResidentialResults} runs the search for a query and
 *   returns a plain, JSON-serialisable snapshot (the query and the answers it got);
 * - the page hands the snapshot to the browser (a server component's prop, or JSON in
 *   the HTML), and `<ResidentialHydrationBoundary state={snapshot}>` around
 *   `<ResidentialResults>` makes the widget start from it: the server's HTML holds the
 *   cards, hydration renders the same markup, and the browser sends no second search.
 *
 * This module has no `'use client'` directive and imports no React: call it from a
 * server component, a loader or any Node code.
 *
 * @module
 */
import type {
  HttpClient,
  ListResponse,
  Opportunity,
  RequestOptions,
} from '@volunteerkit/api-client';
import { residentialListRequest } from '@volunteerkit/api-client/public';
import {
  createResidentialSearchController,
  residentialSearchToQuery,
  parseResidentialSearch,
  stringifyResidentialSearch,
} from '@volunteerkit/api-client/search';

/** One answer the server got: which GET call (method, path, query) and its body. */
export interface ResidentialSnapshotAnswer {
  /** `GET path?query`, as {@link snapshotKey} writes it. */
  key: string;
  /** The parsed body. */
  body: unknown;
}

/**
 * What the server hands to the browser: the search (as the hash query string the
 * widgets use, e.g. `type=long_term&page=2`) and the answers of its calls. Plain JSON.
 */
export interface ResidentialResultsSnapshot {
  /** The search, canonical (`stringifyResidentialSearch`). */
  query: string;
  /** The answers of the search's GET calls (none when the search failed). */
  answers: ResidentialSnapshotAnswer[];
}

/** Options of {@link prefetchResidentialResults}. */
export interface PrefetchResidentialResultsOptions {
  /** The transport the server searches through (an absolute `baseURL` on a server). */
  http: HttpClient;
  /**
   * The search: a hash/query string (`type=long_term&page=2`, with or without `#`/`?`),
   * e.g. from the request's URL or a Next.js page's `searchParams`. @default ''
   */
  query?: string | URLSearchParams | Record<string, string | string[] | undefined>;
}

/**
 * The key of one GET call in a snapshot: method, path and serialised query.
 *
 * @example
 * ```ts
 * snapshotKey({ method: 'GET', path: 'residential-opportunities/', query: { page: 2 } });
 * // 'GET residential-opportunities/?page=2'  (values as JSON, keys sorted)
 * ```
 */
export function snapshotKey(options: RequestOptions): string {
  // The query's own values, in key order (no transport imported: this module stays light).
  const query = new URLSearchParams();
  for (const key of Object.keys(options.query ?? {}).sort()) {
    const value = options.query?.[key];
    if (value !== undefined) query.append(key, JSON.stringify(value));
  }
  return `${options.method} ${options.path.replace(/^\/+/, '')}?${query.toString()}`;
}

function queryString(query: PrefetchResidentialResultsOptions['query']): string {
  if (query === undefined) return '';
  if (typeof query === 'string') return query;
  if (query instanceof URLSearchParams) return query.toString();
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value])
      params.append(key, v);
  }
  return params.toString();
}

/**
 * Searches on the server and returns the snapshot to hydrate from. The search is not
 * logged here (the browser logs what the visitor saw). A failed search gives a snapshot
 * without answers: the browser then searches itself (spec 8's quiet failure).
 *
 * @example
 * ```tsx
 * // app/residential/page.tsx (a Next.js server component)
 * import { prefetchResidentialResults } from '@volunteerkit/widgets/server';
 * const state = await prefetchResidentialResults({ http, query: await searchParams });
 * return <ResultsClient state={state} />; // a 'use client' component, below
 * ```
 */
export async function prefetchResidentialResults(
  options: PrefetchResidentialResultsOptions,
): Promise<ResidentialResultsSnapshot> {
  const answers: ResidentialSnapshotAnswer[] = [];
  const recording: HttpClient = {
    request: async <T>(request: RequestOptions): Promise<T> => {
      const body = await options.http.request<T>(request);
      if (request.method === 'GET') answers.push({ key: snapshotKey(request), body });
      return body;
    },
    cancel: (url) => options.http.cancel(url),
    cancelAll: () => options.http.cancelAll(),
  };
  const controller = createResidentialSearchController({
    http: recording,
    initialQuery: queryString(options.query),
    persist: false,
    logSearch: async () => undefined,
  });
  try {
    await controller.search();
    const { status, query } = controller.getState();
    return {
      query: stringifyResidentialSearch(query),
      answers: status === 'success' ? answers : [],
    };
  } finally {
    controller.destroy();
  }
}

/**
 * The list answer a snapshot holds for its own query, if any (what the results widget
 * starts from).
 *
 * @example
 * ```ts
 * const first = snapshotResults(state); // { data, meta } | undefined
 * ```
 */
export function snapshotResults(
  snapshot: ResidentialResultsSnapshot,
): ListResponse<Opportunity> | undefined {
  const request = residentialListRequest(
    residentialSearchToQuery(parseResidentialSearch(snapshot.query)),
  );
  const key = snapshotKey(request);
  return snapshot.answers.find((a) => a.key === key)?.body as ListResponse<Opportunity> | undefined;
}

/**
 * Wraps a transport so each answer of a snapshot is used once, instead of a request:
 * by `peek` (the search controller asks it first, so the results show in the same task)
 * and by `request`. Every other call goes to `http`.
 *
 * @example
 * ```ts
 * const browserHttp = snapshotHttp(createHttpClient({ baseURL: '/api/' }), state);
 * ```
 */
export function snapshotHttp(http: HttpClient, snapshot: ResidentialResultsSnapshot): HttpClient {
  const pending = new Map(snapshot.answers.map((a) => [a.key, a.body]));
  const take = (options: RequestOptions): { body: unknown } | undefined => {
    if (options.method !== 'GET') return undefined;
    const key = snapshotKey(options);
    if (!pending.has(key)) return undefined;
    const body = pending.get(key);
    pending.delete(key);
    return { body };
  };
  return {
    ...http,
    request: <T>(options: RequestOptions): Promise<T> => {
      const hit = take(options);
      return hit ? Promise.resolve(hit.body as T) : http.request<T>(options);
    },
    peek: <T>(options: RequestOptions): T | undefined =>
      (take(options)?.body as T | undefined) ?? http.peek?.<T>(options),
    cancel: (url) => http.cancel(url),
    cancelAll: () => http.cancelAll(),
  };
}
