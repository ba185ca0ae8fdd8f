import { resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { formatMetric } from '../packages/api-client/src/index.js';
import { runAxe } from './support/axe.js';
import { shoot } from './support/analytics.js';
import { dashboardQueries } from '../packages/portal/src/areas/dashboard/useDashboardData.js';
import {
  usePortal,
  apiToken,
  signInAt,
  LOOKS,
  contextAt,
  inEachLook,
  openScreen,
} from './support/portal.js';

// The dashboard and the typed forms of the built portal against the demo
// sandbox: the figures shown are the ones the API answers, a quick action
// works and shows up in recent actions, an action form sends a typed body
// whose change the next read shows, a 422 lands under its field, unsaved
// changes are protected, and every page is axe-clean in light and dark at
// desktop and phone widths.
// Set for this file only: the e2e workers run several files (no per-file isolation),
// and the next file must not inherit it.
const screenshotsBefore = process.env.VK_SCREENSHOTS;
beforeAll(() => {
  process.env.VK_SCREENSHOTS = screenshotsBefore ?? resolve('test-results/dashboard');
});
afterAll(() => {
  if (screenshotsBefore === undefined) delete process.env.VK_SCREENSHOTS;
  else process.env.VK_SCREENSHOTS = screenshotsBefore;
});

type Row = Record<string, unknown>;

describe('portal dashboard and typed forms', () => {
  let token: string;

  /** Reads the API as the administrator, over HTTP. */
  async function get(path: string, query: Record<string, string | number> = {}): Promise<Row> {
    const url = new URL(`${portal.sandbox.url}/api/${path}`);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, String(v));
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status, path).toBe(200);
    return (await res.json()) as Row;
  }
  const rows = (body: Row) => body.data as Row[];

  const portal = usePortal({ db: ':memory:', seed: 'demo' });

  beforeAll(async () => {
    token = await apiToken(portal.sandbox);
  });

  async function signIn(context: BrowserContext, path = '/'): Promise<Page> {
    const page = await signInAt(await context.newPage(), portal.baseUrl + path);
    await page.locator('main h1').first().waitFor();
    return page;
  }

  // The tests below share one signed-in page (a new context signed in costs about 0.6 s of
  // CPU: docs/testing.md, round 18), in the first look of the sweep. A later test opens
  // its screen in the running portal by way of another screen, so the screen mounts
  // afresh and shows what the server has now. The test of the reload keeps its own page.
  let adminPage: Promise<Page> | undefined;
  async function adminAt(path = '/'): Promise<Page> {
    if (!adminPage) {
      adminPage = contextAt(portal.browser, LOOKS[0]).then((context) => signIn(context, path));
      return adminPage;
    }
    const page = await adminPage;
    await openScreen(page, path === '/' ? '/manage/organisation/rotas' : '/');
    await openScreen(page, path);
    return page;
  }
  afterAll(async () => {
    if (adminPage) await (await adminPage).context().close();
  });

  const statsGroup = (page: Page) => page.getByRole('group', { name: 'Organisation stats' });

  it('shows the figures, activities, starters, leavers and recent actions the API answers', async () => {
    const page = await adminAt();
    await statsGroup(page).waitFor();
    const q = dashboardQueries(new Date());
    const [stats, upcoming, starters, leavers, recent] = await Promise.all([
      get('analytics/organisation-stats'),
      get('analytics/activities/upcoming/', q.upcoming),
      get('analytics/starters-leavers/starters/', q.recentPeople),
      get('analytics/starters-leavers/leavers/', q.recentPeople),
      get('dashboard/recent-actions/', q.recentActions),
    ]);
    // Stat tiles: label and figure, formatted by the spec's rules.
    const tiles = await statsGroup(page)
      .locator('.vkp-ui-stat-pair')
      .evaluateAll((els) =>
        els.map((el) => [
          el.querySelector('dt')?.textContent ?? '',
          el.querySelector('.vkp-ui-stat-value')?.textContent ?? '',
        ]),
      );
    const expected = rows(stats).map((r) => [
      String(r.label),
      formatMetric(r.value as number, 'count'),
    ]);
    expect(expected.length).toBeGreaterThan(4);
    expect(tiles).toEqual(expected);
    // Upcoming activities: the first ones, in order.
    const upcomingTitles = await page
      .getByRole('region', { name: /Coming up/ })
      .locator('.vkd-main > a')
      .allTextContents();
    expect(upcomingTitles.length).toBeGreaterThan(0);
    expect(upcomingTitles).toEqual(
      rows(upcoming)
        .slice(0, upcomingTitles.length)
        .map((r) => r.title),
    );
    // Starters and leavers: names and counts.
    const people = page.getByRole('region', { name: /Starters and leavers, last/ });
    expect(
      await people.getByRole('list', { name: 'Starters' }).getByRole('link').allTextContents(),
    ).toEqual(
      rows(starters)
        .slice(0, 6)
        .map((r) => r.name),
    );
    expect(
      await people.getByRole('list', { name: 'Leavers' }).getByRole('link').allTextContents(),
    ).toEqual(
      rows(leavers)
        .slice(0, 6)
        .map((r) => r.name),
    );
    expect(await people.locator('h3').allTextContents()).toEqual([
      `Starters (${rows(starters).length} people)`,
      `Leavers (${rows(leavers).length} people)`,
    ]);
    // Recent actions, newest first.
    const actions = await page
      .getByRole('region', { name: 'Recent actions' })
      .locator('.vkd-main > span:first-child')
      .allTextContents();
    expect(actions).toEqual(rows(recent).map((r) => `${String(r.action)}: ${String(r.subject)}`));
  });

  it('"Add a person" quick action creates a person who then shows in recent actions; a 422 lands under its field', async () => {
    const page = await adminAt();
    await page
      .getByRole('navigation', { name: 'Quick actions' })
      .getByRole('link', { name: /Add a person/ })
      .click();
    await page.getByLabel(/^First name/).fill('Morag');
    await page.getByLabel(/^Last name/).fill('Quickaction');
    // An e-mail address someone already has: the server's 422 shows under the field.
    await page.getByLabel(/^E-mail/).fill('admin@volunteerkit.test');
    await page.getByRole('button', { name: 'Add person' }).click();
    const emailError = page.locator('.vkp-form-field[data-invalid] .vkp-field-error');
    await emailError.waitFor();
    expect(await emailError.textContent()).toBe('E-mail has already been taken.');
    await shoot(page, 'form-422-1280-light');
    await page.getByLabel(/^E-mail/).fill('morag.quickaction@example.test');
    await page.getByRole('button', { name: 'Add person' }).click();
    await page.waitForURL(/\/people\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const person = (await get(`users/${id}`)).data as Row;
    expect(person).toMatchObject({ first_name: 'Morag', last_name: 'Quickaction' });
    await openScreen(page, '/');
    // The welcome e-mail is logged after the person: the person's creation is among the latest.
    const first = page
      .getByRole('region', { name: 'Recent actions' })
      .locator('.vkd-item')
      .filter({ hasText: 'Created person: Morag Quickaction' });
    await first.getByText('Created person: Morag Quickaction').waitFor();
    expect(await first.getByRole('link').getAttribute('href')).toBe(`/people/${id}`);
  });

  it('"Bulk update rotas" is a typed form: it sends the typed body and the next read shows the change', async () => {
    const page = await adminAt('/manage/organisation/rotas');
    const rota = rows(await get('organisation/rotas/', { per_page: 50 })).find(
      (r) => r.name === 'Weekend rangers',
    )!;
    await page.getByRole('button', { name: 'Bulk update rotas' }).click();
    const form = page.getByRole('form', { name: 'Bulk update rotas' });
    await form.getByLabel('Weekend rangers').check();
    await form.getByLabel(/^Rota name/).fill('Weekend rangers (winter)');
    const start = form.getByRole('group', { name: /Start time/ });
    await start.getByRole('combobox').nth(0).selectOption('8');
    await start.getByRole('combobox').nth(1).selectOption('30');
    expect(await form.locator('textarea').count()).toBe(0);
    await shoot(page, 'action-form-1280-light');
    const sent = page.waitForRequest(
      (r) => r.method() === 'PUT' && r.url().includes('/organisation/rotas/bulk'),
    );
    await form.getByRole('button', { name: /Run bulk update rotas/ }).click();
    expect((await sent).postDataJSON()).toEqual({
      ids: [rota.id],
      name: 'Weekend rangers (winter)',
      start_time: '08:30',
    });
    await page.getByText('Bulk update rotas: done.').waitFor();
    const after = (await get(`organisation/rotas/${String(rota.id)}`)).data as Row;
    expect(after).toMatchObject({
      name: 'Weekend rangers (winter)',
      start_time: '08:30',
      end_time: '17:00',
    });
    // The result reads as a table, not JSON (the record's name heads its row)…
    await page
      .locator('.vkp-action-panel')
      .getByRole('table')
      .getByText('Weekend rangers (winter)', { exact: true })
      .waitFor();
    // …and the list under the panel is read again: the new name, not the old row.
    const list = page.locator('.vkp-dt-wrap:not(.vkp-action-panel .vkp-dt-wrap) table');
    await list.getByText('Weekend rangers (winter)', { exact: true }).waitFor();
    expect(await list.getByText('Weekend rangers', { exact: true }).count()).toBe(0);
  });

  it('asks before throwing away unsaved changes, in the portal and on reload', async () => {
    const context = await portal.browser.newContext({ bypassCSP: true });
    const page = await signIn(context, '/manage/users/new');
    await page.getByLabel(/^First name/).fill('Unsaved');
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Unsaved changes' });
    await dialog.waitFor();
    expect(await runAxe(page)).toEqual([]);
    await shoot(page, 'unsaved-prompt-1280-light');
    await dialog.getByRole('button', { name: 'Stay on this page' }).click();
    expect(new URL(page.url()).pathname).toBe('/manage/users/new');
    expect(await page.getByLabel(/^First name/).inputValue()).toBe('Unsaved');
    // Reload: the browser's own "leave site?" question.
    let asked = '';
    page.once('dialog', (d) => {
      asked = d.type();
      void d.dismiss();
    });
    await page.reload({ timeout: 3000 }).catch(() => undefined);
    expect(asked).toBe('beforeunload');
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await dialog.getByRole('button', { name: 'Leave without saving' }).click();
    await statsGroup(page).waitFor();
    await context.close();
  });

  it('is axe-clean in light and dark, at 1280 and 390 px: dashboard and an action form', async () => {
    // Each screen opened once, then checked in the four looks (inEachLook).
    const page = await adminAt();
    await statsGroup(page).waitFor();
    await page.locator('.vkd-item').first().waitFor();
    await page.locator('.vka-chart svg').first().waitFor();
    await inEachLook(page, async ([width, , colorScheme]) => {
      expect(await runAxe(page), `dashboard ${colorScheme} ${width}`).toEqual([]);
      await shoot(page, `dashboard-${width}-${colorScheme}`);
    });
    await openScreen(page, '/manage/organisation/rotas');
    await page.getByRole('button', { name: 'Replace rotas' }).click();
    const form = page.getByRole('form', { name: 'Replace rotas' });
    await form.getByRole('button', { name: 'Add a rota' }).click();
    await inEachLook(page, async ([width, , colorScheme]) => {
      expect(await runAxe(page), `form ${colorScheme} ${width}`).toEqual([]);
      await shoot(page, `action-form-${width}-${colorScheme}`);
    });
  });
});
