/**
 * A hash router for the residential search: the URL hash is the source of truth.
 * It writes the hash only when the serialised state changes (one history entry
 * per real change) and re-reads it on every `hashchange` and `popstate`, so
 * Back and Forward restore the previous search in one click.
 *
 * @module
 */
import { getWindow } from '../../env.js';
import { safeUrl } from '../validation/safeUrl.js';
import {
  parseResidentialSearch,
  RESIDENTIAL_SEARCH_PARAMS,
  stringifyResidentialSearch,
} from './params.js';
import type { ResidentialSearchController } from './controller.js';

/** The slice of `window` the router uses (injectable for tests). */
export interface RouterWindow {
  /** Where the query is read from (`hash`) and the path kept when the hash changes. */
  location: { hash: string; pathname: string; search: string };
  /** Where a new query is written, as a new history entry. */
  history: {
    /** Adds a history entry for `url`, like `window.history.pushState`. */
    pushState(data: unknown, unused: string, url?: string | null): void;
  };
  /** Starts calling `listener` when the hash changes or on Back/Forward. */
  addEventListener(type: 'hashchange' | 'popstate', listener: () => void): void;
  /** Stops calling a `listener` added with `addEventListener`. */
  removeEventListener(type: 'hashchange' | 'popstate', listener: () => void): void;
}

/** Options of {@link createHashRouter}. */
export interface HashRouterOptions {
  /** The window to bind; defaults to the global one (no-op during SSR). */
  window?: RouterWindow;
}

/** A started router. */
export interface HashRouter {
  /** The canonical query currently in the hash. */
  read(): string;
  /** Removes the listeners; the controller keeps its state. */
  dispose(): void;
}

/**
 * Binds a {@link ResidentialSearchController} to `location.hash`.
 * On start, a non-empty hash replaces the controller's query.
 *
 * @example
 * const search = createResidentialSearchController({ http, autoSearch: true });
 * const router = createHashRouter(search);
 * void search.search();
 * // later: router.dispose();
 */
export function createHashRouter(
  controller: ResidentialSearchController,
  options: HashRouterOptions = {},
): HashRouter {
  const win: RouterWindow | undefined = options.window ?? getWindow();
  const read = () =>
    win ? stringifyResidentialSearch(parseResidentialSearch(win.location.hash)) : '';
  if (!win) return { read, dispose: () => undefined };

  if (win.location.hash.replace(/^#/, '') !== '') controller.replaceQuery(win.location.hash);

  const onUrl = () => {
    const fromUrl = read();
    if (fromUrl !== controller.getHash()) controller.replaceQuery(fromUrl);
  };

  // The hash this router last wrote (at first, the canonical form of the page's hash):
  // canonical, so it needs no parsing to compare.
  let written = read();
  const unsubscribe = controller.subscribe(() => {
    const next = controller.getHash();
    const current = win.location.hash.replace(/^#/, '');
    // Most notifications (loading, results) leave the query as the hash already has it;
    // a hash the host wrote may say the same thing in another order.
    if (next === current || (current !== written && next === read())) return;
    written = next;
    const { pathname, search } = win.location;
    win.history.pushState(null, '', `${pathname}${search}${next ? `#${next}` : ''}`);
  });

  win.addEventListener('hashchange', onUrl);
  win.addEventListener('popstate', onUrl);
  return {
    read,
    dispose() {
      unsubscribe();
      win.removeEventListener('hashchange', onUrl);
      win.removeEventListener('popstate', onUrl);
    },
  };
}

/** The path of the results page (spec 2.2). */
export const RESIDENTIAL_RESULTS_PATH = '/residential-opportunities/results';

const BASE = 'http://volunteerkit.invalid';

/** Whether a `name=value` hash part names a search parameter of spec 2.2. */
function isSearchParam(part: string): boolean {
  const raw = part.split('=', 1)[0] ?? '';
  let name: string;
  try {
    name = decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    name = raw;
  }
  return Object.hasOwn(RESIDENTIAL_SEARCH_PARAMS, name);
}

/**
 * The URL of the results page carrying the search query as its hash (spec 2.1).
 * `resultsUrl` may be a path (`/volunteer/results`), a path with a query string
 * (`/volunteer/results?lang=fr`) or an absolute http(s) URL. Its own hash may
 * carry the host page's parameters: they are kept, except the search
 * parameters of spec 2.2, which always come from the search (so choosing "Any"
 * really searches any). An unsafe URL (`javascript:`, `data:`...; see
 * `safeUrl`) falls back to {@link RESIDENTIAL_RESULTS_PATH}. Relative URLs stay
 * relative; without a query string the spec's form `path?#query` is kept.
 *
 * @example
 * residentialResultsUrl('type=long_term') // '/residential-opportunities/results?#type=long_term'
 * residentialResultsUrl('type=long_term', '/volunteer/results?lang=fr#tab=2&type=any')
 * // '/volunteer/results?lang=fr#tab=2&type=long_term'
 */
export function residentialResultsUrl(query: string, resultsUrl?: string): string {
  const search = query.replace(/^#/, '');
  const safe = safeUrl(resultsUrl) ?? RESIDENTIAL_RESULTS_PATH;
  const cut = safe.indexOf('#');
  const withoutHash = cut === -1 ? safe : safe.slice(0, cut);
  const own = cut === -1 ? [] : safe.slice(cut + 1).split('&');
  const kept = own.filter((part) => part !== '' && !isSearchParam(part));
  const hash = [...kept, ...(search ? [search] : [])].join('&');
  const separator = withoutHash.includes('?') ? '' : '?';
  return `${withoutHash}${separator}#${hash}`;
}

/** The slice of `window` {@link goToResidentialResults} uses (the partner page's inside the embed). */
export interface NavigatorWindow {
  /** The slice of `window.location` used. */
  location: {
    /** The current URL; a relative results URL resolves against it. */
    href?: string;
    /** Used when `href` is absent. */
    pathname: string;
    /** Used with `pathname` when `href` is absent. */
    search?: string;
    /** Navigates to a URL. */
    assign(url: string): void;
    /** Reloads the page (`refresh` on the results page). */
    reload(): void;
  };
}

/** Options of {@link goToResidentialResults}. */
export interface GoToResidentialResultsOptions {
  /** Reload when the browser is already on the results page, so it searches again. @default false */
  refresh?: boolean;
  /** The results page, as {@link residentialResultsUrl} takes it. @default RESIDENTIAL_RESULTS_PATH */
  resultsUrl?: string;
  /** @deprecated Use `resultsUrl`; used when `resultsUrl` is absent. */
  path?: string;
  /** The window to navigate; defaults to the global one. */
  window?: NavigatorWindow;
}

function currentUrl(win: NavigatorWindow): URL | undefined {
  const { href, pathname, search } = win.location;
  try {
    return new URL(href ?? `${pathname}${search ?? ''}`, BASE);
  } catch {
    return undefined;
  }
}

/** Same origin, path and query string: only the hash would change. */
function samePage(a: URL, b: URL): boolean {
  const query = (url: URL) => url.search.replace(/^\?$/, '');
  return a.origin === b.origin && a.pathname === b.pathname && query(a) === query(b);
}

/**
 * Goes to the results page with the search query (spec 2.1), built by
 * {@link residentialResultsUrl}. When the browser is already on that page only
 * the hash changes (the results page picks the search up from `hashchange`);
 * with `refresh` it reloads then, so it searches again. Does nothing outside a browser.
 *
 * @example
 * goToResidentialResults('type=short_term', { resultsUrl: '/volunteer/results?lang=fr' });
 */
export function goToResidentialResults(
  query: string,
  options: GoToResidentialResultsOptions = {},
): void {
  const win: NavigatorWindow | undefined = options.window ?? getWindow();
  if (!win) return;
  const href = residentialResultsUrl(query, options.resultsUrl ?? options.path);
  const here = currentUrl(win);
  let already = false;
  if (here) {
    try {
      already = samePage(new URL(href, here), here);
    } catch {
      already = false;
    }
  }
  win.location.assign(href);
  if (options.refresh && already) win.location.reload();
}
