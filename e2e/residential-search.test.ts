import type { Page } from 'playwright-core';
import { runAxe } from './support/axe.js';
import { startResidentialFixture, type ResidentialFixture } from './residential-fixture.js';

// The search home (spec 2.1) in Chromium against the sandbox: location
// combobox, date picker with flexibility, country shortcuts, Search navigating
// to the results page with the hash, keyboard-only use and axe-core.
describe('residential search page', () => {
  let fx: ResidentialFixture;
  beforeAll(async () => {
    fx = await startResidentialFixture();
  });
  afterAll(async () => {
    await fx?.close();
  });

  async function open(): Promise<Page> {
    const page = await fx.browser.newPage();
    await page.goto(`${fx.server.url}/search/`);
    await page
      .getByRole('heading', { level: 1, name: 'Find your volunteering opportunity' })
      .waitFor();
    await page.waitForSelector('.vk-home[data-status="success"]');
    return page;
  }

  const hashParams = (page: Page) =>
    page.evaluate(() => Object.fromEntries(new URLSearchParams(location.hash.slice(1))));

  it('types a place, picks it, picks a date and flexibility, and searches', async () => {
    const page = await open();
    const input = page.getByRole('combobox', { name: 'Where do you want to volunteer?' });
    await input.fill('Keswi');
    const option = page
      .getByRole('listbox')
      .getByRole('option', { name: /^Keswick/ })
      .first();
    await option.waitFor();
    expect(await page.textContent('.vk-combobox [role="status"]')).toMatch(/results? available\.$/);
    await option.click();
    expect(await input.inputValue()).toMatch(/^Keswick/);

    await page.getByRole('button', { name: /^Date/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a date' });
    await dialog.waitFor();
    // Today and the past are disabled; pick a day of next month.
    await dialog.getByRole('button', { name: /next month/i }).click();
    await dialog.locator('.rdp-day:not(.rdp-disabled) button').nth(9).click();
    await dialog.getByRole('combobox', { name: 'Flexibility:' }).selectOption('30');
    expect(await dialog.locator('.vk-day--window').count()).toBeGreaterThan(20);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: /^Date/ }).textContent()).toMatch(
      /^\d\d\/\d\d\/\d{4} \(\+\/- 30 days\)$/,
    );

    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/residential-opportunities\/results\?#/);
    const params = await hashParams(page);
    expect(params.search).toMatch(/^Keswick/);
    expect(params.lat).toMatch(/^54\./);
    expect(params.lon).toMatch(/^-3\./);
    expect(params.flexibility).toBe('30');
    expect(params.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await page.waitForSelector('.vk-results[data-status="success"]');
    expect(
      await page.getByRole('combobox', { name: 'Where do you want to volunteer?' }).inputValue(),
    ).toMatch(/^Keswick/);
    await page.close();
  });

  it('country shortcuts: "All countries" first, a country searches in place', async () => {
    const page = await open();
    const searches: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/residential-opportunities/?')) searches.push(r.url());
    });
    await page.getByRole('button', { name: 'View counties' }).click();
    const list = page.getByRole('list', { name: 'Countries' });
    await list.getByRole('button').nth(1).waitFor();
    expect(await list.getByRole('button').first().textContent()).toBe('All countries');
    const name = (await list.getByRole('button').nth(1).textContent()) ?? '';
    await list.getByRole('button').nth(1).click();
    await expect.poll(() => searches.length).toBeGreaterThan(0);
    expect(searches.at(-1)).toContain('geojson=');
    expect(page.url()).toMatch(/\/search\/$/);
    expect(
      await page.getByRole('combobox', { name: 'Where do you want to volunteer?' }).inputValue(),
    ).toBe(name);
    await page.close();
  });

  it('works with the keyboard alone', async () => {
    const page = await open();
    await page.keyboard.press('Tab'); // Length of residence
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toMatch(/type$/);
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLSelectElement).value))
      .toBe('short_term');
    await page.keyboard.press('Tab'); // location combobox
    await page.keyboard.type('Fran', { delay: 30 });
    await page.getByRole('listbox').getByRole('option', { name: 'France', exact: true }).waitFor();
    await page.keyboard.press('ArrowDown');
    const active = await page.evaluate(() =>
      document.activeElement?.getAttribute('aria-activedescendant'),
    );
    expect(active).toBeTruthy();
    await page.keyboard.press('Enter');
    expect(
      await page.getByRole('combobox', { name: 'Where do you want to volunteer?' }).inputValue(),
    ).toBe('France');
    await page.keyboard.press('Tab'); // View counties
    await page.keyboard.press('Tab'); // Date
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Choose a date' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.classList.contains('rdp-day_button'));
    await page.keyboard.press('ArrowDown'); // one week later
    await page.keyboard.press('Enter');
    // Tab cycles inside the dialog until OK.
    for (let i = 0; i < 10; i++) {
      const label = await page.evaluate(() => document.activeElement?.textContent);
      if (label === 'OK') break;
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup')))
      .toBe('dialog');
    await page.keyboard.press('Tab'); // Search
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/residential-opportunities\/results\?#/);
    const params = await hashParams(page);
    expect(params).toMatchObject({ type: 'short_term', search: 'France' });
    expect(params.geojson).toBeTruthy();
    expect(params.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await page.close();
  });

  it('Escape closes the date dialog and returns focus to its button', async () => {
    const page = await open();
    const trigger = page.getByRole('button', { name: /^Date/ });
    await trigger.click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup')))
      .toBe('dialog');
    await page.close();
  });

  it('axe-core finds no violations on the search page, with the list and the dialog open', async () => {
    const page = await open();
    expect(await runAxe(page)).toEqual([]);
    await page.getByRole('combobox', { name: 'Where do you want to volunteer?' }).fill('Lon');
    await page.getByRole('listbox').getByRole('option').first().waitFor();
    expect(await runAxe(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Date/ }).click();
    await page.getByRole('dialog').waitFor();
    expect(await runAxe(page)).toEqual([]);
    await page.close();
  });
});
