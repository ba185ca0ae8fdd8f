import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { runAxe } from './support/axe.js';
import { serveStatic, type StaticServer } from './support/static.js';
import { builtDir } from './support/built.js';

// The portal blocks gallery (examples/gallery-portal), built with Vite by the
// workspace build and served from its dist folder, audited with axe-core and driven with the keyboard only.
const GALLERY = resolve('examples/gallery-portal');

describe('portal blocks gallery in Chromium', () => {
  let browser: Browser;
  let server: StaticServer;
  let page: Page;

  beforeAll(async () => {
    server = await serveStatic({ mounts: { '/': builtDir(resolve(GALLERY, 'dist')) } });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  beforeEach(async () => {
    page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(server.url + '/');
    await page.getByRole('heading', { name: 'Portal building blocks' }).waitFor();
    expect(errors).toEqual([]);
  });

  afterEach(async () => {
    await page?.close();
  });

  const output = (id: string) => page.getByTestId(id).textContent();

  it('shows every block and has no axe violations', async () => {
    for (const name of ['Teams', 'Roles']) await page.getByRole('tree', { name }).waitFor();
    await page.getByRole('combobox', { name: 'Timezone' }).waitFor();
    await page.getByRole('group', { name: 'End time' }).waitFor();
    await page.getByRole('navigation', { name: 'Sections' }).waitFor();
    await page.getByRole('button', { name: 'Save cookie settings' }).waitFor();
    expect(await runAxe(page)).toEqual([]);
  });

  it('has no axe violations with menus, listboxes and toasts open', async () => {
    await page.getByRole('button', { name: 'Show a danger toast' }).click();
    await page.getByRole('combobox', { name: 'Timezone' }).focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('listbox').waitFor();
    expect(await runAxe(page)).toEqual([]);
    expect(await page.locator('.vk-toast').getAttribute('data-type')).toBe('error');
  });

  it('operates the team tree with the keyboard', async () => {
    const tree = page.getByRole('tree', { name: 'Teams' });
    await tree.focus();
    const active = async () =>
      page.evaluate(() => {
        const t = document.querySelector('[role="tree"][aria-label="Teams"]')!;
        const el = document.getElementById(t.getAttribute('aria-activedescendant')!);
        return el?.querySelector('.vk-tree__label')?.textContent?.replace(/\u200b/g, '');
      });
    await expect.poll(() => active()).toBe('North');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => active()).toBe('Camden');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => active()).toBe('Camden Youth');
    await page.keyboard.press('Space');
    await expect.poll(() => output('teams-output')).toBe('4');
    await page.keyboard.press('ArrowDown'); // Camden Seniors is disabled
    await page.keyboard.press('Enter');
    await expect.poll(() => output('teams-output')).toBe('4');
    await page.keyboard.press('End');
    await expect.poll(() => active()).toBe('Lambeth');
    await page.keyboard.press('Enter');
    await expect.poll(() => output('teams-output')).toBe('4,8');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => active()).toBe('South');
    await page.keyboard.press('ArrowLeft');
    expect(
      await tree
        .getByRole('treeitem', { name: 'South', exact: true })
        .getAttribute('aria-expanded'),
    ).toBe('false');
    await page.keyboard.press('Home');
    await expect.poll(() => active()).toBe('North');
    expect(
      await tree.getByRole('treeitem', { name: 'North', exact: true }).getAttribute('aria-checked'),
    ).toBe('mixed');
    // Bulk action on the active team, reached with Tab from the tree's toolbar.
    await page
      .getByRole('button', { name: 'Select all sub-teams recursively', exact: true })
      .focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => output('teams-output')).toBe('2,4,6,8');
    // Type-ahead
    await tree.focus();
    await page.keyboard.press('s');
    await expect.poll(() => active()).toBe('South');
  });

  it('operates the role selector with the keyboard, with the Inactive tooltip', async () => {
    const tree = page.getByRole('tree', { name: 'Roles' });
    await tree.focus();
    await page.keyboard.press('ArrowDown'); // Drivers family
    await page.keyboard.press('Space');
    await expect.poll(() => output('roles-output')).toBe('1,2,6');
    expect(
      await tree
        .getByRole('treeitem', { name: 'Volunteer Roles', exact: true })
        .getAttribute('aria-checked'),
    ).toBe('mixed');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown'); // Car driver (inactive)
    await expect.poll(() => page.getByRole('tooltip').textContent()).toBe('Inactive');
    await page.keyboard.press('End'); // Auditor
    expect(
      await page.evaluate(() => {
        const t = document.querySelector('[role="tree"][aria-label="Roles"]')!;
        return document.getElementById(t.getAttribute('aria-activedescendant')!)?.textContent;
      }),
    ).toContain('Auditor');
    await page.keyboard.press('Enter');
    await expect.poll(() => output('roles-output')).toBe('1,2,6,7');
    await page.keyboard.press('ArrowUp'); // Administrator, preselected and locked
    await page.keyboard.press('Enter');
    await page.waitForTimeout(150);
    await expect.poll(() => output('roles-output')).toBe('1,2,6,7');
  });

  it('operates the time pickers with the keyboard, honouring the start minute 55 rule', async () => {
    const end = page.getByRole('group', { name: 'End time' });
    const hour = end.getByLabel('Hour');
    expect(
      await hour.locator('option[value="9"]').evaluate((o) => (o as HTMLOptionElement).disabled),
    ).toBe(true);
    expect(
      await hour.locator('option[value="10"]').evaluate((o) => (o as HTMLOptionElement).disabled),
    ).toBe(false);
    await hour.focus();
    await page.keyboard.press('ArrowDown');
    expect(await hour.inputValue()).toBe('10');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => output('time-output')).toBe('09:55 - 10:00');
    // A start of 10:30 disables 10:00-10:30 in the end picker.
    const start = page.getByRole('group', { name: 'Start time' });
    await start.getByLabel('Hour').focus();
    await page.keyboard.press('ArrowDown');
    await start.getByLabel('Minute').focus();
    await page.keyboard.press('Home');
    for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowDown');
    expect(await start.getByLabel('Minute').inputValue()).toBe('30');
    const disabledMinutes = await end
      .getByLabel('Minute')
      .locator('option:disabled')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(disabledMinutes).toEqual(['0', '5', '10', '15', '20', '25', '30']);
  });

  it('operates the timezone picker with the keyboard', async () => {
    const box = page.getByRole('combobox', { name: 'Timezone' });
    expect(await box.inputValue()).toBe('(GMT+00:00) London');
    await box.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => output('timezone-output')).toBe('Europe/Paris');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('TOKYO');
    expect(await page.getByRole('listbox').getByRole('option').allTextContents()).toEqual([
      'Asia/Tokyo',
    ]);
    await page.keyboard.press('Enter');
    await expect.poll(() => output('timezone-output')).toBe('Asia/Tokyo');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('(gmt+01');
    expect(await page.getByRole('listbox').getByRole('option').count()).toBe(2);
    await page.keyboard.press('Escape');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await box.inputValue()).toBe('Asia/Tokyo');
  });

  it('runs the page heading search after typing stops and the two-step delete', async () => {
    const search = page.getByRole('searchbox', { name: 'Search', exact: true });
    await search.focus();
    await page.keyboard.type('camden');
    await expect.poll(() => output('search-output'), { timeout: 3000 }).toBe('Last search: camden');
    const del = page.getByRole('button', { name: 'Delete' });
    await del.focus();
    await page.keyboard.press('Enter');
    expect(await page.getByRole('button', { name: 'Are you sure?' }).count()).toBe(1);
    await page.keyboard.press('Tab'); // moving away resets
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(1);
    await del.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect.poll(() => output('delete-output')).toBe('Deleted 1 times');
  });

  it('renders 10,000 teams virtualised and stays operable', async () => {
    await page.goto(server.url + '/?teams=10000');
    const tree = page.getByRole('tree', { name: 'Teams' });
    await tree.waitFor();
    const rendered = await tree.getByRole('treeitem').count();
    expect(rendered).toBeLessThan(100);
    await tree.focus();
    await page.keyboard.press('Space'); // Team 1
    await expect.poll(() => output('teams-output')).toBe('1');
    await page.keyboard.press('End');
    const activeId = await tree.getAttribute('aria-activedescendant');
    expect(await page.locator(`[id="${activeId}"]`).isVisible()).toBe(true);
    await page.getByLabel('Search teams').fill('team 9999');
    await expect.poll(() => tree.getByRole('treeitem').count()).toBeGreaterThan(1);
    expect(await runAxe(page, '.vk-team-tree')).toEqual([]);
  });
});
