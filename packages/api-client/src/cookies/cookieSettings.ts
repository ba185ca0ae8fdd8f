/**
 * The `cookie-settings` cookie (spec 3.1, 8, 9): JSON `{ functional, analytical }`,
 * both `false` by default. Reads and writes go through the guarded `document`, so the
 * functions are safe (and return the defaults) in Node and during server-side rendering.
 *
 * @module
 */
import * as z from 'zod/mini';
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

const schema = z.object({
  functional: z.optional(z.boolean()),
  analytical: z.optional(z.boolean()),
});

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
  const parsed = schema.parse(JSON.parse(decodeURIComponent(raw)));
  return { functional: parsed.functional ?? false, analytical: parsed.analytical ?? false };
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
  return encoded;
}
