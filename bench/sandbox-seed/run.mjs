#!/usr/bin/env node
// The sandbox's `large` seed at full size (100,000 residential opportunities, 10,000
// teams, 2,000 roles): how long `startSandbox({ seed: 'large' })` takes on an empty
// database file, the counts verified through the API (meta.pagination.total of a list
// with limit=1, minus the demo organisation's own records), and the median time of
// public residential searches on that dataset (a lat/lon radius, a date window, both).
// The BUILT sandbox (packages/sandbox/dist), a fresh temporary database per start,
// loopback HTTP. Writes bench/results/sandbox-seed.{md,json}.
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../lib/bundle.mjs';
import { median, table, writeResult } from '../lib/report.mjs';

const QUICK = process.env.BENCH_QUICK === '1';
/** Full-size starts with the large seed (each on a new database file). */
const SEED_RUNS = Number(process.env.BENCH_RUNS ?? (QUICK ? 1 : 3));
/** Timed searches of each kind (after a warm-up). */
const SEARCHES = 20;
const SIZES = { opportunities: 100_000, teams: 10_000, roles: 2_000 };
const DIST = join(ROOT, 'packages', 'sandbox', 'dist', 'index.js');
const ADMIN = { email: 'admin@volunteerkit.test', password: 'volunteerkit-demo' };

const heading = '## Sandbox: the large seed';
if (!existsSync(DIST)) {
  writeResult(
    'sandbox-seed',
    `${heading}\n\nn/a: \`@volunteerkit/sandbox\` is not built (packages/sandbox/dist).`,
  );
  process.exit(0);
}
const { startSandbox } = await import(pathToFileURL(DIST).href);

/** Starts the sandbox on a new temporary database file; returns it with the wall time of the start. */
async function start(seed) {
  const dir = mkdtempSync(join(tmpdir(), 'vk-bench-seed-'));
  const file = join(dir, 'sandbox.db');
  const t0 = performance.now();
  const sandbox = await startSandbox({ port: 0, host: '127.0.0.1', db: file, seed });
  const ms = performance.now() - t0;
  const bytes = ['', '-wal'].reduce(
    (sum, ext) => sum + (existsSync(file + ext) ? statSync(file + ext).size : 0),
    0,
  );
  return {
    sandbox,
    ms,
    bytes,
    api: `${sandbox.url}/api`,
    async close() {
      await sandbox.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function getJson(url, token) {
  const res = await fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

async function login(api) {
  const res = await fetch(`${api}/auth/api/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...ADMIN, minimal: true }),
  });
  if (!res.ok) throw new Error(`login: ${res.status} ${await res.text()}`);
  return (await res.json()).token;
}

/** meta.pagination.total of opportunities, teams and roles, read as the admin. */
async function counts(api) {
  const token = await login(api);
  const total = async (path) =>
    (await getJson(`${api}${path}?limit=1`, token)).meta.pagination.total;
  return {
    opportunities: await total('/residential-opportunities/'),
    teams: await total('/organisation/teams/'),
    roles: await total('/organisation/role-profiles/'),
  };
}

// The demo organisation alone (the large seed with no generated volume): its own
// teams and roles, and the start-up time without the volume.
const base = await start({ large: { opportunities: 0, teams: 0, roles: 0 } });
const baseCounts = await counts(base.api);
const baseMs = base.ms;
await base.close();

/** @type {{ ms: number, bytes: number }[]} */
const seedRuns = [];
let big;
for (let run = 0; run < SEED_RUNS; run++) {
  if (big) await big.close();
  big = await start('large');
  seedRuns.push({ ms: big.ms, bytes: big.bytes });
  console.log(
    `[sandbox-seed] start with seed 'large' #${run + 1}: ${(big.ms / 1000).toFixed(2)} s`,
  );
}
const totals = await counts(big.api);
const generated = Object.fromEntries(
  Object.entries(totals).map(([k, v]) => [k, v - baseCounts[k]]),
);
const exact = Object.entries(SIZES).every(([k, v]) => generated[k] === v);

// Searches: 20 different centres in Great Britain and 20 different dates (the large
// seed's timeslots start from June 2026), public (`public_search=true`, no token).
const CENTRES = [
  [51.5072, -0.1276],
  [55.9533, -3.1883],
  [55.8642, -4.2518],
  [53.4808, -2.2426],
  [52.4862, -1.8904],
  [53.8008, -1.5491],
  [51.4545, -2.5879],
  [51.4816, -3.1791],
  [54.5973, -5.9301],
  [57.4778, -4.2247],
  [57.1497, -2.0943],
  [53.959, -1.0815],
  [52.6309, 1.2974],
  [50.7184, -3.5339],
  [50.3755, -4.1427],
  [54.9783, -1.6178],
  [53.4084, -2.9916],
  [53.3811, -1.4701],
  [52.9548, -1.1581],
  [51.752, -1.2577],
];
const DATES = Array.from({ length: SEARCHES }, (_, i) =>
  new Date(Date.UTC(2026, 5, 5) + i * 7 * 86_400_000).toISOString().slice(0, 10),
);
const KINDS = {
  radius: (i) => `lat=${CENTRES[i][0]}&lon=${CENTRES[i][1]}&radius=50`,
  date: (i) => `date=${DATES[i]}&flexibility=7`,
  'radius + date': (i) =>
    `lat=${CENTRES[i][0]}&lon=${CENTRES[i][1]}&radius=50&date=${DATES[i]}&flexibility=7`,
};

/** @type {Record<string, { ms: number, total: number, count: number }[]>} */
const searches = {};
for (const [kind, query] of Object.entries(KINDS)) {
  const url = (i) => `${big.api}/residential-opportunities/?public_search=true&${query(i)}`;
  await getJson(url(0)); // warm-up
  searches[kind] = [];
  for (let i = 0; i < SEARCHES; i++) {
    const t0 = performance.now();
    const body = await getJson(url(i));
    const ms = performance.now() - t0;
    searches[kind].push({ ms, total: body.meta.pagination.total, count: body.data.length });
  }
}
await big.close();

const seedMs = median(seedRuns.map((r) => r.ms));
const mb = (b) => (b / 2 ** 20).toFixed(0);
const rows = Object.entries(searches).map(([kind, runs]) => [
  `${kind} (\`${KINDS[kind](0)}\`)`,
  median(runs.map((r) => r.ms)).toFixed(1),
  Math.min(...runs.map((r) => r.ms)).toFixed(1),
  Math.max(...runs.map((r) => r.ms)).toFixed(1),
  String(median(runs.map((r) => r.total))),
]);
const md = [
  heading,
  '',
  `\`startSandbox({ seed: 'large' })\` from the built sandbox on an empty temporary database ` +
    `file (SQLite, WAL): ${SIZES.opportunities.toLocaleString('en')} residential opportunities, ` +
    `${SIZES.teams.toLocaleString('en')} teams and ${SIZES.roles.toLocaleString('en')} roles ` +
    'on top of the demo organisation and logins, written in one transaction.',
  '',
  table(
    ['Start', 'seconds', 'database MiB'],
    [
      [
        `seed \`large\` (median of ${SEED_RUNS})`,
        (seedMs / 1000).toFixed(2),
        mb(median(seedRuns.map((r) => r.bytes))),
      ],
      ['demo organisation only (no generated volume)', (baseMs / 1000).toFixed(2), ''],
    ],
  ),
  '',
  table(
    [
      'Through the API (`limit=1`, `meta.pagination.total`)',
      'total',
      'demo organisation',
      'generated',
      'requested',
    ],
    Object.keys(SIZES).map((k) => [k, totals[k], baseCounts[k], generated[k], SIZES[k]]),
  ),
  '',
  `Generated counts equal the requested sizes: ${exact ? 'yes' : '**no**'}.`,
  '',
  `Public residential searches on that dataset (\`GET /residential-opportunities/?public_search=true&…\`, ` +
    `8 per page), ${SEARCHES} sequential requests of each kind over loopback after a warm-up, ` +
    'each with a different centre or date; wall time of the whole request.',
  '',
  table(['Search', 'median ms', 'min ms', 'max ms', 'median matches'], rows),
].join('\n');
writeResult('sandbox-seed', md, {
  sizes: SIZES,
  seedRuns,
  baseStartMs: baseMs,
  counts: { totals, base: baseCounts, generated, exact },
  searches,
});
console.log(md);
if (!exact) process.exitCode = 1;
