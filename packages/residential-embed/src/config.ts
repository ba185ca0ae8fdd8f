/**
 * The embed's options: their types, their defaults, and how they are read from
 * `data-*` attributes (declarative mount points) and element attributes (the
 * custom element). Everything read from the page is validated here: an invalid
 * value is dropped (and the default applies) rather than trusted.
 *
 * @module
 */
import {
  VolunteerKitError,
  type CookieSettings,
  type VolunteerKitErrorKind,
} from '@volunteerkit/api-client';

/** The views the embed can show. */
export type EmbedView = 'search' | 'results' | 'latest';

/** Every view, in documentation order. */
export const EMBED_VIEWS: readonly EmbedView[] = ['search', 'results', 'latest'];

/** The colour scheme of an embed: fixed light or dark, or the visitor's setting (`auto`). */
export type EmbedColorScheme = 'light' | 'dark' | 'auto';

const COLOR_SCHEMES: readonly EmbedColorScheme[] = ['light', 'dark', 'auto'];

/** One event raised by the embedded widgets, as passed to `onEvent`. */
export interface EmbedEvent {
  /** Event type, e.g. `search`, `result-click`, `image-loaded`, `image-error`, `apply`. */
  type: string;
  /** Whatever the widget attached to the event. */
  [key: string]: unknown;
}

/**
 * Options of {@link mount}: everything a partner page can configure.
 *
 * @example
 * VolunteerKit.residential.mount(document.getElementById('vk'), {
 *   apiBase: 'https://org.example/api/',
 *   view: 'results',
 *   theme: { '--vk-color-primary': '#7a1fa2' },
 *   filters: 'type=long_term',
 * });
 */
export interface EmbedOptions {
  /**
   * Base URL of the VolunteerKit API, ending in `/api/` (spec 9). Relative URLs
   * are resolved against the partner page. Only `http:` and `https:` are accepted.
   * @default the `data-api-base` of the script tag, else `/api/` on the page's origin
   */
  apiBase?: string;
  /** What to show. @default 'search' */
  view?: EmbedView;
  /**
   * Where the search form goes on submit (the current hash parameters are
   * carried along). Relative to the partner page; only same-page, `http:` and
   * `https:` URLs are accepted.
   * @default '/residential-opportunities/results'
   */
  resultsUrl?: string;
  /**
   * Theme overrides: CSS custom properties (`--vk-*`) and their values, applied
   * inside the shadow root through a constructable stylesheet. Keys that are not
   * `--vk-*` names and values containing `;{}<>\` or `url(` are ignored.
   * @example { '--vk-color-primary': '#7a1fa2', '--vk-radius': '0' }
   */
  theme?: Record<string, string>;
  /**
   * The visitor's language: a BCP 47 tag (`cy`, `en-GB`), or `auto` for the
   * partner page's `<html lang>`, then the browser's languages. A language without
   * a catalogue falls back to English (en-GB). Welsh (`cy`) is shipped, loaded
   * only when chosen.
   * @default 'auto'
   */
  locale?: string;
  /** Overrides of the widgets' texts, applied over the locale's catalogue (see `@volunteerkit/widgets` messages). */
  messages?: Record<string, string>;
  /**
   * Initial filters in the URL-hash syntax of spec 2.2, e.g. `type=long_term&search=France`,
   * or as an object. The hash of the page wins when `hash` is on and it holds a search.
   */
  filters?: string | Record<string, string | number | boolean>;
  /**
   * Keep the search state in the page's URL hash (Back/Forward restore it).
   * Only one embed on a page should own the hash.
   * @default true for the `results` view, false otherwise
   */
  hash?: boolean;
  /** First day of the week in the date picker (0 = Sunday). @default 0 in English, else the locale's own (`Intl`) */
  weekStartsOn?: 0 | 1 | 2 | 3 | 4 | 5 | 6;
  /**
   * Where every card's "Apply" link of the `results` and `latest` views goes: a URL
   * template in which `{slug}` and `{id}` become the opportunity's slug and id
   * (URL-encoded). Relative to the partner page, or `http(s)`; any other template
   * is ignored (no apply link). A card whose opportunity lacks a value the template
   * uses gets no link. A click raises `volunteerkit:apply` and logs the apply action
   * (`POST /opportunities/log-apply-action` with the slug) without delaying the visit.
   * @default the opportunity's online application form (its public page's `/apply`,
   *   with `back` naming this page and `lang=cy` in Welsh)
   * @example '/volunteer/apply/{slug}'
   */
  applyUrl?: string;
  /**
   * The geocode result types the location search asks for (spec 7.3 `type`,
   * comma-joined): a list or a comma-separated string of lower-case names.
   * @default ['geojson', 'city', 'county', 'region'] (countries, towns and villages, counties and regions)
   */
  geocodeTypes?: string | readonly string[];
  /**
   * Colour scheme. `light` (the default) matches most partner pages whatever the
   * visitor's system setting; `dark` uses the dark tokens and paints the embed's
   * background; `auto` follows `prefers-color-scheme` (and paints the background
   * when dark, so text never sits on the page's light background).
   * @default 'light'
   */
  colorScheme?: EmbedColorScheme;
  /**
   * The API version every call carries in its Accept media type (spec 7.1):
   * `application/vnd.volunteerkit.v{apiVersion}+json`, as the api-client's `version`
   * option; `null` or `''` sends `Accept: *\/*`. The loader's early first call sends the
   * default; a mount with its own version makes its first call itself.
   * @default 3
   */
  apiVersion?: number | string | null;
  /**
   * Shows a "Cookie settings" button under the view that opens the shared cookie
   * settings block (spec 2.6: functional and analytical, both off by default), stored
   * in the partner page's `cookie-settings` cookie. Off by default: most partner pages
   * have their own consent banner. Loaded after the first paint, as a lazy chunk.
   * @default false
   */
  cookieSettings?: boolean;
  /**
   * The analytics seam: called once the visitor has allowed analytical cookies (the
   * stored `cookie-settings` choice is read first; otherwise when they save it with
   * analytical on), never before, at most once per mount. Load analytics only from here.
   * @example onConsent: () => loadAnalytics()
   */
  onConsent?: (settings: CookieSettings) => void;
  /**
   * Called with every widget event, in addition to the DOM `CustomEvent`
   * (`volunteerkit:<type>`) dispatched on the mount element.
   */
  onEvent?: (event: EmbedEvent) => void;
}

/** {@link EmbedOptions} after defaults and validation. */
export interface ResolvedEmbedOptions {
  /** Absolute API base, ending in `/`. */
  apiBase: string;
  /** The view. */
  view: EmbedView;
  /** Absolute results URL (no hash). */
  resultsUrl: string;
  /** Validated theme declarations. */
  theme: Record<string, string>;
  /** The requested locale: `auto` or a tag (validated when used, see `localeTag`). */
  locale: string;
  /** Message overrides (strings only). */
  messages: Record<string, string>;
  /** Initial filters in hash syntax (no leading `#`). */
  filters: string;
  /** Whether the hash is synced. */
  hash: boolean;
  /** First day of the week, when the page set one (else the locale's). */
  weekStartsOn?: 0 | 1 | 2 | 3 | 4 | 5 | 6;
  /** The validated apply URL template (`{slug}`, `{id}`), when cards show an apply link. */
  applyUrl?: string;
  /** Colour scheme. */
  colorScheme: EmbedColorScheme;
  /** The validated geocode types, when the page gave any. */
  geocodeTypes?: readonly string[];
  /** Event callback. */
  onEvent?: (event: EmbedEvent) => void;
  /** The API version (`undefined`: the default 3; `null` or `''`: none). */
  apiVersion?: number | string | null;
  /** Whether the cookie settings button shows. */
  cookieSettings?: boolean;
  /** The analytics seam, called after consent. */
  onConsent?: (settings: CookieSettings) => void;
}

/** Default results URL (spec 2.1). */
export const DEFAULT_RESULTS_URL = '/residential-opportunities/results';

/** Default API base path (spec 9). */
export const DEFAULT_API_PATH = '/api/';

/** Thrown by {@link mount} for an option that cannot be used (e.g. a `javascript:` API base). */
export class EmbedConfigError extends VolunteerKitError {
  static override readonly kind: VolunteerKitErrorKind = 'EmbedConfigError';
}

const SAFE_PROTOCOLS = new Set(['http:', 'https:']);

/**
 * Resolves `value` against `base` and accepts it only for http(s) URLs.
 * Returns `undefined` for anything else (`javascript:`, `data:`, garbage).
 *
 * For the page's own configuration (API base, results URL, apply URL template).
 * Not the widgets' `safeUrl` (URLs sent by the API): this one resolves against the
 * page and returns a `URL`, and it accepts a protocol-relative `//host/` base.
 */
export function resolveHttpUrl(value: string | undefined | null, base: string): URL | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  try {
    const url = new URL(value.trim(), base);
    return SAFE_PROTOCOLS.has(url.protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}

const THEME_KEY = /^--vk-[a-z0-9-]{1,64}$/;
const THEME_VALUE_FORBIDDEN = /[;{}<>\\]|url\s*\(|expression\s*\(|@import|\/\*/i;

/**
 * Keeps only `--vk-*` custom properties whose values cannot escape the declaration.
 *
 * @example
 * sanitiseTheme({ '--vk-color-primary': 'red', color: 'blue' }) // { '--vk-color-primary': 'red' }
 */
export function sanitiseTheme(theme: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!theme || typeof theme !== 'object') return out;
  for (const [key, value] of Object.entries(theme as Record<string, unknown>)) {
    if (!THEME_KEY.test(key)) continue;
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    const text = String(value).trim();
    if (text === '' || text.length > 200 || THEME_VALUE_FORBIDDEN.test(text)) continue;
    out[key] = text;
  }
  return out;
}

function sanitiseMessages(messages: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!messages || typeof messages !== 'object') return out;
  for (const [key, value] of Object.entries(messages as Record<string, unknown>)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    if (typeof value === 'string') out[key] = value;
  }
  return out;
}

/**
 * Keeps an apply URL template only when it is an http(s) URL (relative ones
 * resolved against the page) with its `{slug}` and `{id}` placeholders filled in.
 *
 * @example
 * applyUrlTemplate('/apply/{slug}', 'https://partner.example/') // '/apply/{slug}'
 * applyUrlTemplate('javascript:alert({id})', 'https://partner.example/') // undefined
 */
export function applyUrlTemplate(value: unknown, pageUrl: string): string | undefined {
  if (typeof value !== 'string' || value.length > 2000) return undefined;
  return resolveHttpUrl(value.replace(/\{(slug|id)\}/g, 'x'), pageUrl) ? value.trim() : undefined;
}

/**
 * Keeps geocode types that are lower-case names (`geojson`, `city`...); a list
 * with nothing valid left gives `undefined` (the widgets' default applies).
 *
 * @example
 * geocodeTypesOf('geojson, city') // ['geojson', 'city']
 * geocodeTypesOf('x&y=1') // undefined
 */
export function geocodeTypesOf(value: unknown): string[] | undefined {
  const list = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : [];
  const types = list
    .map((t: unknown) => (typeof t === 'string' ? t.trim() : ''))
    .filter((t: string) => /^[a-z_]{1,32}$/.test(t));
  return types.length ? types : undefined;
}

function filtersToString(filters: EmbedOptions['filters']): string {
  if (typeof filters === 'string') return filters.replace(/^[#?]/, '');
  if (!filters || typeof filters !== 'object') return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null) continue;
    params.set(key, String(value));
  }
  return params.toString();
}

/**
 * Applies defaults and validation to the options a page gave.
 *
 * @param options - What the page asked for.
 * @param pageUrl - The partner page URL (relative URLs resolve against it).
 * @param defaultApiBase - The `data-api-base` of the script tag, if any.
 * @throws {EmbedConfigError} when an API base was given but is not an http(s) URL.
 */
export function resolveOptions(
  options: EmbedOptions,
  pageUrl: string,
  defaultApiBase?: string,
): ResolvedEmbedOptions {
  const requested = options.apiBase ?? defaultApiBase;
  let api = resolveHttpUrl(requested, pageUrl);
  if (requested !== undefined && !api) {
    throw new EmbedConfigError(
      `The API base "${requested}" is not an http(s) URL. Set data-api-base (or apiBase) to e.g. https://org.example/api/.`,
    );
  }
  api ??= new URL(DEFAULT_API_PATH, pageUrl);
  if (!api.pathname.endsWith('/')) api.pathname += '/';
  api.hash = '';
  const view: EmbedView = EMBED_VIEWS.includes(options.view as EmbedView)
    ? (options.view as EmbedView)
    : 'search';
  const results =
    resolveHttpUrl(options.resultsUrl, pageUrl) ?? new URL(DEFAULT_RESULTS_URL, pageUrl);
  results.hash = '';
  const week = Number(options.weekStartsOn);
  const resolved: ResolvedEmbedOptions = {
    // Passed through as given: `apiVersion` (the transport checks it), `cookieSettings`,
    // `onEvent` and `onConsent` (called through the widgets' guarded event path).
    ...options,
    apiBase: api.href,
    view,
    resultsUrl: results.href,
    theme: sanitiseTheme(options.theme),
    locale: typeof options.locale === 'string' ? options.locale : 'auto',
    messages: sanitiseMessages(options.messages),
    filters: filtersToString(options.filters),
    hash: typeof options.hash === 'boolean' ? options.hash : view === 'results',
    colorScheme: COLOR_SCHEMES.includes(options.colorScheme as EmbedColorScheme)
      ? (options.colorScheme as EmbedColorScheme)
      : 'light',
    weekStartsOn:
      options.weekStartsOn !== undefined && Number.isInteger(week) && week >= 0 && week <= 6
        ? (week as 0 | 1 | 2 | 3 | 4 | 5 | 6)
        : undefined,
    applyUrl: applyUrlTemplate(options.applyUrl, pageUrl),
    geocodeTypes: geocodeTypesOf(options.geocodeTypes),
  };
  return resolved;
}

function parseJsonObject(text: string | null | undefined): Record<string, unknown> | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function parseBoolean(text: string | null | undefined): boolean | undefined {
  if (text === null || text === undefined) return undefined;
  if (text === '' || text === 'true') return true;
  if (text === 'false') return false;
  return undefined;
}

/**
 * The option an attribute sets: its name in camelCase (`api-base` is `apiBase`).
 *
 * @example optionKey('week-starts-on') // 'weekStartsOn'
 */
export function optionKey(name: string): keyof EmbedOptions {
  return name.replace(/-./g, (m) => m[1]!.toUpperCase()) as keyof EmbedOptions;
}

/**
 * Reads options from attributes. Declarative mount points use `data-*` names
 * (`data-api-base`, `data-view`, `data-results-url`, `data-theme` (JSON), `data-locale`,
 * `data-messages` (JSON), `data-filters`, `data-hash`, `data-week-starts-on`,
 * `data-color-scheme`, `data-apply-url`, `data-geocode-types`, `data-api-version`,
 * `data-cookie-settings`);
 * the custom element uses the same names without `data-`. Each sets the option of its
 * name in camelCase ({@link optionKey}); an empty attribute sets nothing, except
 * `hash` and `cookie-settings` (on) and `api-version` (no version: `Accept: *\/*`).
 *
 * @param element - The mount element.
 * @param prefix - `'data-'` for declarative mount points, `''` for the custom element.
 */
export function optionsFromAttributes(element: Element, prefix: '' | 'data-'): EmbedOptions {
  const options: Record<string, unknown> = {};
  for (const name of ELEMENT_ATTRIBUTES) {
    const text = element.getAttribute(prefix + name);
    const flag = name === 'hash' || name === 'cookie-settings';
    if (text === null || (text === '' && !flag && name !== 'api-version')) continue;
    const value =
      name === 'theme' || name === 'messages'
        ? parseJsonObject(text)
        : flag
          ? parseBoolean(text)
          : name === 'week-starts-on'
            ? Number(text)
            : text;
    if (value !== undefined) options[optionKey(name)] = value;
  }
  return options as EmbedOptions;
}

/** The attributes of the custom element that re-render it when they change. */
export const ELEMENT_ATTRIBUTES = [
  'api-base',
  'view',
  'results-url',
  'theme',
  'locale',
  'messages',
  'filters',
  'hash',
  'week-starts-on',
  'color-scheme',
  'apply-url',
  'geocode-types',
  'api-version',
  'cookie-settings',
] as const;
