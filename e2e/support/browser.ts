import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Where the Debian Chromium lives; override with CHROMIUM_PATH. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The message printed when no browser is installed: the browser tests never skip silently. */
export const NO_BROWSER_MESSAGE =
  `Chromium not found at ${CHROMIUM_PATH}. The browser tests need it: ` +
  `install it with "sudo apt-get install -y chromium" (Debian/Ubuntu) ` +
  `or set CHROMIUM_PATH to a Chromium/Chrome binary.`;

/**
 * Launches the system Chromium headless through playwright-core (never a browser
 * download), with the flags this sandboxed machine needs.
 */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(NO_BROWSER_MESSAGE);
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}
