import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { buildCdn } from '../packages/residential-embed/scripts/build-cdn.mjs';
import { launchBrowser } from './support/browser.js';
import { EMBED_DIST, serveCrossOrigin, serveStatic, type StaticServer } from './support/static.js';
import { startSandbox, type Sandbox } from '../packages/sandbox/src/index.js';

// The CDN folder of a release (scripts/release.mjs): the core gets a content-hashed
// name, and the lazy chunks import what they share from the core (issue 33: one module
// for the first paint), so they must name the hashed file. A chunk that still named
// `residential-embed.core.js` would fail to load (404) or, worse, load a second core.
// Built from the BUILT embed (packages/residential-embed/dist), with the snippet's SRI.

describe('the CDN folder', () => {
  let api: Sandbox;
  let cdn: StaticServer;
  let partner: StaticServer;
  let browser: Browser;
  let out: string;
  let pageDir: string;
  let manifest: ReturnType<typeof buildCdn>;

  beforeAll(async () => {
    out = mkdtempSync(join(tmpdir(), 'vk-cdn-'));
    manifest = buildCdn({ dist: EMBED_DIST, out });
    api = await startSandbox({ port: 0, seed: 'demo' });
    cdn = await serveCrossOrigin(manifest.dir);
    pageDir = mkdtempSync(join(tmpdir(), 'vk-cdn-page-'));
    const loader = manifest.loader;
    writeFileSync(
      join(pageDir, 'results.html'),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title>
<script src="${cdn.url}/${loader}" integrity="${manifest.files[loader]}" crossorigin="anonymous" data-api-base="${api.url}/api/" async></script></head>
<body><h1>Partner</h1><div id="results" data-volunteerkit-residential data-view="results"></div></body></html>`,
    );
    partner = await serveStatic({ mounts: { '/': pageDir } });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await partner?.close();
    await cdn?.close();
    await api?.close();
    rmSync(out, { recursive: true, force: true });
    rmSync(pageDir, { recursive: true, force: true });
  });

  it('the lazy chunks import the content-hashed core, never the plain name', () => {
    const chunks = readdirSync(join(manifest.dir, 'chunks'));
    expect(chunks.length).toBeGreaterThan(0);
    const importers = chunks.filter((chunk) =>
      readFileSync(join(manifest.dir, 'chunks', chunk), 'utf8').includes(`/${manifest.core}"`),
    );
    // The calendar and the location combobox share the core's code.
    expect(importers.some((c) => c.startsWith('date-picker-'))).toBe(true);
    expect(importers.some((c) => c.startsWith('LocationAutocomplete-'))).toBe(true);
    for (const chunk of chunks)
      expect(readFileSync(join(manifest.dir, 'chunks', chunk), 'utf8')).not.toContain(
        '/residential-embed.core.js"',
      );
  });

  it('a partner page loads one core, and the lazy combobox from it', async () => {
    const page = await browser.newPage();
    const scripts: string[] = [];
    const failed: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(cdn.url)) scripts.push(new URL(r.url()).pathname);
    });
    page.on('requestfailed', (r) => failed.push(r.url()));
    page.on('response', (r) => {
      if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
    });
    await page.goto(`${partner.url}/results.html`);
    const root = page.locator('#results');
    await expect.poll(() => root.locator('.vk-card').count()).toBeGreaterThan(0);
    // The real combobox (its listbox) replaces the stand-in once the browser is idle.
    await expect.poll(() => root.locator('[role="listbox"]').count()).toBe(1);
    expect(failed.filter((f) => !f.includes('favicon'))).toEqual([]);
    expect(scripts.filter((p) => p.includes('residential-embed.core'))).toEqual([
      `/${manifest.core}`,
    ]);
    expect(scripts.some((p) => /^\/chunks\/LocationAutocomplete-/.test(p))).toBe(true);
    await page.close();
  });
});
