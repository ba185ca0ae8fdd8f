import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
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
  openInApp,
  openScreen,
  setLook,
  shotAt,
  type Look,
} from './support/portal.js';

// The rota planner of the built portal against a demo sandbox whose volunteers
// belong to the Aviemore base team and were last scheduled at different times.
const WEEK = '2026-11-23';

/** Texts drawn in a PDF: hex strings of `Tj` operators in its (Flate-compressed) content streams. */
function pdfTexts(bytes: Buffer): string[] {
  const source = bytes.toString('latin1');
  const streams = [...source.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((m) => {
    const raw = Buffer.from(m[1]!, 'latin1');
    try {
      return inflateSync(raw).toString('latin1');
    } catch {
      return raw.toString('latin1');
    }
  });
  return streams.flatMap((text) =>
    [...text.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)].map((m) =>
      Buffer.from(m[1]!, 'hex').toString('latin1'),
    ),
  );
}

describe('rota planner', () => {
  let aviemore = 0;
  let highlands = 0;

  const portal = usePortal({
    seed: demoPlus((ctx) => {
      const teams = ctx.store.all('organisation.teams');
      aviemore = Number(teams.find((t) => t.name === 'Aviemore base')!.id);
      highlands = Number(teams.find((t) => t.name === 'Highlands')!.id);
      // The living demo plans shifts for every team and puts people in them: this test
      // builds its rota from an empty calendar with four known people.
      for (const collection of ['shifts', 'repeatingShifts'])
        for (const r of ctx.store.all(collection)) ctx.store.delete(collection, {}, r.id);
      for (const user of ctx.store.all('users')) {
        const ids = Array.isArray(user.team_ids) ? (user.team_ids as unknown[]) : [];
        if (ids.includes(aviemore))
          ctx.store.update('users', {}, user.id, {
            team_ids: ids.filter((id) => id !== aviemore),
          });
      }
      const last: Record<string, string | null> = {
        'isla.campbell@volunteerkit.test': '2026-11-01T09:00:00Z',
        'rhys.evans@volunteerkit.test': null,
        'aoife.byrne@volunteerkit.test': '2026-10-01T09:00:00Z',
        'priya.patel@volunteerkit.test': '2026-09-01T09:00:00Z',
      };
      for (const user of ctx.store.all('users')) {
        const email = String(user.email);
        if (!(email in last)) continue;
        ctx.store.update('users', {}, user.id, {
          team_ids: [aviemore],
          last_scheduled_at: last[email],
          // Priya cannot work on the Monday of the week.
          ...(email.startsWith('priya')
            ? {
                unavailable_periods: [
                  { start: '2026-11-23T00:00:00Z', end: '2026-11-24T00:00:00Z', reason: 'Away' },
                ],
              }
            : {}),
        });
      }
    }),
  });

  async function signIn(context: BrowserContext, path: string): Promise<Page> {
    const page = await context.newPage();
    // The test's week stays ahead of the page's clock, so assigning needs no "this shift
    // is in the past" confirmation (the coordinator journeys test that).
    await page.clock.setFixedTime(new Date('2026-11-20T09:00:00Z'));
    await signInAt(page, portal.baseUrl + path);
    await page.getByRole('heading', { level: 1, name: 'Rota calendar' }).waitFor();
    return page;
  }
  // The tests below share one signed-in page (a new context signed in costs about 0.6 s of
  // CPU: docs/testing.md, round 18), in the first look of the sweep. A later test opens
  // the planner in the running portal by way of the home screen, so it mounts afresh and
  // reads the server's week. The keyboard test keeps its own page (under the CSP).
  let shared: Promise<Page> | undefined;
  async function plannerAt(path: string): Promise<Page> {
    if (!shared) {
      shared = contextAt(portal.browser, LOOKS[0], { acceptDownloads: true }).then((context) =>
        signIn(context, path),
      );
      return shared;
    }
    const page = await shared;
    await openScreen(page, '/');
    await openScreen(page, path);
    return page;
  }
  afterAll(async () => {
    if (shared) await (await shared).context().close();
  });

  const planner = (teams: number[], view = 'week', date = WEEK) =>
    `/rotas/planner?view=${view}&date=${date}&teams=${teams.join(',')}`;
  const totals = (page: Page) => page.getByTestId('rota-totals').textContent();
  // The planner's live region says what changed.
  const announced = (page: Page, text: string) =>
    page.locator('.vkr-status').getByText(text, { exact: false }).waitFor();

  it("builds a week's rota, assigns people fairly, counts places and prints the PDF", async () => {
    const page = await plannerAt(planner([aviemore]));
    const grid = page.getByRole('grid');
    await grid.getByRole('rowheader', { name: 'Aviemore base' }).waitFor();
    expect(await totals(page)).toContain('0 shifts');
    // The week reads as one range in one format, in the totals and the grid's caption.
    expect(await totals(page)).toMatch(/^23 – 29 Nov 2026 \(/);
    expect(await grid.locator('caption').first().textContent()).toBe('23 – 29 Nov 2026');
    expect(await runAxe(page)).toEqual([]);

    // A shift on Monday through the cell's Add button.
    await page
      .getByRole('button', { name: 'Add a shift for Aviemore base on Monday 23 November 2026' })
      .click();
    const form = page.getByRole('dialog', { name: 'New shift' });
    await form.getByLabel('Title').fill('Morning patrol');
    await form.getByLabel('Places').fill('2');
    expect(await runAxe(page)).toEqual([]);
    await form.getByRole('button', { name: 'Create shift' }).click();
    const shift = page.getByRole('dialog', { name: 'Morning patrol' });
    await shift.getByTestId('shift-places').getByText('0 of 2 filled, 2 left').waitFor();
    expect(await shift.textContent()).toContain('09:00–12:00');

    // Fair order: never scheduled first, then least recently; Priya is away that day.
    const candidates = shift
      .getByRole('list', { name: 'People who could take this shift' })
      .getByRole('listitem');
    const names = await candidates.locator('.vkr-person-name').allTextContents();
    expect(names.slice(0, 3)).toEqual(['Rhys Evans', 'Aoife Byrne', 'Isla Campbell']);
    expect(names.indexOf('Priya Patel')).toBe(3);
    expect(await candidates.nth(3).textContent()).toContain('Unavailable: Away');
    expect(await runAxe(page)).toEqual([]);

    await shift.getByRole('button', { name: 'Assign Rhys Evans' }).click();
    await shift.getByTestId('shift-places').getByText('1 of 2 filled, 1 left').waitFor();
    await announced(page, 'Rhys Evans assigned to Morning patrol');
    await shift.getByRole('button', { name: 'Assign Aoife Byrne' }).click();
    await shift.getByTestId('shift-places').getByText('2 of 2 filled, full').waitFor();
    expect(await shift.getByRole('button', { name: 'Assign Isla Campbell' }).isDisabled()).toBe(
      true,
    );
    await page.keyboard.press('Escape');
    await grid.getByText('2 of 2 filled, full').waitFor();
    expect(await totals(page)).toContain('1 shift, 2 of 2 places filled, 0 left');

    // A repeating shift on Tuesdays and Thursdays of the week.
    await page.getByRole('button', { name: 'Repeating shift' }).click();
    const repeat = page.getByRole('dialog', { name: 'Repeating shift' });
    await repeat.getByLabel('Title').fill('Evening walk');
    for (const day of ['Monday', 'Wednesday', 'Friday']) await repeat.getByLabel(day).uncheck();
    await repeat.getByTestId('bulk-summary').getByText('2 to add').waitFor();
    await repeat.getByRole('button', { name: 'Save and create 2 shifts' }).click();
    await announced(page, '2 shifts created');
    await page
      .getByTestId('rota-totals')
      .getByText('3 shifts, 2 of 6 places filled, 4 left')
      .waitFor();

    // It is all stored: the planner opened again reads the same week back.
    await openScreen(page, '/');
    await openScreen(page, planner([aviemore]));
    await page
      .getByTestId('rota-totals')
      .getByText('3 shifts, 2 of 6 places filled, 4 left')
      .waitFor();

    // Bulk update with a preview: 3 places on every shift of the week.
    await page.getByRole('button', { name: 'Bulk change' }).click();
    const bulk = page.getByRole('dialog', { name: 'Bulk change' });
    await bulk.getByLabel('New places').fill('3');
    await bulk
      .getByTestId('bulk-summary')
      .getByText('0 to add, 3 to change, 0 to remove, 0 unchanged.')
      .waitFor();
    expect(await bulk.locator('tr[data-change="change"]').first().textContent()).toContain(
      'places: 2 → 3',
    );
    expect(await runAxe(page)).toEqual([]);
    await bulk.getByRole('button', { name: 'Apply 3 changes' }).click();
    await page
      .getByTestId('rota-totals')
      .getByText('3 shifts, 2 of 9 places filled, 7 left')
      .waitFor();

    // The rota PDF with the view's parameters.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download rota PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`rota-${aviemore}-${WEEK}-week.pdf`);
    const bytes = readFileSync((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const texts = pdfTexts(bytes);
    expect(texts).toContain('Rota');
    expect(texts).toContain(`For ${WEEK}/${aviemore}`);
    await announced(page, 'Downloaded the rota PDF');
  });

  it('is usable by keyboard alone (under the CSP): grid navigation, a new shift, an assignment', async () => {
    // No bypassCSP here: the screen itself must run under the portal's policy.
    const context = await portal.browser.newContext();
    const violations: string[] = [];
    context.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    const page = await signIn(context, planner([aviemore], 'week', '2026-11-30'));
    await page.getByRole('rowheader', { name: 'Aviemore base' }).waitFor();
    // Tab until the grid's single tab stop, the first cell, has focus.
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => document.activeElement?.getAttribute('data-cell') === '0:0'))
        break;
    }
    const active = () =>
      page.evaluate(
        () =>
          document.activeElement?.getAttribute('data-cell') ??
          document.activeElement?.getAttribute('aria-label'),
      );
    await expect.poll(active).toBe('0:0');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(active).toBe('0:2');
    await page.keyboard.press('End');
    await expect.poll(active).toBe('0:6');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter'); // into the cell: its Add button
    await expect.poll(active).toBe('Add a shift for Aviemore base on Wednesday 2 December 2026');
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: 'New shift' });
    await form.waitFor();
    await page.keyboard.type('Keyboard shift'); // the first field has focus
    await page.keyboard.press('Enter'); // submits
    const shift = page.getByRole('dialog', { name: 'Keyboard shift' });
    await shift.getByTestId('shift-places').getByText('0 of 2 filled, 2 left').waitFor();
    // The first field of the shift dialog is the person picker: type, arrow to Isla, Enter
    // chooses her, Tab reaches her Assign button.
    await page.keyboard.type('Isla');
    const isla = shift.getByRole('option', { name: /^Isla Campbell/ });
    await isla.waitFor();
    for (let i = 0; i < 10 && (await isla.getAttribute('aria-selected')) !== 'true'; i++)
      await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await shift.getByRole('list', { name: 'Your choice for this shift' }).waitFor();
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Assign Isla Campbell');
    await page.keyboard.press('Enter');
    await shift.getByTestId('shift-places').getByText('1 of 2 filled, 1 left').waitFor();
    await page.keyboard.press('Escape');
    await shift.waitFor({ state: 'hidden' });
    // The grid has reloaded the week (its re-render may restore focus to the opener, so a
    // key pressed before it could be undone under load).
    await page.getByRole('grid').getByText('1 of 2 filled, 1 left').waitFor();
    // The week's reload has answered and been drawn (the text above can be the grid's own
    // update before it): a re-render after the key below could put focus back on the opener.
    await page.waitForLoadState('networkidle');
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    // Focus is back in the grid, on the cell's Add button; Escape leaves the cell.
    await expect.poll(active).toBe('Add a shift for Aviemore base on Wednesday 2 December 2026');
    await page.keyboard.press('Escape');
    await expect.poll(active).toBe('0:2');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toContain('Keyboard shift');
    await page.getByRole('grid').getByText('1 of 2 filled, 1 left').waitFor();
    expect(violations).toEqual([]);
    await context.close();
  });

  it('shows the newer record when the server answers 412 to a save', async () => {
    const page = await plannerAt(planner([aviemore], 'day', '2026-11-23'));
    await page.getByRole('button', { name: /Morning patrol/ }).click();
    const shift = page.getByRole('dialog', { name: 'Morning patrol' });
    await shift.getByTestId('shift-places').waitFor();
    // Someone else renames the shift just before our save reaches the server.
    await page.route('**/api/shifts/*', async (route) => {
      if (route.request().method() !== 'PUT') return route.continue();
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.fetch({
        postData: JSON.stringify({ ...body, title: 'Morning patrol (moved)', assignments: [] }),
      });
      await route.fulfill({
        status: 412,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Precondition failed' }),
      });
    });
    await shift.getByRole('button', { name: 'Assign Isla Campbell' }).click();
    await shift.getByRole('alert').getByText('Someone else changed this shift').waitFor();
    // The newer record: its title and places (nobody on it any more).
    await shift.getByText('0 of 3 filled, 3 left').waitFor();
    await page.unroute('**/api/shifts/*');
    await page.getByRole('dialog', { name: 'Morning patrol (moved)' }).waitFor();
  });

  it('deletes a shift after asking, and the counts drop', async () => {
    const page = await plannerAt(planner([aviemore]));
    await page.getByTestId('rota-totals').getByText('3 shifts').waitFor();
    await page
      .getByRole('gridcell')
      .filter({ hasText: 'Evening walk' })
      .last()
      .getByRole('button', { name: /Evening walk/ })
      .click();
    const shift = page.getByRole('dialog', { name: 'Evening walk' });
    await shift.getByRole('button', { name: 'Delete' }).click();
    await shift.getByRole('button', { name: 'Are you sure?' }).click();
    await announced(page, 'Shift Evening walk deleted.');
    await page
      .getByTestId('rota-totals')
      .getByText('2 shifts, 0 of 6 places filled, 6 left')
      .waitFor();
    await openScreen(page, '/');
    await openScreen(page, planner([aviemore]));
    await page.getByTestId('rota-totals').getByText('2 shifts').waitFor();
  });

  it('shows a team and its sub-teams, fits 390 px, and is axe-clean in dark mode', async () => {
    // Each view opened once, then checked in its looks (inEachLook): the week at 1280 px,
    // the day at 390 px, light and dark (the view is in the URL, as before).
    const page = await plannerAt(planner([highlands, aviemore, aviemore + 1], 'week'));
    const check = async (looks: readonly Look[]) => {
      await page.getByRole('rowheader', { name: 'Highlands' }).waitFor();
      await page.getByRole('rowheader', { name: 'Aviemore base' }).waitFor();
      await inEachLook(
        page,
        async (look) => {
          expect(await fitsWidth(page), `planner fits ${look.join(' ')}`).toBe(true);
          expect(await runAxe(page), `planner ${look.join(' ')}`).toEqual([]);
          await shotAt(page, 'planner', look, { fullPage: true });
        },
        looks,
      );
      await page
        .getByRole('button', { name: /Morning patrol/ })
        .first()
        .click();
      await page.getByRole('dialog').getByTestId('shift-places').waitFor();
      await inEachLook(
        page,
        async (look) => {
          expect(await runAxe(page), `shift ${look.join(' ')}`).toEqual([]);
          await shotAt(page, 'shift', look);
        },
        looks,
      );
    };
    await check([LOOKS[0], LOOKS[1]]);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // The day view, opened in the running portal at 390 px.
    await setLook(page, LOOKS[2]);
    await openInApp(page, planner([highlands, aviemore, aviemore + 1], 'day'));
    await page.getByRole('button', { name: 'Day', exact: true, pressed: true }).waitFor();
    await page.getByTestId('rota-totals').filter({ hasNotText: '23 – 29 Nov 2026' }).waitFor();
    await check([LOOKS[2], LOOKS[3]]);
  });
});
