import type { BrowserContext, Page } from 'playwright-core';
import { runAxe } from './support/axe.js';
import {
  usePortal,
  demoPlus,
  signInAt,
  LOOKS,
  contextAt,
  fitsWidth,
  inEachLook,
  shotAt,
} from './support/portal.js';

// Residential adverts of the built portal against the demo sandbox: a team's
// draft advert is edited with a live preview of the public card, saved, read
// back, published, and then found by the public search API.

describe('residential adverts', () => {
  let teamId = '';
  let advertId = 0;

  const portal = usePortal({
    seed: demoPlus((ctx) => {
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
    }),
  });

  async function publicSearch(): Promise<Record<string, unknown>[]> {
    const res = await fetch(
      `${portal.sandbox.url}/api/residential-opportunities/?public_search=true&limit=500&s=id&o=desc`,
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
    await signInAt(page, `${portal.baseUrl}${path}`);
    await page.getByRole('heading', { level: 1, name: 'Residential adverts' }).waitFor();
    (page as Page & { dialogs?: string[] }).dialogs = dialogs;
    return page;
  }

  it('edits a draft with a live preview, saves, publishes and finds it in the public search, by keyboard', async () => {
    const context = await portal.browser.newContext({ viewport: { width: 1280, height: 900 } });
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
    const context = await portal.browser.newContext();
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
    // The screen opened once, then checked in the four looks (inEachLook).
    const context = await contextAt(portal.browser, LOOKS[0]);
    const page = await signIn(context, `/residential/adverts?team=${teamId}&advert=${advertId}`);
    await page.getByTestId('advert-preview').getByRole('heading', { level: 3 }).waitFor();
    await inEachLook(page, async (look) => {
      await shotAt(page, 'adverts', look, { fullPage: true });
      expect(await fitsWidth(page), `adverts fit ${look.join(' ')}`).toBe(true);
      expect(await runAxe(page), `adverts ${look.join(' ')}`).toEqual([]);
    });
    await context.close();
  });
});
