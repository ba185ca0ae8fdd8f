/**
 * Golden test: the catalogue against spec section 7.2-7.15.
 *
 * `spec-paths.golden.json` lists every resource (path and allowed operations) and every one-off
 * call (method and path) of the spec, exactly as the spec writes them. The spec lives outside
 * the repository and CI clones only the repository, so the file is committed; it was extracted
 * once with
 *
 *   node packages/api-client/scripts/extract-spec-paths.mjs ../shared/SPEC.md \
 *     > packages/api-client/src/catalogue/spec-paths.golden.json
 *
 * (the script's header lists its reading rules). `NORMALISATIONS` maps the golden entries the
 * catalogue deliberately writes differently, each row citing its row of
 * docs/catalogue-decisions.md; `INFERRED` lists the catalogue entries the spec names without a
 * path. Every other difference, in either direction, fails.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { HttpMethod, ResponseKind } from '../http/types.js';
import { CATALOGUE_EXTENSIONS, catalogue } from './index.js';
import { catalogueRoutes } from './paths.js';
import { ALL_OPERATIONS, type CatalogueEntry, type Operation } from './types.js';

interface GoldenResource {
  spec: string[];
  kind: 'resource';
  path: string;
  operations: Operation[];
  note?: string;
}
interface GoldenCall {
  spec: string[];
  kind: 'call';
  method: HttpMethod;
  path: string;
  response?: ResponseKind;
  note?: string;
}
type GoldenEntry = GoldenResource | GoldenCall;
interface GoldenFile {
  specSection7Sha256: string;
  counts: { resources: number; operations: number; calls: number };
  entries: GoldenEntry[];
}

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const GOLDEN_PATH = here('./spec-paths.golden.json');
const golden = JSON.parse(readFileSync(GOLDEN_PATH, 'utf8')) as GoldenFile;
const decisions = readFileSync(here('../../../../docs/catalogue-decisions.md'), 'utf8');
const SCRIPT = here('../../scripts/extract-spec-paths.mjs');
const SPEC = process.env.VK_SPEC_PATH ?? here('../../../../../shared/SPEC.md');

type Keyed = { kind: 'resource'; path: string } | { kind: 'call'; method: string; path: string };
const keyOf = (e: Keyed) =>
  e.kind === 'call' ? `call ${e.method} ${e.path}` : `resource ${e.path}`;
const sortOps = (ops: readonly Operation[]) =>
  ALL_OPERATIONS.filter((op) => ops.includes(op)).join(', ');

/** Decisions, quoted from the first column of docs/catalogue-decisions.md. */
const DECISION = {
  leadingSlash: '(no leading slash)',
  queryBuilderDelete: '`DELETE /organisation/query-builder//{id}`',
  attendeeUpdate: '`PUT /events/{eventId}/sessions/{sessionId}/attendees/{userId}/`',
  rotaUpdate: '`/rota/: list and update only. Update is PUT /rota/{id}?query with a body.`',
  multiRegion: '`/multi-region/` and `/multi-region/{regionId}`',
  savedList: '`/events/{eventId}/get-users-saved-list` (no method)',
  heartbeat: '`GET /heartbeat/ (list)` (7.4 and 7.15)',
  teamSites: '`/organisation/teams/`: "changeover-day, rooms and sites sub-resources"',
} as const;

type Target =
  /** The catalogue holds this entry instead. */
  | { becomes: Omit<GoldenResource, 'spec' | 'note'> | Omit<GoldenCall, 'spec' | 'note'> }
  /** Not an entry of its own: these routes of another catalogue entry serve it. */
  | { routesOf: string; routes: string[] };

interface Normalisation {
  /** The golden entry (`resource <path>` or `call <METHOD> <path>`). */
  golden: string;
  /** Quote of its docs/catalogue-decisions.md row. */
  decision: string;
  to: Target;
}

const NORMALISATIONS: Normalisation[] = [
  {
    golden: 'call POST auth/api/',
    decision: DECISION.leadingSlash,
    to: { becomes: { kind: 'call', method: 'POST', path: '/auth/api/' } },
  },
  {
    golden: 'call POST auth/api/refresh',
    decision: DECISION.leadingSlash,
    to: { becomes: { kind: 'call', method: 'POST', path: '/auth/api/refresh' } },
  },
  {
    golden: 'call POST auth/api/token',
    decision: DECISION.leadingSlash,
    to: { becomes: { kind: 'call', method: 'POST', path: '/auth/api/token' } },
  },
  {
    golden: 'call PUT users/{currentUserId}/inductions/self-complete/{inductionId}',
    decision: DECISION.leadingSlash,
    to: {
      becomes: {
        kind: 'call',
        method: 'PUT',
        path: '/users/{currentUserId}/inductions/self-complete/{inductionId}',
      },
    },
  },
  {
    golden: 'call DELETE /organisation/query-builder//{id}',
    decision: DECISION.queryBuilderDelete,
    to: {
      routesOf: 'resource /organisation/query-builder/',
      routes: ['DELETE /organisation/query-builder/{id}'],
    },
  },
  {
    golden: 'call PUT /events/{eventId}/sessions/{sessionId}/attendees/{userId}/',
    decision: DECISION.attendeeUpdate,
    to: {
      routesOf: 'resource /events/{eventId}/sessions/{sessionId}/attendees/',
      routes: ['PUT /events/{eventId}/sessions/{sessionId}/attendees/{userId}/'],
    },
  },
  {
    golden: 'call PUT /rota/{id}',
    decision: DECISION.rotaUpdate,
    to: { routesOf: 'resource /rota/', routes: ['PUT /rota/{id}'] },
  },
  {
    golden: 'resource /multi-region/{regionId}',
    decision: DECISION.multiRegion,
    to: {
      routesOf: 'resource /multi-region/',
      routes: [
        'GET /multi-region/{regionId}',
        'PUT /multi-region/{regionId}',
        'DELETE /multi-region/{regionId}',
      ],
    },
  },
  {
    golden: 'resource /events/{eventId}/get-users-saved-list',
    decision: DECISION.savedList,
    to: {
      becomes: { kind: 'call', method: 'GET', path: '/events/{eventId}/get-users-saved-list' },
    },
  },
  {
    golden: 'call GET /heartbeat/',
    decision: DECISION.heartbeat,
    to: { becomes: { kind: 'resource', path: '/heartbeat/', operations: ['list'] } },
  },
];

/** Catalogue entries the spec names without giving their path. */
const INFERRED: { catalogue: string; decision: string }[] = [
  { catalogue: 'resource /organisation/teams/{teamId}/sites/', decision: DECISION.teamSites },
];

const goldenByKey = new Map(golden.entries.map((e) => [keyOf(e), e]));
const catalogueByKey = new Map<string, CatalogueEntry>();
for (const e of catalogue) catalogueByKey.set(keyOf(e), e);
const rowsByGolden = new Map(NORMALISATIONS.map((n) => [n.golden, n]));

/** Walks the golden entries through the table; returns what failed and what was traced. */
function compare() {
  const failures: string[] = [];
  const traced = new Map<string, GoldenEntry>();
  for (const g of golden.entries) {
    const where = `(spec ${g.spec.join(', ')})`;
    const row = rowsByGolden.get(keyOf(g));
    if (row && 'routesOf' in row.to) {
      const owner = row.to.routesOf;
      const routes = new Set(
        catalogueRoutes(catalogue)
          .filter((r) => keyOf(r.entry) === owner)
          .map((r) => `${r.method} ${r.path}`),
      );
      for (const route of row.to.routes) {
        if (!routes.has(route)) failures.push(`${keyOf(g)} ${where}: ${owner} has no ${route}`);
      }
      continue;
    }
    const want = row && 'becomes' in row.to ? { ...row.to.becomes, spec: g.spec } : g;
    const key = keyOf(want);
    const found = catalogueByKey.get(key);
    if (!found || found.kind !== want.kind) {
      failures.push(`missing from the catalogue: ${key} ${where}`);
      continue;
    }
    traced.set(key, want);
    if (found.kind === 'resource' && want.kind === 'resource') {
      if (sortOps(found.operations) !== sortOps(want.operations)) {
        failures.push(
          `${key} ${where}: spec allows [${sortOps(want.operations)}], ` +
            `catalogue has [${sortOps(found.operations)}]`,
        );
      }
    } else if (found.kind === 'call' && want.kind === 'call') {
      const response = want.response ?? 'json';
      if (found.response !== response) {
        failures.push(`${key} ${where}: spec reads ${response}, catalogue ${found.response}`);
      }
    }
  }
  return { failures, traced };
}

describe('catalogue vs spec 7.2-7.15 (spec-paths.golden.json)', () => {
  it('has a consistent golden file, one entry per path', () => {
    const resources = golden.entries.filter((e) => e.kind === 'resource');
    expect(golden.counts).toEqual({
      resources: resources.length,
      operations: resources.reduce((n, e) => n + e.operations.length, 0),
      calls: golden.entries.length - resources.length,
    });
    expect(goldenByKey.size).toBe(golden.entries.length);
    expect(catalogueByKey.size, 'two catalogue entries share a path').toBe(catalogue.length);
  });

  it('cites a decision of docs/catalogue-decisions.md in every normalisation row', () => {
    for (const row of [...NORMALISATIONS, ...INFERRED]) {
      expect(decisions, `decision not found: ${row.decision}`).toContain(row.decision);
    }
    for (const row of NORMALISATIONS) {
      expect(goldenByKey.has(row.golden), `no golden entry ${row.golden}`).toBe(true);
    }
    expect(rowsByGolden.size, 'a golden entry normalised twice').toBe(NORMALISATIONS.length);
  });

  it('has every golden entry in the catalogue with exactly the golden operations', () => {
    const { failures, traced } = compare();
    expect(failures).toEqual([]);
    const resources = golden.entries.filter((e) => e.kind === 'resource');
    const routes = catalogueRoutes(catalogue).length;
    console.log(
      `spec 7.2-7.15 golden: ${golden.entries.length} entries ` +
        `(${resources.length} resources with ${golden.counts.operations} operations, ` +
        `${golden.counts.calls} calls); ${NORMALISATIONS.length} normalised ` +
        `(${NORMALISATIONS.filter((n) => 'routesOf' in n.to).length} served by another entry's routes); ` +
        `catalogue: ${catalogue.length} entries, ${routes} routes, ` +
        `${traced.size} traced to the spec, ${INFERRED.length} inferred`,
    );
  });

  it('has no catalogue entry that does not come from the spec (no invented endpoints)', () => {
    const { traced } = compare();
    const inferred = new Set(INFERRED.map((i) => i.catalogue));
    const extensions = new Set(CATALOGUE_EXTENSIONS.map((x) => x.key));
    const invented = catalogue
      .map((e) => keyOf(e))
      .filter((key) => !traced.has(key) && !inferred.has(key) && !extensions.has(key));
    expect(invented).toEqual([]);
    // Every extension is in the catalogue and is not in the spec.
    for (const key of extensions) {
      expect(catalogueByKey.has(key), key).toBe(true);
      expect(traced.has(key), `${key} is in the spec: not an extension`).toBe(false);
    }
    for (const key of inferred) expect(catalogueByKey.has(key), key).toBe(true);
  });

  it('files every entry under a spec section that names it', () => {
    const { traced } = compare();
    const misfiled = catalogue.filter((e) => {
      const g = traced.get(keyOf(e));
      return g !== undefined && !g.spec.includes(e.spec ?? '');
    });
    expect(misfiled.map((e) => `${keyOf(e)}: ${e.spec}`)).toEqual([]);
  });

  // Only where the spec is at hand (a local checkout next to ../shared); CI has the golden file only.
  it.skipIf(!existsSync(SPEC))('is what the script extracts from the spec now', () => {
    const extracted = execFileSync(process.execPath, [SCRIPT, SPEC], { encoding: 'utf8' });
    expect(extracted === readFileSync(GOLDEN_PATH, 'utf8'), 'rerun the script, review').toBe(true);
  });
});
