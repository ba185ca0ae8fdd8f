/**
 * The headless residential search controller (spec 2.1, 2.2, 4, 7.3): owns the
 * URL-hash state, the transitions between states, the public list call, the
 * `last_residential_search` storage and the search log.
 *
 * @module
 */
import { getLocalStorage } from '../../env.js';
import { createStore } from '../store/store.js';
import { VolunteerKitError } from '../../errors/errors.js';
import type { HttpClient, ListResponse, PaginationMeta } from '../../http/types.js';
import { logSearch } from '../../public/logging.js';
import {
  residentialListRequest,
  type GeocodeResult,
  type Opportunity,
} from '../../public/residential.js';
import {
  defaultResidentialSearch,
  parseResidentialSearch,
  residentialSearchToQuery,
  stringifyResidentialSearch,
  type ResidentialSearchState,
} from './params.js';

/** The localStorage key of the last search (spec 9). */
export const LAST_RESIDENTIAL_SEARCH_KEY = 'last_residential_search';

/** State of a {@link ResidentialSearchController}. */
export interface ResidentialSearchControllerState {
  /** The URL-hash search state. */
  query: ResidentialSearchState;
  /** `error` after a failed search (the widgets show a message with a retry); call `search()` to retry. */
  status: 'idle' | 'loading' | 'success' | 'error';
  /** The opportunities of the last successful search. */
  opportunities: readonly Opportunity[];
  /** `meta.pagination` of the last successful search. */
  pagination: PaginationMeta | undefined;
  /** Grows by one whenever `display` changes: the card layout resets (spec 2.2). Use it as a React `key`. */
  layoutVersion: number;
}

/** Events the controller reports through `onEvent`. */
export type ResidentialSearchEvent =
  | {
      type: 'search';
      query: ResidentialSearchState;
      ids: ReadonlyArray<number | string>;
      pagination: PaginationMeta | undefined;
    }
  | { type: 'search-error'; query: ResidentialSearchState; error: unknown };

/** Options of {@link createResidentialSearchController}. */
export interface ResidentialSearchControllerOptions {
  /** The transport. */
  http: HttpClient;
  /** Starting state: a hash string or a partial state (checked like a hash). */
  initialQuery?: string | Partial<ResidentialSearchState>;
  /** Search automatically (coalesced in a microtask) whenever the serialised query changes. @default false */
  autoSearch?: boolean;
  /** Save each search in localStorage under `last_residential_search`. @default true */
  persist?: boolean;
  /**
   * Logs the ids a search returned (spec 7.3: `POST /opportunities/log/search`).
   * Defaults to `logSearch(http, ids, { public: true })`. Failures are ignored.
   */
  logSearch?: (http: HttpClient, ids: ReadonlyArray<number | string>) => Promise<unknown>;
  /** Receives search events (in addition to the spec's logging call). */
  onEvent?: (event: ResidentialSearchEvent) => void;
  /**
   * The answer of the initial query's search, already at hand (fetched on the server and
   * handed to the page): the controller starts in `success` with it, so a server render
   * shows the results and hydration renders the same markup. A value that is not a list
   * answer is ignored (the controller starts `idle`).
   */
  initialResults?: ListResponse<Opportunity>;
}

/** The controller: `{ getState, subscribe, ...actions, destroy }`. */
export interface ResidentialSearchController {
  /** Current state (same object until it changes). */
  getState(): ResidentialSearchControllerState;
  /** Listens to changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Listens to search events (as `onEvent` does); returns the unsubscribe function. */
  subscribeEvents(listener: (event: ResidentialSearchEvent) => void): () => void;
  /** The query serialised for the hash (canonical, without `#`). */
  getHash(): string;
  /**
   * Changes parameters. Any change other than `page` resets page to 1;
   * a change of `display` resets the card layout. Invalid values fall back to defaults.
   */
  update(patch: Partial<ResidentialSearchState>): void;
  /** Goes to a page (other parameters unchanged). */
  setPage(page: number): void;
  /** Replaces the whole query as read from the URL (no page reset). */
  replaceQuery(query: string | Partial<ResidentialSearchState>): void;
  /** A chosen location: search = name, lat, lon; geojson = id for a polygon, else cleared (spec 2.1). */
  selectLocation(result: GeocodeResult): void;
  /** A country shortcut, or `null` for "All countries"; then searches in place (spec 2.1). */
  selectCountry(result: GeocodeResult | null): Promise<void>;
  /** The location input was left empty: clears search, lat, lon and geojson (spec 2.1). */
  clearLocation(): void;
  /** Runs the public list call for the current query. Never rejects. */
  search(): Promise<void>;
  /** Aborts the in-flight search and drops listeners. */
  destroy(): void;
}

/** The default search log: `logSearch` sent as a public call (visitors are not logged in). */
function defaultLogSearch(http: HttpClient, ids: ReadonlyArray<number | string>): Promise<unknown> {
  return logSearch(http, ids, { public: true });
}

/** Reads the last saved search (a hash query string), or `undefined`. Never throws. */
export function readLastResidentialSearch(): string | undefined {
  try {
    return getLocalStorage()?.getItem(LAST_RESIDENTIAL_SEARCH_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

const LOCATION_KEYS = ['search', 'lat', 'lon', 'geojson'] as const;

/** Resolves when the browser is idle (at most 1 s later), elsewhere on the next task. */
function afterRender(): Promise<void> {
  const idle = (
    globalThis as {
      requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
    }
  ).requestIdleCallback;
  return new Promise((resolve) => {
    if (idle) idle(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 0);
  });
}

/** Canonical hashes of the queries seen, so one query is serialised once (queries are never mutated). */
const HASHES = new WeakMap<ResidentialSearchState, string>();

/** The canonical hash of a query (`stringifyResidentialSearch`), computed once per query object. */
function hashOf(query: ResidentialSearchState): string {
  let hash = HASHES.get(query);
  if (hash === undefined) HASHES.set(query, (hash = stringifyResidentialSearch(query)));
  return hash;
}

function toQuery(input: string | Partial<ResidentialSearchState> | undefined) {
  if (input === undefined) return defaultResidentialSearch();
  if (typeof input === 'string') return parseResidentialSearch(input);
  const hash = stringifyResidentialSearch({ ...defaultResidentialSearch(), ...input });
  const query = parseResidentialSearch(hash);
  HASHES.set(query, hash);
  return query;
}

function locationPatch(result: GeocodeResult): Partial<ResidentialSearchState> {
  const polygon = result.type === 'geojson' && result.id !== undefined && result.id !== null;
  return {
    search: String(result.name ?? ''),
    lat: result.lat === undefined || result.lat === null ? undefined : String(result.lat),
    lon: result.long === undefined || result.long === null ? undefined : String(result.long),
    geojson: polygon ? String(result.id) : undefined,
  };
}

/**
 * Creates the residential search controller.
 *
 * @example
 * const search = createResidentialSearchController({ http, initialQuery: location.hash, autoSearch: true });
 * search.subscribe(() => render(search.getState()));
 * search.update({ type: 'short_term' }); // page back to 1, searches
 */
export function createResidentialSearchController(
  options: ResidentialSearchControllerOptions,
): ResidentialSearchController {
  const { http } = options;
  const persist = options.persist ?? true;
  const logSearch = options.logSearch ?? defaultLogSearch;
  const eventListeners = new Set<(event: ResidentialSearchEvent) => void>();
  const initial = Array.isArray(options.initialResults?.data) ? options.initialResults : undefined;
  const store = createStore<ResidentialSearchControllerState>({
    query: toQuery(options.initialQuery),
    status: initial ? 'success' : 'idle',
    opportunities: initial?.data ?? [],
    pagination: initial?.meta?.pagination,
    layoutVersion: 0,
  });
  let inflight: AbortController | undefined;
  let generation = 0;
  let scheduled = false;
  let destroyed = false;

  const emit = (event: ResidentialSearchEvent) => {
    for (const listener of [options.onEvent, ...eventListeners]) {
      try {
        listener?.(event);
      } catch {
        // A host callback must never break the search.
      }
    }
  };

  const set = (patch: Partial<ResidentialSearchControllerState>) =>
    store.setState((state) => ({ ...state, ...patch }));

  const setQuery = (next: ResidentialSearchState) => {
    const state = store.getState();
    if (hashOf(next) === hashOf(state.query)) return;
    const layoutVersion =
      next.display !== state.query.display ? state.layoutVersion + 1 : state.layoutVersion;
    // The search is queued before the listeners hear of the new query: a view that
    // re-renders in a microtask (Preact) then renders the new query and `loading`
    // once, not the new query first and `loading` a microtask later.
    if (options.autoSearch && !scheduled) {
      scheduled = true;
      queueMicrotask(() => {
        // An explicit search() in the meantime already covered this change.
        if (!scheduled) return;
        scheduled = false;
        if (!destroyed) void search();
      });
    }
    set({ query: next, layoutVersion });
  };

  const update = (patch: Partial<ResidentialSearchState>) => {
    const merged: Partial<ResidentialSearchState> = { ...store.getState().query };
    for (const [k, v] of Object.entries(patch)) {
      if (!Object.prototype.hasOwnProperty.call(defaultsWithOptional, k)) continue;
      (merged as Record<string, unknown>)[k] = v;
    }
    const next = toQuery(merged);
    const current = store.getState().query;
    const otherChanged = (Object.keys(defaultsWithOptional) as (keyof ResidentialSearchState)[])
      .filter((k) => k !== 'page')
      .some((k) => next[k] !== current[k]);
    if (otherChanged && next.page !== undefined) {
      delete next.page;
      HASHES.delete(next);
    }
    setQuery(next);
  };

  async function search(): Promise<void> {
    if (destroyed) return;
    scheduled = false;
    inflight?.abort();
    const abort = new AbortController();
    inflight = abort;
    const mine = ++generation;
    const query = store.getState().query;
    const request = residentialListRequest(residentialSearchToQuery(query), {
      signal: abort.signal,
    });
    // An answer the transport's cache holds (a page fetched ahead of the click) is
    // shown in this very task: no `loading` state, no render in between.
    const cached = http.peek?.<ListResponse<Opportunity>>(request);
    if (!cached) set({ status: 'loading' });
    if (persist) {
      try {
        getLocalStorage()?.setItem(LAST_RESIDENTIAL_SEARCH_KEY, hashOf(query));
      } catch {
        // Storage full or forbidden: the search still runs.
      }
    }
    try {
      const body = cached ?? (await http.request<ListResponse<Opportunity>>(request));
      if (mine !== generation || destroyed) return;
      // A 200 whose body is not a list (empty, truncated by a proxy...) says nothing
      // about the results: it takes the quiet error path, never "no results".
      if (!Array.isArray(body?.data)) {
        throw new VolunteerKitError('The search answer holds no list');
      }
      const data = body.data;
      const pagination = body.meta?.pagination;
      inflight = undefined;
      set({ status: 'success', opportunities: data, pagination });
      const ids = data.map((o) => o.id).filter((id) => id !== undefined && id !== null);
      emit({ type: 'search', query, ids, pagination });
      if (ids.length > 0) {
        try {
          // Once the page is idle (the results painted): the log call is not on their way.
          await afterRender();
          if (destroyed) return;
          await logSearch(http, ids);
        } catch {
          // Logging is best effort.
        }
      }
    } catch (error) {
      if (mine !== generation || destroyed) return;
      inflight = undefined;
      // The widgets show the error with a retry (issue 32 overrides spec 8's silence).
      set({ status: 'error' });
      emit({ type: 'search-error', query, error });
    }
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    subscribeEvents(listener) {
      eventListeners.add(listener);
      return () => eventListeners.delete(listener);
    },
    getHash: () => hashOf(store.getState().query),
    update,
    setPage(page) {
      setQuery(toQuery({ ...store.getState().query, page: page > 1 ? page : undefined }));
    },
    replaceQuery(query) {
      setQuery(toQuery(query));
    },
    selectLocation(result) {
      update(locationPatch(result));
    },
    async selectCountry(result) {
      if (result) update(locationPatch(result));
      else update(Object.fromEntries(LOCATION_KEYS.map((k) => [k, undefined])));
      await search();
    },
    clearLocation() {
      update(Object.fromEntries(LOCATION_KEYS.map((k) => [k, undefined])));
    },
    search,
    destroy() {
      destroyed = true;
      inflight?.abort();
      inflight = undefined;
      store.destroy();
      eventListeners.clear();
    },
  };
}

/** Every key of the state, including the optional ones. */
const defaultsWithOptional: Record<keyof ResidentialSearchState, true> = {
  type: true,
  search: true,
  lat: true,
  lon: true,
  geojson: true,
  page: true,
  public_search: true,
  date: true,
  flexibility: true,
  display: true,
  s: true,
  o: true,
  willing_to_share: true,
};
