/**
 * A property over the route table (issue 43): for any route of the catalogue,
 * any demo role (administrator, coordinator, team leader, volunteer, guardian,
 * minor, limited) and any relationship between the caller and the person the
 * path names (their own, a minor in their care, someone in their teams,
 * someone outside them), the sandbox answers as the policy says, and a refused
 * request changes nothing (every record, credential, session and file read
 * back). The oracle is the table itself (authz/rules.ts through `authorise`,
 * authz/guardianship.ts) plus the team scope: what they refuse must be
 * refused; what the table allows must never be answered "log in first" or
 * "no rule"; any 4xx leaves the data as it was.
 *
 * Left out, each with its own tests: the authentication calls (`/auth/`,
 * attack/sessions, attack/tokens), and the calls that end the caller's own
 * account or credentials (password, two-factor, anonymisation: attack/duties,
 * attack/round3), which would end the persona mid-run.
 */
import fc from 'fast-check';
import {
  catalogue,
  catalogueRoutes,
  pathParams,
  type CatalogueRoute,
} from '@volunteerkit/api-client/catalogue';
import { ApiError } from '../errors.js';
import { named } from '../store/collections.js';
import { RecordStore } from '../store/records.js';
import type { TokenUser } from '../auth/tokens.js';
import { asPerson, DEMO_LOGINS, digest, target, type Target } from '../attack/support.js';
import { actionOf, authorise, templateOf } from './check.js';
import { guardianMay } from './guardianship.js';
import { isStaffAccount } from './policy.js';
import { teamsUnder } from './teamScope.js';

// `pnpm test:soak` (VK_SOAK=1) runs the property ten times as often.
const SOAK = process.env.VK_SOAK === '1' ? 10 : 1;

const ROLES = [
  'admin',
  'coordinator',
  'teamLeader',
  'volunteer',
  'guardian',
  'minor',
  'limited',
] as const;
type Role = (typeof ROLES)[number];
const RELATIONS = ['own', 'inCare', 'inTeam', 'outside'] as const;
type Relation = (typeof RELATIONS)[number];

const EXCLUDED = /^\/auth\/|\/(password|two-factor|request-anonymisation|forgot-password)(\/|$)/;
const USER_PARAMS = new Set(['userId', 'currentUserId']);
const routes = catalogueRoutes(catalogue).filter((r) => !EXCLUDED.test(r.path));

let s: Target;
let store: RecordStore;
const people = {} as Record<Role, Awaited<ReturnType<typeof asPerson>>>;
const relationIds = {} as Record<Relation, number>;

beforeAll(async () => {
  s = await target();
  store = new RecordStore(s.db);
  for (const role of ROLES) people[role] = await asPerson(s, DEMO_LOGINS[role]);
  const led = teamsUnder(
    store,
    ((store.get(named('users'), {}, people.teamLeader.id)?.led_team_ids as number[]) ?? []).map(
      Number,
    ),
  );
  const logins = new Set<unknown>(Object.values(DEMO_LOGINS));
  const volunteers = store
    .all(named('users'))
    .filter((u) => !isStaffAccount(u) && !logins.has(u.email) && !u.anonymised_at);
  const inTeam = volunteers.find(
    (u) => Array.isArray(u.team_ids) && u.team_ids.some((t) => led.has(Number(t))),
  );
  const outside = volunteers.find(
    (u) =>
      Array.isArray(u.team_ids) &&
      u.team_ids.length > 0 &&
      u.team_ids.every((t) => !led.has(Number(t))),
  );
  if (!inTeam || !outside) throw new Error('the demo lacks the people this property needs');
  relationIds.inCare = people.minor.id;
  relationIds.inTeam = inTeam.id;
  relationIds.outside = outside.id;
});
afterAll(() => s.cleanup());

/** The concrete path and parameters of a route for a caller and a relationship. */
function concrete(route: CatalogueRoute, role: Role, relation: Relation) {
  const params: Record<string, string> = {};
  const userResource = templateOf(route.entry) === '/users';
  for (const name of pathParams(route.path)) {
    const isUser = USER_PARAMS.has(name) || (userResource && name === 'id');
    const id = !isUser ? 999_999 : relation === 'own' ? people[role].id : relationIds[relation];
    params[name] = String(id);
  }
  const path = route.path.replace(/\{([^}]+)\}/g, (_, n: string) => params[n] ?? '1');
  return { path, params };
}

/** Whether the table (and a guardian's access, and a team leader's scope) refuses. */
function policyRefuses(route: CatalogueRoute, role: Role, params: Record<string, string>) {
  const stored = store.get(named('users'), {}, people[role].id)!;
  const user = {
    id: people[role].id,
    timezone: 'Europe/London',
    permissions: (stored.permissions as string[] | undefined) ?? [],
    organisation: {},
  } satisfies TokenUser;
  const action = route.operation
    ? actionOf({ operation: route.operation })
    : actionOf({ kind: 'call', method: route.method });
  let refused = false;
  try {
    authorise(route.entry, action, params, user);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    refused = !guardianMay(s.db, templateOf(route.entry), action, params, user.id);
  }
  // A team leader reaches nobody outside their teams, whatever the table allows.
  const ids = [...pathParams(route.path)].map((n) => params[n]);
  if (role === 'teamLeader' && ids.includes(String(relationIds.outside))) refused = true;
  return refused;
}

test('every route answers each role and relationship as the policy says; a refusal changes nothing', async () => {
  let checked = 0;
  let refusedCount = 0;
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...routes),
      fc.constantFrom(...ROLES),
      fc.constantFrom(...RELATIONS),
      async (route, role, relation) => {
        const { path, params } = concrete(route, role, relation);
        const refuses = policyRefuses(route, role, params);
        const before = digest(s.db);
        const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
        const raw = await s.api(path, {
          method: route.method,
          token: people[role].token,
          ...(body !== undefined ? { json: body } : {}),
        });
        const text = await raw.text();
        let parsed: Record<string, unknown> = {};
        try {
          parsed = JSON.parse(text) as Record<string, unknown>;
        } catch {
          // a file (PDF, CSV, calendar) or an empty body
        }
        const res = { status: raw.status, body: parsed };
        const label = `${route.method} ${path} as ${role} (${relation}): ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`;
        checked++;
        if (refuses) {
          refusedCount++;
          expect(res.status, label).toBe(403);
        } else {
          // Allowed by the table: never "log in first", never the table's own refusal
          // (which names the permission it needed); a handler may still refuse more finely.
          expect(res.status, label).not.toBe(401);
          expect(res.body.code, label).not.toBe('no_rule');
          if (res.status === 403) expect(res.body.required, label).toBeUndefined();
        }
        if (res.status >= 400) expect(digest(s.db), `${label} changed data`).toBe(before);
      },
    ),
    { numRuns: 400 * SOAK, seed: 43 },
  );
  expect(checked).toBe(400 * SOAK);
  // The sample reaches both sides of the table.
  expect(refusedCount).toBeGreaterThan(40 * SOAK);
}, 120_000);

test('no catalogue route is left out but the documented ones', () => {
  const all = catalogueRoutes(catalogue);
  const left = all.filter((r) => EXCLUDED.test(r.path)).map((r) => r.path);
  expect(left.every((p) => EXCLUDED.test(p))).toBe(true);
  expect(routes.length).toBeGreaterThan(all.length * 0.9);
});
