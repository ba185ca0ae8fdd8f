import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumPath, CHROMIUM_INSTALL } from '../../scripts/chromium.mjs';

/**
 * The Debian Chromium the tests drive: the headless shell when installed, else the
 * full browser (scripts/chromium.mjs says why); override with CHROMIUM_PATH.
 */
export const CHROMIUM_PATH = chromiumPath();

/** The message printed when no browser is installed: the browser tests never skip silently. */
export const NO_BROWSER_MESSAGE =
  `Chromium not found at ${CHROMIUM_PATH}. The browser tests need it: ` +
  `install it with "${CHROMIUM_INSTALL}" ` +
  `or set CHROMIUM_PATH to a Chromium/Chrome binary.`;

/** The flags this sandboxed machine needs (bench/lib/browser.mjs uses the same). */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

// The one Chromium of this worker. The e2e project runs without per-file module
// isolation (vitest.config.ts), so this module, and the browser, outlive a test
// file: the next file in the same worker borrows the same process. Starting
// Chromium costs about a second or more; a new context costs milliseconds.
let shared: Promise<Browser> | undefined;

function sharedChromium(): Promise<Browser> {
  if (!shared) {
    shared = chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
    });
    // A failed launch is not cached: the next file tries again (and reports its error).
    shared.catch(() => (shared = undefined));
  }
  return shared;
}

/**
 * A view of the shared browser for one caller: `newContext`/`newPage` work as on a
 * browser of its own, `contexts()` lists only the contexts opened through it, and
 * `close()` closes those contexts, leaving the process running for the next file.
 * Service workers are blocked unless a context asks for them (`serviceWorkers: 'allow'`):
 * the portal registers one (issue 48) whose precache would download every built file in
 * every test's context and whose caching would stand between a test's `route()` and the
 * page; the installable portal's own test (e2e/portal-pwa.test.ts) allows it.
 */
function borrow(browser: Browser): Browser {
  const owned = new Set<BrowserContext>();
  const newContext: Browser['newContext'] = async (options) => {
    const context = await browser.newContext({ serviceWorkers: 'block', ...options });
    owned.add(context);
    context.once('close', () => owned.delete(context));
    return context;
  };
  const newPage = async (options?: Parameters<Browser['newPage']>[0]): Promise<Page> => {
    // As Browser.newPage: a context of its own, closed with the page.
    const context = await newContext(options);
    const page = await context.newPage();
    page.once('close', () => void context.close());
    return page;
  };
  const close = async () => {
    await Promise.all([...owned].map((c) => c.close()));
  };
  return new Proxy(browser, {
    get(target, prop, receiver) {
      if (prop === 'newContext') return newContext;
      if (prop === 'newPage') return newPage;
      if (prop === 'close') return close;
      if (prop === 'contexts') return () => [...owned];
      const value: unknown = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * The system Chromium, headless, through playwright-core (never a browser
 * download), with the flags this sandboxed machine needs. Launched once per test
 * worker and shared by the files that worker runs: what is returned behaves as a
 * browser of the caller's own (its `close()` closes the contexts the caller opened,
 * not the shared process, which ends with the worker).
 */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(NO_BROWSER_MESSAGE);
  let browser = await sharedChromium();
  if (!browser.isConnected()) {
    // It crashed or was closed: start a new one.
    shared = undefined;
    browser = await sharedChromium();
  }
  return borrow(browser);
}
