#!/usr/bin/env node
// `npm run check:nextjs`: the real Next.js App Router check of examples/nextjs, which the
// test command cannot afford (installing `next` adds ~360 MB; the test command runs
// offline). It installs this build's packed api-client and widgets into the example,
// runs `next build` (which failed with "createContext is not a function … Failed to
// collect page data" while the widgets had no 'use client'), starts a demo sandbox and
// `next start`, and checks that the results page's first HTML holds the cards and links
// the stylesheet. Needs the packages built (node scripts/pnpm.mjs build) and `next` in
// the example: `npm run check:nextjs -- --install` installs it (from the npm registry,
// with this build's tarballs; `--no-save`, so package.json keeps the released versions).
// Exits 0 when everything held, 1 with the reason otherwise (2: not set up; nothing checked).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { packCached } from './pack.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const EXAMPLE = join(ROOT, 'examples', 'nextjs');
const PAGE = '/residential-opportunities/results?type=long_term&page=2';

function notSetUp(message) {
  console.error(`check:nextjs: ${message}`);
  process.exit(2);
}

const install = process.argv.includes('--install');
if (!install && !existsSync(join(EXAMPLE, 'node_modules', 'next', 'package.json')))
  notSetUp(
    'next is not installed in examples/nextjs, so nothing was checked. Install it (about 360 MB)\n' +
      'and check: npm run check:nextjs -- --install',
  );
for (const pkg of ['api-client', 'widgets', 'sandbox'])
  if (!existsSync(join(ROOT, 'packages', pkg, 'dist')))
    notSetUp(`packages/${pkg} is not built: run node scripts/pnpm.mjs build first.`);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

// This build's tarballs, as a developer installs them before the first release.
const tarballs = packCached()
  .filter((pkg) => ['@volunteerkit/api-client', '@volunteerkit/widgets'].includes(pkg.name))
  .map((pkg) => pkg.tarball);
const registry = install ? ['next@16', 'react@19', 'react-dom@19'] : [];
execFileSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', ...tarballs, ...registry], {
  cwd: EXAMPLE,
  stdio: 'inherit',
});

const started = Date.now();
const build = spawnSync('npx', ['next', 'build'], { cwd: EXAMPLE, encoding: 'utf8' });
process.stdout.write(build.stdout);
process.stderr.write(build.stderr);
const output = `${build.stdout}\n${build.stderr}`;
check(build.status === 0, `next build exits 0 (${((Date.now() - started) / 1000).toFixed(0)} s)`);
check(
  !/Failed to collect page data|createContext is not a function/.test(output),
  'no server-graph error',
);

if (build.status === 0) {
  const { startSandbox } = await import(
    pathToFileURL(join(ROOT, 'packages', 'sandbox', 'dist', 'index.js')).href
  );
  const sandbox = await startSandbox({ port: 0, db: ':memory:', seed: 'demo' });
  const port = await freePort();
  const next = spawn('npx', ['next', 'start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: EXAMPLE,
    env: { ...process.env, VK_API_URL: `${sandbox.url}/api/` },
    stdio: 'inherit',
    detached: true,
  });
  try {
    let html = '';
    let status = 0;
    for (let i = 0; i < 60 && !html; i++) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}${PAGE}`);
        status = res.status;
        html = await res.text();
      } catch {
        await new Promise((done) => setTimeout(done, 500));
      }
    }
    const cards = (html.match(/<article\b/g) ?? []).length;
    check(status === 200, `${PAGE} answers 200 (got ${status})`);
    check(cards > 0, `its first HTML holds the cards (${cards} <article>)`);
    check(/<link[^>]+rel="stylesheet"/.test(html), 'it links the stylesheet (no inline <style>)');
  } finally {
    // The whole group: npx, next and its workers.
    process.kill(-next.pid, 'SIGTERM');
    await sandbox.close();
  }
}

if (failures.length > 0) {
  console.error(`check:nextjs: ${failures.length} failed`);
  process.exit(1);
}
console.log('check:nextjs: the App Router example builds and renders the cards in its first HTML');
