import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { runAxe } from './support/axe.js';
import { serveStatic, type StaticServer } from './support/static.js';
import {
  startSandbox,
  seedDemo,
  DEMO_PASSWORD,
  type Sandbox,
} from '../packages/sandbox/src/index.js';
import { portalSecurityHeaders } from '../packages/portal/security-headers.mjs';

// Residential adverts of the built portal against the demo sandbox: a team's
// draft advert is edited with a live preview of the public card, saved, read
// back, published, and then found by the public search API.
const DIST = resolve('packages/portal/dist');
// Screenshots for review (desktop and 390 px, light and dark), beside the section shots.
const SHOTS = resolve('test-results/portal-workflows');

describe('residential adverts', () => {
  let browser: Browser;
  let api: Sandbox;
  let server: StaticServer;
  let teamId = '';
  let advertId = 0;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    api = await startSandbox({
      port: 0,
      seed: (ctx) => {
        seedDemo(ctx);
        teamId = String(ctx.store.all('organisation.teams').find((t) => t.icon === 'site')!.id);
        advertId = Number(
          ctx.residential({
            display_name: 'Bothy keeper',
            type: 'Residential-short',
            team_id: Number(teamId),
            published: false,
            advert_target: 'external',
            short_advert: 'Look after a remote bothy.',
            available_timeslots: [{ start: '2031-06-01', end: '2031-06-14' }],
            date_advertised: '2031-01-01',
            lat: 57.1,
            lon: -4.7,
          }).id,
        );
      },
    });
    server = await serveStatic({
      mounts: { '/': DIST },
      fallback: resolve(DIST, 'index.html'),
      proxy: { '/api/': api.url },
      headers: portalSecurityHeaders,
    });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await api?.close();
  });

  async function publicSearch(): Promise<Record<string, unknown>[]> {
    const res = await fetch(
      `${api.url}/api/residential-opportunities/?public_search=true&limit=500&s=id&o=desc`,
    );
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: Record<string, unknown>[] }).data;
  }

  async function signIn(context: BrowserContext, path: string): Promise<Page> {
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(`${server.url}${path}`);
    await page.getByLabel('E-mail address').fill('admin@volunteerkit.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Residential adverts' }).waitFor();
    (page as Page & { dialogs?: string[] }).dialogs = dialogs;
    return page;
  }

  it('edits a draft with a live preview, saves, publishes and finds it in the public search, by keyboard', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await signIn(context, `/residential/adverts?team=${teamId}`);
    expect((await publicSearch()).map((o) => o.id)).not.toContain(advertId);

    const row = page.getByRole('row', { name: /Bothy keeper/ });
    await row.getByRole('cell', { name: 'Draft', exact: true }).waitFor();
    await row.getByRole('link', { name: 'Bothy keeper' }).press('Enter');
    const preview = page.getByTestId('advert-preview');
    await preview.getByRole('heading', { name: 'Bothy keeper' }).waitFor();
    await preview.getByText('Short Term').waitFor();

    // The preview follows each change before anything is saved.
    const title = page.getByLabel('Title', { exact: true });
    await title.focus();
    await page.keyboard.press('End');
    await page.keyboard.type(' (summer)');
    await preview.getByRole('heading', { name: 'Bothy keeper (summer)' }).waitFor();
    await page.getByLabel('Length of residence').selectOption('Residential-long');
    await preview.getByText('Long Term').waitFor();
    await page
      .getByLabel('Short advert (markdown)')
      .fill('**Warm** welcome <img src=x onerror="alert(1)"> [site](javascript:alert(2))');
    await preview.locator('strong', { hasText: 'Warm' }).waitFor();
    expect(await preview.locator('img[onerror], a[href^="javascript"]').count()).toBe(0);
    // No periods: FULL UP; a period back: no ribbon.
    await page.getByRole('button', { name: 'Remove period 1' }).press('Enter');
    await preview.getByText('FULL UP').waitFor();
    await page.getByRole('button', { name: 'Add period' }).press('Enter');
    await page.getByLabel('From').fill('2031-07-01');
    await page.getByLabel('To', { exact: true }).fill('2031-08-31');
    await preview.getByText('FULL UP').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Save advert' }).press('Enter');
    await page.locator('.vkr-status').getByText('Advert Bothy keeper (summer) saved.').waitFor();
    // Read back: the list and the server have the saved advert, still a draft.
    await page.getByRole('row', { name: /Bothy keeper \(summer\)/ }).waitFor();
    expect((await publicSearch()).map((o) => o.id)).not.toContain(advertId);

    await page.getByRole('button', { name: 'Publish' }).press('Enter');
    await page
      .locator('.vkr-status')
      .getByText('Bothy keeper (summer) is published: it appears in the public search.')
      .waitFor();
    await page.getByTestId('advert-state').getByText('Published').waitFor();
    const found = (await publicSearch()).find((o) => o.id === advertId);
    expect(found).toMatchObject({
      display_name: 'Bothy keeper (summer)',
      type: 'Residential-long',
      available_timeslots: [{ start: '2031-07-01', end: '2031-08-31' }],
    });
    expect(String(found?.short_advert)).toContain('**Warm** welcome');
    expect((page as Page & { dialogs?: string[] }).dialogs).toEqual([]);

    // Unpublishing takes it out again.
    await page.getByRole('button', { name: 'Unpublish' }).press('Enter');
    await page.getByTestId('advert-state').getByText('Draft').waitFor();
    expect((await publicSearch()).map((o) => o.id)).not.toContain(advertId);
    await context.close();
  });

  it('previews a demo advert with its image, loaded under the portal’s CSP', async () => {
    const context = await browser.newContext();
    const page = await signIn(context, `/residential/adverts?team=${teamId}`);
    const demo = page.getByRole('row', { name: /Published/ }).first();
    await demo.getByRole('link').click();
    const image = page.getByTestId('advert-preview').locator('img').first();
    await image.waitFor();
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);
    await context.close();
  });

  it('is axe-clean, light and dark, at 1280 and 390 px', async () => {
    for (const [width, height, scheme] of [
      [1280, 800, 'light'],
      [1280, 800, 'dark'],
      [390, 844, 'light'],
      [390, 844, 'dark'],
    ] as const) {
      const context = await browser.newContext({
        bypassCSP: true,
        viewport: { width, height },
        colorScheme: scheme,
      });
      const page = await signIn(context, `/residential/adverts?team=${teamId}&advert=${advertId}`);
      await page.getByTestId('advert-preview').getByRole('heading', { level: 3 }).waitFor();
      await page.screenshot({ path: `${SHOTS}/adverts-${width}-${scheme}.png`, fullPage: true });
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1),
      ).toBe(true);
      expect(await runAxe(page)).toEqual([]);
      await context.close();
    }
  });
});
