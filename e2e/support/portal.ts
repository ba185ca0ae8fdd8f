import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.js';
import { reviewShot } from './shots.js';
import { serveApp } from './static.js';
import {
  startSandbox,
  seedDemo,
  DEMO_LOGINS,
  DEMO_PASSWORD,
  type Sandbox,
  type SandboxOptions,
  type SeedContext,
  type SeedFunction,
} from '../../packages/sandbox/src/index.js';
import { portalSecurityHeaders } from '../../packages/portal/security-headers.mjs';

/** The built portal (the e2e tests run against the build, never the sources). */
export const PORTAL_DIST = resolve('packages/portal/dist');

/** Where the workflow screens' review screenshots go, beside the section shots. */
export const WORKFLOW_SHOTS = resolve('test-results/portal-workflows');

/** Options of {@link startPortal}: the sandbox's own options, plus the portal's headers. */
export interface PortalOptions extends Omit<SandboxOptions, 'port'> {
  /**
   * Serve the portal with its documented security headers (the strict CSP).
   * @default true
   */
  securityHeaders?: boolean;
}

/** A running sandbox, the built portal served in front of it, and a Chromium. */
export interface Portal {
  /** The portal's origin, e.g. `http://127.0.0.1:1234` (its /api/ goes to the sandbox). */
  baseUrl: string;
  /** The sandbox API behind the portal. */
  sandbox: Sandbox;
  /** The headless system Chromium. */
  browser: Browser;
  /** Closes the browser, the portal server and the sandbox. */
  close(): Promise<void>;
}

/**
 * Starts a sandbox on a free port, serves the built portal with /api/ proxied to it
 * on the same origin (SPA fallback to index.html), and launches Chromium.
 */
export async function startPortal(options: PortalOptions = {}): Promise<Portal> {
  const { securityHeaders = true, ...sandboxOptions } = options;
  const sandbox = await startSandbox({ ...sandboxOptions, port: 0 });
  const server = await serveApp(
    PORTAL_DIST,
    sandbox.url,
    securityHeaders ? { headers: portalSecurityHeaders } : {},
  );
  // The links of the e-mails the sandbox sends (set a password) open this portal.
  sandbox.setPortalUrl(server.url);
  let browser: Browser;
  try {
    browser = await launchBrowser();
  } catch (error) {
    // No Chromium: stop what was started, so the failing suite leaves nothing running.
    await server.close();
    await sandbox.close();
    throw error;
  }
  return {
    baseUrl: server.url,
    sandbox,
    browser,
    async close() {
      await browser.close();
      await server.close();
      await sandbox.close();
    },
  };
}

/** A seed that writes the demo dataset and then the test's own records with `extra`. */
export function demoPlus(extra: (ctx: SeedContext) => void): SeedFunction {
  return (ctx) => {
    seedDemo(ctx);
    extra(ctx);
  };
}

/** An API access token for a demo login (the administrator by default). */
export async function apiToken(sandbox: Sandbox, email: string = DEMO_LOGINS.admin) {
  const res = await fetch(`${sandbox.url}/api/auth/api/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return ((await res.json()) as { token: string }).token;
}

/** The id of the person a sandbox token belongs to (read from its claims; nothing verified). */
export function tokenUserId(token: string): number {
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
    user: { id: number };
  };
  return Number(claims.user.id);
}

/**
 * Opens `url` in `page` and signs in on the portal's sign-in form as a demo login
 * (the administrator by default) with the demo password, clicking Sign in or, with
 * `pressEnter`, pressing Enter in the password field. Waits for nothing after that.
 */
export async function signInAt(
  page: Page,
  url: string,
  { as = DEMO_LOGINS.admin, pressEnter = false }: { as?: string; pressEnter?: boolean } = {},
): Promise<Page> {
  await page.goto(url);
  await page.getByLabel('E-mail address').fill(as);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  if (pressEnter) await page.getByLabel('Password').press('Enter');
  else await page.getByRole('button', { name: 'Sign in' }).click();
  return page;
}

/** A viewport width, height and colour scheme the screens are checked in. */
export type Look = readonly [width: number, height: number, scheme: 'light' | 'dark'];

/** The four looks of the workflow screens: 1280×800 and 390×844, light and dark. */
export const LOOKS = [
  [1280, 800, 'light'],
  [1280, 800, 'dark'],
  [390, 844, 'light'],
  [390, 844, 'dark'],
] as const satisfies readonly Look[];

/**
 * A new browser context in a look, with CSP bypassed so axe-core can be injected
 * (`options` adds to that, e.g. a locale).
 */
export function contextAt(
  browser: Browser,
  [width, height, scheme]: Look,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({
    ...options,
    bypassCSP: true,
    viewport: { width, height },
    colorScheme: scheme,
  });
}

/**
 * Puts an open page in `look` without reloading it: the viewport is resized and
 * `prefers-color-scheme` emulated (the portal's and the widgets' themes are CSS
 * media queries, and their layouts CSS, so the screen re-lays itself out as a
 * resized window does), then two frames are let by so styles and layout apply.
 */
export async function setLook(page: Page, [width, height, scheme]: Look): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.emulateMedia({ colorScheme: scheme });
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

/**
 * Checks the screen open in `page` in each of {@link LOOKS} (or `looks`), one after
 * the other on the same page: a sweep opens each screen once and audits it in every
 * look, instead of signing in and opening every screen again per look. Leaves the
 * page in the first look. (Loading the portal at 390 px is still covered by the
 * shell's sweep and the vocabulary walks, which start each look afresh.)
 */
export async function inEachLook(
  page: Page,
  check: (look: Look) => Promise<void>,
  looks: readonly Look[] = LOOKS,
): Promise<void> {
  for (const look of looks) {
    await setLook(page, look);
    await check(look);
  }
  await setLook(page, looks[0]!);
}

/** Whether the page fits its viewport's width (no sideways scrolling, 1 px of rounding). */
export function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
}

/**
 * Saves a review screenshot of `page` as `<dir>/<name>-<width>-<scheme>.png`
 * (dir defaults to {@link WORKFLOW_SHOTS}, created if missing), unless review
 * screenshots are off (`VK_SHOTS=0`, see `./shots.ts`).
 */
export async function shotAt(
  page: Page,
  name: string,
  [width, , scheme]: Look,
  { dir = WORKFLOW_SHOTS, fullPage = false }: { dir?: string; fullPage?: boolean } = {},
): Promise<void> {
  await reviewShot(page, join(dir, `${name}-${width}-${scheme}.png`), fullPage);
}

/**
 * Opens `path` in the portal already running in `page`, without reloading it: the
 * router follows the history change (as after a click on a link). A sweep over many
 * screens saves a whole portal start per screen; wait for the screen's heading after.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Opens `path` with {@link openInApp} and waits until the portal shows that screen:
 * its `main h1` is a new heading (another element, or other words), or, for a screen
 * that keeps the heading (a record's tabs), a link to `path` is marked as the current
 * page or another tab is selected. The previous screen's elements cannot satisfy the
 * wait, so what is read after it is the new screen's. Nothing happens when the page is
 * already at `path`.
 */
export async function openScreen(page: Page, path: string): Promise<void> {
  const here = await page.evaluate(() => {
    const h1 = document.querySelector('main h1');
    const tab = document.querySelector('main [role="tab"][aria-selected="true"]');
    (window as unknown as { __vkLeft?: unknown }).__vkLeft = { h1, text: h1?.textContent, tab };
    return location.pathname + location.search;
  });
  if (here === path) return;
  await openInApp(page, path);
  await page.waitForFunction((to) => {
    const left = (
      window as unknown as {
        __vkLeft: { h1: Element | null; text?: string | null; tab: Element | null };
      }
    ).__vkLeft;
    const h1 = document.querySelector('main h1');
    if (!h1) return false;
    if (h1 !== left.h1 || h1.textContent !== left.text) return true;
    const tab = document.querySelector('main [role="tab"][aria-selected="true"]');
    if (tab && tab !== left.tab) return true;
    return [...document.querySelectorAll('a[aria-current="page"][href]')].some((a) => {
      const url = new URL((a as HTMLAnchorElement).href);
      return url.pathname + url.search === to;
    });
  }, path);
}

/**
 * Waits for the signed-in shell after {@link signInAt}: the sign-in screen's h1 has
 * gone (so the login request has finished and a navigation cannot abort it) and the
 * page's first `main h1` is there.
 */
export async function waitForShell(page: Page): Promise<Page> {
  await page
    .getByRole('heading', { level: 1, name: 'Sign in to VolunteerKit' })
    .waitFor({ state: 'detached' });
  await page.locator('main h1').first().waitFor();
  return page;
}

/**
 * Starts a portal ({@link startPortal}) in a `beforeAll` hook of the enclosing suite
 * and closes it in an `afterAll` hook. The object returned is filled in by that
 * hook: read its fields in later hooks and in tests, not while the suite is collected.
 */
export function usePortal(options: PortalOptions = {}): Portal {
  const portal = {} as Portal;
  beforeAll(async () => {
    Object.assign(portal, await startPortal(options));
  });
  afterAll(async () => {
    await portal.close?.();
  });
  return portal;
}

/** One login's signed-in page shared by the tests of a suite ({@link useSignedInPage}). */
export interface SignedInPage {
  /**
   * The shared page at `path`. The first call opens a context, signs in at `path` with
   * the sign-in form and waits for the shell; later calls open `home` (when given) and
   * then `path` in the running portal ({@link openScreen}), so the screen mounts afresh
   * and reads the server again (unless `path` is `home` and the page is already there).
   */
  at(path: string): Promise<Page>;
  /** Whether the page has been signed in yet (a test that needs a fresh sign-in asks). */
  readonly started: boolean;
}

/**
 * One signed-in page of a demo login for the tests of the enclosing suite, opened on
 * first use and closed in an `afterAll` hook: a new context signed in costs about a
 * portal start (docs/testing.md, round 18), opening a screen in the running portal far
 * less. `options` are the context's (a look, a locale); `home` is the screen opened
 * before each later `at(path)`; `beforeSignIn` runs on the new page before it signs in
 * (a request counter's init script, a console watcher). Tests of a load, a reload, a sign-in or sign-out, storage
 * or another person's view keep contexts of their own.
 */
export function useSignedInPage(
  portal: Portal,
  as: string,
  {
    home,
    beforeSignIn,
    ...options
  }: BrowserContextOptions & {
    home?: string;
    beforeSignIn?: (page: Page) => unknown;
  } = {},
): SignedInPage {
  let page: Promise<Page> | undefined;
  afterAll(async () => {
    const open = await page?.catch(() => undefined);
    await open?.context().close();
  });
  return {
    get started() {
      return page !== undefined;
    },
    async at(path) {
      if (!page) {
        page = portal.browser
          .newContext(options)
          .then(async (context) => {
            const fresh = await context.newPage();
            await beforeSignIn?.(fresh);
            return signInAt(fresh, `${portal.baseUrl}${path}`, { as });
          })
          .then(waitForShell);
        return page;
      }
      const open = await page;
      if (home) await openScreen(open, home);
      await openScreen(open, path);
      return open;
    },
  };
}
