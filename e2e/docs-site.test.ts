import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { buildSite, checkSite, readChangesets, sitePages } from '../scripts/docs-site.mjs';
import { launchBrowser } from './support/browser.js';
import { runAxe } from './support/axe.js';
import { serveStatic, type StaticServer } from './support/static.js';

// The docs site of `npm run docs`, built from the repository's own Markdown into a
// scratch folder (the TypeDoc half is the test command's docs step).
let site: string;
let pages: string[];
let browser: Browser;
let server: StaticServer;

beforeAll(async () => {
  site = mkdtempSync(join(tmpdir(), 'vk-docs-'));
  pages = buildSite({ site });
  // Stands in for TypeDoc's output, which the test command's docs step builds and checks.
  mkdirSync(join(site, 'api'));
  writeFileSync(join(site, 'api', 'index.html'), '<!doctype html><title>API</title>');
  server = await serveStatic({ mounts: { '/': site } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(site, { recursive: true, force: true });
});

it('has a page for every guide and every package quick start, and no broken internal link', () => {
  const expected = [
    'index.html',
    'changelog.html',
    'guides/index.html',
    'guides/embedding.html',
    'guides/security.html',
    ...['api-client', 'widgets', 'residential-embed', 'portal', 'sandbox'].map(
      (p) => `packages/${p}.html`,
    ),
  ];
  for (const page of expected) expect(pages).toContain(page);
  expect(checkSite(site, pages)).toEqual([]);
  // Markdown links between files became links between pages.
  expect(readFileSync(join(site, 'index.html'), 'utf8')).toContain(
    'href="packages/api-client.html"',
  );
});

it('the link check finds a dead page and a dead heading', () => {
  const page = 'guides/broken.html';
  writeFileSync(
    join(site, page),
    '<a href="nowhere.html">x</a><a href="security.html#no-such-heading">y</a>',
  );
  expect(checkSite(site, [page])).toEqual([
    'guides/broken.html: nowhere.html (no such page)',
    'guides/broken.html: security.html#no-such-heading (no such heading)',
  ]);
  rmSync(join(site, page));
});

it('the changelog page carries every pending changeset, breaking changes first', () => {
  const sets = readChangesets();
  expect(sets.length).toBeGreaterThan(0);
  const html = readFileSync(join(site, 'changelog.html'), 'utf8');
  for (const s of sets) for (const pkg of Object.keys(s.bumps)) expect(html).toContain(pkg);
  expect(html).toContain(`${sets.length} change(s) will be in the next release`);

  // A repository with a major change lists it before the minor one.
  const repo = mkdtempSync(join(tmpdir(), 'vk-docs-repo-'));
  cpSync('docs', join(repo, 'docs'), {
    recursive: true,
    filter: (f) => !f.includes('site') && !/docs\/api($|\/)/.test(f),
  });
  cpSync('README.md', join(repo, 'README.md'));
  for (const p of ['api-client', 'widgets', 'residential-embed', 'portal', 'sandbox'])
    cpSync(`packages/${p}/README.md`, join(repo, 'packages', p, 'README.md'));
  const cs = join(repo, '.changeset');
  cpSync('.changeset/config.json', join(cs, 'config.json'));
  writeFileSync(join(cs, 'a.md'), "---\n'@volunteerkit/widgets': minor\n---\n\nA new prop.\n");
  writeFileSync(
    join(cs, 'b.md'),
    "---\n'@volunteerkit/api-client': major\n---\n\nRenamed `x` to `y`: migrate by renaming.\n",
  );
  const out = mkdtempSync(join(tmpdir(), 'vk-docs-out-'));
  buildSite({ root: repo, site: out });
  const text = readFileSync(join(out, 'changelog.html'), 'utf8');
  expect(text.indexOf('Renamed')).toBeGreaterThan(0);
  expect(text.indexOf('Renamed')).toBeLessThan(text.indexOf('A new prop.'));
  expect(readdirSync(join(out, 'packages'))).toHaveLength(5);
  expect(sitePages(repo).size).toBeGreaterThan(5);
  rmSync(repo, { recursive: true, force: true });
  rmSync(out, { recursive: true, force: true });
});

it.each([
  ['light', 1280],
  ['dark', 390],
] as const)('the landing and a guide are axe-clean (%s, %i px)', async (scheme, width) => {
  const page = await browser.newPage({
    viewport: { width, height: 800 },
    colorScheme: scheme,
  });
  try {
    for (const path of ['index.html', 'guides/embedding.html', 'changelog.html']) {
      await page.goto(`${server.url}/${path}`);
      await expect(page.locator('main h1').first().textContent()).resolves.toBeTruthy();
      expect(await runAxe(page)).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    }
  } finally {
    await page.close();
  }
});
