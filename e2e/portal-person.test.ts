import type { BrowserContext, Page } from 'playwright-core';
import { runAxe } from './support/axe.js';
import { shoot } from './support/analytics.js';
import { DEMO_LOGINS } from '../packages/sandbox/src/index.js';
import {
  usePortal,
  demoPlus,
  apiToken,
  signInAt,
  LOOKS,
  inEachLook,
  waitForShell,
  openInApp,
  openScreen,
  useSignedInPage,
} from './support/portal.js';

// The person record of the built portal against the demo sandbox: block and
// unblock, an expense decision, self-completing an induction, roles edited in
// the role selector, the tabs by keyboard; every change checked by an API read.

describe('person record', () => {
  let morag = 0;
  let adminId = 0;
  let volunteerId = 0;

  const portal = usePortal({
    seed: demoPlus((ctx) => {
      const users = ctx.store.all('users');
      adminId = Number(users.find((u) => u.email === DEMO_LOGINS.admin)!.id);
      volunteerId = Number(users.find((u) => u.email === DEMO_LOGINS.volunteer)!.id);
      const team = ctx.store.all('organisation.teams').find((t) => t.name === 'Aviemore base')!;
      const person = ctx.insert('users', {
        first_name: 'Morag',
        last_name: 'Sinclair',
        email: 'morag.sinclair@volunteerkit.test',
        status: 'active',
        role: 'volunteer',
        roles: ['Conservation volunteer'],
        team_ids: [team.id],
        date_of_birth: '1988-04-02',
      });
      morag = person.id;
      ctx.insert(
        'users.inductions',
        { name: 'Fire safety', compulsory: true, status: 'pending', due_date: '2026-12-01' },
        { userId: String(morag) },
      );
      ctx.store.update('users', {}, morag, {
        unavailable_periods: [
          { start: '2026-12-24T00:00:00Z', end: '2026-12-27T00:00:00Z', reason: 'Family visit' },
        ],
      });
      ctx.insert('claims', {
        user_id: morag,
        team_id: team.id,
        expense_type: 'Travel',
        amount: 23.4,
        status: 'pending',
        submitted_at: '2026-11-20T18:00:00.000Z',
        authoriser_id: null,
      });
    }),
  });

  /** Reads a record straight from the API, as the given demo login. */
  async function read(
    path: string,
    email: string = DEMO_LOGINS.admin,
  ): Promise<Record<string, unknown>> {
    const token = await apiToken(portal.sandbox, email);
    const res = await fetch(`${portal.sandbox.url}/api${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: Record<string, unknown> }).data;
  }

  async function signIn(context: BrowserContext, path: string, email: string = DEMO_LOGINS.admin) {
    const page = await signInAt(await context.newPage(), portal.baseUrl + path, { as: email });
    return waitForShell(page);
  }
  const badge = (page: Page) => page.getByTestId('person-status');

  // The administrator's tests share one page at 1280x800 light (a new context signed in
  // costs about 0.6–0.9 s of CPU: docs/testing.md, round 18). Each opens its record in
  // the running portal by way of the people list, so the record mounts afresh and reads
  // the server. The volunteer keeps her own context; a deep link and a read-back after a
  // reload still load the portal.
  const admin = useSignedInPage(portal, DEMO_LOGINS.admin, {
    home: '/people',
    bypassCSP: true,
    viewport: { width: LOOKS[0][0], height: LOOKS[0][1] },
    colorScheme: LOOKS[0][2],
  });

  it('blocks and unblocks after the can-be-blocked check; the badge and the API follow', async () => {
    const page = await admin.at(`/people/${morag}`);
    await page.getByRole('heading', { level: 1, name: 'Morag Sinclair' }).waitFor();
    expect(await badge(page).textContent()).toBe('Status: Active');

    await page.getByRole('button', { name: 'Block…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Block Morag Sinclair' });
    await dialog.getByText('Morag Sinclair can be blocked.').waitFor();
    expect(await runAxe(page)).toEqual([]);
    // The reason is required: nothing is sent without one.
    await dialog.getByRole('button', { name: 'Block Morag Sinclair' }).click();
    await dialog.getByText('Give a reason (at most 500 characters).').waitFor();
    expect((await read(`/users/${morag}`)).status).toBe('active');
    await dialog.getByLabel('Reason (required)').fill('Abusive messages to the team');
    await dialog.getByRole('button', { name: 'Block Morag Sinclair' }).click();
    await badge(page).getByText('Blocked').waitFor();
    await page.getByText('Blocked because: Abusive messages to the team').waitFor();
    expect(await read(`/users/${morag}`)).toMatchObject({
      status: 'blocked',
      blocked_reason: 'Abusive messages to the team',
    });
    await shoot(page, 'person-blocked');

    await page.getByRole('button', { name: 'Unblock' }).click();
    await badge(page).getByText('Active').waitFor();
    expect(await read(`/users/${morag}`)).toMatchObject({ status: 'active', blocked: false });

    // One's own record: the server's reasons are shown and there is no block button.
    // (Opened in the running portal: Morag's record stays on screen until the new one
    // has loaded, so wait for its heading.)
    const me = await read(`/users/${adminId}`);
    await openScreen(page, `/people/${adminId}`);
    await page
      .getByRole('heading', { level: 1, name: `${String(me.first_name)} ${String(me.last_name)}` })
      .waitFor();
    await page.getByRole('button', { name: 'Block…' }).click();
    const own = page.getByTestId('cannot-block');
    await own.getByText('You cannot block yourself.').waitFor();
    await own.getByText('Administrators cannot be blocked.').waitFor();
    expect(await page.getByRole('button', { name: /^Block .*/ }).count()).toBe(0);
    await page.keyboard.press('Escape');
  });

  it('approves an expense as an authoriser, and the claim reads back approved', async () => {
    const page = await admin.at(`/people/${morag}/expenses`);
    const row = page.locator('tr', { hasText: 'Travel' }).filter({ hasText: '£23.40' });
    await row.getByText('Pending').waitFor();
    expect(await runAxe(page)).toEqual([]);
    await row.getByRole('button', { name: /^Approve/ }).click();
    await page.getByRole('status').getByText('£23.40 Travel: approved.').waitFor();
    await row.getByText('Approved').waitFor();
    expect(await row.getByRole('button', { name: /^Approve/ }).count()).toBe(0);
    const claimId = await row.getAttribute('data-claim');
    expect(await read(`/claims/${claimId}`)).toMatchObject({
      status: 'approved',
      authoriser_id: adminId,
    });
  });

  it('self-completes an induction on one’s own record (My record), read back from the API', async () => {
    const context = await portal.browser.newContext({ bypassCSP: true });
    const page = await signIn(context, '/me/inductions', DEMO_LOGINS.volunteer);
    const row = page.locator('tr', { hasText: 'Welcome and safeguarding' });
    await row.getByText('Pending').waitFor();
    expect(await runAxe(page)).toEqual([]);
    await row.getByRole('button', { name: 'Mark complete Welcome and safeguarding' }).click();
    await row.getByText('Completed').waitFor();
    await page
      .getByRole('status')
      .getByText(/Welcome and safeguarding: completed on/)
      .waitFor();
    const list = (await read(
      `/users/${volunteerId}/inductions/`,
      DEMO_LOGINS.volunteer,
    )) as unknown as Record<string, unknown>[];
    expect(list.find((i) => i.name === 'Welcome and safeguarding')?.status).toBe('completed');
    // Staff see no self-complete on someone else's record.
    await context.close();
    const staff = await admin.at(`/people/${morag}/inductions`);
    await staff.getByText('Only Morag Sinclair can mark their own inductions complete').waitFor();
    expect(await staff.getByRole('button', { name: /^Mark complete/ }).count()).toBe(0);
  });

  it('edits roles in the role selector and reads them back', async () => {
    const page = await admin.at(`/people/${morag}/roles`);
    const tree = page.getByRole('tree', { name: 'Roles of Morag Sinclair' });
    await tree.waitFor();
    const ranger = tree.getByRole('treeitem', { name: /Ranger/ });
    await ranger.click();
    await page.getByRole('button', { name: 'Save roles' }).click();
    await page
      .getByRole('status')
      .getByText(/^Saved\. Morag Sinclair holds/)
      .waitFor();
    const roles = (await read(`/users/${morag}`)).roles as string[];
    expect([...roles].sort()).toEqual(['Conservation volunteer', 'Ranger']);
    await page.reload();
    await page
      .getByTestId('held-roles')
      .getByText('Morag Sinclair holds: Ranger, Conservation volunteer.')
      .or(page.getByText('Morag Sinclair holds: Conservation volunteer, Ranger.'))
      .waitFor();
    expect(await runAxe(page)).toEqual([]);
  });

  it('moves through the tabs by keyboard; each tab is a URL', async () => {
    const page = await admin.at(`/people/${morag}`);
    const profile = page.getByRole('tab', { name: 'Profile' });
    await profile.focus();
    expect(await profile.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(`**/people/${morag}/contact`);
    await page.getByRole('tab', { name: 'Contact', selected: true }).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Contact');
    await page.keyboard.press('End');
    await page.waitForURL(`**/people/${morag}/all`);
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(`**/people/${morag}`);
    await page.keyboard.press('ArrowLeft');
    await page.waitForURL(`**/people/${morag}/all`);
    await page.keyboard.press('Home');
    await page.waitForURL(`**/people/${morag}`);
    await page.getByRole('tab', { name: 'Profile', selected: true }).waitFor();
    // Tab leaves the tab list for the panel (one tab stop for the whole list).
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('role')))
      .toBe('tabpanel');
    // A deep link opens its tab.
    await page.goto(`${portal.baseUrl}/people/${morag}/teams`);
    await page.getByRole('tab', { name: 'Teams', selected: true }).waitFor();
    await page.getByText('Aviemore base').first().waitFor();
  });

  it("shows a minor's guardians and parental consent", async () => {
    const minor = await read(`/users/?q=${encodeURIComponent(DEMO_LOGINS.minor)}`);
    const ewan = (minor as unknown as { id: number }[])[0]!.id;
    const page = await admin.at(`/people/${ewan}`);
    await page.getByText('Needs a guardian').waitFor();
    await page.getByRole('tab', { name: 'Guardians' }).click();
    await page.waitForURL(`**/people/${ewan}/guardians`);
    await page.getByTestId('parental-consent').getByText('Parental consent: given.').waitFor();
    await page
      .getByRole('list', { name: 'Guardians of Ewan Fraser' })
      .getByRole('link', { name: 'Morag Fraser' })
      .waitFor();
    await page.locator('.vkp-loading').first().waitFor({ state: 'detached' });
    expect(await runAxe(page)).toEqual([]);
    await shoot(page, 'person-guardians');
    // An adult's record has no guardians tab (opened in the running portal).
    // (Ewan's record stays on screen until Morag's has loaded: wait for her heading.)
    await openScreen(page, `/people/${morag}`);
    await page.getByRole('heading', { level: 1, name: 'Morag Sinclair' }).waitFor();
    await page.getByRole('tab', { name: 'Profile', selected: true }).waitFor();
    expect(await page.getByRole('tab', { name: 'Guardians' }).count()).toBe(0);
  });

  it('is axe-clean in light and dark, on desktop and phone', async () => {
    // Each tab opened once, then checked in the four looks (inEachLook).
    const page = await admin.at(`/people/${morag}`);
    for (const section of ['', '/teams', '/availability', '/expenses', '/inductions']) {
      // Each tab in the running portal, as a click would open it (no reload each).
      await openInApp(page, `/people/${morag}${section}`);
      // The tab's own panel (the previous tab's may still be there for a moment).
      await page
        .locator(
          section ? `[role="tabpanel"][id$="-panel-${section.slice(1)}"]` : '[role="tabpanel"]',
        )
        .waitFor();
      await page.locator('.vkp-loading').waitFor({ state: 'detached' });
      await inEachLook(page, async ([width, , colorScheme]) => {
        expect(await runAxe(page), `${section || 'profile'} ${colorScheme} ${width}`).toEqual([]);
        await shoot(page, `person${section.replace('/', '-')}-${width}-${colorScheme}`);
      });
    }
  }, 300_000);
});
