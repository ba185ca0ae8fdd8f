// "Which entry?": what ONE call costs a browser bundle through each way in, measured from
// the built dist (esbuild, minified, gzip -9), so the client README's table holds figures,
// not guesses. Each scenario is a few lines an app would write; react is external.
// Usage: node bench/entry-sizes/run.mjs   (after `node scripts/pnpm.mjs build`)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundle, ROOT } from '../lib/bundle.mjs';

/** The scenarios: what an app imports to make one call. */
export const SCENARIOS = [
  {
    id: 'public',
    label: '`/public` + `createPublicHttpClient`: one residential list call',
    code: `import { createPublicHttpClient, listResidentialOpportunities } from '@volunteerkit/api-client/public';
export const run = () => listResidentialOpportunities(createPublicHttpClient('https://org.example/api/'), { page: 1 });`,
  },
  {
    id: 'public-full-transport',
    label: '`/public` call through `createHttpClient` (`/http`): retries, hooks, session',
    code: `import { createHttpClient } from '@volunteerkit/api-client/http';
import { listResidentialOpportunities } from '@volunteerkit/api-client/public';
export const run = () => listResidentialOpportunities(createHttpClient({ baseURL: '/api/' }), { page: 1 });`,
  },
  {
    id: 'http',
    label: '`createHttpClient` (`/http`) + `client.request()` (untyped path)',
    code: `import { createHttpClient } from '@volunteerkit/api-client/http';
export const run = () => createHttpClient({ baseURL: '/api/' }).request({ method: 'GET', path: 'users/1/' });`,
  },
  {
    id: 'areas',
    label: '`usersApi(http)` (`/areas`) + `users.show(1)`: one area of typed accessors',
    code: `import { createHttpClient } from '@volunteerkit/api-client/http';
import { usersApi } from '@volunteerkit/api-client/areas';
export const run = () => usersApi(createHttpClient({ baseURL: '/api/' })).show(1);`,
  },
  {
    id: 'areas-small',
    label: '`claimsApi(http)` (`/areas`) + `claims.show(1)`: a small area',
    code: `import { createHttpClient } from '@volunteerkit/api-client/http';
import { claimsApi } from '@volunteerkit/api-client/areas';
export const run = () => claimsApi(createHttpClient({ baseURL: '/api/' })).show(1);`,
  },
  {
    id: 'area',
    label:
      '`createApi(http, { catalogue: usersEntries })`: one area (bundles the default catalogue, which `createApi` names)',
    code: `import { createHttpClient } from '@volunteerkit/api-client/http';
import { createApi, usersEntries } from '@volunteerkit/api-client/catalogue';
export const run = () => createApi(createHttpClient({ baseURL: '/api/' }), { catalogue: usersEntries }).users.show(1);`,
  },
  {
    id: 'client',
    label: '`createClient()` (root) + `client.users.show(1)`: the whole typed catalogue',
    code: `import { createClient } from '@volunteerkit/api-client';
export const run = () => createClient({ baseURL: '/api/' }).users.show(1);`,
  },
];

/** Measures every scenario: `{ id, label, min, gzip, brotli }` (bytes). */
export async function measureEntries() {
  const rows = [];
  for (const s of SCENARIOS) {
    const result = await bundle({ contents: s.code });
    rows.push({ id: s.id, label: s.label, ...result.initial });
  }
  return rows;
}

/** The section of docs/benchmarks.md (bench/results/entry-sizes.md). */
export function entrySizesSection(rows, date = new Date().toISOString().slice(0, 10)) {
  const kib = (n) => (n / 1024).toFixed(1);
  return [
    '## Which entry? One call through each way in',
    '',
    `What one call costs a browser bundle through each entry of \`@volunteerkit/api-client\` (built dist, esbuild, minified; ${date}). The client README's "Which entry?" table quotes these.`,
    '',
    '| Scenario | min KiB | gzip KiB | brotli KiB |',
    '| --- | ---: | ---: | ---: |',
    ...rows.map((r) => `| ${r.label} | ${kib(r.min)} | ${kib(r.gzip)} | ${kib(r.brotli)} |`),
    '',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await measureEntries();
  const section = entrySizesSection(rows);
  mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench', 'results', 'entry-sizes.md'), section);
  console.log(section);
}
