/**
 * A geocode session for a location autocomplete (spec 2.1): the search runs
 * 350 ms after typing stops; typing again aborts the stale request; an answer
 * that arrives after a newer input is ignored. A search that finds nothing asks
 * once more for the places starting with the query's first three letters: the
 * nearest suggestions ("Keswik" suggests Keswick), unless the answer carried the
 * server's own suggestions (`meta.suggestions`: one request). A failure is an `error`
 * state the view can show with a retry.
 *
 * @module
 */
import type { GeocodeAnswer, GeocodeResult } from '../../public/residential.js';
import { createStore } from '../store/store.js';

/** State of a {@link GeocodeSession}. */
export interface GeocodeSessionState {
  /** The text last typed. */
  query: string;
  /** `loading` between the pause and the answer; `error` after a failed search. */
  status: 'idle' | 'loading' | 'success' | 'error';
  /** Results of the latest answered search for `query`. */
  results: readonly GeocodeResult[];
  /**
   * When `results` is empty: places whose names start like the query (its first
   * three letters), the nearest suggestions; empty otherwise.
   */
  suggestions: readonly GeocodeResult[];
}

// In a module of its own: a search form that only needs the types does not carry
// the session (the embed loads the session with its lazy location combobox).
export { PLACE_GEOCODE_TYPES } from './placeTypes.js';

/** How many nearest suggestions a search that found nothing shows. */
const SUGGESTIONS = 5;

/** Options of {@link createGeocodeSession}. */
export interface GeocodeSessionOptions {
  /**
   * Runs one search; must honour `signal`. E.g. `(q, signal) => searchGeocode(http, q, { signal })`.
   * An answer with `suggestions` (e.g. from `searchGeocodeWithSuggestions`) gives the
   * nearest places itself, without a second request.
   */
  search: (query: string, signal: AbortSignal) => Promise<readonly GeocodeResult[] | GeocodeAnswer>;
  /** Pause after the last keystroke before searching, in ms. @default 350 */
  delay?: number;
  /** Shortest query that is searched (trimmed). @default 1 */
  minLength?: number;
}

/** A headless geocode session: `{ getState, subscribe, input, retry, cancel, destroy }`. */
export interface GeocodeSession {
  /** Current state (same object until it changes). */
  getState(): GeocodeSessionState;
  /** Listens to changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Records new input text and (re)starts the pause. */
  input(query: string): void;
  /** Searches the current text again at once (after an error). */
  retry(): void;
  /** Cancels the pending pause and in-flight request, keeping the results. */
  cancel(): void;
  /** Clears the text and results. */
  clear(): void;
  /** Replaces the search function (e.g. when a widget's props change); in-flight requests are not affected. */
  setSearch(search: GeocodeSessionOptions['search']): void;
  /** Cancels everything and drops listeners. */
  destroy(): void;
}

/** A search function's answer as `{ data, suggestions }` (anything else: no results). */
function answerOf(answer: unknown): { data: readonly GeocodeResult[]; suggestions?: unknown } {
  const { data, suggestions } = (Array.isArray(answer) ? { data: answer } : (answer ?? {})) as {
    data?: unknown;
    suggestions?: unknown;
  };
  return { data: Array.isArray(data) ? data : [], suggestions };
}

/** Default pause before a geocode search (spec 9). */
export const GEOCODE_DELAY_MS = 350;

/**
 * Creates a geocode session.
 *
 * @example
 * const session = createGeocodeSession({ search: (q, signal) => searchGeocode(http, q, { signal }) });
 * session.subscribe(() => render(session.getState()));
 * input.oninput = () => session.input(input.value);
 */
export function createGeocodeSession(options: GeocodeSessionOptions): GeocodeSession {
  const delay = options.delay ?? GEOCODE_DELAY_MS;
  const minLength = options.minLength ?? 1;
  const store = createStore<GeocodeSessionState>({
    query: '',
    status: 'idle',
    results: [],
    suggestions: [],
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;
  let generation = 0;
  let searchFn = options.search;

  const set = (patch: Partial<GeocodeSessionState>) =>
    store.setState((state) => ({ ...state, ...patch }));

  const stop = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    controller?.abort();
    controller = undefined;
  };

  const run = () => {
    timer = undefined;
    const query = store.getState().query;
    const mine = ++generation;
    const abort = new AbortController();
    controller = abort;
    set({ status: 'loading' });
    const ask = (q: string) => {
      try {
        return Promise.resolve(searchFn(q, abort.signal)).then(answerOf);
      } catch (error) {
        return Promise.reject(error);
      }
    };
    const current = () => mine === generation && !abort.signal.aborted;
    const q = query.trim();
    ask(q)
      .then(async ({ data: results, suggestions }) => {
        // Nothing found: the server's suggestions, else the places starting with its first three letters.
        const nearest =
          results.length > 0
            ? []
            : Array.isArray(suggestions)
              ? suggestions
              : current() && q.length > 3
                ? await ask(q.slice(0, 3)).then(
                    (a) => a.data,
                    () => [],
                  )
                : [];
        if (!current()) return;
        controller = undefined;
        set({ status: 'success', results, suggestions: nearest.slice(0, SUGGESTIONS) });
      })
      .catch(() => {
        if (!current()) return;
        controller = undefined;
        set({ status: 'error', results: [], suggestions: [] });
      });
  };
  return {
    getState: store.getState,
    subscribe: store.subscribe,
    input(query) {
      stop();
      generation++;
      if (query.trim().length < minLength) {
        set({ query, status: 'idle', results: [], suggestions: [] });
        return;
      }
      const { status } = store.getState();
      set({ query, status: status === 'error' ? 'idle' : status });
      timer = setTimeout(run, delay);
    },
    retry() {
      stop();
      if (store.getState().query.trim().length >= minLength) run();
    },
    cancel() {
      stop();
      generation++;
      if (store.getState().status === 'loading') set({ status: 'idle' });
    },
    clear() {
      stop();
      generation++;
      set({ query: '', status: 'idle', results: [], suggestions: [] });
    },
    setSearch(search) {
      searchFn = search;
    },
    destroy() {
      stop();
      generation++;
      store.destroy();
    },
  };
}
