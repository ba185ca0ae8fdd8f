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
  openScreen,
  fitsWidth,
  setLook,
} from './support/portal.js';
import { DEMO_LOGINS } from '../packages/sandbox/src/index.js';

// The recruitment pipeline of the built portal against the demo sandbox: moves
// by keyboard, menu and pointer are stored (checked over HTTP), a stale card
// shows the newer record, closing needs a reason, a category is duplicated,
// and the screen is axe-clean in light and dark at 1280 and 390 px.

type Rec = Record<string, unknown> & { id: number };

describe('recruitment pipeline', () => {
  let token = '';

  const portal = usePortal({ db: ':memory:', seed: 'demo' });

  beforeAll(async () => {
    token = await apiToken(portal.sandbox);
  });

  async function http(method: string, path: string, body?: unknown): Promise<Rec> {
    const res = await fetch(`${portal.sandbox.url}/api/${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    expect(res.ok).toBe(true);
    return ((await res.json()) as { data: Rec }).data;
  }

  async function signIn(context: BrowserContext): Promise<Page> {
    const page = await signInAt(await context.newPage(), `${portal.baseUrl}/recruitment`);
    await page
      .getByRole('heading', { level: 1, name: 'Recruitment: General volunteering' })
      .waitFor();
    await page.locator('.vkb-card').first().waitFor();
    return page;
  }

  // The tests below signed in as the administrator share one page (a new context signed
  // in costs about 0.6 s of CPU: docs/testing.md, round 18), in the first look of the
  // sweep. Each opens the pipeline in the running portal by way of the home screen, so
  // the board mounts afresh and shows what the server has now. The application record as
  // the coordinator and the team leader keeps its own contexts.
  let adminPage: Promise<Page> | undefined;
  async function pipeline(): Promise<Page> {
    if (!adminPage) {
      adminPage = contextAt(portal.browser, LOOKS[0]).then((context) => signIn(context));
      return adminPage;
    }
    const page = await adminPage;
    await openScreen(page, '/');
    await openScreen(page, '/recruitment');
    await page
      .getByRole('heading', { level: 1, name: 'Recruitment: General volunteering' })
      .waitFor();
    await page.locator('.vkb-card').first().waitFor();
    return page;
  }
  afterAll(async () => {
    if (adminPage) await (await adminPage).context().close();
  });

  const column = (page: Page, name: string) =>
    page
      .locator('.vkb-column')
      .filter({ has: page.getByRole('heading', { name: new RegExp(`^${name} \\(`) }) });
  const focusedCardId = (page: Page) =>
    page.evaluate(() => document.activeElement?.getAttribute('data-card-id') ?? null);

  it('moves an application across stages by keyboard; the server has the move', async () => {
    const page = await pipeline();
    const card = column(page, 'Applied').locator('.vkb-card').first();
    const id = await card.getAttribute('data-card-id');
    const name = (await card.locator('h3').textContent())!;
    await card.focus();
    await page.keyboard.press('Shift+ArrowRight');
    await page
      .locator('.vkr-status')
      .getByText(new RegExp(`^${name} moved from Applied to Screening \\(\\d+ of \\d+\\)\\.$`))
      .waitFor();
    expect((await http('GET', `applications/${id}`)).stage).toBe('screening');
    // Focus followed the card into its new column; a second move takes it on.
    await expect.poll(() => focusedCardId(page)).toBe(id);
    await page.keyboard.press('Shift+ArrowRight');
    await page
      .locator('.vkr-status')
      .getByText(`${name} moved from Screening to Interview`, { exact: false })
      .waitFor();
    expect((await http('GET', `applications/${id}`)).stage).toBe('interview');
    expect(await column(page, 'Interview').locator(`[data-card-id="${id}"]`).count()).toBe(1);

    // The "Move to…" menu, by keyboard only.
    await expect.poll(() => focusedCardId(page)).toBe(id);
    await page.keyboard.press('Tab'); // the record link
    await page.keyboard.press('Tab'); // Move to…
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await page.keyboard.press('End'); // the last other stage: Accepted
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Accepted');
    await page.keyboard.press('ArrowUp'); // Offered
    await page.keyboard.press('Enter');
    await page
      .locator('.vkr-status')
      .getByText(`${name} moved from Interview to Offered`, { exact: false })
      .waitFor();
    expect((await http('GET', `applications/${id}`)).stage).toBe('offered');
  });

  it('moves a card by pointer drag, and shows the newer record after a 412', async () => {
    const page = await pipeline();
    // Tall enough that the drag needs no scrolling (a scroll mid-drag picks another card).
    await page.setViewportSize({ width: 1280, height: 1600 });
    const card = column(page, 'Applied').locator('.vkb-card').first();
    const id = await card.getAttribute('data-card-id');
    const box = (await card.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + 12);
    await page.mouse.down();
    await page.mouse.move(box.x + 40, box.y + 30, { steps: 4 });
    const target = (await column(page, 'Interview').boundingBox())!;
    await page.mouse.move(target.x + 40, target.y + 40, { steps: 8 });
    await page.mouse.up();
    await page
      .locator('.vkr-status')
      .getByText('moved from Applied to Interview', { exact: false })
      .waitFor();
    expect((await http('GET', `applications/${id}`)).stage).toBe('interview');

    // Someone else moves it behind the board's back: the next move is refused.
    await http('PUT', `applications/${id}`, { stage: 'references' });
    await column(page, 'Interview').locator(`[data-card-id="${id}"]`).focus();
    await page.keyboard.press('Shift+ArrowRight');
    await page
      .locator('.vkr-status')
      .getByText('was changed by someone else first (now References)', { exact: false })
      .waitFor();
    expect((await http('GET', `applications/${id}`)).stage).toBe('references');
    expect(await column(page, 'References').locator(`[data-card-id="${id}"]`).count()).toBe(1);
    await setLook(page, LOOKS[0]);
  });

  it('closes an application with a reason, and duplicates the category', async () => {
    const page = await pipeline();
    const card = column(page, 'Screening').locator('.vkb-card').first();
    const id = await card.getAttribute('data-card-id');
    const name = (await card.locator('h3').textContent())!;
    // Keyboard only: the card, its link, "Move to…", "Close…".
    await card.focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Close…');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Close the application of ${name}` });
    await dialog.waitFor();
    // Focus starts on the first outcome (Accepted); the arrows choose Withdrawn.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await dialog.getByLabel('Withdrawn').isChecked()).toBe(true);
    await page.keyboard.press('Tab'); // the closing reason
    await page.keyboard.press('Tab'); // the submit button
    await page.keyboard.press('Enter');
    await dialog.getByRole('alert').getByText('Choose a closing reason.').waitFor();
    expect((await http('GET', `applications/${id}`)).status).toBe('pending');
    await page.keyboard.press('Shift+Tab'); // back to the closing reason
    await page.keyboard.press('ArrowDown'); // the first reason
    expect(await dialog.getByLabel('Closing reason').inputValue()).not.toBe('');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page
      .locator('.vkr-status')
      .getByText(`${name} closed: withdrawn (Withdrew: no longer available).`)
      .waitFor();
    const stored = await http('GET', `applications/${id}`);
    expect(stored.status).toBe('withdrawn');
    expect(typeof stored.closing_reason_id).toBe('number');
    expect(await page.locator(`[data-card-id="${id}"]`).count()).toBe(0);

    // Duplicate, by keyboard too: the dialog opens on its name field; Enter submits.
    await page.getByRole('button', { name: 'Duplicate category' }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).value))
      .toBe('General volunteering (copy)');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Winter volunteering');
    await page.keyboard.press('Enter');
    await page
      .getByRole('heading', { level: 1, name: 'Recruitment: Winter volunteering' })
      .waitFor();
    await page.getByText('No open applications in Winter volunteering.').waitFor();
    const headings = await page.locator('.vkb-column h2').allTextContents();
    expect(headings.map((h) => h.replace(/ \(\d+\)$/, ''))).toEqual([
      'Applied',
      'Screening',
      'Interview',
      'References',
      'Offered',
      'Accepted',
    ]);
    const categories = (await fetch(
      `${portal.sandbox.url}/api/organisation/recruitment/categories/`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    ).then((r) => r.json())) as { data: Rec[] };
    expect(categories.data.map((c) => c.name)).toContain('Winter volunteering');
  });

  it('cards show references and parental consent from the server', async () => {
    const page = await pipeline();
    const refs = (await fetch(`${portal.sandbox.url}/api/reference/?per_page=500`, {
      headers: { authorization: `Bearer ${token}` },
    }).then((r) => r.json())) as { data: Rec[] };
    const one = refs.data.find((r) => r.status === 'requested')!;
    const mine = refs.data.filter((r) => r.application_id === one.application_id);
    const received = mine.filter((r) => r.status === 'received').length;
    await page
      .locator(`[data-card-id="${String(one.application_id)}"]`)
      .getByText(`References: ${received} of ${mine.length} received`)
      .waitFor();
  });

  it("Val's card and her own record show the same references (one truth)", async () => {
    const page = await pipeline();
    const refs = (await fetch(`${portal.sandbox.url}/api/reference/?per_page=500`, {
      headers: { authorization: `Bearer ${token}` },
    }).then((r) => r.json())) as { data: Rec[] };
    const val = refs.data.find((r) => r.referee_name === 'Morag Ross (former manager)')!;
    const own = (await fetch(
      `${portal.sandbox.url}/api/users/${String(val.user_id)}/applications/?per_page=100`,
      { headers: { authorization: `Bearer ${token}` } },
    ).then((r) => r.json())) as { data: Rec[] };
    const copy = own.data.find((a) => a.application_id === val.application_id)!;
    const mine = (await fetch(
      `${portal.sandbox.url}/api/users/${String(val.user_id)}/applications/${copy.id}/references/`,
      { headers: { authorization: `Bearer ${token}` } },
    ).then((r) => r.json())) as { data: Rec[] };
    expect(mine.data.map((r) => r.status).sort()).toEqual(['received', 'requested']);
    await page
      .locator(`[data-card-id="${String(val.application_id)}"]`)
      .getByText('References: 1 of 2 received')
      .waitFor();
  });

  it('"Open record" on every card of a stage opens that application: its opportunity, stage and documents', async () => {
    const page = await pipeline();
    const screening = column(page, 'Screening');
    const more = screening.getByRole('button', { name: /^Show \d+ more/ });
    while ((await more.count()) > 0) await more.click();
    const cards = await screening.locator('.vkb-card').evaluateAll((els) =>
      els.map((el) => ({
        id: el.getAttribute('data-card-id')!,
        name: el.querySelector('h3')!.textContent!,
        applied: el.querySelector('.vkb-for')?.textContent?.replace(/^For /, '') ?? '',
        href: el.querySelector('a')?.getAttribute('href'),
      })),
    );
    const listed = (await fetch(
      `${portal.sandbox.url}/api/applications/?per_page=500&filter[status]=pending&filter[stage]=screening`,
      { headers: { authorization: `Bearer ${token}` } },
    ).then((r) => r.json())) as { data: Rec[] };
    expect(cards.map((c) => Number(c.id)).sort()).toEqual(listed.data.map((a) => a.id).sort());
    let withDocuments = 0;
    for (const card of cards) {
      // Every card names what was applied for, and its link opens that application.
      expect(card.applied, `card ${card.id}`).not.toBe('');
      expect(card.href).toBe(`/recruitment/applications/${card.id}`);
      await openScreen(page, card.href!);
      await page
        .getByRole('heading', { level: 1, name: `${card.name} – ${card.applied}` })
        .waitFor();
      const facts = page.locator('.vka-facts');
      expect(await facts.getByText(card.applied, { exact: true }).count()).toBe(1);
      expect(await facts.getByText(/^Screening \(2 of 6\)$/).count()).toBe(1);
      const stored = listed.data.find((a) => a.id === Number(card.id))!;
      const documents = page.locator('.vka-documents > li');
      expect(await documents.count()).toBe(Number(stored.documents_received ?? 0));
      if (Number(stored.documents_received ?? 0) > 0) withDocuments++;
    }
    expect(withDocuments).toBeGreaterThan(0);
  });

  it('the application record as a coordinator and a team leader: documents, history, axe in the four looks', async () => {
    for (const login of [DEMO_LOGINS.coordinator, DEMO_LOGINS.teamLeader]) {
      const leader = await apiToken(portal.sandbox, login);
      const mine = (await fetch(
        `${portal.sandbox.url}/api/applications/?per_page=500&filter[status]=pending`,
        { headers: { authorization: `Bearer ${leader}` } },
      ).then((r) => r.json())) as { data: Rec[] };
      const app = mine.data.find((a) => Number(a.documents_received ?? 0) >= 2)!;
      const context = await contextAt(portal.browser, LOOKS[0]);
      const page = await signInAt(
        await context.newPage(),
        `${portal.baseUrl}/recruitment/applications/${app.id}`,
        { as: login },
      );
      await page
        .getByRole('heading', { level: 1, name: new RegExp(` – ${String(app.name)}$`) })
        .waitFor();
      // The scan shows inline; the PDF is a file card with its download.
      await page.locator('.vka-documents img').waitFor();
      await page.getByText('PDF document', { exact: false }).waitFor();
      expect(await page.getByRole('button', { name: /^Download / }).count()).toBe(2);
      expect(await page.locator('.vka-history li').count()).toBeGreaterThan(0);
      const who = login === DEMO_LOGINS.coordinator ? 'coordinator' : 'leader';
      await inEachLook(page, async (look) => {
        await shotAt(page, `application-record-${who}`, look);
        if (look[0] === 390) expect(await fitsWidth(page), 'fits 390 px').toBe(true);
        expect(await runAxe(page), `application record ${who} ${look.join(' ')}`).toEqual([]);
      });
      await context.close();
    }
  }, 120_000);

  it('is axe-clean in the four looks, with the move menu open', async () => {
    // The pipeline opened once, then checked in the four looks (inEachLook), and again
    // with the move menu open.
    const page = await pipeline();
    await inEachLook(page, async (look) => {
      await page.locator('.vkb-toolbar').first().scrollIntoViewIfNeeded();
      await shotAt(page, 'recruitment', look);
      expect(await runAxe(page), `pipeline ${look.join(' ')}`).toEqual([]);
    });
    await page
      .locator('.vkb-card')
      .first()
      .getByRole('button', { name: /^Move .* to…$/ })
      .click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await inEachLook(page, async (look) => {
      // Still open in this look, and in view (as after clicking its button in this look).
      await menu.scrollIntoViewIfNeeded();
      await shotAt(page, 'recruitment-menu', look);
      expect(await runAxe(page), `move menu ${look.join(' ')}`).toEqual([]);
    });
  }, 360_000);
});
