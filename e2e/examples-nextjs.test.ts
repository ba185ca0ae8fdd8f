import { cpSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { packCached } from '../scripts/pack.mjs';
import { startSandbox, type Sandbox } from '../packages/sandbox/dist/index.js';
import { createConsumer } from './support/consumer.js';
import { launchBrowser } from './support/browser.js';
import { runAxe } from './support/axe.js';
import { REVIEW_SHOTS, reviewShot } from './support/shots.js';

// examples/nextjs as a developer builds it before the first release: its files in a
// fresh project with this build's PACKED api-client and widgets (createConsumer), and
// Next.js 16 (the workspace root's devDependency, linked: the run stays offline).
// `next build` (Turbopack, Next's own TypeScript pass included) must succeed: it failed
// with "createContext is not a function … Failed to collect page data" while the widget
// entries had no 'use client' (issue 47). Then `next start` against a demo sandbox:
// the results page's first HTML holds the cards (searched by the server component), the
// stylesheet is a linked file, and in Chromium the page hydrates without a second search
// and pages in place through the example's /api/ rewrite.
const EXAMPLE = resolve('examples/nextjs');
const RESULTS = '/residential-opportunities/results';

let project: string;
let sandbox: Sandbox | undefined;
let next: ReturnType<typeof spawn> | undefined;
let origin: string;
let browser: Browser | undefined;
let build: { status: number | null; output: string };

/** Runs Next's CLI in the project; resolves with its exit status and output. */
function nextCli(args: string[], env: Record<string, string> = {}) {
  const child = spawn(
    process.execPath,
    [join(project, 'node_modules/next/dist/bin/next'), ...args],
    {
      cwd: project,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: `next start` forks workers, stopped together in afterAll.
      detached: true,
    },
  );
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const done = new Promise<{ status: number | null; output: string }>((resolve) =>
    child.on('close', (status) => resolve({ status, output })),
  );
  return { child, done, output: () => output };
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

beforeAll(async () => {
  const packed = packCached().filter((pkg) =>
    ['@volunteerkit/api-client', '@volunteerkit/widgets'].includes(pkg.name),
  );
  // In the repository (a git-ignored folder): Turbopack compiles nothing outside the
  // workspace root, which it finds from the lockfile, and next is linked from the root.
  project = createConsumer(packed, {
    react: 19,
    parent: resolve('.e2e-artifacts'),
    tools: ['next', 'typescript', '@types/node'],
  });
  for (const file of ['app', 'next.config.mjs', 'tsconfig.json', 'package.json'])
    cpSync(join(EXAMPLE, file), join(project, file), { recursive: true });

  build = await nextCli(['build']).done;
  if (build.status !== 0) return;

  sandbox = await startSandbox({ port: 0, db: ':memory:', seed: 'demo' });
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const start = nextCli(['start', '-H', '127.0.0.1', '-p', String(port)], {
    VK_API_URL: `${sandbox.url}/api/`,
  });
  next = start.child;
  const exited = start.done.then(({ output }) => {
    throw new Error(`next start exited:\n${output}`);
  });
  const ready = (async () => {
    for (;;) {
      try {
        if ((await fetch(`${origin}/`)).ok) return;
      } catch {
        await new Promise((done) => setTimeout(done, 200));
      }
    }
  })();
  await Promise.race([ready, exited]);
  exited.catch(() => {});
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  if (next?.pid) {
    try {
      process.kill(-next.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  await sandbox?.close();
  if (project) rmSync(project, { recursive: true, force: true });
});

it('builds with next build (Turbopack and its TypeScript pass) from the packed packages', () => {
  expect(build.output).not.toMatch(/Failed to collect page data|createContext is not a function/);
  expect(build.status, build.output).toBe(0);
  // The results page is rendered per request (it reads the query string).
  expect(build.output).toMatch(/ƒ \/residential-opportunities\/results/);
});

it('serves the cards in the first HTML with the stylesheet as a linked file', async () => {
  const response = await fetch(`${origin}${RESULTS}?type=long_term&page=2`);
  expect(response.status).toBe(200);
  const html = await response.text();
  // What the sandbox itself answers for the same search: the page shows those very stays.
  const api = (await (
    await fetch(
      `${sandbox!.url}/api/residential-opportunities/?public_search=true&type=long_term&page=2`,
    )
  ).json()) as { data: { display_name: string }[]; meta: { pagination: { total: number } } };
  expect(html.match(/<article class="vk-card"/g)).toHaveLength(api.data.length);
  expect(api.data).toHaveLength(8);
  for (const { display_name } of api.data)
    expect(html).toContain(display_name.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
  expect(html).toContain(`9 to 16 of ${api.meta.pagination.total}`);
  expect(html).toMatch(/<link rel="stylesheet" href="\/_next\/static\/[^"]+\.css"/);
});

it('forwards /api/ to the API read at start, not at build', async () => {
  // Built without VK_API_URL: the rewrites() this replaced were fixed by `next build`
  // and sent the browser's searches to the default API (a 500 here).
  const list = await fetch(`${origin}/api/residential-opportunities/?public_search=true&limit=2`);
  expect(list.status).toBe(200);
  expect(((await list.json()) as { data: unknown[] }).data).toHaveLength(2);
});

it('hydrates without a second search, styled, and pages in place through /api/', async () => {
  const page = await browser!.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  const searches: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/residential-opportunities/') searches.push(r.url());
  });
  try {
    await page.goto(`${origin}${RESULTS}?type=long_term&page=2`);
    // Hydrated: React owns the server's nodes.
    await page.waitForFunction(() => {
      const results = document.querySelector('.vk-results[data-status="success"]');
      return !!results && Object.keys(results).some((k) => k.startsWith('__reactFiber'));
    });
    expect(await page.locator('article.vk-card').count()).toBe(8);
    expect(searches).toEqual([]);
    // residential.css applied (unstyled, an <article> is display: block with no border).
    const card = await page.evaluate(() => {
      const style = getComputedStyle(document.querySelector('article.vk-card')!);
      return {
        radius: style.borderTopLeftRadius,
        border: style.borderTopStyle,
        display: style.display,
      };
    });
    expect(card).toEqual({ radius: '6px', border: 'solid', display: 'flex' });
    expect(await runAxe(page, '.vk-results')).toEqual([]);

    const stats = page.locator('.vk-pagination__stats');
    const total = /^9 to 16 of (\d+)$/.exec((await stats.textContent()) ?? '')?.[1];
    expect(Number(total)).toBeGreaterThan(16);
    await page.getByRole('link', { name: 'Page 3', exact: true }).click();
    await expect.poll(() => stats.textContent()).toBe(`17 to 24 of ${total}`);
    expect(searches).toHaveLength(1);
    expect(await page.locator('article.vk-card').count()).toBe(8);
    expect(errors).toEqual([]);
    // In a dark preference the widgets turn dark: the page must follow (globals.css), or
    // their light headings sit on a white page.
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await runAxe(page)).toEqual([]);
    // Pictures to look at, when asked for (not in the test command).
    if (REVIEW_SHOTS)
      for (const [width, height] of [
        [1280, 800],
        [390, 844],
      ] as const)
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.setViewportSize({ width, height });
          await page.emulateMedia({ colorScheme });
          await reviewShot(
            page,
            `.e2e-artifacts/shots/examples-nextjs/results-${width}x${height}-${colorScheme}.png`,
            true,
          );
        }
  } finally {
    await page.close();
  }
});
