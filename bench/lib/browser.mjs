// Chromium for the render benchmarks: the same launch as e2e/support/browser.ts
// (system Chromium through playwright-core, never a download), plus CPU throttling
// through the DevTools protocol.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from './machine.mjs';

/** The flags of e2e/support/browser.ts `launchBrowser()`. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** @returns {Promise<import('playwright-core').Browser>} */
export async function launchBrowser() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: install it with "sudo apt-get install -y chromium" or set CHROMIUM_PATH.`,
    );
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/**
 * Slows the page's CPU by `rate` (4 = a mid-range phone on this machine) through
 * `Emulation.setCPUThrottlingRate`.
 * @param {import('playwright-core').Page} page
 * @param {number} [rate]
 */
export async function throttleCpu(page, rate = 4) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}
