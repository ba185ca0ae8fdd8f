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
  shotAt,
  signInAt,
  tokenUserId,
  usePortal,
  waitForShell,
} from './support/portal.js';

// Hand-offs reach the other person (issue 45), two people at once: one browser
// context per person against one sandbox. What one does, the other sees on
// their own screens, in words: notifications (the header's unread count, a
// notification marked read stays read after a reload).

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
});
