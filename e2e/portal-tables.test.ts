import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { runAxe } from './support/axe.js';
import { reviewShot } from './support/shots.js';
import {
  usePortal,
  apiToken,
  signInAt,
  LOOKS,
  inEachLook,
  useSignedInPage,
} from './support/portal.js';
import { DEMO_LOGINS } from '../packages/sandbox/src/index.js';

// The portal's data table on the people list of the built portal, against the
// demo sandbox (400 people): sort, filter, select and bulk-delete, CSV export of
// the filtered list, saved views, keyboard use, and axe in light and dark.
const SHOTS = resolve('test-results/tables');

type ListBody = { data: Record<string, unknown>[]; meta: { pagination: { total: number } } };

describe('data table: people list', () => {
  let token = '';

  const portal = usePortal({ seed: 'demo' });

  beforeAll(async () => {
    token = await apiToken(portal.sandbox);
  });

  /** The API's answer for a users list query. */
  async function people(query: string): Promise<ListBody> {
    const res = await fetch(`${portal.sandbox.url}/api/users/?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status, query).toBe(200);
    return (await res.json()) as ListBody;
  }

  async function signIn(context: BrowserContext, path = '/people'): Promise<Page> {
    const page = await signInAt(await context.newPage(), portal.baseUrl + path);
    await page.getByRole('heading', { level: 1, name: 'People' }).waitFor();
    await table(page).waitFor();
    return page;
  }
  // The tests that only need the administrator on the people list share one page at
  // 1280x800 light (a new context signed in costs about 0.6–0.9 s of CPU:
  // docs/testing.md, round 18). Each opens its list in the running portal by way of the
  // tags list, so the people list mounts afresh with its URL's query and asks the server
  // again. The colleague's link (a load of its own) and the remembered columns (stored
  // in the browser, which would change the other tests' list) keep their own context.
  const admin = useSignedInPage(portal, DEMO_LOGINS.admin, {
    home: '/manage/organisation/tags',
    bypassCSP: true,
    acceptDownloads: true,
    viewport: { width: LOOKS[0][0], height: LOOKS[0][1] },
    colorScheme: LOOKS[0][2],
  });
  async function peopleAt(path = '/people'): Promise<Page> {
    const page = await admin.at(path);
    await page.getByRole('heading', { level: 1, name: 'People' }).waitFor();
    await table(page).waitFor();
    return page;
  }

  const table = (page: Page) => page.getByRole('table', { name: 'People' });
  const column = (page: Page, index: number) =>
    table(page)
      .locator('tbody tr')
      .evaluateAll(
        (rows, i) => rows.map((r) => (r.children[i] as HTMLElement | undefined)?.innerText ?? ''),
        index,
      );
  const position = (page: Page) =>
    page.getByRole('navigation', { name: 'Pagination' }).locator('span[aria-live]').innerText();
  const settled = (page: Page) =>
    page.locator('.vkp-dt-body[aria-busy="true"]').waitFor({ state: 'detached' });
  const shoot = (page: Page, name: string) => reviewShot(page, join(SHOTS, `${name}.png`), true);

  it('sorts on the server with aria-sort, filters by type, and keeps it all in the URL', async () => {
    const page = await peopleAt();
    const header = table(page).getByRole('columnheader', { name: /Last name/ });
    expect(await header.getAttribute('aria-sort')).toBe('none');
    await header.getByRole('button').click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
    await settled(page);
    const expected = (await people('s=last_name&o=asc&per_page=20')).data.map((p) => p.last_name);
    // column 0 is the checkbox, 1 the first name (the link to the record), 2 the last name
    expect(await column(page, 2)).toEqual(expected);
    await header.getByRole('button').click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
    expect(page.url()).toContain('sort=-last_name');

    // Filter: status (a choice) and start date (a range).
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const filters = page.getByRole('form', { name: 'Filters' });
    await filters.getByLabel('Status', { exact: true }).selectOption('leaver');
    await filters.getByRole('group', { name: 'Started' }).getByLabel('From').fill('2024-01-01');
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(() => page.url()).toContain('f.status=leaver');
    expect(page.url()).toContain('f.start_date.from=2024-01-01');
    await settled(page);
    const api = await people('filter[status]=leaver&filter[start_date][gte]=2024-01-01&per_page=1');
    await expect.poll(() => position(page)).toMatch(new RegExp(`of ${api.meta.pagination.total}$`));
    expect(new Set(await column(page, 4))).toEqual(new Set(['Left']));
    await page.getByRole('button', { name: 'Remove filter Status: Left' }).waitFor();
    await shoot(page, 'people-filtered-1280-light');

    // The URL reopens the same list.
    await page.reload();
    await table(page).waitFor();
    await expect.poll(() => position(page)).toMatch(new RegExp(`of ${api.meta.pagination.total}$`));
  });

  it('selects rows by keyboard and deletes them in two steps', async () => {
    const page = await peopleAt('/people?f.status=applicant&sort=id');
    await settled(page);
    const before = (await people('filter[status]=applicant&per_page=1')).meta.pagination.total;
    // No id column: the ids are in the links of the rows' first cells (/people/<id>).
    const ids = (
      await table(page)
        .locator('tbody tr th a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')?.split('/').pop() ?? ''))
    ).slice(0, 2);
    const boxes = table(page).locator('tbody input[type="checkbox"]');
    await boxes.nth(0).focus();
    await page.keyboard.press('Space');
    await boxes.nth(1).focus();
    await page.keyboard.press('Space');
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await bar.getByText('2 selected', { exact: true }).waitFor();
    // Select all on the page, then back to none.
    await table(page).getByLabel('Select all rows on this page').check();
    await bar
      .getByText(/^\d+ selected$/)
      .filter({ hasNotText: '2 selected' })
      .waitFor();
    await table(page).getByLabel('Select all rows on this page').uncheck();
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    const remove = bar.getByRole('button', { name: 'Delete 2 selected' });
    await remove.click();
    await bar.getByRole('button', { name: 'Are you sure? Delete 2' }).click();
    await page.getByText('Deleted 2 people.').waitFor();
    await settled(page);
    const after = await people('filter[status]=applicant&per_page=500');
    expect(after.meta.pagination.total).toBe(before - 2);
    expect(after.data.map((p) => String(p.id))).not.toContain(ids[0]);
    expect(after.data.map((p) => String(p.id))).not.toContain(ids[1]);
  });

  it('exports the whole filtered list to CSV with as many rows as the API counts', async () => {
    const page = await peopleAt('/people?f.status=active&f.last_name.like=a');
    await settled(page);
    const total = (await people('filter[status]=active&filter[last_name][like]=a&per_page=1')).meta
      .pagination.total;
    expect(total).toBeGreaterThan(20); // more than one page on screen
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    const text = (await readFile((await file.path())!, 'utf8')).replace(/^\ufeff/, '');
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('First name,Last name,E-mail,Status,Started');
    expect(lines).toHaveLength(total + 1);
    // Values are exported in words, as the table shows them.
    expect(lines.slice(1).every((l) => l.split(',')[3] === 'Active')).toBe(true);
    await page.getByText(`Exported ${total} rows to people.csv.`).waitFor();
  });

  it('saves a view through the saved lists and reopens it', async () => {
    const page = await peopleAt('/people?f.status=inactive&sort=-start_date');
    await settled(page);
    await page.getByRole('button', { name: 'Saved views' }).click();
    await page.getByLabel('Save this view as').fill('Inactive, newest first');
    await page.getByRole('button', { name: 'Save view' }).click();
    await page.getByText('View "Inactive, newest first" saved.').waitFor();
    const id = new URL(page.url()).searchParams.get('view');
    expect(id).toMatch(/^\d+$/);

    // Reopen from a plain list (opened in the running portal), through the menu.
    await peopleAt('/people');
    expect(page.url()).not.toContain('f.status');
    await page.getByRole('button', { name: 'Saved views' }).click();
    await page.getByRole('button', { name: 'Inactive, newest first' }).click();
    await expect.poll(() => page.url()).toContain('f.status=inactive');
    expect(page.url()).toContain('sort=-start_date');
    await settled(page);
    const total = (await people('filter[status]=inactive&per_page=1')).meta.pagination.total;
    await expect.poll(() => position(page)).toMatch(new RegExp(`of ${total}$`));

    // A link with only the view id opens it for a colleague (read from the server).
    const other = await portal.browser.newContext({ bypassCSP: true });
    const second = await signIn(other, `/people?view=${id}`);
    await expect.poll(() => second.url()).toContain('f.status=inactive');
    await expect.poll(() => position(second)).toMatch(new RegExp(`of ${total}$`));
    await other.close();
  });

  it('works by keyboard: sort with Enter, Escape closes a panel back to its button', async () => {
    const context = await portal.browser.newContext({ bypassCSP: true });
    const page = await signIn(context);
    const sortButton = table(page).getByRole('button', { name: /^Started/ });
    await sortButton.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() =>
        table(page)
          .getByRole('columnheader', { name: /Started/ })
          .getAttribute('aria-sort'),
      )
      .toBe('ascending');
    const filtersButton = page.getByRole('button', { name: 'Filters', exact: true });
    await filtersButton.focus();
    await page.keyboard.press('Enter');
    expect(await filtersButton.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect.poll(() => filtersButton.getAttribute('aria-expanded')).toBe('false');
    await expect
      .poll(() => filtersButton.evaluate((el) => el === document.activeElement))
      .toBe(true);
    // Columns: hide the e-mail column, remembered on the next visit.
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('checkbox', { name: 'E-mail' }).press('Space');
    await expect
      .poll(() =>
        table(page)
          .getByRole('columnheader', { name: /E-mail/ })
          .count(),
      )
      .toBe(0);
    await page.goto(`${portal.baseUrl}/people`);
    await table(page).waitFor();
    expect(
      await table(page)
        .getByRole('columnheader', { name: /E-mail/ })
        .count(),
    ).toBe(0);
    await context.close();
  });

  it('virtualises a page of 500: only the rows in view are in the page, scrolling brings the rest', async () => {
    const page = await peopleAt('/people?per_page=500&sort=id');
    await settled(page);
    const all = (await people('per_page=500&s=id&o=asc')).data;
    expect(all.length).toBeGreaterThan(300);
    const rendered = () => table(page).locator('tbody tr:not(.vkp-dt-pad)').count();
    expect(await rendered()).toBeLessThan(80);
    const frame = page.getByRole('region', { name: 'People', exact: true });
    await frame.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    // The last person's row (its first cell links to /people/<id>) is rendered once scrolled to.
    const lastId = String(all.at(-1)!.id);
    await table(page).locator(`tbody a[href="/people/${lastId}"]`).waitFor();
    expect(await rendered()).toBeLessThan(80);
  });

  it('is axe-clean in light and dark at 1280 and 390 px', async () => {
    // The list opened once, then checked in the four looks (inEachLook), and again with
    // its filters open.
    const page = await peopleAt('/people?f.status=leaver');
    await settled(page);
    await table(page).locator('tbody input[type="checkbox"]').first().check();
    await inEachLook(page, async (look) => {
      const [width, , colorScheme] = look;
      expect(await runAxe(page), `${colorScheme} ${width}`).toEqual([]);
      // The table scrolls inside its frame; the page itself never scrolls sideways.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `scroll width ${colorScheme} ${width}`,
      ).toBe(width);
      await shoot(page, `people-${width}-${colorScheme}`);
    });
    const filters = page.getByRole('button', { name: /^Filters/ });
    await filters.click();
    await inEachLook(page, async (look) => {
      const [width, , colorScheme] = look;
      expect(
        await filters.getAttribute('aria-expanded'),
        `filters open ${colorScheme} ${width}`,
      ).toBe('true');
      expect(await runAxe(page), `filters ${colorScheme} ${width}`).toEqual([]);
      await shoot(page, `people-filters-${width}-${colorScheme}`);
    });
  });
});
