import type { BrowserContext, Page } from 'playwright-core';
import { runAxe } from './support/axe.js';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../packages/sandbox/src/index.js';
import { totpFor } from '../packages/sandbox/src/auth/routes.js';
import { usePortal, signInAt, openScreen, useSignedInPage } from './support/portal.js';
import { countRequests, settle } from './vocabularyWalk.js';

// The staff portal, built (packages/portal/dist), served with /api/ proxied to a
// seeded sandbox on the same origin, driven in Chromium.

describe('staff portal', () => {
  // Served under the portal's documented CSP: any violation fails the tests below.
  const portal = usePortal({ seed: 'demo' });

  const cspViolations: string[] = [];
  function watch(page: Page): Page {
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) cspViolations.push(m.text());
    });
    return page;
  }
  // axe-core is injected as an inline script, so the tests that audit run with
  // bypassCSP; the test below proves the screens themselves under the CSP.
  it('runs the main screens under the portal CSP without a violation', async () => {
    const context = await portal.browser.newContext();
    const page = await signIn(context, 'admin@volunteerkit.test');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    for (const [path, heading] of [
      ['/people', 'People'],
      ['/teams', 'Team hierarchy'],
      ['/residential/bookings', 'Residential admin'],
      ['/manage/organisation/tags/new', 'New tag'],
      ['/area/analytics', 'Analytics and reports'],
    ] as const) {
      // In the running portal, as a click in the navigation would (the document, the
      // same index.html for every path, was loaded under the CSP above).
      await openScreen(page, path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    }
    await page.getByRole('tree').count();
    expect(cspViolations).toEqual([]);
    await context.close();
  });

  async function signIn(context: BrowserContext, email: string, path = '/'): Promise<Page> {
    const page = await signInAt(watch(await context.newPage()), portal.baseUrl + path, {
      as: email,
    });
    return page;
  }

  // The tests below that only need the administrator signed in share one page (a new
  // context signed in costs about 0.6–0.9 s of CPU: docs/testing.md, round 18). Each
  // opens its screen in the running portal by way of the people list, so the screen
  // mounts afresh and reads the server. Tests of a sign-in, a sign-out, the CSP, the
  // clock, another login or a URL loaded as such keep their own context.
  const admin = useSignedInPage(portal, 'admin@volunteerkit.test', {
    bypassCSP: true,
    home: '/people',
    beforeSignIn: async (page) => {
      watch(page);
      await countRequests(page.context());
    },
  });
  const adminAt = (path: string) => admin.at(path);

  const navGroups = (page: Page) =>
    page.locator('nav[aria-label="Main"] .vkp-section-label').allTextContents();

  it('signs an administrator in, keeps the session across a reload, and signs out', async () => {
    const context = await portal.browser.newContext({ bypassCSP: true });
    const page = await signIn(context, 'admin@volunteerkit.test');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await navGroups(page)).toEqual(
      expect.arrayContaining(['Dashboard', 'People', 'Residential', 'Settings', 'Data explorer']),
    );
    // (The dashboard's axe audit is portal-shell's sweep's, in every look, once settled.)
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in to VolunteerKit' }).waitFor();
    expect(await runAxe(page)).toEqual([]);
    await context.close();
  });

  it('says what went wrong for a wrong password and for a locked account', async () => {
    const context = await portal.browser.newContext({ bypassCSP: true });
    const page = watch(await context.newPage());
    await page.goto(portal.baseUrl + '/sign-in');
    await page.getByLabel('E-mail address').fill('admin@volunteerkit.test');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').first().textContent()).resolves.toContain(
      "That e-mail address and password don't match",
    );
    await page.getByLabel('E-mail address').fill('locked@volunteerkit.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('This account is locked', { exact: false }).waitFor();
    await context.close();
  });

  it('signs a two-factor user in with a code, then trusts the computer', async () => {
    const context = await portal.browser.newContext({ bypassCSP: true });
    const page = await signIn(context, '2fa@volunteerkit.test');
    await page.getByRole('heading', { name: 'Two-factor authentication' }).waitFor();
    expect(await runAxe(page)).toEqual([]);
    await page.getByLabel('Code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('two-factor code is not valid', { exact: false }).waitFor();
    await page.getByLabel('Code').fill(totpFor(DEMO_TOTP_SECRET).generate());
    await page.getByLabel('Trust this computer').check();
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByRole('button', { name: 'Sign out' }).click();
    // Trusted: the next sign-in on this computer needs no code.
    await page.getByLabel('E-mail address').fill('2fa@volunteerkit.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await context.close();
  });

  it('shows the limited account (no view-users) only permitted navigation', async () => {
    const context = await portal.browser.newContext({ bypassCSP: true });
    const page = await signIn(context, 'limited@volunteerkit.test');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const groups = await navGroups(page);
    expect(groups).not.toContain('People');
    expect(groups).toEqual(expect.arrayContaining(['Dashboard', 'Residential', 'Rotas']));
    // Opened in the running portal, as a link would (a URL loaded as such is refused by
    // the same gate: the analytics and volunteer tests load theirs).
    await openScreen(page, '/people');
    await page.getByRole('heading', { level: 1, name: 'Not available' }).waitFor();
    await context.close();
  });

  it("opens a user's record from the people list, with its sections", async () => {
    const page = await adminAt('/people');
    await page.getByRole('heading', { level: 1, name: 'People' }).waitFor();
    expect(await runAxe(page)).toEqual([]);
    await page.locator('table a[href^="/people/"]').first().click();
    await page.getByRole('tablist', { name: 'Record sections' }).waitFor();
    for (const name of [
      'Profile',
      'Contact',
      'Roles',
      'Teams',
      'Notes and touchpoints',
      'Messages',
      'Expenses',
    ])
      await page.getByRole('tab', { name, exact: true }).waitFor();
    expect(await runAxe(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Notes and touchpoints', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'Notes' }).waitFor();
    // Deep link works after a reload.
    const url = page.url();
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Notes' }).waitFor();
    expect(page.url()).toBe(url);
  });

  it('creates, edits and deletes a record through the generic screens', async () => {
    const page = await adminAt('/manage/organisation/tags');
    await page.getByRole('heading', { level: 1, name: 'Tags' }).waitFor();
    await page.getByRole('link', { name: 'Add a tag' }).click();
    await page.getByRole('heading', { level: 1, name: 'New tag' }).waitFor();
    expect(await runAxe(page)).toEqual([]);
    await page.getByLabel(/^Name/).fill('Portal e2e tag');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('heading', { level: 1, name: 'Portal e2e tag' }).waitFor();
    expect(await runAxe(page)).toEqual([]);
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await page.getByLabel(/^Name/).fill('Portal e2e tag renamed');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { level: 1, name: 'Portal e2e tag renamed' }).waitFor();
    const del = page.getByRole('button', { name: 'Delete' });
    await del.click();
    await page.getByRole('button', { name: 'Are you sure?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Tags' }).waitFor();
    await page.getByText('deleted', { exact: false }).first().waitFor();
  });

  it('uploads a file where the resource takes files', async () => {
    const page = await adminAt('/manage/documents/new');
    await page.getByRole('heading', { level: 1, name: 'New document' }).waitFor();
    await page.getByLabel(/^File/).setInputFiles({
      name: 'hello.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello portal'),
    });
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByText('Documents: created.').waitFor();
    await page.getByText('hello.txt').first().waitFor();
  });

  it('runs an extra action (duplicate a recruitment category)', async () => {
    const page = await adminAt('/manage/organisation/recruitment/categories');
    await page.getByRole('heading', { level: 1, name: 'Recruitment categories' }).waitFor();
    await page
      .locator('table a[href^="/manage/organisation/recruitment/categories/"]')
      .first()
      .click();
    await page.getByRole('button', { name: 'Duplicate', exact: true }).click();
    await page.getByRole('button', { name: 'Run duplicate' }).click();
    await page.getByText('Duplicate: done.').waitFor();
  });

  it('finds no axe-core violations on the main screens', async () => {
    const page = await adminAt('/');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    for (const [path, heading] of [
      ['/teams', 'Team hierarchy'],
      ['/residential/rooms', 'Residential admin'],
      ['/manage/organisation/recruitment/categories', 'Recruitment categories'],
      ['/area/analytics', 'Analytics and reports'],
      ['/call/GET%20reports%2Fusers%2Fby-role', 'Users by role'],
    ] as const) {
      // In the running portal, audited once nothing is in flight or loading (settle).
      await openScreen(page, path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await settle(page);
      expect(await runAxe(page), path).toEqual([]);
    }
  });

  it('sends the heartbeat every 29 s for a user with view-users, never without', async () => {
    const beats: Record<string, number> = {};
    for (const email of ['admin@volunteerkit.test', 'limited@volunteerkit.test']) {
      const context = await portal.browser.newContext({ bypassCSP: true });
      const page = watch(await context.newPage());
      await page.clock.install();
      beats[email] = 0;
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === '/api/heartbeat/') beats[email]! += 1;
      });
      await signInAt(page, portal.baseUrl + '/sign-in', { as: email });
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await page.clock.runFor(29_500);
      await page.waitForTimeout(500);
      await context.close();
    }
    expect(beats['admin@volunteerkit.test']).toBeGreaterThanOrEqual(1);
    expect(beats['limited@volunteerkit.test']).toBe(0);
  });

  it('shows a friendly page for unknown URLs and never crashes on them', async () => {
    const context = await portal.browser.newContext({ bypassCSP: true });
    const page = await signIn(context, 'admin@volunteerkit.test', '/manage/users/..%2f..%2fetc');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await context.close();
  });
});
