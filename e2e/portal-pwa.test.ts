import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_LOGINS } from '../packages/sandbox/src/index.js';
import { portalSecurityHeaders } from '../packages/portal/security-headers.mjs';
import { runAxe } from './support/axe.js';
import { serveStatic, type StaticServer } from './support/static.js';
import {
  inEachLook,
  openScreen,
  PORTAL_DIST,
  shotAt,
  signInAt,
  usePortal,
  waitForShell,
} from './support/portal.js';

// The installable portal (issue 48) as Val, in one context that allows service workers
// and keeps the portal's strict CSP (not bypassed: the worker must be allowed by it):
// install criteria (a valid manifest with PNG icons, the worker active and controlling),
// Val's upcoming shifts with their details and what to bring readable with the network
// cut (with "last updated"), a clear offline state on a screen that needs the server, and
// a new version announced and taken on Reload. The portal is served by a static server of
// this file's own, whose `files` stand in a second build's service worker and page.

/** Width and height of a PNG (its IHDR chunk). */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe('installable portal', () => {
  const portal = usePortal({ db: ':memory:', seed: 'demo' });
  let server: StaticServer;
  let context: BrowserContext;
  let page: Page;
  const violations: string[] = [];
  /** Served instead of the built files while set (a "second build"). */
  const files: Record<string, { type: string; body: string }> = {};

  beforeAll(async () => {
    server = await serveStatic({
      mounts: { '/': PORTAL_DIST },
      fallback: resolve(PORTAL_DIST, 'index.html'),
      proxy: { '/api/': portal.sandbox.url },
      headers: portalSecurityHeaders,
      files,
    });
    context = await portal.browser.newContext({
      serviceWorkers: 'allow',
      viewport: { width: 390, height: 844 },
    });
    page = await context.newPage();
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await waitForShell(await signInAt(page, `${server.url}/`, { as: DEMO_LOGINS.volunteer }));
  });
  afterAll(async () => {
    await context?.close();
    await server?.close();
  });

  it('meets the install criteria: a valid manifest with PNG icons, the worker active', async () => {
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: { message: string }[];
      data?: string;
    };
    expect(manifest.url).toBe(`${server.url}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    const data = JSON.parse(manifest.data ?? '{}') as {
      name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(data).toMatchObject({ name: 'VolunteerKit', start_url: '/', display: 'standalone' });
    for (const icon of data.icons) {
      const bytes = Buffer.from(readFileSync(join(PORTAL_DIST, icon.src)));
      expect(pngSize(bytes).join('x')).toBe(icon.sizes);
    }
    expect(data.icons.map((i) => i.purpose).sort()).toEqual(['any', 'any', 'maskable']);
    // The worker is active and controls the page once it has claimed it.
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise((ok) => navigator.serviceWorker.addEventListener('controllerchange', ok));
      const worker = registration.active!;
      if (worker.state !== 'activated')
        await new Promise((ok) => worker.addEventListener('statechange', ok));
      return {
        active: registration.active?.state,
        script: new URL(registration.active!.scriptURL).pathname,
        controlled: navigator.serviceWorker.controller !== null,
      };
    });
    expect(state).toEqual({ active: 'activated', script: '/sw.js', controlled: true });
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);
    await cdp.detach();
    // Val comes back (online): the shell comes from the precache, her reads through the worker.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Hello, Val' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });

  it("keeps Val's upcoming shifts, their details and what to bring, readable offline", async () => {
    await openScreen(page, '/my/shifts');
    const upcoming = page.getByRole('list', { name: 'My upcoming shifts' });
    await upcoming.getByRole('listitem').first().waitFor();
    // Each shift's title, time, place and what to bring (the parts read offline).
    const details = () =>
      upcoming
        .locator('.vkm-shift-title, .vkm-shift-when, .vkm-shift-where, .vkm-shift-bring')
        .allInnerTexts();
    // The team names arrive after the first shift is listed ("· your team" until then).
    await expect.poll(async () => (await details()).join('\n')).not.toMatch(/· your team$/m);
    const online = await details();
    expect(online.join('\n')).toMatch(/Bring/);
    await context.setOffline(true);
    await page.reload();
    await upcoming.getByRole('listitem').first().waitFor();
    await expect.poll(details).toEqual(online);
    await page.getByText(/You are offline: shown as last updated \S.*\d\d:\d\d\./).waitFor();
    await page.getByText('You are offline. Your shifts are kept on this device').waitFor();
    // The home too (its figures and next shifts come from the same kept reads).
    await openScreen(page, '/my');
    await page.getByRole('heading', { level: 1, name: 'Hello, Val' }).waitFor();
    expect(await runAxe(page)).toEqual([]);
    await inEachLook(page, (look) => shotAt(page, 'pwa-offline-home', look));
    await openScreen(page, '/my/shifts');
    await upcoming.getByRole('listitem').first().waitFor();
    await inEachLook(page, (look) => shotAt(page, 'pwa-offline-shifts', look));
  });

  it('says plainly that a screen which needs the server is not available offline', async () => {
    await openScreen(page, '/my/expenses');
    await page
      .getByText('You are offline, and this screen needs a connection.', { exact: false })
      .first()
      .waitFor();
    expect(await runAxe(page)).toEqual([]);
    await context.setOffline(false);
  });

  it('announces a new version and takes it on Reload', async () => {
    // A second build: the same worker with a new revision of the page, which carries a mark.
    const sw = readFileSync(join(PORTAL_DIST, 'sw.js'), 'utf8');
    const html = readFileSync(join(PORTAL_DIST, 'index.html'), 'utf8');
    const revision = /\{"revision":"([0-9a-f]+)","url":"index\.html"\}/.exec(sw);
    expect(revision, 'the precache lists index.html with a revision').not.toBeNull();
    files['/sw.js'] = {
      type: 'text/javascript; charset=utf-8',
      body: sw.replace(revision![0], '{"revision":"second-build","url":"index.html"}'),
    };
    files['/index.html'] = {
      type: 'text/html; charset=utf-8',
      body: html.replace('<head>', '<head>\n    <meta name="vk-build" content="second" />'),
    };
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    const notice = page.getByRole('status').filter({ hasText: 'A new version is ready.' });
    await notice.waitFor();
    expect(await runAxe(page)).toEqual([]);
    await inEachLook(page, (look) => shotAt(page, 'pwa-new-version', look));
    // Still the old page until Reload.
    expect(await page.locator('meta[name="vk-build"]').count()).toBe(0);
    await Promise.all([
      page.waitForEvent('load'),
      notice.getByRole('button', { name: 'Reload' }).click(),
    ]);
    await page.locator('meta[name="vk-build"][content="second"]').waitFor({ state: 'attached' });
    await waitForShell(page);
    expect(await page.getByText('A new version is ready.').count()).toBe(0);
  });

  it('forgets the kept reads on sign-out', async () => {
    const kept = () =>
      page.evaluate(async () => ((await caches.has('vk-own-data-v1')) ? 'kept' : 'gone'));
    expect(await kept()).toBe('kept');
    await page.getByRole('button', { name: 'Sign out' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Sign in to VolunteerKit' }).waitFor();
    expect(await kept()).toBe('gone');
  });
});
