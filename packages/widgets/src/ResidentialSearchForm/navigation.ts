/**
 * Where the search form's Search button goes (spec 2.1): the results page,
 * given as a path or a full URL that may carry its own query string, with the
 * current search parameters as the URL hash.
 *
 * @module
 */
import {
  RESIDENTIAL_RESULTS_PATH,
  RESIDENTIAL_SEARCH_PARAMS,
} from '@volunteerkit/api-client/search';
import { safeUrl } from '../Markdown/safeUrl.js';

/** The slice of `window` {@link goToResultsUrl} uses (the partner page's inside the embed). */
export interface ResultsNavigatorWindow {
  /** The slice of `window.location` used. */
  location: {
    /** The current URL; relative results URLs resolve against it. */
    href?: string;
    /** Used when `href` is absent (older `NavigatorWindow`s). */
    pathname: string;
    /** Used with `pathname` when `href` is absent. */
    search?: string;
    /** Navigates to a URL. */
    assign(url: string): void;
    /** Reloads the page (`refresh` on the results page). */
    reload(): void;
  };
}

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
 * The results URL carrying the search query as its hash (spec 2.1). `resultsUrl`
 * may be a path (`/volunteer/results`), a path with a query string
 * (`/volunteer/results?lang=fr`) or an absolute http(s) URL. Its own hash may
 * carry the host page's parameters: they are kept, except the search
 * parameters of spec 2.2, which always come from the search (so choosing "Any"
 * really searches any). An unsafe URL (`javascript:`, `data:`...) falls back to
 * the default results path. Relative URLs stay relative; without a query string
 * the spec's form `path?#query` is kept.
 *
 * @example
 * residentialResultsHref('/volunteer/results?lang=fr#tab=2&type=any', 'type=long_term')
 * // '/volunteer/results?lang=fr#tab=2&type=long_term'
 * residentialResultsHref(undefined, 'type=long_term')
 * // '/residential-opportunities/results?#type=long_term'
 */
export function residentialResultsHref(resultsUrl: string | undefined, query: string): string {
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

function currentUrl(win: ResultsNavigatorWindow): URL | undefined {
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
 * Goes to the results page with the search query (spec 2.1). When the browser
 * is already on that page only the hash changes (the results page picks the
 * search up from `hashchange`); with `refresh` it reloads then, so it searches
 * again. Does nothing without a window.
 *
 * @example
 * goToResultsUrl('type=short_term', { resultsUrl: '/volunteer/results?lang=fr', window });
 */
export function goToResultsUrl(
  query: string,
  options: { resultsUrl?: string; refresh?: boolean; window?: ResultsNavigatorWindow },
): void {
  const win =
    options.window ??
    (typeof window === 'undefined' ? undefined : (window as ResultsNavigatorWindow));
  if (!win) return;
  const href = residentialResultsHref(options.resultsUrl, query);
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
