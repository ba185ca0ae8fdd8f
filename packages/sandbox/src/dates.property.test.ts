// A bad date is a 422 with a field error on every route that reads a date parameter
// (issue 47): arbitrary strings that are not dates, and the near misses `Date.parse`
// lets through (2025-02-30), against every report and analytics dataset, residential
// availability, a person's shifts and the residential search. And no source file reads
// a date parameter without `readDateParam` (so a new route cannot skip the rule).
import fc from 'fast-check';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  DEMO_LOGINS,
  digest,
  json,
  loginAs,
  target,
  userId,
  type Target,
} from './attack/support.js';
import { isCalendarDay, isDateTime } from './dates.js';
import { REPORTS, reportEntry } from './domain/routes.js';

let s: Target;
let admin: string;
let adminId: number;

beforeAll(async () => {
  s = await target();
  admin = await loginAs(s, DEMO_LOGINS.admin);
  adminId = userId(s.db, DEMO_LOGINS.admin);
});
afterAll(() => s.cleanup());

/** Every route that reads a date parameter: its path (with its own query) and the names. */
function dateRoutes(): { path: string; names: string[]; time?: boolean }[] {
  const reports = Object.keys(REPORTS).map((accessor) => ({
    path: reportEntry(accessor).path.replace(/\{[^}]+\}/g, '1'),
    names: ['from', 'to'],
  }));
  return [
    ...reports,
    { path: '/residential-availability/', names: ['from', 'to'] },
    { path: `/shifts/?user_id=${adminId}`, names: ['from'], time: true },
    { path: '/residential-opportunities/?public_search=true', names: ['date'] },
  ];
}

/** Strings that are not dates: anything, and the near misses. */
const notADate = fc
  .oneof(
    fc.string({ maxLength: 24 }),
    fc.constantFrom('nope', '2025-02-30', '2025-13-01', '2025-00-10', '0000-00-00', '2025-1-1'),
    fc
      .tuple(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
      )
      .map(([y, m, d]) =>
        [String(y).padStart(4, '0'), String(m).padStart(2, '0'), String(d).padStart(2, '0')].join(
          '-',
        ),
      ),
  )
  .filter((v) => v !== '' && v !== 'any' && !isDateTime(v));

test('the date readers accept real days only', () => {
  expect(isCalendarDay('2024-02-29')).toBe(true);
  expect(isCalendarDay('2025-02-29')).toBe(false);
  expect(isCalendarDay('2025-02-30')).toBe(false);
  expect(isDateTime('2025-03-01T09:30:00Z')).toBe(true);
  expect(isDateTime('2025-03-01T24:00')).toBe(false);
});

test('every date parameter of every route answers a bad date with 422 and its field error', async () => {
  const routes = dateRoutes();
  expect(routes.length).toBeGreaterThan(20);
  const before = digest(s.db);
  for (const route of routes) {
    for (const name of route.names) {
      await fc.assert(
        fc.asyncProperty(notADate, async (value) => {
          const join = route.path.includes('?') ? '&' : '?';
          const res = await s.api(`${route.path}${join}${name}=${encodeURIComponent(value)}`, {
            token: admin,
          });
          const body = await json(res);
          expect({ path: route.path, name, value, status: res.status }).toEqual({
            path: route.path,
            name,
            value,
            status: 422,
          });
          expect(body.code).toBe('validation_failed');
          expect(Object.keys(body.errors ?? {})).toContain(name);
        }),
        { numRuns: 6, seed: 47 },
      );
    }
  }
  // A refused read stores nothing.
  expect(digest(s.db)).toBe(before);
});

test('no sandbox source reads a date parameter but through readDateParam', () => {
  const root = fileURLToPath(new URL('.', import.meta.url));
  const offenders: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.ts$/.test(name) && !/\.test\.ts$/.test(name)) {
        const text = readFileSync(path, 'utf8');
        const m = text.match(
          /query\.get\('(from|to|date|since|until|start|end|starts_on|ends_on|[a-z_]+_(?:date|from|to|on|at))'\)/g,
        );
        if (m) offenders.push(`${path.slice(root.length)}: ${m.join(', ')}`);
      }
    }
  };
  walk(root);
  expect(offenders).toEqual([]);
});
