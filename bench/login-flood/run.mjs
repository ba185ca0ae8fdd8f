#!/usr/bin/env node
// Public search under a wrong-password flood. The BUILT sandbox (packages/sandbox/dist)
// runs in its own process with the demo seed; this process drives it on loopback:
// 10 connections searching (GET residential-opportunities?public_search=true) for a few
// seconds alone, then the same while 10 more connections send wrong passwords as fast
// as they are answered. Twice: with the default attempt limits, and with the limits
// lifted (every attempt hashes a password: the cost of async scrypt alone).
// Writes bench/results/login-flood.{md,json}; docs/reliability.md shows the figures.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../lib/bundle.mjs';
import { table, writeResult } from '../lib/report.mjs';

const SECONDS = Number(
  process.env.BENCH_FLOOD_SECONDS ?? (process.env.BENCH_QUICK === '1' ? 3 : 6),
);
const CONNECTIONS = 10;
const DIST = join(ROOT, 'packages', 'sandbox', 'dist', 'index.js');
const heading = '## Public search under a login flood';

if (!existsSync(DIST)) {
  writeResult('login-flood', `${heading}\n\nn/a: the sandbox is not built.`);
  process.exit(0);
}

const OFF = { free: 1e9, maxWaitMs: 0 };

/** Starts the sandbox in a child process; resolves its URL and a stop function. */
function startServer(limits) {
  const dir = mkdtempSync(join(tmpdir(), 'vk-flood-'));
  const code = `
    const { startSandbox } = await import(${JSON.stringify(pathToFileURL(DIST).href)});
    const s = await startSandbox({ port: 0, db: ${JSON.stringify(join(dir, 'flood.db'))}, seed: 'demo',
      attemptLimits: ${JSON.stringify(limits ?? {})} });
    process.stdout.write('URL ' + s.url + '\\n');`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /URL (\S+)/.exec(out);
      if (m)
        resolve({
          url: m[1],
          stop: () => {
            child.kill('SIGKILL');
            rmSync(dir, { recursive: true, force: true });
          },
        });
    });
    child.once('exit', (c) => reject(new Error(`sandbox exited with ${c}`)));
  });
}

async function loop(until, send) {
  let n = 0;
  while (performance.now() < until) {
    await send();
    n += 1;
  }
  return n;
}

async function measure(url, flood) {
  const search = async () => {
    const res = await fetch(`${url}/api/residential-opportunities/?public_search=true&limit=8`);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`search answered ${res.status}`);
  };
  const statuses = {};
  let i = 0;
  const login = async () => {
    const res = await fetch(`${url}/api/auth/api/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `admin@volunteerkit.test`, password: `wrong-${(i += 1)}` }),
    });
    await res.arrayBuffer();
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
  };
  const until = performance.now() + SECONDS * 1000;
  const runs = [];
  for (let c = 0; c < CONNECTIONS; c++) runs.push(loop(until, search));
  const floods = flood ? Array.from({ length: CONNECTIONS }, () => loop(until, login)) : [];
  const searches = (await Promise.all(runs)).reduce((a, b) => a + b, 0);
  const logins = (await Promise.all(floods)).reduce((a, b) => a + b, 0);
  return { searchPerSecond: searches / SECONDS, loginsPerSecond: logins / SECONDS, statuses };
}

const results = {};
for (const [name, limits] of [
  ['default limits', undefined],
  ['limits lifted', { perAccountAddress: OFF, perAddress: OFF, perAccount: OFF }],
]) {
  const server = await startServer(limits);
  try {
    await measure(server.url, false); // warm-up
    const alone = await measure(server.url, false);
    const flooded = await measure(server.url, true);
    results[name] = {
      alone: Math.round(alone.searchPerSecond),
      flooded: Math.round(flooded.searchPerSecond),
      ratio: Number((flooded.searchPerSecond / alone.searchPerSecond).toFixed(2)),
      loginsPerSecond: Math.round(flooded.loginsPerSecond),
      loginStatuses: flooded.statuses,
    };
  } finally {
    server.stop();
  }
}

const md = [
  heading,
  '',
  `${CONNECTIONS} connections searching for ${SECONDS} s, alone and while ${CONNECTIONS} more send wrong passwords for one account (loopback, sandbox in its own process, demo seed).`,
  '',
  table(
    [
      'Attempt limits',
      'Search alone (req/s)',
      'Search under flood (req/s)',
      'Ratio',
      'Login answers/s',
      'Login statuses',
    ],
    Object.entries(results).map(([k, r]) => [
      k,
      r.alone,
      r.flooded,
      r.ratio,
      r.loginsPerSecond,
      Object.entries(r.loginStatuses)
        .map(([s, n]) => `${s}: ${n}`)
        .join(', '),
    ]),
  ),
].join('\n');
writeResult('login-flood', md, { seconds: SECONDS, connections: CONNECTIONS, results });
console.log(md);
