import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { runAxe } from './support/axe.js';
import { LOOKS, apiToken, contextAt, fitsWidth, inEachLook, shotAt } from './support/portal.js';
import { startPartnerDemo, type PartnerDemo } from './support/embed.js';
import type { StaticServer } from './support/static.js';
import type { Sandbox } from '../packages/sandbox/src/index.js';

// Issue 44 in Chromium, against the BUILT embed and the demo seed: the partner demo
// page in English and Cymraeg; a card's "Apply" opening the online form on a phone;
// from it, the opportunity page carrying the partner's name and logo, its way back
// and three similar opportunities; places as people name them ("View counties", and Search asking which "Highlands").

const SHOTS = resolve('test-results/opportunity-page');
const PHONE = LOOKS[2];

describe('the opportunity page and the partner page in two languages (Chromium)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let api: Sandbox;
  let partner: StaticServer;
  let demo: PartnerDemo;

  beforeAll(async () => {
    demo = await startPartnerDemo();
    ({ api, partner } = demo);
    // The demo's partner site is the demo page on its default port: here it is on another.
    const token = await apiToken(api);
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const partners = (await (
      await fetch(`${api.url}/api/organisation/partners/?limit=100`, { headers: auth })
    ).json()) as { data: { id: number; name: string }[] };
    const fellside = partners.data.find((p) => p.name === 'Fellside Trust');
    if (!fellside) throw new Error('the demo seed has no Fellside Trust partner');
    const put = await fetch(`${api.url}/api/organisation/partners/${fellside.id}`, {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({ website: `${partner.url}/` }),
    });
    expect(put.status).toBe(200);
    browser = await launchBrowser();
    // CSP bypassed for axe-core's script; the pages' own policies are tested elsewhere.
    context = await contextAt(browser, LOOKS[0]);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await demo?.close();
  });

  async function resultsPage(lang: 'en' | 'cy'): Promise<Page> {
    const page = await context.newPage();
    await page.goto(`${partner.url}/results.html${lang === 'cy' ? '?lang=cy' : ''}`);
    await expect
      .poll(() => page.locator('#vk-results .vk-card__title').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    return page;
  }

  it.each(['en', 'cy'] as const)(
    'the partner page in %s: the switch, the embed in the same language, axe in every look',
    async (lang) => {
      const page = await context.newPage();
      try {
        await page.goto(`${partner.url}/${lang === 'cy' ? '?lang=cy' : ''}`);
        const search = page.locator('#vk-search');
        await expect.poll(() => search.locator('button[type="submit"]').count()).toBe(1);
        await expect
          .poll(() => page.locator('#vk-latest .vk-card__title').count(), { timeout: 15_000 })
          .toBeGreaterThan(0);
        expect(await page.getAttribute('html', 'lang')).toBe(lang === 'cy' ? 'cy' : 'en');
        const welsh = lang === 'cy';
        expect(await page.locator('h1').textContent()).toBe(
          welsh ? 'Rhowch wythnos i’r bryniau' : 'Give a week to the hills',
        );
        // The embed speaks the page's language.
        expect(await search.locator('.vk-search__title').textContent()).toBe(
          welsh ? 'Dewch o hyd i’ch cyfle gwirfoddoli' : 'Find your volunteering opportunity',
        );
        const other = page.locator('a[data-lang-switch]');
        expect(await other.textContent()).toBe(welsh ? 'English' : 'Cymraeg');
        expect(await other.getAttribute('lang')).toBe(welsh ? 'en' : 'cy');
        // The other pages keep the language.
        expect(
          await page
            .getByRole('link', { name: welsh ? 'Pob cyfle' : 'All opportunities' })
            .getAttribute('href'),
        ).toBe(welsh ? 'results.html?lang=cy' : 'results.html');
        await inEachLook(page, async (look) => {
          expect(await fitsWidth(page)).toBe(true);
          expect(await runAxe(page)).toEqual([]);
          await shotAt(page, `partner-${lang}`, look, { dir: SHOTS, fullPage: true });
        });
        await other.click();
        await page.waitForURL(welsh ? /\?lang=en/ : /\?lang=cy/);
        expect(await page.getAttribute('html', 'lang')).toBe(welsh ? 'en' : 'cy');
      } finally {
        await page.close();
      }
    },
  );

  it.each(['en', 'cy'] as const)(
    'from the partner’s results (%s): the partner’s name and logo, the way back, three similar opportunities; axe in every look',
    async (lang) => {
      const welsh = lang === 'cy';
      const page = await resultsPage(lang);
      try {
        const resultsUrl = page.url();
        const results = page.locator('#vk-results');
        // A card's "Apply" (not an e-mail link) opens the online form in the page's language,
        // fitting a phone, its way back to the opportunity leading on to this search.
        await page.setViewportSize({ width: PHONE[0], height: PHONE[1] });
        const open = results.locator('.vk-card').filter({ has: page.locator('.vk-card__apply') });
        const applyTitle = (await open.first().locator('.vk-card__title').textContent()) ?? '';
        const applyLink = open.first().locator('.vk-card__apply');
        expect(await applyLink.getAttribute('href')).not.toMatch(/^mailto:/);
        expect((await applyLink.textContent())?.startsWith(welsh ? 'Gwneud cais' : 'Apply')).toBe(
          true,
        );
        await applyLink.click();
        await page
          .getByRole('heading', {
            level: 1,
            name: welsh ? `Gwneud cais ar gyfer ${applyTitle}` : `Apply for ${applyTitle}`,
          })
          .waitFor();
        expect(await page.getAttribute('html', 'lang')).toBe(lang);
        expect(await fitsWidth(page)).toBe(true);
        const toOpportunity = new URL(
          (await page.locator('a.back').getAttribute('href')) ?? '',
          page.url(),
        );
        expect(toOpportunity.searchParams.get('back')).toBe(resultsUrl);
        await page.goBack();
        await results.locator('.vk-card__title').first().waitFor();
        await page.setViewportSize({ width: LOOKS[0][0], height: LOOKS[0][1] });
        const first = (await results.locator('.vk-card__title').first().textContent()) ?? '';
        await results
          .locator('.vk-card')
          .first()
          .getByRole('link', { name: welsh ? 'Gweld y manylion' : 'View details' })
          .click();
        await page.getByRole('heading', { level: 1, name: first }).waitFor();
        expect(await page.getAttribute('html', 'lang')).toBe(lang);
        // The partner's name and logo head the page, the organisation under it.
        expect(await page.locator('.page-header__name').textContent()).toBe('Fellside Trust');
        expect(await page.locator('.page-header__logo').getAttribute('src')).toBe(
          '/api/_media/partners/7-ft.svg',
        );
        expect(await page.locator('.page-header__with').textContent()).toMatch(
          welsh ? /^Gwirfoddoli gyda / : /^Volunteering with /,
        );
        // Three similar opportunities of the same type, nearest first.
        const similar = page.getByRole('region', {
          name: welsh ? 'Cyfleoedd tebyg' : 'Similar opportunities',
        });
        const items = similar.locator('.similar__item');
        expect(await items.count()).toBe(3);
        const km = (await similar.locator('.similar__where').allTextContents()).map((t) =>
          Number(/(\d+) km/.exec(t)?.[1]),
        );
        expect(km).toEqual([...km].sort((a, b) => a - b));
        const type = await page.locator('.type').textContent();
        await inEachLook(page, async (look) => {
          expect(await fitsWidth(page)).toBe(true);
          expect(await runAxe(page)).toEqual([]);
          await shotAt(page, `opportunity-from-partner-${lang}`, look, {
            dir: SHOTS,
            fullPage: true,
          });
        });
        // A similar one is of the same type and keeps the way back to the partner's search.
        const next = (await items.first().locator('.similar__title').textContent()) ?? '';
        await items.first().getByRole('link').click();
        await page.getByRole('heading', { level: 1, name: next }).waitFor();
        expect(await page.locator('.type').textContent()).toBe(type);
        expect(await page.locator('.page-header__name').textContent()).toBe('Fellside Trust');
        await page
          .getByRole('link', {
            name: welsh ? 'Yn ôl i’r canlyniadau chwilio' : 'Back to search results',
          })
          .click();
        await page.waitForURL(resultsUrl);
        await expect
          .poll(() => results.locator('.vk-card__title').first().textContent())
          .toBe(first);
      } finally {
        await page.close();
      }
    },
  );

  it('"View counties" lists the counties of the chosen country; one searches inside it', async () => {
    const page = await resultsPage('en');
    try {
      const results = page.locator('#vk-results');
      await results.getByRole('button', { name: 'View counties' }).click();
      // The United Kingdom has the most opportunities: its counties are listed.
      const counties = results.getByRole('list', { name: 'Counties in United Kingdom' });
      const highland = counties.getByRole('button', { name: 'Highland', exact: true });
      await highland.waitFor();
      await inEachLook(
        page,
        async (look) => {
          expect(await fitsWidth(page)).toBe(true);
          await shotAt(page, 'view-counties-open', look, { dir: SHOTS });
        },
        [LOOKS[0], LOOKS[3]],
      );
      expect(await runAxe(page)).toEqual([]);
      await highland.click();
      await page.waitForURL(/geojson=county-GB\.SCT\.V3/);
      // Highland's towns with adverts: the Aviemore, Fort William, Ullapool and Skye (Portree) bases'.
      await expect
        .poll(async () => {
          const titles = await results.locator('.vk-card__title').allTextContents();
          return (
            titles.length > 0 &&
            titles.every((t) => / in (Aviemore|Fort William|Ullapool|Portree)$/.test(t))
          );
        })
        .toBe(true);
      expect(await results.locator('.vk-results__where').textContent()).toBe(
        'In Highland, Scotland, United Kingdom',
      );
      await shotAt(page, 'view-counties-highland', LOOKS[0], { dir: SHOTS, fullPage: true });
      // Ireland chosen: its counties instead.
      await results.getByRole('button', { name: 'View counties' }).click();
      await results.getByRole('button', { name: 'Ireland', exact: true }).click();
      await results
        .getByRole('list', { name: 'Counties in Ireland' })
        .getByRole('button', { name: 'Westmeath' })
        .waitFor();
      expect(await runAxe(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('Search asks which "Highlands" instead of jumping; "Perthshire" is searched at once', async () => {
    const page = await context.newPage();
    try {
      await page.goto(`${partner.url}/`);
      const search = page.locator('#vk-search');
      const box = search.getByRole('combobox', { name: 'Where do you want to volunteer?' });
      await box.click();
      await box.pressSequentially('Highlands', { delay: 10 });
      await search.getByRole('button', { name: 'Search' }).click();
      const listbox = search.getByRole('listbox');
      await listbox.getByRole('option', { name: 'Highlands, Texas, United States' }).waitFor();
      expect(await listbox.getByRole('option').first().textContent()).toBe(
        'Highlands (Highland), Scotland, United Kingdom',
      );
      expect(await search.locator('.vk-combobox__message').textContent()).toBe(
        'Choose a place from the list, or clear the box to search everywhere.',
      );
      expect(new URL(page.url()).pathname).toBe('/');
      await shotAt(page, 'search-asks-which-highlands', LOOKS[0], { dir: SHOTS });
      // Enter takes the highlighted (first) place; Search then goes.
      await box.press('Enter');
      await search.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL(/results\.html.*geojson=county-GB\.SCT\.V3/);
      await page.goto(`${partner.url}/`);
      await box.click();
      await box.pressSequentially('Perthshire', { delay: 10 });
      await search.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL(/results\.html.*geojson=county-GB\.SCT\.W1/);
      const titles = page.locator('#vk-results .vk-card__title');
      await expect
        .poll(async () => {
          const all = await titles.allTextContents();
          return all.length > 0 && all.every((t) => / in (Pitlochry|Aberfeldy)$/.test(t));
        })
        .toBe(true);
    } finally {
      await page.close();
    }
  });
});
