/**
 * The headless residential home (spec 2.3): "Latest residential opportunities"
 * for the page and type in the URL's query string (`?page=N&type=T`), page
 * changes that write `?page=` and scroll, and Back/Forward that re-read it.
 * A failure is the `error` state; the widgets show it with a retry (`reload`).
 *
 * @module
 */
import { getWindow } from '../../env.js';
import type { HttpClient, PaginationMeta } from '../../http/types.js';
import { listResidentialOpportunities, type Opportunity } from '../../public/residential.js';
import { createStore } from '../store/store.js';
import { passesParamCheck, RESIDENTIAL_SEARCH_PARAMS, type ParamCheck } from './params.js';

/** The slice of `window` a {@link ResidentialHomeController} uses (injectable for tests and the embed). */
export interface ResidentialHomeWindow {
  /** Where `?page=` and `?type=` are read, and the path and hash kept on a page change. */
  location: { search: string; pathname: string; hash: string };
  /** A page change pushes one history entry. */
  history: {
    /** Adds a history entry for `url`, like `window.history.pushState`. */
    pushState(data: unknown, unused: string, url?: string | null): void;
  };
  /** Scrolls after a page change. */
  scrollTo(x: number, y: number): void;
  /** Back/Forward reload the list. */
  addEventListener(type: 'popstate', listener: () => void): void;
  /** Stops listening to Back/Forward. */
  removeEventListener(type: 'popstate', listener: () => void): void;
}

/** State of a {@link ResidentialHomeController}. */
export interface ResidentialHomeState {
  /** `loading` until the first answer and after each page change; `error` after a failed load (`reload` retries). */
  status: 'loading' | 'success' | 'error';
  /** The opportunities of the last successful answer. */
  opportunities: readonly Opportunity[];
  /** `meta.pagination` of the last successful answer. */
  pagination: PaginationMeta | undefined;
  /** The `type` URL parameter of the last answer (an opportunity type or timeframe); `any` when none. */
  type: string;
}

/** Options of {@link createResidentialHomeController}. */
export interface ResidentialHomeControllerOptions {
  /** The transport. */
  http: HttpClient;
  /** The window whose `?page=` and `?type=` are used; defaults to the global one (none during SSR). */
  window?: ResidentialHomeWindow;
  /** Scroll position after a page change (spec 9). @default 200 */
  scrollY?: number;
}

/** The controller: `{ getState, subscribe, start, reload, hrefFor, goToPage, destroy }`. */
export interface ResidentialHomeController {
  /** Current state (same object until it changes). */
  getState(): ResidentialHomeState;
  /** Listens to changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /**
   * Loads the page in the URL (the state stays as it is until the answer) and
   * reloads on every `popstate`. Returns the stop function: it stops listening
   * and aborts the call in flight. Can be started again after a stop.
   */
  start(): () => void;
  /** Shows `loading` and loads the page in the URL again. */
  reload(): void;
  /** The link of a page: the current query string with `page` set (`?type=x&page=2`). */
  hrefFor(page: number): string;
  /**
   * Goes to a page: pushes the URL with `?page=`, scrolls to `scrollY` (the
   * option's unless given here) and reloads.
   */
  goToPage(page: number, options?: { scrollY?: number }): void;
  /** Aborts the call in flight and drops listeners. */
  destroy(): void;
}

/** The `page` rule of the hash parameters (spec 2.2), shared with the home's query string. */
const PAGE_CHECK = RESIDENTIAL_SEARCH_PARAMS.page.check;
/** The home's `type` accepts any type or timeframe name, not only the hash's residence types. */
const HOME_TYPE_CHECK: ParamCheck = 'regex:^[A-Za-z0-9_-]{1,64}$';

/**
 * Reads a positive page number from a query string; 1 when absent or invalid.
 *
 * @example
 * readResidentialHomePage('?page=3') // 3
 * readResidentialHomePage('?page=-1') // 1
 */
export function readResidentialHomePage(search: string): number {
  const raw = new URLSearchParams(search).get('page');
  return raw && passesParamCheck(PAGE_CHECK, raw) ? Number(raw) : 1;
}

/**
 * Reads the `type` URL parameter (an opportunity type or timeframe); `any` when absent or invalid.
 *
 * @example
 * readResidentialHomeType('?type=long_term') // 'long_term'
 * readResidentialHomeType('?type=<x>') // 'any'
 */
export function readResidentialHomeType(search: string): string {
  const raw = new URLSearchParams(search).get('type');
  return raw && passesParamCheck(HOME_TYPE_CHECK, raw) ? raw : 'any';
}

/**
 * Creates the residential home controller. Nothing is fetched before `start()`.
 *
 * @example
 * const home = createResidentialHomeController({ http });
 * home.subscribe(() => render(home.getState()));
 * const stop = home.start();
 * nextButton.onclick = () => home.goToPage(2);
 */
export function createResidentialHomeController(
  options: ResidentialHomeControllerOptions,
): ResidentialHomeController {
  const { http } = options;
  const store = createStore<ResidentialHomeState>({
    status: 'loading',
    opportunities: [],
    pagination: undefined,
    type: 'any',
  });
  const set = (patch: Partial<ResidentialHomeState>) =>
    store.setState((state) => ({ ...state, ...patch }));
  const currentWindow = (): ResidentialHomeWindow | undefined => options.window ?? getWindow();
  let inflight: AbortController | undefined;

  // Fetches the page in the URL; the state is only set when the answer arrives.
  const fetchPage = () => {
    const search = currentWindow()?.location.search ?? '';
    const page = readResidentialHomePage(search);
    const type = readResidentialHomeType(search);
    inflight?.abort();
    const abort = new AbortController();
    inflight = abort;
    const params: Record<string, string | number> = { page, date: 'any' };
    if (type !== 'any') params.type = type;
    listResidentialOpportunities(http, params, { signal: abort.signal }).then(
      (body) => {
        if (abort.signal.aborted) return;
        // A body that is not a list says nothing about the results: a failure.
        if (!Array.isArray(body?.data)) {
          set({ type, status: 'error' });
          return;
        }
        set({
          type,
          opportunities: body.data,
          pagination: body.meta?.pagination,
          status: 'success',
        });
      },
      () => {
        if (abort.signal.aborted) return;
        set({ type, status: 'error' }); // The view offers a retry; a page click or Back retries too.
      },
    );
  };

  const reload = () => {
    set({ status: 'loading' });
    fetchPage();
  };

  const hrefFor = (page: number) => {
    const params = new URLSearchParams(currentWindow()?.location.search ?? '');
    params.set('page', String(page));
    return `?${params.toString()}`;
  };

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    start() {
      fetchPage();
      const win = currentWindow();
      win?.addEventListener('popstate', reload);
      return () => {
        win?.removeEventListener('popstate', reload);
        inflight?.abort();
      };
    },
    reload,
    hrefFor,
    goToPage(page, { scrollY = options.scrollY ?? 200 } = {}) {
      const win = currentWindow();
      if (win) {
        win.history.pushState(
          null,
          '',
          `${win.location.pathname}${hrefFor(page)}${win.location.hash}`,
        );
        win.scrollTo(0, scrollY);
      }
      reload();
    },
    destroy() {
      inflight?.abort();
      inflight = undefined;
      store.destroy();
    },
  };
}
