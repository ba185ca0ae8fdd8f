import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { startSandbox, type Sandbox } from '../packages/sandbox/dist/index.js';
import { createApp, listen } from '../examples/ssr/server/app.js';

// examples/ssr (its Vite build and its server) against a real sandbox: the first HTML (no JavaScript) already holds
// the cards and real pagination links; in Chromium the page hydrates without a
// second search request and without a layout shift, then pages in place.
const EXAMPLE = resolve('examples/ssr');
const RESULTS = '/residential-opportunities/results';

let sandbox: Sandbox;
let server: { url: string; close(): Promise<void> };
let browser: Browser;
beforeAll(async () => {
  // Built by the test command's build step (`pnpm -r build`), like every e2e artefact.
  if (!existsSync(resolve(EXAMPLE, 'dist/.vite/manifest.json')))
    throw new Error(
      'examples/ssr is not built: node scripts/pnpm.mjs --filter @volunteerkit/example-ssr build',
    );
  sandbox = await startSandbox({ port: 0, db: ':memory:', seed: 'demo' });
  server = await listen(
    createApp({ apiUrl: `${sandbox.url}/api/`, clientDir: resolve(EXAMPLE, 'dist') }),
    0,
  );
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await sandbox?.close();
});

interface VkWindow {
  vkServerNodesKept(): boolean;
  vkMovedSinceParse(): string[];
}

/**
 * Runs in the page before its scripts. When the document is parsed and before the
 * module script runs (readyState 'interactive'), notes the server-rendered cards,
 * pagination links and form fields with their boxes; afterwards the page says whether
 * hydration kept those very nodes (a mismatch replaces them) and which of them moved
 * (the partner logo keeps its size while it loads and a thumbnail cannot grow its
 * 16:9 box: the widgets' own CSS, issue 33).
 */
function recordShifts() {
  const selector = 'article.vk-card, .vk-pagination a, .vk-field, .vk-results__heading';
  let server: { node: Element; box: string }[] = [];
  const box = (n: Element) => JSON.stringify(n.getBoundingClientRect());
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    server = [...document.querySelectorAll(selector)].map((node) => ({ node, box: box(node) }));
  });
  Object.assign(window, {
    vkServerNodesKept: () =>
      server.length > 8 &&
      server.every(({ node }) => node.isConnected) &&
      document.querySelectorAll(selector).length === server.length,
    vkMovedSinceParse: () =>
      server.filter((s) => box(s.node) !== s.box).map((s) => s.node.className),
  });
}

it('serves the cards and pagination links in the first HTML, then hydrates without a request or a shift', async () => {
  const html = await (await fetch(`${server.url}${RESULTS}?type=long_term&page=2`)).text();
  expect(html.match(/<article class="vk-card"/g)).toHaveLength(8);
  const total = Number(/9 to 16 of (\d+)/.exec(html)?.[1]);
  expect(total).toBeGreaterThan(16);
  expect(html).toContain(`href="${RESULTS}?type=long_term&amp;page=3"`);
  expect(html).toContain(`href="${RESULTS}?type=long_term"`); // page 1: no page parameter

  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('response', (r) => {
    if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`);
  });
  const searches: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/residential-opportunities/') searches.push(r.url());
  });
  await page.addInitScript(recordShifts);
  await page.goto(`${server.url}${RESULTS}?type=long_term&page=2`);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.waitForFunction(() => [...document.images].every((i) => i.complete));
  await page.waitForSelector('.vk-results[data-status="success"]');
  expect(await page.locator('article.vk-card').count()).toBe(8);
  expect(searches).toEqual([]);
  // Hydration adopted the server's nodes (a mismatch would have replaced them) and moved nothing.
  expect(await page.evaluate(() => (window as unknown as VkWindow).vkServerNodesKept())).toBe(true);
  expect(await page.evaluate(() => (window as unknown as VkWindow).vkMovedSinceParse())).toEqual(
    [],
  );

  // Hydrated: a pagination link now searches in place and the address follows.
  await page.getByRole('link', { name: 'Page 3', exact: true }).click();
  await page.waitForFunction(
    (t) => document.querySelector('.results-summary')?.textContent === t,
    `17 to 24 of ${total}`,
  );
  expect(new URL(page.url()).search).toBe('?type=long_term&page=3');
  expect(searches).toHaveLength(1);
  expect(errors).toEqual([]);
  await page.close();
});
