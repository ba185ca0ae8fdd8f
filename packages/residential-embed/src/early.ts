/**
 * The loader's early requests: the first list call of every results and latest
 * mount point (`data-volunteerkit-residential`), started by the ~1 KiB loader
 * while the core is still downloading (the core would otherwise ask only once it
 * has arrived and started). The URL is the one the core's transport will fetch
 * for the same mount: from the mount's attributes and the page's URL hash
 * (results) or `?page=`/`?type=` (latest), with the defaults of spec 2.2. The
 * loader does not validate (that would cost the loader's bytes): a value the core
 * corrects gives another URL, which the core never takes, so the early request is
 * cancelled and the core asks itself (see `earlyFetch.ts`).
 *
 * @module
 */

/** One first request in flight, started by the loader for one mount point. */
export interface EarlyRequest {
  /** The exact URL fetched. */
  url: string;
  /** The answer (its body not read yet). */
  response: Promise<Response>;
  /** Cancels it. */
  abort: AbortController;
}

/** The loader's early requests by mount element; the core takes each one (once). */
export type EarlyRequests = Map<Element, EarlyRequest>;

/**
 * The search-state parameters of spec 2.2 in the order the core sends them, with
 * their defaults after `=` (the others are sent only when stated).
 */
const PARAMS =
  'type=any&search&lat&lon&geojson&page&date=&flexibility=7&display=grid&s=date_advertised&o=desc&willing_to_share=true';

/**
 * The URL of the first list call of a declarative mount point, as the core's
 * transport sends it, or `undefined` for a view without one (the search form).
 *
 * @param scriptApiBase - The `data-api-base` of the loader's script tag.
 */
export function firstUrl(
  element: Element,
  scriptApiBase: string | null | undefined,
  location: Location,
): string | undefined {
  const get = (name: string) => element.getAttribute(`data-${name}`);
  const view = get('view');
  const hash = get('hash');
  const filters = get('filters')?.replace(/^[#?]/, '') ?? '';
  let query = 'limit=8&include=image';
  const add = (key: string, value: string | null | undefined) => {
    if (value != null) query += `&${key}=${encodeURIComponent(value)}`;
  };
  let params: URLSearchParams;
  if (view === 'results') {
    // As the results widget: a non-empty hash wins over the filters (hash on by default).
    params = new URLSearchParams((hash !== 'false' && location.hash.slice(1)) || filters);
    for (const [key, fallback] of PARAMS.split('&').map((p) => p.split('=')))
      add(key!, params.get(key!) ?? fallback);
    if (params.has('lat') && params.has('lon') && !params.has('geojson')) add('radius', '48.28');
  } else if (view === 'latest') {
    // As the latest widget: `?page=`/`?type=` of the page with hash on, else of the filters.
    params = new URLSearchParams(hash === '' || hash === 'true' ? location.search : filters);
    add('page', params.get('page') ?? '1');
    add('date', 'any');
    if (params.get('type') !== 'any') add('type', params.get('type'));
  } else return undefined;
  // The API base as the core resolves it (a base with a hash gives another URL: not taken).
  return `${new URL(get('api-base') || scriptApiBase || '/api/', location.href).href.replace(/\/?$/, '/')}residential-opportunities/?${query}&public_search=true`;
}

/**
 * The Accept header of the early calls: the versioned media type the core's transport
 * sends by default (spec 7.1, api-client's `acceptHeader(3)`). A mount with its own
 * `data-api-version` gets no early call (the core asks itself, in its version).
 */
export const EARLY_ACCEPT = 'application/vnd.volunteerkit.v3+json';

/**
 * Starts the first list call of every mount point on the page (once the page
 * has parsed), after a `preconnect` to the script's API origin. The core cancels
 * one whose state has changed meanwhile (another hash: another URL).
 *
 * @param scriptApiBase - The `data-api-base` of the loader's script tag.
 */
export function startEarlyRequests(scriptApiBase: string | undefined): EarlyRequests {
  const requests: EarlyRequests = new Map();
  const start = () => {
    for (const element of document.querySelectorAll('[data-volunteerkit-residential]')) {
      try {
        const url = firstUrl(element, scriptApiBase, location);
        const abort = new AbortController();
        if (url && !element.hasAttribute('data-api-version'))
          requests.set(element, {
            url,
            abort,
            response: fetch(url, {
              headers: { accept: EARLY_ACCEPT },
              credentials: 'omit',
              signal: abort.signal,
            }),
          });
      } catch {
        // An API base that is no URL: the core reports it.
      }
    }
    // The first `Intl` formatter of a page starts ICU (~100 ms at 4x CPU
    // throttling). English pages never wait for it: their first render writes its
    // numbers and plurals without `Intl` (widgets' messages/format.ts). On any other
    // page it starts now, while the core and the answer are on their way, not in
    // the first render (the results' stats and page labels).
    if (!/^en\b/i.test(document.documentElement.lang)) (0).toLocaleString();
  };
  if (scriptApiBase) {
    const link = document.createElement('link');
    link.rel = 'preconnect';
    // The calls omit credentials: the anonymous connection pool.
    link.crossOrigin = '';
    link.href = scriptApiBase;
    document.head.append(link);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
  return requests;
}
