import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { runAxe } from './support/axe.js';
import { serveStatic, type StaticServer } from './support/static.js';
import { LOOKS, contextAt, fitsWidth, inEachLook, shotAt } from './support/portal.js';
import { startSandbox, type Sandbox } from '../packages/sandbox/src/index.js';

// The public visitor's journey through the BUILT embed (issue 32), on a plain page
// of its own (search and latest on one page, results on another, '/api/' proxied to
// the sandbox): text that is no place is never searched as "everywhere", the results
// say where they search, and every section shows a message with a working retry when
// the API is down. Screenshots of the new states go to test-results/residential-journey.

const EMBED_DIST = resolve('packages/residential-embed/dist');
const SHOTS = resolve('test-results/residential-journey');

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title></head>
<body><main>${body}</main>
<script src="/embed/residential-embed.js" data-api-base="/api/" async></script>
</body></html>`;

const mount = (id: string, view: string, extra = '') =>
  `<div id="${id}" data-volunteerkit-residential data-view="${view}" data-color-scheme="auto" ${extra}></div>`;

describe("the visitor's journey in the embed (Chromium)", () => {
  let browser: Browser;
  let api: Sandbox;
  let site: StaticServer;

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vk-journey-'));
    writeFileSync(
      join(dir, 'index.html'),
      page(
        'Volunteer with us',
        mount('vk-search', 'search', 'data-results-url="/results.html"') +
          mount('vk-latest', 'latest'),
      ),
    );
    writeFileSync(join(dir, 'results.html'), page('Results', mount('vk-results', 'results')));
    api = await startSandbox({ port: 0, seed: 'demo' });
    site = await serveStatic({
      mounts: { '/embed/': EMBED_DIST, '/': dir },
      proxy: { '/api/': api.url },
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await api?.close();
  });

  /** The section (shadow root content) of one embed; Playwright locators pierce open shadow roots. */
  const section = (p: Page, id: string): Locator => p.locator(`#${id}`);

  it('nonsense: a visible "No places match", and Search asks to choose a place instead of searching everywhere', async () => {
    const context = await contextAt(browser, LOOKS[0]);
    const p = await context.newPage();
    await p.goto(`${site.url}/`);
    const search = section(p, 'vk-search');
    const input = search.getByRole('combobox', { name: 'Where do you want to volunteer?' });
    await input.fill('Xqzzyplix');
    const noMatch = search.locator('.vk-combobox__message');
    await noMatch.filter({ hasText: "No places match 'Xqzzyplix'." }).waitFor();
    expect(await noMatch.isVisible()).toBe(true);
    expect(await noMatch.textContent()).toBe(
      "No places match 'Xqzzyplix'. Check the spelling, or try a nearby town.",
    );
    await search.getByRole('button', { name: 'Search' }).click();
    await noMatch
      .filter({
        hasText: 'Choose a place from the list, or clear the box to search everywhere.',
      })
      .waitFor();
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    expect(new URL(p.url()).pathname).toBe('/');
    expect(
      await input.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement),
    ).toBe(true);
    expect(await runAxe(p)).toEqual([]);
    await context.close();
  });

  it('a misspelt town offers the nearest places; typed text is searched as its first place, and the results say where', async () => {
    const context = await contextAt(browser, LOOKS[0]);
    const p = await context.newPage();
    const geocoded: string[] = [];
    p.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/geocode/') geocoded.push(url.searchParams.get('q') ?? '');
    });
    await p.goto(`${site.url}/`);
    const search = section(p, 'vk-search');
    const input = search.getByRole('combobox', { name: 'Where do you want to volunteer?' });
    await input.fill('Keswik');
    await search
      .locator('.vk-combobox__message')
      .filter({ hasText: "No places match 'Keswik'. Did you mean one of these?" })
      .waitFor();
    await search
      .getByRole('listbox')
      .getByRole('option', { name: /^Keswick/ })
      .first()
      .waitFor();
    // The server's suggestions came with the answer: one request, no second query.
    expect(geocoded).toEqual(['Keswik']);
    // Typed in full but not chosen: Keswick has namesakes abroad, so Search never jumps
    // (issue 44): it opens the places, and the visitor picks one.
    await input.fill('Keswick');
    await search.getByRole('button', { name: 'Search' }).click();
    const first = search
      .getByRole('listbox')
      .getByRole('option', { name: /^Keswick/ })
      .first();
    await first.click();
    await search.getByRole('button', { name: 'Search' }).click();
    await p.waitForURL(/\/results\.html\??#/);
    const hash = new URLSearchParams(new URL(p.url()).hash.slice(1));
    expect(hash.get('search')).toMatch(/^Keswick/);
    expect(hash.get('lat')).toMatch(/^54\./);
    const results = section(p, 'vk-results');
    await results.locator('.vk-results[data-status="success"]').waitFor();
    expect(await results.locator('.vk-results__where').textContent()).toMatch(
      /^Within 30 miles of Keswick/,
    );
    await context.close();
  });

  // One flow, each state checked in the four looks on the same page (inEachLook): the
  // flow's waits (the client's retries against a refused API) are paid once, not per look.
  it('API down: every section says so in every look, and its retry recovers', async () => {
    const context = await contextAt(browser, LOOKS[0]);
    const p = await context.newPage();
    let down = true;
    await p.route(/\/api\//, (route) =>
      down ? route.abort('connectionrefused') : route.fallback(),
    );
    await p.goto(`${site.url}/`);
    const latest = section(p, 'vk-latest');
    const latestAlert = latest.getByRole('alert');
    await latestAlert.waitFor();
    expect(await latestAlert.textContent()).toBe(
      'Opportunities could not be loaded. Check your connection, then try again.Try again',
    );
    // The search section: places and countries.
    const search = section(p, 'vk-search');
    const input = search.getByRole('combobox', { name: 'Where do you want to volunteer?' });
    await input.fill('Kendal');
    await search
      .locator('.vk-combobox__message')
      .filter({ hasText: 'Places could not be searched.' })
      .waitFor();
    await search.getByRole('button', { name: 'View counties' }).click();
    await search.getByRole('alert').filter({ hasText: 'Countries could not be loaded.' }).waitFor();
    await inEachLook(p, async (look) => {
      expect(await fitsWidth(p), `home ${look.join(' ')}`).toBe(true);
      await shotAt(p, 'api-down-home', look, { dir: SHOTS, fullPage: true });
      expect(await runAxe(p), `home ${look.join(' ')}`).toEqual([]);
    });

    down = false;
    await latest.getByRole('button', { name: 'Try again' }).click();
    await latest.locator('.vk-card').first().waitFor();
    expect(await latest.getByRole('alert').count()).toBe(0);
    await search
      .locator('.vk-combobox__message')
      .getByRole('button', { name: 'Try again' })
      .click();
    await search
      .getByRole('option', { name: /^Kendal/ })
      .first()
      .waitFor();
    expect(await search.locator('.vk-combobox__message').count()).toBe(0);
    await input.press('Escape');
    await search.getByRole('alert').getByRole('button', { name: 'Try again' }).click();
    await search.getByRole('list', { name: 'Countries' }).getByRole('button').nth(1).waitFor();
    expect(await search.getByRole('alert').count()).toBe(0);

    // The results page.
    down = true;
    await p.goto(`${site.url}/results.html#search=Keswick&lat=54.6&lon=-3.13`);
    const results = section(p, 'vk-results');
    await results.getByRole('alert').waitFor();
    expect(await results.locator('.vk-results__where').textContent()).toBe(
      'Within 30 miles of Keswick',
    );
    await inEachLook(p, async (look) => {
      expect(await fitsWidth(p), `results ${look.join(' ')}`).toBe(true);
      await shotAt(p, 'api-down-results', look, { dir: SHOTS, fullPage: true });
      expect(await runAxe(p), `results ${look.join(' ')}`).toEqual([]);
    });
    down = false;
    await results.getByRole('button', { name: 'Try again' }).click();
    await results.locator('.vk-results[data-status="success"]').waitFor();
    expect(await results.getByRole('alert').count()).toBe(0);
    await inEachLook(p, (look) =>
      shotAt(p, 'results-within', look, { dir: SHOTS, fullPage: true }),
    );

    // No match and "choose a place".
    await p.goto(`${site.url}/`);
    const input2 = section(p, 'vk-search').getByRole('combobox', {
      name: 'Where do you want to volunteer?',
    });
    await input2.fill('Keswik');
    await section(p, 'vk-search').getByRole('listbox').getByRole('option').first().waitFor();
    await inEachLook(p, (look) => shotAt(p, 'no-match-suggestions', look, { dir: SHOTS }));
    await input2.fill('Xqzzyplix');
    await section(p, 'vk-search')
      .locator('.vk-combobox__message')
      .filter({ hasText: 'Xqzzyplix' })
      .waitFor();
    await section(p, 'vk-search').getByRole('button', { name: 'Search' }).click();
    await section(p, 'vk-search')
      .locator('.vk-combobox__message')
      .filter({ hasText: 'Choose a place' })
      .waitFor();
    await inEachLook(p, async (look) => {
      expect(await fitsWidth(p), `choose a place ${look.join(' ')}`).toBe(true);
      await shotAt(p, 'choose-a-place', look, { dir: SHOTS });
    });
    await context.close();
  });
});
