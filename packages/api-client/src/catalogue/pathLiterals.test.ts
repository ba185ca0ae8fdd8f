/**
 * Guard: the catalogue is the only place an API path is written. No non-test source
 * outside `catalogue/` holds a string literal that is a catalogue path (with or without
 * its leading/trailing slash, `{param}` or `${...}` placeholders alike); code sends a
 * catalogue entry, a typed accessor or a route name instead. The allow-list names
 * each exception and why it stays.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogue } from './index.js';

const root = resolve(fileURLToPath(new URL('../../../..', import.meta.url)));

const PORTAL_ROUTE =
  "a portal page URL (the portal's own routes share words with API paths), not an API request";

/** Files (or folders, ending in `/`) allowed to hold catalogue paths, with the reason. */
const ALLOWED: Record<string, string> = {
  // The portal sends typed accessors and names resources by accessor; what remains:
  'packages/portal/src/areas/analytics/AnalyticsHome.tsx': PORTAL_ROUTE,
  'packages/portal/src/areas/analytics/AnalyticsScreen.tsx': PORTAL_ROUTE,
  'packages/portal/src/areas/analytics/ReportScreen.tsx': PORTAL_ROUTE,
  'packages/portal/src/areas/dashboard/QuickActions.tsx': PORTAL_ROUTE,
  'packages/portal/src/areas/events/EventPageScreen.tsx': PORTAL_ROUTE,
  'packages/portal/src/areas/teams/TeamPageScreen.tsx': PORTAL_ROUTE,
  'packages/portal/src/areas/teams/TeamsScreen.tsx': PORTAL_ROUTE,
  'packages/portal/src/registry/navModel.ts': PORTAL_ROUTE,
  'packages/portal/src/registry/sections.ts': PORTAL_ROUTE,
  'packages/portal/src/areas/dashboard/RecentPanel.tsx':
    'recent actions carry a subject_type the server writes as a path; matching that data value is not a request',
  'packages/sandbox/src/publicPage/route.ts':
    "the public opportunity page's own URL (an advert's public_url), which shares its first word with the API's opportunities list; not an API request",
  'packages/sandbox/src/testSupport.ts': 'test helper: logs in over HTTP as a client would',
  'packages/sandbox/src/attack/support.ts': 'test helper: logs in over HTTP as a client would',
  'packages/api-client/src/resources/api.generated.ts':
    'generated from the catalogue (TSDoc lines name each path)',
};

const SKIP = /\.(test|spec)\.tsx?$|\.test-d\.ts$|\.test-utils\.ts$|\.d\.ts$/;

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist' || name === 'catalogue') continue;
    if (statSync(path).isDirectory()) sources(path, out);
    else if (/\.tsx?$/.test(name) && !SKIP.test(name)) out.push(path);
  }
  return out;
}

/** `/users/{userId}/notes/` and `users/${id}/notes` both become `users/{}/notes`. */
function shape(path: string): string {
  return path
    .replace(/\$\{[^}]*\}|\{[^}]*\}/g, '{}')
    .replace(/^\/+|\/+$/g, '')
    .replace(/\/{2,}/g, '/');
}

const PATHS = new Set(catalogue.map((e) => shape(e.path)).filter((p) => p.length > 0));

/** The source without comments (TSDoc examples may name paths). */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** The catalogue paths a file's string literals spell. */
function pathLiterals(text: string): string[] {
  const found: string[] = [];
  for (const m of code(text).matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
    const value = m[1] ?? m[2] ?? m[3] ?? '';
    if (!value.includes('/')) continue;
    if (PATHS.has(shape(value.split(/[?#]/)[0]!))) found.push(value);
  }
  return found;
}

describe('catalogue paths are written once', () => {
  it('no non-test source outside catalogue/ spells a catalogue path', () => {
    const offenders: string[] = [];
    for (const pkg of readdirSync(join(root, 'packages'))) {
      const src = join(root, 'packages', pkg, 'src');
      try {
        statSync(src);
      } catch {
        continue;
      }
      for (const file of sources(src)) {
        const rel = relative(root, file).replace(/\\/g, '/');
        if (Object.keys(ALLOWED).some((a) => (a.endsWith('/') ? rel.startsWith(a) : rel === a)))
          continue;
        for (const literal of pathLiterals(readFileSync(file, 'utf8')))
          offenders.push(`${rel}: ${literal}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('finds a path literal when there is one (the check can fail)', () => {
    expect(pathLiterals("http.request({ method: 'GET', path: 'geocode/' })")).toEqual(['geocode/']);
    expect(pathLiterals('send(`users/${id}/notes/`)')).toEqual(['users/${id}/notes/']);
    expect(pathLiterals("const label = 'Notes';")).toEqual([]);
  });
});
