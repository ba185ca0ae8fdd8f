import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { serveStatic, type StaticServer } from './support/static.js';
import { startSandbox, DEMO_PASSWORD, type Sandbox } from '../packages/sandbox/src/index.js';
import { recordFigures } from './fixtures/reliability.js';

// Secrets and storage in the browser (issue 10): what each product writes to
// localStorage, sessionStorage and cookies, before any consent; no token in the
// embed's storage, in any URL the portal visits, or in the console. The figures
// (the exact keys) are what docs/security.md documents.

const JWT = /eyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]+/;
const EMBED = resolve('packages/residential-embed/dist');
const PARTNER = resolve('examples/script-tag');
const PORTAL = resolve('packages/portal/dist');
const RESIDENTIAL = resolve('examples/gallery-residential/dist');
const BLOCKS = resolve('examples/gallery-portal/dist');

interface Stored {
  localStorage: Record<string, string>;
  sessionStorage: Record<string, string>;
  cookies: string[];
}

async function storedBy(context: BrowserContext, page: Page): Promise<Stored> {
  const web = await page.evaluate(() => ({
    localStorage: Object.fromEntries(Object.entries(localStorage)),
    sessionStorage: Object.fromEntries(Object.entries(sessionStorage)),
  }));
  const cookies = (await context.cookies()).map((c) => c.name);
  return { ...web, cookies };
}

describe('secrets and storage (Chromium)', () => {
  let browser: Browser;
  let api: Sandbox;
  let site: StaticServer;
  let portal: StaticServer;
  let blocks: StaticServer;
  const figures: Record<string, unknown> = {};

  beforeAll(async () => {
    api = await startSandbox({ port: 0, seed: 'demo' });
    site = await serveStatic({
      mounts: { '/embed/': EMBED, '/partner/': PARTNER, '/': RESIDENTIAL },
      proxy: { '/api/': api.url },
    });
    portal = await serveStatic({
      mounts: { '/': PORTAL },
      fallback: resolve(PORTAL, 'index.html'),
      proxy: { '/api/': api.url },
    });
    blocks = await serveStatic({ mounts: { '/': BLOCKS } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await portal?.close();
    await blocks?.close();
    await api?.close();
    recordFigures('storage', figures);
  });

  it('the embed stores no token and no cookie on the partner page, before any consent', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site.url}/partner/index.html?embed=${site.url}/embed/&api=${site.url}/api/`);
    await page.waitForFunction(() =>
      [...document.querySelectorAll('*')].some((e) =>
        e.shadowRoot?.querySelector('.vk-embed article, .vk-embed .vk-card'),
      ),
    );
    await page.waitForLoadState('networkidle');
    const stored = await storedBy(context, page);
    figures.embed = stored;
    expect(JSON.stringify(stored)).not.toMatch(JWT);
    expect(stored.cookies).toEqual([]);
    expect(Object.keys(stored.sessionStorage)).toEqual([]);
    // Only the spec's last search (spec 2.1, 9) may be kept.
    for (const key of Object.keys(stored.localStorage)) expect(key).toBe('last_residential_search');
    await context.close();
  });

  it('the residential pages keep only the last search, and no cookie', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site.url}/residential-opportunities/results#page=2`);
    await page.waitForSelector('.vk-results[data-status="success"]');
    const stored = await storedBy(context, page);
    figures.residential = stored;
    expect(Object.keys(stored.localStorage)).toEqual(['last_residential_search']);
    expect(stored.localStorage.last_residential_search).toBe('page=2');
    expect(stored.cookies).toEqual([]);
    await context.close();
  });

  it('cookie settings: nothing before consent, then exactly the choice saved (analytical stays off)', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${blocks.url}/`);
    await page.getByRole('button', { name: 'Save cookie settings' }).waitFor();
    const before = await storedBy(context, page);
    const functional = page.getByRole('checkbox', { name: /functional/i });
    const analytical = page.getByRole('checkbox', { name: /analytical/i });
    expect(await functional.isChecked()).toBe(false);
    expect(await analytical.isChecked()).toBe(false);
    await functional.check();
    await page.getByRole('button', { name: 'Save cookie settings' }).click();
    await page.waitForFunction(() => document.cookie.includes('cookie-settings'));
    const cookies = await context.cookies();
    const after = await storedBy(context, page);
    const value = JSON.parse(decodeURIComponent(cookies[0]?.value ?? '{}')) as unknown;
    figures.cookieSettings = {
      beforeConsent: before,
      afterSaving: {
        cookies: cookies.map((c) => ({ name: c.name, value: c.value, sameSite: c.sameSite })),
        localStorage: Object.keys(after.localStorage),
      },
    };
    expect(before.cookies).toEqual([]);
    expect(cookies.map((c) => c.name)).toEqual(['cookie-settings']);
    expect(value).toEqual({ functional: true, analytical: false });
    expect(cookies[0]?.sameSite).toBe('Lax');
    await context.close();
  });

  it('the portal keeps its token only under its documented key, never in a URL or the console', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const urls: string[] = [];
    const consoleLines: string[] = [];
    page.on('framenavigated', (f) => urls.push(f.url()));
    page.on('console', (m) => consoleLines.push(m.text()));
    const withToken: string[] = [];
    const tokenInBody: string[] = [];
    context.on('request', (r) => {
      urls.push(r.url());
      if (r.headers().authorization) withToken.push(r.url());
      if (JWT.test(r.postData() ?? '')) tokenInBody.push(r.url());
    });
    await page.goto(`${portal.url}/`);
    const before = await storedBy(context, page);
    await page.getByLabel('E-mail address').fill('admin@volunteerkit.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    for (const path of ['/people', '/manage/organisation/tags']) {
      await page.goto(portal.url + path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    }
    const after = await storedBy(context, page);
    const tokenKeys = Object.entries(after.localStorage)
      .filter(([, v]) => JWT.test(v))
      .map(([k]) => k);
    figures.portal = {
      beforeSignIn: before,
      afterSignInKeys: {
        localStorage: Object.keys(after.localStorage),
        sessionStorage: Object.keys(after.sessionStorage),
        cookies: after.cookies,
      },
      tokenKeys,
      urlsInspected: urls.length,
      requestsWithToken: withToken.length,
      requestsWithTokenOffApi: withToken.filter((u) => !u.startsWith(`${portal.url}/api/`)).length,
      consoleLinesInspected: consoleLines.length,
    };
    expect(before.cookies).toEqual([]);
    expect(JSON.stringify(before)).not.toMatch(JWT);
    expect(tokenKeys).toEqual(['volunteerkit.portal.token']);
    expect(after.cookies).toEqual([]);
    expect(urls.filter((u) => JWT.test(decodeURIComponent(u)))).toEqual([]);
    expect(consoleLines.filter((l) => JWT.test(l))).toEqual([]);
    // The bearer token goes to the API only; a token in a body only to the refresh call.
    expect(withToken.length).toBeGreaterThan(0);
    expect(withToken.filter((u) => !u.startsWith(`${portal.url}/api/`))).toEqual([]);
    expect(tokenInBody.filter((u) => !u.endsWith('/api/auth/api/refresh'))).toEqual([]);
    // Signing out removes it.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('E-mail address').waitFor();
    const out = await storedBy(context, page);
    expect(JSON.stringify(out.localStorage)).not.toMatch(JWT);
    await context.close();
  });
});
