import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_LOGINS } from '../packages/sandbox/src/index.js';
import { runAxe } from './support/axe.js';
import {
  apiToken,
  contextAt,
  fitsWidth,
  inEachLook,
  LOOKS,
  openScreen,
  shotAt,
  signInAt,
  usePortal,
  waitForShell,
} from './support/portal.js';

// The staff portal's day fields under an American browser: a native date input
// would follow the browser (mm/dd/yyyy), the portal's fields are typed day first
// (dd/mm/yyyy) whatever the browser's language, with the order under the field
// and a month-first day refused beside it. Review screenshots of three forms as
// the coordinator, axe-clean, in light and dark at 1280 and 390 px.

type Rec = Record<string, unknown> & { id: number };

describe('day fields of the staff portal', () => {
  let token = '';
  const portal = usePortal({ db: ':memory:', seed: 'demo' });

  beforeAll(async () => {
    token = await apiToken(portal.sandbox);
  });

  async function get<T = Rec>(path: string): Promise<T> {
    const res = await fetch(`${portal.sandbox.url}/api/${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.ok).toBe(true);
    return ((await res.json()) as { data: T }).data;
  }

  async function signIn(context: BrowserContext, path: string): Promise<Page> {
    const page = await signInAt(await context.newPage(), portal.baseUrl + path, {
      as: DEMO_LOGINS.coordinator,
    });
    return waitForShell(page);
  }

  /** The texts the field's aria-describedby points at, in order. */
  const description = (page: Page, label: string) =>
    page.getByLabel(label, { exact: true }).evaluate((input) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .filter(Boolean)
        .map((id) => document.getElementById(id)?.textContent ?? `missing ${id}`),
    );

  /** Opens the edit dialog of the first open task; its id and the dialog. */
  async function editFirstTask(page: Page) {
    const card = page
      .locator('.vkb-column')
      .filter({ has: page.getByRole('heading', { name: /^Open \(/ }) })
      .locator('.vkb-card')
      .first();
    await card.waitFor();
    const id = (await card.getAttribute('data-card-id'))!;
    const title = (await card.locator('h3').textContent())!;
    await card.getByRole('button', { name: `Edit ${title}` }).click();
    return { id, dialog: page.getByRole('dialog', { name: `Edit ${title}` }) };
  }

  it('reads 05/11/2026 as 5 November in an en-US browser, and refuses 11/28/2026 beside the field', async () => {
    const context = await portal.browser.newContext({ locale: 'en-US' });
    const page = await signIn(context, '/tasks');
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');

    const { id, dialog } = await editFirstTask(page);
    const due = dialog.getByLabel('Due date', { exact: true });
    expect(await due.getAttribute('type')).toBe('text');
    expect(await description(page, 'Due date')).toEqual(['dd/mm/yyyy']);

    // The American order is refused beside the field, with its day-first reading.
    await due.fill('11/28/2026');
    await dialog.getByRole('button', { name: 'Save task' }).click();
    await dialog.getByText('Enter a day as dd/mm/yyyy, for example 28/11/2026').waitFor();
    // Taken back to the field, which says what is wrong.
    expect(await due.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await due.getAttribute('aria-invalid')).toBe('true');
    expect(await description(page, 'Due date')).toEqual([
      'Enter a day as dd/mm/yyyy, for example 28/11/2026',
      'dd/mm/yyyy',
    ]);
    expect((await get(`tasks/${id}`)).due_date).not.toBe('2026-11-28');

    // Typed day first, by keyboard: 5 November, stored as the API's ISO date.
    await due.fill('');
    await due.pressSequentially('05/11/2026');
    expect(await due.getAttribute('aria-invalid')).toBeNull();
    await due.press('Enter');
    await page
      .locator('.vkr-status')
      .getByText(/due 05\/11\/2026\.$/)
      .waitFor();
    expect((await get(`tasks/${id}`)).due_date).toBe('2026-11-05');

    // Another staff field, the rota planner's "Go to date": the same order.
    await page.goto(`${portal.baseUrl}/rotas/planner`);
    const goTo = page.getByLabel('Go to date', { exact: true });
    await goTo.waitFor();
    expect(await description(page, 'Go to date')).toEqual(['dd/mm/yyyy']);
    await goTo.fill('05/11/2026');
    await expect.poll(() => new URL(page.url()).searchParams.get('date')).toBe('2026-11-05');
    await context.close();
  });

  it('looks right at 1280 and 390 px, light and dark, as the coordinator', async () => {
    // Each form opened once (in the running portal), its refusal shown, then checked in
    // the four looks (inEachLook).
    const context = await contextAt(portal.browser, LOOKS[0], { locale: 'en-US' });
    const page = await signIn(context, '/tasks');
    const { dialog } = await editFirstTask(page);
    const due = dialog.getByLabel('Due date', { exact: true });
    await due.fill('11/28/2026');
    await dialog.getByRole('button', { name: 'Save task' }).click();
    await dialog.getByText(/^Enter a day as dd\/mm\/yyyy/).waitFor();
    await inEachLook(page, async (look) => {
      await shotAt(page, 'day-fields-task', look);
      expect(await runAxe(page), `task dialog ${look.join(' ')}`).toEqual([]);
    });
    await page.keyboard.press('Escape');

    await openScreen(page, '/analytics/users-by-role');
    // The report first: the filters start again from the applied ones when it loads.
    await page
      .locator('.vka-table, .vkp-empty, .vkp-error')
      .first()
      .waitFor({ state: 'visible', timeout: 15_000 });
    const from = page.getByLabel('From', { exact: true });
    await from.fill('01/13/2026');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.getByRole('alert').filter({ hasText: 'Enter the start date' }).waitFor();
    await inEachLook(page, async (look) => {
      await shotAt(page, 'day-fields-report-filters', look);
      expect(await fitsWidth(page), `report filters fit ${look.join(' ')}`).toBe(true);
      expect(await runAxe(page), `report filters ${look.join(' ')}`).toEqual([]);
    });

    await openScreen(page, '/manage/users/new');
    await page.getByRole('heading', { level: 1, name: 'Add a person' }).waitFor();
    await page.getByLabel('First name').fill('Isla');
    await page.getByLabel('Last name').fill('Newcomer');
    await page.getByLabel('E-mail', { exact: true }).fill('isla@example.org');
    const start = page.getByLabel('Start date', { exact: true });
    await start.fill('31/02/2027');
    await page.getByRole('button', { name: 'Add person' }).click();
    await page.getByText('Enter the start date as dd/mm/yyyy, for example 05/11/2026.').waitFor();
    await inEachLook(page, async (look) => {
      await shotAt(page, 'day-fields-add-person', look, { fullPage: true });
      expect(await fitsWidth(page), `add person fits ${look.join(' ')}`).toBe(true);
      expect(await runAxe(page), `add person ${look.join(' ')}`).toEqual([]);
    });

    // A day field outside a form: the rota planner's "Go to date" says what is wrong on leaving it.
    await openScreen(page, '/rotas/planner');
    const goTo = page.getByLabel('Go to date', { exact: true });
    await goTo.fill('31/11/2026');
    await goTo.press('Tab');
    await page.getByText(/^Enter a day as dd\/mm\/yyyy/).waitFor();
    await inEachLook(page, async (look) => {
      await shotAt(page, 'day-fields-rota-toolbar', look);
      expect(await fitsWidth(page), `rota toolbar fits ${look.join(' ')}`).toBe(true);
    });
    await context.close();
  }, 600_000);
});
