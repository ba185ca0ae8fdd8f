#!/usr/bin/env node
// The cost of the 401 refresh path under load: 200 concurrent requests whose token has
// expired (each gets 401, ONE refresh is shared, all 200 retry with the new token)
// against the same 200 requests with a valid token, and against plain fetch.
// Loopback server, the BUILT client (packages/api-client/dist), interleaved repetitions,
// medians. Writes bench/results/refresh.{md,json}.
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../lib/bundle.mjs';
import { median, table, writeResult } from '../lib/report.mjs';

const CONCURRENCY = 200;
const REPS = Number(process.env.BENCH_RUNS ?? (process.env.BENCH_QUICK === '1' ? 3 : 9));
const DIST =
  process.env.BENCH_HTTP_ENTRY ??
  join(ROOT, 'packages', 'api-client', 'dist', 'entries', 'http.js');

/** An unsigned JWT (the client decodes, never verifies): enough for the session. */
const jwt = (payload) => {
  const part = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.c2ln`;
};

const heading = '## Token refresh under load';
if (!existsSync(DIST)) {
  writeResult(
    'refresh',
    `${heading}\n\nn/a: \`@volunteerkit/api-client/http\` is not built (packages/api-client/dist).`,
  );
  process.exit(0);
}
const { createHttpClient } = await import(pathToFileURL(DIST).href);

let valid = '';
const counts = { refresh: 0, unauthorized: 0, ok: 0 };
const server = createServer((req, res) => {
  const send = (status, body) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (req.url?.startsWith('/api/auth/api/refresh')) {
    req.resume();
    req.on('end', () => {
      counts.refresh++;
      send(200, { token: valid });
    });
    return;
  }
  if (req.headers.authorization === `Bearer ${valid}`) {
    counts.ok++;
    return send(200, { data: { id: Number(req.url?.split('/').pop()) } });
  }
  counts.unauthorized++;
  return send(401, { message: 'Unauthenticated' });
});
await new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(undefined)));
const address = server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/`;

const user = { id: 1, permissions: [] };
const paths = Array.from({ length: CONCURRENCY }, (_, i) => `items/${i + 1}`);

/** 200 concurrent GETs; returns wall ms and what the server saw. */
async function burst(kind, rep) {
  const fresh = jwt({ user, n: `fresh-${kind}-${rep}` });
  valid = fresh;
  counts.refresh = 0;
  counts.unauthorized = 0;
  counts.ok = 0;
  let globalErrors = 0;
  let calls;
  if (kind === 'fetch') {
    calls = () =>
      Promise.all(
        paths.map((p) =>
          fetch(base + p, {
            headers: { authorization: `Bearer ${fresh}`, accept: 'application/json' },
          }).then((r) => r.json()),
        ),
      );
  } else {
    const token = kind === 'expired' ? jwt({ user, n: `expired-${rep}` }) : fresh;
    const client = createHttpClient({
      baseURL: base,
      token,
      onError: () => {
        globalErrors++;
      },
    });
    calls = () => Promise.all(paths.map((p) => client.request({ method: 'GET', path: p })));
  }
  const t0 = performance.now();
  const results = await calls();
  const ms = performance.now() - t0;
  return {
    ms,
    succeeded: results.length,
    refreshCalls: counts.refresh,
    unauthorized: counts.unauthorized,
    served: counts.ok + counts.unauthorized + counts.refresh,
    globalErrors,
  };
}

/** @type {Record<string, Awaited<ReturnType<typeof burst>>[]>} */
const runs = { fetch: [], valid: [], expired: [] };
// Warm-up (JIT, sockets), then interleaved repetitions.
await burst('valid', -1);
await burst('expired', -1);
for (let rep = 0; rep < REPS; rep++) {
  for (const kind of ['fetch', 'valid', 'expired']) runs[kind].push(await burst(kind, rep));
}
await new Promise((ok) => {
  server.closeAllConnections();
  server.close(() => ok(undefined));
});

const med = (kind) => median(runs[kind].map((r) => r.ms));
const expired = runs.expired;
const allOneRefresh = expired.every((r) => r.refreshCalls === 1);
const allSucceeded = expired.every((r) => r.succeeded === CONCURRENCY && r.globalErrors === 0);
const extra = med('expired') - med('valid');
const rows = [
  ['plain fetch, valid token', med('fetch').toFixed(1), '1.00×', '0', `${CONCURRENCY}`],
  [
    'client, valid token',
    med('valid').toFixed(1),
    `${(med('valid') / med('fetch')).toFixed(2)}×`,
    '0',
    `${CONCURRENCY}`,
  ],
  [
    'client, expired token (401 → one refresh → retry)',
    med('expired').toFixed(1),
    `${(med('expired') / med('fetch')).toFixed(2)}×`,
    String(median(expired.map((r) => r.refreshCalls))),
    String(median(expired.map((r) => r.served))),
  ],
];
const md = [
  heading,
  '',
  `${CONCURRENCY} concurrent GETs on loopback through the built client ` +
    '(`createHttpClient` from `@volunteerkit/api-client/http`), in one process, after a ' +
    `warm-up; ${REPS} interleaved repetitions, medians of the wall time of the whole burst.`,
  '',
  table(['Burst of 200', 'median ms', 'vs fetch', 'refresh calls', 'requests served'], rows),
  '',
  `- The refresh path costs ${extra.toFixed(1)} ms for the burst ` +
    `(${((1000 * extra) / CONCURRENCY).toFixed(0)} µs per request): one extra round trip ` +
    `(the refresh) plus the ${CONCURRENCY} retries.`,
  `- Exactly one refresh call in every repetition: ${allOneRefresh ? 'yes' : '**no**'}; ` +
    `all ${CONCURRENCY} requests succeeded with no global error: ${allSucceeded ? 'yes' : '**no**'}.`,
].join('\n');
writeResult('refresh', md, { concurrency: CONCURRENCY, reps: REPS, runs });
console.log(md);
