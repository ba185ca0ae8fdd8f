import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { runAxe } from './support/axe.js';
import { LOOKS, contextAt, fitsWidth, shotAt } from './support/portal.js';
import { startPartnerDemo, type PartnerDemo } from './support/embed.js';
import type { StaticServer } from './support/static.js';
import type { Sandbox } from '../packages/sandbox/src/index.js';
import { DEMO_PLACES } from '../packages/sandbox/src/seed/places.js';

// The public visitor's pages served by the start command's kind of servers: the
// sandbox's opportunity page (public_url) and the demo partner site at its bare URL
// on non-default ports. Runs against the BUILT embed.

const SHOTS = resolve('test-results/public-journey');

describe('the public visitor journey (Chromium)', () => {
  let browser: Browser;
  let api: Sandbox;
  let partner: StaticServer;
  let demo: PartnerDemo;
  let slug: string;
  let title: string;

  beforeAll(async () => {
    // The partner server tells the page its origins, as the start command does: no query string.
    demo = await startPartnerDemo();
    ({ api, partner } = demo);
    // A published external advert with dates still to come (the page then offers to apply).
    const today = new Date().toISOString().slice(0, 10);
    const list = (await (
      await fetch(`${api.url}/api/residential-opportunities/?public_search=true&limit=100`)
    ).json()) as {
      data: { slug: string; display_name: string; available_timeslots: { end: string }[] }[];
    };
    const found =
      list.data.find((o) => o.available_timeslots.some((t) => t.end.slice(0, 10) >= today)) ??
      list.data[0];
    if (!found) throw new Error('the demo seed has no public advert');
    slug = found.slug;
    title = found.display_name;
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await demo?.close();
  });

  it.each(LOOKS)('the opportunity page passes axe and fits at %i × %i, %s', async (...look) => {
    const context = await contextAt(browser, [look[0], look[1], look[2]]);
    try {
      const page = await context.newPage();
      const back = `${partner.url}/results.html#type=any&search=Keswick`;
      const res = await page.goto(
        `${api.url}/opportunities/${slug}?back=${encodeURIComponent(back)}`,
      );
      expect(res?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await fitsWidth(page)).toBe(true);
      expect(await runAxe(page)).toEqual([]);
      // The back link returns to the very search (hash included).
      expect(
        await page.getByRole('link', { name: 'Back to search results' }).getAttribute('href'),
      ).toBe(back);
      // Light or dark as the visitor prefers.
      const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(bg).toBe(look[2] === 'dark' ? 'rgb(13, 17, 23)' : 'rgb(255, 255, 255)');
      await shotAt(page, 'opportunity-page', [look[0], look[1], look[2]], {
        dir: SHOTS,
        fullPage: true,
      });
    } finally {
      await context.close();
    }
  });

  it('the opportunity page needs no JavaScript, and a draft is not found', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${api.url}/opportunities/${slug}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByRole('heading', { name: 'Dates and places' }).waitFor();
      expect(await page.locator('script').count()).toBe(0);
      const draft = await page.goto(`${api.url}/opportunities/no-such-advert-1`);
      expect(draft?.status()).toBe(404);
    } finally {
      await context.close();
    }
  });

  it('the partner page works at its bare URL on custom ports, with favicons on every origin', async () => {
    expect(new URL(demo.embed.url).port).not.toBe('4040');
    for (const look of [LOOKS[0], LOOKS[3]]) {
      const context = await browser.newContext({
        viewport: { width: look[0], height: look[1] },
        colorScheme: look[2],
      });
      const failed: string[] = [];
      context.on('response', (r) => {
        if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
      });
      try {
        const page = await context.newPage();
        await page.goto(`${partner.url}/`);
        const search = page.locator('#vk-search');
        await expect.poll(() => search.getByRole('button', { name: 'Search' }).count()).toBe(1);
        // The latest list came from this test's API (not the default port).
        await expect
          .poll(() =>
            page.locator('#vk-latest').getByRole('link', { name: 'View details' }).count(),
          )
          .toBeGreaterThan(0);
        expect(await fitsWidth(page)).toBe(true);
        await page.waitForLoadState('networkidle');
        await shotAt(page, 'partner-page', look, { dir: SHOTS, fullPage: true });
        expect(failed).toEqual([]);
      } finally {
        await context.close();
      }
    }
    for (const origin of [partner.url, demo.embed.url, api.url]) {
      const res = await fetch(`${origin}/favicon.ico`);
      expect(res.status, origin).toBe(200);
      expect(res.headers.get('content-type'), origin).toBe('image/svg+xml');
    }
  });

  it('from a place name to an opportunity and back: Scotland, its adverts, details, Back', async () => {
    const scottish = DEMO_PLACES.filter(([name]) =>
      [
        'Aviemore',
        'Fort William',
        'Pitlochry',
        'Aberfeldy',
        'Callander',
        'Peebles',
        'Moffat',
        'Ballater',
      ].includes(name),
    ).map(([name]) => name);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await page.goto(`${partner.url}/`);
      const search = page.locator('#vk-search');
      const box = search.getByRole('combobox', { name: 'Where do you want to volunteer?' });
      await box.click();
      await box.pressSequentially('Scotland', { delay: 20 });
      const option = search.getByRole('option', { name: 'Scotland, United Kingdom', exact: true });
      await option.waitFor();
      await option.click();
      await search.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL(/results\.html.*#.*geojson=GB-SCT/);
      const results = page.locator('#vk-results');
      const titles = results.locator('.vk-card__title');
      await expect.poll(() => titles.count()).toBeGreaterThan(0);
      // Only adverts inside Scotland's border.
      for (const title of await titles.allTextContents())
        expect(
          scottish.some((place) => title.endsWith(` in ${place}`)),
          title,
        ).toBe(true);
      const resultsUrl = page.url();
      const first = (await titles.first().textContent()) ?? '';
      await results.getByRole('link', { name: 'View details' }).first().click();
      await page.getByRole('heading', { level: 1, name: first }).waitFor();
      await page.getByRole('heading', { name: 'Dates and places' }).waitFor();
      expect(await fitsWidth(page)).toBe(true);
      await page.goBack();
      await page.waitForURL(resultsUrl);
      await expect.poll(() => titles.first().textContent()).toBe(first);
    } finally {
      await context.close();
    }
  });

  it('Keswick, Cumbria, London suggest places; Keswick, its results, details, and "Back to search results" to the same page', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await page.goto(`${partner.url}/`);
      const search = page.locator('#vk-search');
      const box = search.getByRole('combobox', { name: 'Where do you want to volunteer?' });
      for (const name of ['Cumbria', 'London']) {
        await box.fill(name);
        await search
          .getByRole('option', { name: new RegExp(`^${name}\\b`) })
          .first()
          .waitFor();
        await box.fill('');
      }
      await box.click();
      await box.pressSequentially('Keswick', { delay: 20 });
      await search
        .getByRole('option', { name: /^Keswick\b/ })
        .first()
        .click();
      await search.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL(/results\.html.*#.*lat=/);
      const results = page.locator('#vk-results');
      await results.locator('.vk-results[data-status="success"]').waitFor();
      expect(await results.locator('.vk-results__where').textContent()).toMatch(
        /^Within 30 miles of Keswick/,
      );
      const titles = results.locator('.vk-card__title');
      await expect.poll(() => titles.count()).toBeGreaterThan(0);
      const resultsUrl = page.url();
      const first = (await titles.first().textContent()) ?? '';
      const details = results.getByRole('link', { name: 'View details' }).first();
      const href = new URL((await details.getAttribute('href')) ?? '', resultsUrl);
      expect(href.searchParams.get('back')).toBe(resultsUrl);
      await details.click();
      await page.getByRole('heading', { level: 1, name: first }).waitFor();
      await page.getByRole('heading', { name: 'Dates and places' }).waitFor();
      expect(await fitsWidth(page)).toBe(true);
      await page.getByRole('link', { name: 'Back to search results' }).click();
      await page.waitForURL(resultsUrl);
      await results.locator('.vk-results[data-status="success"]').waitFor();
      await expect.poll(() => titles.first().textContent()).toBe(first);
      expect(await results.locator('.vk-results__where').textContent()).toMatch(
        /^Within 30 miles of Keswick/,
      );
    } finally {
      await context.close();
    }
  });

  it('"Back to search results" returns to the page of results the visitor was on', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      await page.goto(`${partner.url}/results.html`);
      const results = page.locator('#vk-results');
      const titles = results.locator('.vk-card__title');
      await expect.poll(() => titles.count()).toBeGreaterThan(0);
      const pageOne = (await titles.first().textContent()) ?? '';
      await results.getByRole('link', { name: 'Next page' }).first().click();
      await page.waitForURL(/#(.*&)?page=2/);
      await expect.poll(() => titles.first().textContent()).not.toBe(pageOne);
      const resultsUrl = page.url();
      const first = (await titles.first().textContent()) ?? '';
      await results.getByRole('link', { name: 'View details' }).first().click();
      await page.getByRole('heading', { level: 1, name: first }).waitFor();
      await page.getByRole('link', { name: 'Back to search results' }).click();
      await page.waitForURL(resultsUrl);
      await expect.poll(() => titles.first().textContent()).toBe(first);
    } finally {
      await context.close();
    }
  });
});
