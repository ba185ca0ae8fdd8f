// The widgets' theme tokens in Chromium (built dist): `.vk-root` follows the
// visitor's prefers-color-scheme by default, `data-vk-color-scheme="light|dark"`
// forces a scheme either way, and a host's own `.vk-root` override still wins.
import type { Browser } from 'playwright-core';
import { themeTokensCss } from '../packages/widgets/dist/theme/tokens.js';
import { launchBrowser } from './support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const page = (css: string) => `<!doctype html><html><head><style>${css}</style>
<style>.vk-root.host-themed { --vk-color-primary: rgb(1, 2, 3); }</style></head><body>
<div id="none" class="vk-root"></div>
<div id="auto" class="vk-root" data-vk-color-scheme="auto"></div>
<div id="light" class="vk-root" data-vk-color-scheme="light"></div>
<div id="dark" class="vk-root" data-vk-color-scheme="dark"></div>
<div id="themed" class="vk-root host-themed" data-vk-color-scheme="dark"></div>
</body></html>`;

describe('theme tokens colour schemes', () => {
  it.each(['light', 'dark'] as const)('visitor prefers %s', async (colorScheme) => {
    const context = await browser.newContext({ colorScheme });
    try {
      const p = await context.newPage();
      await p.setContent(page(themeTokensCss));
      const values = await p.evaluate(() =>
        ['none', 'auto', 'light', 'dark', 'themed'].map((id) => {
          const style = getComputedStyle(document.getElementById(id)!);
          return [
            style.getPropertyValue('--vk-color-bg').trim(),
            style.getPropertyValue('--vk-color-primary').trim(),
            style.colorScheme,
          ];
        }),
      );
      const follows = colorScheme === 'dark' ? '#0d1117' : '#ffffff';
      expect(values.map((v) => v[0])).toEqual([follows, follows, '#ffffff', '#0d1117', '#0d1117']);
      expect(values[3]![2]).toBe('dark');
      expect(values[2]![2]).toBe('light');
      expect(values[4]![1]).toBe('rgb(1, 2, 3)');
    } finally {
      await context.close();
    }
  });
});
