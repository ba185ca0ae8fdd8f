import type { BrowserContext, Page } from 'playwright-core';
import { runAxe } from './support/axe.js';
import {
  usePortal,
  apiToken,
  signInAt,
  LOOKS,
  contextAt,
  inEachLook,
  shotAt,
} from './support/portal.js';

// The task board and list of the built portal against the demo sandbox:
// complete a task from the board and move one by keyboard (read back over
// HTTP, history written), a bulk change from the list, bulk new tasks, and
// axe-clean in light and dark at 1280 and 390 px.

type Rec = Record<string, unknown> & { id: number };

describe('task board', () => {
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

  async function signIn(context: BrowserContext, path = '/tasks'): Promise<Page> {
    const page = await signInAt(await context.newPage(), `${portal.baseUrl}${path}`);
    await page.getByRole('heading', { level: 1, name: /^Task (board|list)$/ }).waitFor();
    return page;
  }

  const column = (page: Page, name: string) =>
    page
      .locator('.vkb-column')
      .filter({ has: page.getByRole('heading', { name: new RegExp(`^${name} \\(`) }) });
  const status = (page: Page, text: string | RegExp) =>
    page.locator('.vkr-status').getByText(text).waitFor();

  it('completes a task from the board by keyboard; the server and the history have it', async () => {
    const context = await portal.browser.newContext();
    const page = await signIn(context);
    const card = column(page, 'Open').locator('.vkb-card').first();
    await card.waitFor();
    const id = (await card.getAttribute('data-card-id'))!;
    const title = (await card.locator('h3').textContent())!;
    await card.focus();
    await page.keyboard.press('Tab'); // Move to…
    await page.keyboard.press('Tab'); // Complete
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Complete');
    await page.keyboard.press('Enter');
    await status(page, `${title} completed.`);
    expect((await get(`tasks/${id}`)).status).toBe('done');
    const history = await get<Rec[]>(`tasks/${id}/history/?per_page=100`);
    expect(history.at(-1)).toMatchObject({ action: 'status changed to done', from: 'open' });
    expect(await column(page, 'Done').locator(`[data-card-id="${id}"]`).count()).toBe(1);
    // Focus stayed on the task, now in Done.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-card-id')))
      .toBe(id);

    // Its history, read from the server, in a dialog.
    await page.keyboard.press('Tab'); // Move to…
    await page.keyboard.press('Tab'); // History
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `History of ${title}` });
    await dialog.getByText('status changed to done').waitFor();
    await page.keyboard.press('Escape');
    await context.close();
  });

  it('moves a task to the next status with Shift+Right and the server has it', async () => {
    const context = await portal.browser.newContext();
    const page = await signIn(context);
    const card = column(page, 'Open').locator('.vkb-card').first();
    await card.waitFor();
    const id = (await card.getAttribute('data-card-id'))!;
    await card.focus();
    await page.keyboard.press('Shift+ArrowRight');
    await status(page, /moved from Open to In progress \(\d+ of \d+\)\.$/);
    expect((await get(`tasks/${id}`)).status).toBe('in_progress');

    // Edit its priority and due date; the server and the history have them.
    const moved = column(page, 'In progress').locator(`[data-card-id="${id}"]`);
    const title = (await moved.locator('h3').textContent())!;
    await moved.getByRole('button', { name: `Edit ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${title}` });
    await dialog.getByLabel('Priority').selectOption('low');
    await dialog.getByLabel('Due date').fill('2031-05-04');
    await dialog.getByRole('button', { name: 'Save task' }).click();
    await status(page, /saved: Low priority, .*, due 04\/05\/2031\.$/);
    expect(await get(`tasks/${id}`)).toMatchObject({ priority: 'low', due_date: '2031-05-04' });
    const actions = (await get<Rec[]>(`tasks/${id}/history/?per_page=100`)).map((h) => h.action);
    expect(actions).toEqual(expect.arrayContaining(['priority changed', 'due date changed']));
    await context.close();
  });

  it('changes the selected tasks of the list in bulk, and creates tasks in bulk', async () => {
    const context = await portal.browser.newContext();
    const page = await signIn(context, '/tasks?view=list');
    const rows = page.getByRole('checkbox', { name: /^Select (?!all)/ });
    await rows.first().waitFor();
    const names = [
      (await rows.nth(0).getAttribute('aria-label'))!,
      (await rows.nth(1).getAttribute('aria-label'))!,
    ];
    await rows.nth(0).check();
    await rows.nth(1).check();
    await page.getByLabel('Change the 2 selected').selectOption({ label: 'Priority: Low' });
    await page.getByRole('button', { name: 'Apply to selected' }).click();
    await status(page, '2 tasks changed.');
    const bulks = await get<Rec[]>('bulk/tasks/');
    const last = bulks.at(-1)!;
    expect(last).toMatchObject({ kind: 'update', count: 2 });
    for (const taskId of last.task_ids as number[])
      expect((await get(`tasks/${taskId}`)).priority).toBe('low');
    expect(names.length).toBe(2);

    await page.getByRole('button', { name: 'New tasks…' }).click();
    const dialog = page.getByRole('dialog', { name: 'New tasks for several people' });
    await dialog.getByRole('button', { name: /^Create/ }).click();
    await dialog.getByText('Give the task a title.').waitFor();
    await dialog.getByLabel('Title').fill('Read the winter handbook');
    await dialog.getByLabel('Find people').fill('Taylor');
    const people = dialog.getByRole('checkbox');
    await people.nth(0).check();
    await people.nth(1).check();
    await dialog.getByRole('button', { name: 'Create 2 tasks' }).click();
    await status(page, '2 tasks created.');
    const made = (
      await get<Rec[]>(`tasks/?per_page=500&q=${encodeURIComponent('winter handbook')}`)
    ).filter((t) => t.title === 'Read the winter handbook');
    expect(made).toHaveLength(2);
    await page.getByRole('rowheader', { name: 'Read the winter handbook' }).first().waitFor();
    await context.close();
  });

  it('is axe-clean at 1280 and 390 px, light and dark, board and list', async () => {
    // Each screen opened once, then checked in the four looks (inEachLook).
    const context = await contextAt(portal.browser, LOOKS[0]);
    const page = await signIn(context);
    await page.locator('.vkb-card').first().waitFor();
    await inEachLook(page, async (look) => {
      await page.locator('.vkb-toolbar').first().scrollIntoViewIfNeeded();
      await shotAt(page, 'tasks', look);
      expect(await runAxe(page), `board ${look.join(' ')}`).toEqual([]);
    });
    await page.getByRole('link', { name: 'List' }).click();
    await page.getByRole('table').waitFor();
    await inEachLook(page, async (look) => {
      await shotAt(page, 'tasks-list', look);
      expect(await runAxe(page), `list ${look.join(' ')}`).toEqual([]);
    });
    await context.close();
  }, 360_000);
});
