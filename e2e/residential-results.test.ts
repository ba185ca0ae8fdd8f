import type { Page } from 'playwright-core';
import { runAxe } from './support/axe.js';
import { startResidentialFixture, type ResidentialFixture } from './residential-fixture.js';

// The results page (spec 2.2) in Chromium against the sandbox: paging, the hash
// as the source of truth, Back/Forward, search logging, localStorage, sanitised
// adverts and axe-core.
describe('residential results page', () => {
  let fx: ResidentialFixture;
  beforeAll(async () => {
    fx = await startResidentialFixture();
  });
  afterAll(async () => {
    await fx?.close();
  });

  async function open(hash = ''): Promise<Page> {
    const page = await fx.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    (page as unknown as { vkErrors: string[] }).vkErrors = errors;
    await page.goto(`${fx.server.url}/residential-opportunities/results${hash ? `?#${hash}` : ''}`);
    await page.waitForSelector('.vk-results[data-status="success"]');
    return page;
  }

  const stats = (page: Page) => page.textContent('.vk-pagination__stats');
  const titles = (page: Page) =>
    page.$$eval('.vk-results .vk-card__title', (els) => els.map((e) => e.textContent));

  it('shows 8 cards, pages through results and restores them with Back and Forward', async () => {
    const page = await open();
    expect(await page.locator('.vk-results article.vk-card').count()).toBe(8);
    const total = Number(/^1 to 8 of (\d+)$/.exec((await stats(page)) ?? '')?.[1]);
    expect(total).toBeGreaterThan(16);
    const first = await titles(page);
    expect(await page.locator('[aria-label="Previous page"]').count()).toBe(0);

    await page.getByRole('link', { name: 'Page 2', exact: true }).click();
    await page.waitForFunction(() => location.hash === '#page=2');
    await page.waitForSelector('.vk-results[data-status="success"]');
    expect(await stats(page)).toBe(`9 to 16 of ${total}`);
    const second = await titles(page);
    expect(second).not.toEqual(first);

    await page.getByRole('link', { name: 'Next page' }).click();
    await page.waitForFunction(() => location.hash === '#page=3');
    await page.waitForSelector('.vk-results[data-status="success"]');
    expect(await stats(page)).toBe(`17 to 24 of ${total}`);

    await page.goBack();
    await page.waitForFunction(() => location.hash === '#page=2');
    await page.waitForFunction(
      (t) => document.querySelector('.vk-pagination__stats')?.textContent === t,
      `9 to 16 of ${total}`,
    );
    expect(await titles(page)).toEqual(second);

    await page.goBack();
    await page.waitForFunction(
      (t) => document.querySelector('.vk-pagination__stats')?.textContent === t,
      `1 to 8 of ${total}`,
    );
    expect(await titles(page)).toEqual(first);

    await page.goForward();
    await page.waitForFunction(
      (t) => document.querySelector('.vk-pagination__stats')?.textContent === t,
      `9 to 16 of ${total}`,
    );
    expect((page as unknown as { vkErrors: string[] }).vkErrors).toEqual([]);
    await page.close();
  });

  it('the last page hides », a filter change returns to page 1', async () => {
    const page = await open('type=short_term&page=2');
    expect(await page.inputValue('select.vk-select >> nth=0')).toBe('short_term');
    expect(await stats(page)).toMatch(/^9 to /);
    const last = Number(
      await page.$$eval('.vk-pagination__page', (els) => els.at(-1)?.textContent ?? '0'),
    );
    await page.getByRole('link', { name: `Page ${last}`, exact: true }).click();
    await page.waitForFunction((n) => location.hash === `#type=short_term&page=${n}`, last);
    await page.waitForSelector('.vk-results[data-status="success"]');
    expect(await page.locator('[aria-label="Next page"]').count()).toBe(0);
    await page.selectOption('select.vk-select >> nth=0', 'long_term');
    await page.waitForFunction(() => location.hash === '#type=long_term');
    await page.waitForSelector('.vk-results[data-status="success"]');
    expect(await stats(page)).toMatch(/^1 to /);
    await page.close();
  });

  it('falls back to defaults for invalid hash values', async () => {
    const page = await open('type=bogus&page=-3&flexibility=5&__proto__=x');
    expect(await page.inputValue('select.vk-select >> nth=0')).toBe('any');
    expect(await stats(page)).toMatch(/^1 to 8 of/);
    expect(await page.evaluate(() => ({}) as Record<string, unknown>)).toEqual({});
    await page.close();
  });

  it('logs the ids of each search and saves the last search', async () => {
    const page = await fx.browser.newPage();
    const logged: number[][] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && req.url().includes('/api/opportunities/log/search')) {
        logged.push(
          (JSON.parse(req.postData() ?? '{}') as { opportunities_ids: number[] }).opportunities_ids,
        );
      }
    });
    await page.goto(`${fx.server.url}/residential-opportunities/results?#page=2`);
    await page.waitForSelector('.vk-results[data-status="success"]');
    await page.waitForFunction(() => true);
    await expect.poll(() => logged.length).toBeGreaterThan(0);
    const ids = await page.$$eval('.vk-results article.vk-card', (els) => els.length);
    expect(logged[0]).toHaveLength(ids);
    expect(await page.evaluate(() => localStorage.getItem('last_residential_search'))).toBe(
      'page=2',
    );
    await page.close();
  });

  it('renders adverts as safe markdown in a real browser', async () => {
    const page = await fx.browser.newPage();
    let dialogs = 0;
    page.on('dialog', async (d) => {
      dialogs++;
      await d.dismiss();
    });
    await page.route('**/api/residential-opportunities/?*', async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { data: Record<string, unknown>[] };
      body.data[0]!.short_advert =
        '**Bold** <img src=x onerror="alert(1)"> <script>alert(2)</script> [x](javascript:alert(3)) <a href="JaVaScript:alert(4)">y</a>';
      body.data[0]!.public_url = 'javascript:alert(5)';
      await route.fulfill({ response: res, json: body });
    });
    await page.goto(`${fx.server.url}/residential-opportunities/results`);
    await page.waitForSelector('.vk-results[data-status="success"]');
    const card = page.locator('.vk-results article.vk-card').first();
    await card.locator('.vk-markdown[data-format="markdown"]').waitFor();
    expect(await card.locator('.vk-markdown strong').textContent()).toBe('Bold');
    expect(await card.locator('.vk-markdown img, .vk-markdown script').count()).toBe(0);
    const hrefs = await card
      .locator('a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs.some((h) => /javascript:/i.test(h ?? ''))).toBe(false);
    // Links with a javascript: URL are shown as their text, not as links.
    expect(await card.locator('.vk-markdown a').count()).toBe(0);
    expect(await card.locator('.vk-markdown').textContent()).toMatch(/Bold\s+x\s+y/);
    // Clicking the advert's text and the card's "View details" runs nothing.
    await card.locator('.vk-markdown').click({ modifiers: ['Alt'] });
    await page.waitForTimeout(100);
    expect(dialogs).toBe(0);
    await page.close();
  });

  it('says so when the API is down (no error detail) and retries on Search', async () => {
    const page = await fx.browser.newPage();
    let fail = true;
    await page.route('**/api/residential-opportunities/?*', (route) =>
      fail ? route.fulfill({ status: 503, body: '{"message":"down"}' }) : route.fallback(),
    );
    await page.goto(`${fx.server.url}/residential-opportunities/results`);
    await page.waitForSelector('.vk-results[data-status="error"]');
    expect(await page.textContent('.vk-results__body')).toBe(
      'Search resultsAnywhereOpportunities could not be loaded. Check your connection, then try again.Try again',
    );
    fail = false;
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForSelector('.vk-results[data-status="success"]');
    expect(await page.locator('.vk-results article.vk-card').count()).toBe(8);
    await page.close();
  });

  it('axe-core finds no violations on the results page', async () => {
    const page = await open('page=2');
    expect(await runAxe(page)).toEqual([]);
    await page.close();
  });

  it('the gallery renders each widget in its loading, empty, error and full states', async () => {
    const page = await fx.browser.newPage();
    await page.goto(`${fx.server.url}/`);
    const section = (name: string) => page.getByRole('region', { name, exact: true });
    await section('Full data (sandbox)').locator('article.vk-card').first().waitFor();
    expect(await section('Loading').locator('[data-placeholder]').count()).toBeGreaterThan(0);
    await section('Empty')
      .getByText('No opportunities match your search.', { exact: true })
      .first()
      .waitFor();
    await page.waitForSelector('[aria-label^="Error"] .vk-results[data-status="error"]');
    expect(await page.locator('[aria-label^="Error"] article').count()).toBe(0);
    expect(await runAxe(page)).toEqual([]);
    await page.close();
  });
});
