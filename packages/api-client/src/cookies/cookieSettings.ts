/**
 * The `cookie-settings` cookie (spec 3.1, 8, 9): JSON `{ functional, analytical }`,
 * both `false` by default. Reads and writes go through the guarded `document`, so the
 * functions are safe (and return the defaults) in Node and during server-side rendering.
 *
 * @module
 */
import { getDocument, getWindow } from '../env.js';

/** The visitor's cookie consent. */
export interface CookieSettings {
  /** Functional cookies allowed. @default false */
  functional: boolean;
  /** Analytical cookies allowed. @default false */
  analytical: boolean;
}

/** Name of the cookie (spec 9). */
export const COOKIE_SETTINGS_NAME = 'cookie-settings';

/** The defaults: both off. A fresh object each call. */
export function defaultCookieSettings(): CookieSettings {
  return { functional: false, analytical: false };
}

/**
 * The window event {@link writeCookieSettings} dispatches after writing (`detail`: the
 * settings written), so every script on the page (another bundle's copy of this
 * module included) hears a new choice; {@link onAnalyticalConsent} listens for it.
 */
export const COOKIE_SETTINGS_EVENT = 'volunteerkit:cookie-settings';

/** Finds the raw (still encoded) value of a cookie in a `document.cookie` string. */
function rawCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * Parses a cookie value (as stored) into settings; throws when it is not valid.
 * @internal
 */
export function parseCookieSettings(raw: string): CookieSettings {
  // Checked by hand (no schema library): this module is in the embed's lazy consent chunk.
  const value: unknown = JSON.parse(decodeURIComponent(raw));
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new TypeError('not an object');
  const settings = defaultCookieSettings();
  for (const key of ['functional', 'analytical'] as const) {
    const choice = (value as Record<string, unknown>)[key];
    if (choice !== undefined && typeof choice !== 'boolean')
      throw new TypeError(`${key} is not true or false`);
    settings[key] = choice === true;
  }
  return settings;
}

/**
 * Reads the cookie settings. No cookie (or no browser): the defaults. A cookie that cannot
 * be read: logs an error (spec 8) and returns the defaults.
 *
 * @param cookieString - the cookie header to read instead of `document.cookie` (SSR).
 * @example
 * ```ts
 * if (readCookieSettings().analytical) loadAnalytics();
 * ```
 */
export function readCookieSettings(cookieString?: string): CookieSettings {
  const cookies = cookieString ?? getDocument()?.cookie ?? '';
  const raw = rawCookie(cookies, COOKIE_SETTINGS_NAME);
  if (raw === undefined || raw === '') return defaultCookieSettings();
  try {
    return parseCookieSettings(raw);
  } catch (error) {
    console.error(
      `[volunteerkit] the "${COOKIE_SETTINGS_NAME}" cookie could not be read; using the defaults (all off).`,
      error instanceof Error ? error.message : error,
    );
    return defaultCookieSettings();
  }
}

/** Options of {@link writeCookieSettings}. */
export interface WriteCookieSettingsOptions {
  /** Days the cookie lives. @default 365 */
  days?: number;
  /** Cookie path. @default '/' */
  path?: string;
  /** Cookie domain (e.g. `.example.org` to share across subdomains). @default the current host */
  domain?: string;
  /** SameSite attribute. @default 'Lax' */
  sameSite?: 'Lax' | 'Strict' | 'None';
}

/**
 * Writes the cookie settings (missing fields become `false`) and returns what was written
 * as the cookie value. Outside a browser nothing is written.
 *
 * @example
 * ```ts
 * writeCookieSettings({ functional: true, analytical: false });
 * ```
 */
export function writeCookieSettings(
  settings: Partial<CookieSettings>,
  options: WriteCookieSettingsOptions = {},
): string {
  const value: CookieSettings = {
    functional: settings.functional === true,
    analytical: settings.analytical === true,
  };
  const encoded = encodeURIComponent(JSON.stringify(value));
  const days = options.days ?? 365;
  const secure = getWindow()?.location?.protocol === 'https:' || options.sameSite === 'None';
  const parts = [
    `${COOKIE_SETTINGS_NAME}=${encoded}`,
    `Max-Age=${Math.round(days * 86_400)}`,
    `Path=${options.path ?? '/'}`,
    `SameSite=${options.sameSite ?? 'Lax'}`,
  ];
  if (options.domain) parts.push(`Domain=${options.domain}`);
  if (secure) parts.push('Secure');
  const cookie = parts.join('; ');
  const doc = getDocument();
  if (doc) doc.cookie = cookie;
  const win = getWindow();
  if (win && typeof win.CustomEvent === 'function')
    win.dispatchEvent(new win.CustomEvent(COOKIE_SETTINGS_EVENT, { detail: value }));
  return encoded;
}

/**
 * The analytics seam (spec 2.6, 3.1): runs `start` once the visitor has allowed
 * analytical cookies, and never before. The stored choice is read first: already
 * allowed, `start` runs now; otherwise it runs when a later {@link writeCookieSettings}
 * (the cookie settings block's Save) allows them. Load analytics scripts, and send
 * analytical calls, only from `start`. Runs `start` at most once.
 *
 * @param start - Loads the analytics; gets the settings that allowed it.
 * @returns Stops waiting (nothing runs after it).
 * @example
 * ```ts
 * onAnalyticalConsent(() => {
 *   const script = document.createElement('script');
 *   script.src = 'https://analytics.example/a.js';
 *   document.head.append(script);
 * });
 * ```
 */
export function onAnalyticalConsent(start: (settings: CookieSettings) => void): () => void {
  const settings = readCookieSettings();
  if (settings.analytical) {
    start(settings);
    return () => undefined;
  }
  const win = getWindow();
  if (!win) return () => undefined;
  const listen = (event: Event): void => {
    const written = (event as CustomEvent<CookieSettings>).detail;
    if (!written?.analytical) return;
    stop();
    start(written);
  };
  const stop = (): void => win.removeEventListener(COOKIE_SETTINGS_EVENT, listen);
  win.addEventListener(COOKIE_SETTINGS_EVENT, listen);
  return stop;
}
