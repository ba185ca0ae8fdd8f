/**
 * A hash router for the residential search: the URL hash is the source of truth.
 * It writes the hash only when the serialised state changes (one history entry
 * per real change) and re-reads it on every `hashchange` and `popstate`, so
 * Back and Forward restore the previous search in one click.
 *
 * @module
 */
import { getWindow } from '../../env.js';
import { parseResidentialSearch, stringifyResidentialSearch } from './params.js';
import type { ResidentialSearchController } from './controller.js';

/** The slice of `window` the router uses (injectable for tests). */
export interface RouterWindow {
  location: { hash: string; pathname: string; search: string };
  history: { pushState(data: unknown, unused: string, url?: string | null): void };
  addEventListener(type: 'hashchange' | 'popstate', listener: () => void): void;
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

  const unsubscribe = controller.subscribe(() => {
    const next = controller.getHash();
    if (next === read()) return;
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

/**
 * The URL of the results page carrying a hash query: `/residential-opportunities/results?#{query}`.
 *
 * @example
 * residentialResultsUrl('type=long_term') // '/residential-opportunities/results?#type=long_term'
 */
export function residentialResultsUrl(query: string, path = RESIDENTIAL_RESULTS_PATH): string {
  return `${path}?#${query.replace(/^#/, '')}`;
}

/** The slice of `window` {@link goToResidentialResults} uses. */
export interface NavigatorWindow {
  location: { pathname: string; assign(url: string): void; reload(): void };
}

/**
 * Goes to the results page with the query (spec 2.1). With `refresh`, when the
 * browser is already on that path, the page reloads so it searches again.
 * Does nothing outside a browser.
 */
export function goToResidentialResults(
  query: string,
  options: { refresh?: boolean; path?: string; window?: NavigatorWindow } = {},
): void {
  const win: NavigatorWindow | undefined = options.window ?? getWindow();
  if (!win) return;
  const path = options.path ?? RESIDENTIAL_RESULTS_PATH;
  const already = win.location.pathname === path;
  win.location.assign(residentialResultsUrl(query, path));
  if (options.refresh && already) win.location.reload();
}
