#!/usr/bin/env node
// Client overhead: N sequential GETs on loopback through the api-client core
// (`createHttpClient`) against plain `fetch` and bare `ofetch`. Each measurement runs in
// a fresh Node process (after 200 warm-up calls); the three kinds are interleaved in a
// rotating order for every repetition; the report gives medians and ratios of the wall
// time and of the measuring process's CPU time.
//
// Usage: node bench/client-overhead/run.mjs [--n=5000] [--reps=5]
//   default 2,000 requests x 3 repetitions (BENCH_QUICK=1: 1,000 x 3); --full = 5,000 x 5.
// Writes bench/results/client-overhead.{md,json} (assembled into docs/benchmarks.md by
// bench/run.mjs).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { median, ratio, table, writeResult } from '../lib/report.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '..', '..');
const args = process.argv.slice(2);
const opt = (name) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const full = args.includes('--full');
const quick = process.env.BENCH_QUICK === '1';
const N = Number(opt('n') ?? (full ? 5000 : quick ? 1000 : 2000));
const REPS = Math.max(3, Number(opt('reps') ?? (full ? 5 : 3)));
const KINDS = ['fetch', 'ofetch', 'client'];

// The client under test: the built entry when it exists and is not older than the
// transport sources, else the sources bundled by esbuild (so a stale dist never gets measured).
const dist = join(ROOT, 'packages', 'api-client', 'dist', 'entries', 'http.js');
const newestSource = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce((newest, d) => {
    const p = join(dir, d.name);
    return Math.max(newest, d.isDirectory() ? newestSource(p) : statSync(p).mtimeMs);
  }, 0);
const srcDir = join(ROOT, 'packages', 'api-client', 'src');
const distFresh =
  existsSync(dist) &&
  statSync(dist).mtimeMs >=
    Math.max(...['http', 'errors', 'session'].map((d) => newestSource(join(srcDir, d))));
let clientEntry = process.env.BENCH_HTTP_ENTRY ?? (distFresh ? dist : '');
const clientSource = clientEntry ? 'the built dist' : 'its TypeScript sources bundled by esbuild';
const tmp = mkdtempSync(join(tmpdir(), 'vk-client-overhead-'));
if (!clientEntry) {
  clientEntry = join(tmp, 'http.mjs');
  await build({
    entryPoints: [join(ROOT, 'packages', 'api-client', 'src', 'entries', 'http.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    conditions: ['source'],
    outfile: clientEntry,
    logLevel: 'error',
  });
}
const requireFromClient = createRequire(join(ROOT, 'packages', 'api-client', 'package.json'));
const ofetchEntry = join(
  dirname(requireFromClient.resolve('ofetch/package.json')),
  'dist',
  'node.mjs',
);
const ofetchVersion = requireFromClient('ofetch/package.json').version;

const BODY = JSON.stringify({ data: { id: 1, name: 'Beach clean', tags: ['outdoor', 'coast'] } });
const server = createServer((req, res) => {
  res.writeHead(200, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(BODY),
  });
  res.end(BODY);
});
await new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(undefined)));
const address = server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/`;

// The workers run asynchronously: a synchronous spawn would block this process's event
// loop, and with it the server.
function measureOnce(kind) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(HERE, 'worker.mjs'), kind, String(N), base, clientEntry, ofetchEntry],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`${kind} worker exited with ${code}`));
      resolve(JSON.parse(out.trim().split('\n').pop()));
    });
  });
}

const loadStart = loadavg()
  .map((x) => x.toFixed(1))
  .join(' / ');
console.log(
  `client-overhead: ${N} sequential GETs x ${REPS} repetitions, kinds ${KINDS.join(', ')}`,
);
const runs = Object.fromEntries(KINDS.map((k) => [k, []]));
for (let rep = 0; rep < REPS; rep++) {
  const order = KINDS.map((_, i) => KINDS[(i + rep) % KINDS.length]);
  for (const kind of order) {
    const r = await measureOnce(kind);
    runs[kind].push(r);
    console.log(
      `  rep ${rep + 1} ${kind.padEnd(6)} wall ${r.wallMs.toFixed(0)} ms  cpu ${r.cpuMs.toFixed(0)} ms  (${((r.wallMs * 1000) / N).toFixed(1)} µs/req)`,
    );
  }
}
await new Promise((ok) => server.close(() => ok(undefined)));
rmSync(tmp, { recursive: true, force: true });

const med = Object.fromEntries(
  KINDS.map((k) => [
    k,
    {
      wallMs: median(runs[k].map((r) => r.wallMs)),
      cpuMs: median(runs[k].map((r) => r.cpuMs)),
      wallMin: Math.min(...runs[k].map((r) => r.wallMs)),
      wallMax: Math.max(...runs[k].map((r) => r.wallMs)),
    },
  ]),
);
const us = (ms) => ((ms * 1000) / N).toFixed(1);
const label = {
  fetch: 'plain fetch',
  ofetch: `ofetch ${ofetchVersion}`,
  client: 'createHttpClient (ours)',
};
const rows = KINDS.map((k) => [
  label[k],
  us(med[k].cpuMs),
  ratio(med[k].cpuMs, med.fetch.cpuMs),
  us(med[k].wallMs),
  `${us(med[k].wallMin)}–${us(med[k].wallMax)}`,
  ratio(med[k].wallMs, med.fetch.wallMs),
]);
const cpuExtra = ((med.client.cpuMs - med.fetch.cpuMs) * 1000) / N;
const signed = (x) => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(1)}`;
const md = `## Client overhead

${N.toLocaleString('en-GB')} sequential GETs (\`items/1?include=image&page=2\`, a ${Buffer.byteLength(BODY)}-byte JSON body, bearer token) on loopback through the core client (\`createHttpClient\` from \`@volunteerkit/api-client/http\`, measured from ${clientSource}), bare ofetch and plain \`fetch\` with the same headers. Each measurement is a fresh Node ${process.version} process after 200 warm-up calls; the three kinds are interleaved in a rotating order over ${REPS} repetitions; medians. **CPU** is the user + system time of the measuring process (the server runs in the parent process): the figure to read on a shared machine. Wall time includes loopback latency and scheduling noise (load average at the start: ${loadStart}).

${table(
  [
    'Client',
    'CPU µs / request',
    'CPU vs fetch',
    'wall µs / request',
    'wall range (µs)',
    'wall vs fetch',
  ],
  rows,
)}

- Per request the client costs ${signed(cpuExtra)} µs of CPU against plain fetch (${ratio(med.client.cpuMs, med.fetch.cpuMs)}) and ${ratio(med.client.cpuMs, med.ofetch.cpuMs)} of bare ofetch's CPU. What it does on every call: query serialisation, header assembly, the per-URL cancel registry, one AbortController and a timeout timer per attempt, body parsing with typed errors; hooks only when given.
- Reproduce: \`node bench/client-overhead/run.mjs\` (2,000 requests x 3 repetitions); \`--full\` for 5,000 x 5, or \`--n=\` / \`--reps=\`.
`;
writeResult('client-overhead', md, {
  n: N,
  reps: REPS,
  node: process.version,
  clientSource,
  loadStart,
  runs,
  medians: med,
});
console.log(`\n${md}`);
