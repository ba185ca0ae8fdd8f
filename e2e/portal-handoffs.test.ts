import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
  tokenUserId,
  usePortal,
  waitForShell,
} from './support/portal.js';

// Hand-offs reach the other person (issue 45), two people at once: one browser
// context per person against one sandbox. What one does, the other sees on
// their own screens, in words: notifications (the header's unread count, a
// notification marked read stays read after a reload); a claim rejected with a
// reason reaches the claimant, who starts a corrected claim from it; approved
// and marked paid, the claimant sees it paid with the date; a minor's
// consent waits on the guardian's home, is given there, and shows on the
// coordinator's board card and on the minor's application, naming who gave it.

type Rec = Record<string, unknown> & { id: number };

/** Review screenshots of this file (outside the repository). */
const SHOTS = join(tmpdir(), 'vk-handoffs-shots');

describe('hand-offs between people', () => {
  const portal = usePortal({ db: ':memory:', seed: 'demo' });
  let valToken = '';
  let valId = 0;

  beforeAll(async () => {
    valToken = await apiToken(portal.sandbox, DEMO_LOGINS.volunteer);
    valId = tokenUserId(valToken);
  });

  async function api<T = Rec>(path: string, as: string, init: RequestInit = {}) {
    const res = await fetch(`${portal.sandbox.url}/api/${path}`, {
      ...init,
      headers: { authorization: `Bearer ${as}`, 'content-type': 'application/json' },
    });
    return { status: res.status, body: (await res.json()) as { data: T; meta?: unknown } };
  }

  async function signIn(context: BrowserContext, as: string, path: string): Promise<Page> {
    return waitForShell(
      await signInAt(await context.newPage(), `${portal.baseUrl}${path}`, { as }),
    );
  }

  // The coordinator's two hand-offs share one page (a new context signed in costs about
  // 0.6 s of CPU: docs/testing.md, round 18); the second opens its screen in the running
  // portal by way of the home screen, so it mounts afresh and shows what the server has.
  let coryPage: Promise<Page> | undefined;
  async function coryAt(path: string): Promise<Page> {
    if (!coryPage) {
      coryPage = contextAt(portal.browser, LOOKS[0]).then((context) =>
        signIn(context, DEMO_LOGINS.coordinator, path),
      );
      return coryPage;
    }
    const page = await coryPage;
    await openScreen(page, '/');
    await openScreen(page, path);
    return page;
  }
  afterAll(async () => {
    if (coryPage) await (await coryPage).context().close();
  });

  /** Opens `path` again in the running portal, by way of `home`: it reads the server afresh. */
  async function reopen(page: Page, home: string, path: string): Promise<void> {
    await openScreen(page, home);
    await openScreen(page, path);
  }

  /** The header's unread count, once it reads `expected`. */
  async function unreadIs(page: Page, expected: number): Promise<void> {
    await page
      .locator(`header .vkp-notifications-control[data-unread="${expected}"]`)
      .waitFor({ timeout: 5000 });
  }

  it('a notification marked read stays read after a reload, and the count follows', async () => {
    const unread = (
      await api<Rec[]>(`users/${valId}/notifications/?unread=true&per_page=100`, valToken)
    ).body.data;
    expect(unread.length).toBeGreaterThan(0);
    const context = await contextAt(portal.browser, LOOKS[0]);
    const page = await signIn(context, DEMO_LOGINS.volunteer, '/my');
    await unreadIs(page, unread.length);
    const control = page.getByRole('link', { name: `Notifications ${unread.length} unread` });
    await control.click();
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    const first = page.locator('[data-testid="notification"][data-unread]').first();
    const mark = first.getByRole('button', { name: /^Mark read \(/ });
    const words = (await first.locator('.vkn-text > :first-child').textContent())!;
    const name = `Mark read (${words})`;
    await mark.click();
    await page.getByText(`Marked “${words}” read.`).waitFor();
    await unreadIs(page, unread.length - 1);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    await page.locator('[data-testid="notification"]').first().waitFor();
    expect(await page.getByRole('button', { name }).count()).toBe(0);
    await unreadIs(page, unread.length - 1);
    const after = (
      await api<Rec[]>(`users/${valId}/notifications/?unread=true&per_page=100`, valToken)
    ).body.data;
    expect(after).toHaveLength(unread.length - 1);

    // The screen in the four looks: axe-clean, fitting, looked at.
    await inEachLook(page, async (look) => {
      const at = `notifications ${look.join(' ')}`;
      await shotAt(page, 'notifications-val', look, { dir: SHOTS, fullPage: true });
      expect({ at, violations: await runAxe(page) }).toEqual({ at, violations: [] });
      expect({ at, fits: await fitsWidth(page) }).toEqual({ at, fits: true });
    });
    // Mark all read: none unread, on the screen and in the header.
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await page.getByText('All notifications marked read.').waitFor();
    await unreadIs(page, 0);
    await page.getByRole('link', { name: 'Notifications (none unread)' }).waitFor();
    await context.close();
  });

  it('a rejected claim reaches the volunteer with its reason; the corrected claim is approved and paid', async () => {
    const today = new Date().toISOString().slice(0, 10).split('-').reverse().join('/');
    const claims = (await api<Rec[]>(`users/${valId}/expenses/?per_page=50`, valToken)).body.data;
    const pending = claims.find((c) => c.status === 'pending' && c.expense_type === 'Travel')!;
    const unread = (
      await api<Rec[]>(`users/${valId}/notifications/?unread=true&per_page=100`, valToken)
    ).body.data.length;

    const valContext = await contextAt(portal.browser, LOOKS[0]);
    const val = await signIn(valContext, DEMO_LOGINS.volunteer, '/my/expenses');
    const cory = await coryAt('/expenses/approvals');
    await unreadIs(val, unread);

    // The coordinator sees what the claim was for, and rejects it with a reason.
    const row = cory.locator(`tr[data-claim="${pending.id}"]`);
    await row.getByText('Bus to the work party').waitFor();
    await row.getByRole('button', { name: /^Reject/ }).click();
    const dialog = cory.getByRole('dialog', { name: 'Reject a claim' });
    await dialog.getByLabel('Reason').fill('Please attach the bus ticket.');
    await dialog.getByRole('button', { name: 'Reject claim' }).click();
    await cory
      .getByRole('status')
      .getByText(/: rejected \(Please attach the bus ticket\.\)/)
      .waitFor();

    // The volunteer: the count goes up (the header reads it on every screen change), the
    // claim says who rejected it and why.
    await reopen(val, '/my', '/my/expenses');
    await unreadIs(val, unread + 1);
    const mine = val.locator(`[data-claim="${pending.id}"]`);
    await mine
      .getByText(`Cory Coordinator rejected it on ${today}: Please attach the bus ticket.`)
      .waitFor();
    await mine.getByRole('button', { name: /^Start a corrected claim/ }).click();
    const form = val.locator(`[data-corrects="${pending.id}"]`);
    await form
      .getByText(
        /^Correcting your £18\.40 Travel claim of .+, rejected: Please attach the bus ticket\.$/,
      )
      .waitFor();
    expect(await val.getByLabel('Amount (£)').inputValue()).toBe('18.40');
    expect(await val.getByLabel('What was it for?').inputValue()).toBe('Bus to the work party');
    await val.getByLabel('Amount (£)').fill('9.20');
    await val.getByRole('button', { name: 'Send my claim' }).click();
    await val.getByText('Your corrected claim was sent.', { exact: false }).waitFor();
    await mine.getByText('You sent a corrected claim for it.').waitFor();
    expect(await mine.getByRole('button', { name: /^Start a corrected claim/ }).count()).toBe(0);
    const after = (await api<Rec[]>(`users/${valId}/expenses/?per_page=50`, valToken)).body.data;
    const corrected = after.find((c) => c.corrects_id === pending.id)!;
    expect(corrected).toMatchObject({
      status: 'pending',
      amount: 9.2,
      description: 'Bus to the work party',
    });

    // The coordinator approves the corrected claim and marks it paid.
    await reopen(cory, '/', '/expenses/approvals');
    const next = cory.locator(`tr[data-claim="${corrected.id}"]`);
    await next.getByText('Corrects a rejected claim').waitFor();
    await next.getByRole('button', { name: /^Approve/ }).click();
    await cory.getByRole('status').getByText(': approved.').waitFor();
    await cory.getByRole('button', { name: 'Decided recently' }).click();
    const decided = cory.locator(`tr[data-claim="${corrected.id}"]`);
    await decided.getByRole('button', { name: /^Mark paid/ }).click();
    // The day it was paid: today unless changed; a day in the future is refused.
    const pay = cory.getByRole('dialog', { name: 'Mark a claim paid' });
    expect(await pay.getByLabel('Paid on').inputValue()).toBe(today);
    await pay.getByLabel('Paid on').fill('01/01/2099');
    await pay.getByRole('button', { name: 'Mark paid' }).click();
    await pay.getByRole('alert').getByText('cannot be in the future').waitFor();
    const unpaid = (await api<Rec[]>(`users/${valId}/expenses/?per_page=50`, valToken)).body.data;
    expect(unpaid.find((c) => c.id === corrected.id)?.status).toBe('approved');
    await pay.getByLabel('Paid on').fill(today);
    await pay.getByRole('button', { name: 'Mark paid' }).click();
    await decided.locator('td[data-label="Payment"]').getByText(`Paid on ${today}`).waitFor();
    await cory.getByText(/Decided since \d\d\/\d\d\/\d{4}\./).waitFor();

    // The volunteer sees it paid, with the date, and was told.
    await reopen(val, '/my', '/my/expenses');
    await val
      .locator(`[data-claim="${corrected.id}"]`)
      .getByText(`Cory Coordinator approved it on ${today}. Paid on ${today}.`)
      .waitFor();
    await unreadIs(val, unread + 3);

    for (const [who, page, name] of [
      ['volunteer', val, 'expenses-val'],
      ['coordinator', cory, 'approvals-cory'],
    ] as const)
      await inEachLook(page, async (look) => {
        const at = `${who} ${look.join(' ')}`;
        await shotAt(page, name, look, { dir: SHOTS, fullPage: true });
        expect({ at, violations: await runAxe(page) }).toEqual({ at, violations: [] });
        expect({ at, fits: await fitsWidth(page) }).toEqual({ at, fits: true });
      });
    await valContext.close();
  });

  it("a minor's consent waits on the guardian's home, is given there, and reaches the board and the minor", async () => {
    const today = new Date().toISOString().slice(0, 10).split('-').reverse().join('/');
    const guardianContext = await contextAt(portal.browser, LOOKS[0]);
    const morag = await signIn(guardianContext, DEMO_LOGINS.guardian, '/my');
    const waiting = morag.locator('.vkm-consent-waiting').filter({
      hasText: 'Ewan’s application to Young rangers summer week needs your consent.',
    });
    await waiting.waitFor();
    await inEachLook(morag, async (look) => {
      const at = `guardian home ${look.join(' ')}`;
      await shotAt(morag, 'guardian-home', look, { dir: SHOTS, fullPage: true });
      expect({ at, violations: await runAxe(morag) }).toEqual({ at, violations: [] });
      expect({ at, fits: await fitsWidth(morag) }).toEqual({ at, fits: true });
    });
    await waiting.getByLabel('Yes, I give my consent').check();
    await waiting.getByRole('button', { name: 'Send my answer' }).click();
    await morag
      .getByText("You gave consent for Ewan's application to Young rangers summer week.")
      .waitFor();
    await waiting.waitFor({ state: 'detached' });

    const cory = await coryAt('/recruitment');
    await cory
      .locator('[data-card-id]')
      .filter({ hasText: 'Ewan Fraser' })
      .getByText('Parental consent given')
      .first()
      .waitFor();

    const minorContext = await contextAt(portal.browser, LOOKS[0]);
    const ewan = await signIn(minorContext, DEMO_LOGINS.minor, '/my/opportunities');
    await ewan.getByText(`Morag Fraser gave it on ${today}`, { exact: false }).first().waitFor();
    await shotAt(ewan, 'minor-opportunities', LOOKS[0], { dir: SHOTS, fullPage: true });
    await guardianContext.close();
    await minorContext.close();
  });
});
