import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Page } from 'playwright-core';

/**
 * Whether the browser tests save review screenshots (the pictures a developer opens
 * to look at a screen in each look): yes, unless `VK_SHOTS=0`. The test command
 * (`scripts/test.mjs`) sets `VK_SHOTS=0` unless told otherwise: nobody looks at a
 * CI run's 520 pictures, and each costs Chromium a capture and a PNG encoding (about
 * a sixth of an axe audit). Run a file directly to get its pictures:
 * `node node_modules/vitest/vitest.mjs run e2e/<file>`.
 */
export const REVIEW_SHOTS = process.env.VK_SHOTS !== '0';

/** Saves a review screenshot of `page` at `path` (folders created) when {@link REVIEW_SHOTS}. */
export async function reviewShot(page: Page, path: string, fullPage = false): Promise<void> {
  if (!REVIEW_SHOTS) return;
  mkdirSync(dirname(path), { recursive: true });
  await page.screenshot({ path, fullPage });
}
