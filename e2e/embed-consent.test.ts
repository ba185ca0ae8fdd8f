// The embed's cookie settings and analytics seam (issue 49, spec 2.6/3.1), BUILT embed
// in Chromium: a mount with `cookieSettings` offers the shared cookie settings block
// (lazily, after the first paint), and `onConsent` (which loads a partner's analytics
// script here) runs only once the visitor allows analytical cookies: not before, not on
// functional only; after a reload the stored choice is read first and it runs at once.
// Also the latest grid's computed layout: cards two per row (spec 2.5), one on a phone.
import type { Page } from 'playwright-core';
import { runAxe } from './support/axe.js';
import { useEmbedSite } from './support/embed.js';

/** A partner page: one results mount with the cookie settings, its analytics behind `onConsent`. */
function partnerPage(lang: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Partner</title></head>
<body><main><h1>Partner</h1><div id="vk"></div>
<script src="/embed/residential-embed.js" data-api-base="/api/"></script>
<script>
VolunteerKit.residential.mount(document.getElementById('vk'), {
  view: 'latest', cookieSettings: true, locale: '${lang}',
  onConsent: function (settings) {
    window.vkConsents = (window.vkConsents || 0) + 1;
    var script = document.createElement('script');
    script.src = '/analytics.js';
    document.head.append(script);
  },
});
</script></main></body></html>`;
}

describe('residential embed cookie settings and onConsent (Chromium)', () => {
  const fixture = useEmbedSite({
    pages: {
      'en.html': partnerPage('en'),
      'cy.html': partnerPage('cy'),
      'analytics.js': 'window.vkAnalytics = true;',
    },
  });

  /** Opens a page; `analytics` counts the requests for the analytics script. */
  async function open(page: Page, name: string) {
    const analytics: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/analytics.js')) analytics.push(request.url());
    });
    await page.goto(`${fixture.site.url}/${name}.html`);
    await page.locator('#vk .vk-card:not([data-placeholder])').first().waitFor();
    return analytics;
  }

  it('analytics wait for consent: not before, not on functional only; then once, and at once after a reload', async () => {
    const context = await fixture.browser.newContext({ viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    const analytics = await open(page, 'en');
    const toggle = page
      .locator('#vk')
      .getByRole('button', { name: 'Cookie settings', exact: true });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const functional = page.locator('#vk').getByRole('checkbox', { name: 'Functional cookies' });
    const analytical = page.locator('#vk').getByRole('checkbox', { name: 'Analytical cookies' });
    // Both off by default (spec 2.6).
    expect(await functional.isChecked()).toBe(false);
    expect(await analytical.isChecked()).toBe(false);
    expect(await runAxe(page)).toEqual([]);
    const save = page.locator('#vk').getByRole('button', { name: 'Save cookie settings' });
    await functional.check();
    await save.click();
    await page.locator('#vk').getByRole('button', { name: 'Saved!' }).waitFor();
    expect(analytics).toEqual([]);
    await analytical.check();
    await page.locator('#vk').getByRole('button', { name: 'Save cookie settings' }).click();
    await expect.poll(() => analytics.length).toBe(1);
    expect(
      await page.evaluate(() => (window as unknown as { vkConsents: number }).vkConsents),
    ).toBe(1);
    // Stored in the partner page's cookie, as JSON.
    const cookie = (await context.cookies()).find((c) => c.name === 'cookie-settings');
    expect(JSON.parse(decodeURIComponent(cookie!.value))).toEqual({
      functional: true,
      analytical: true,
    });
    // A new visit reads the stored choice: the analytics load without asking.
    const again = await context.newPage();
    const later = await open(again, 'en');
    await expect.poll(() => later.length).toBe(1);
    await context.close();
  });

  it('a visitor who never consents never loads analytics; the block speaks Welsh', async () => {
    const context = await fixture.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const analytics = await open(page, 'cy');
    const toggle = page
      .locator('#vk')
      .getByRole('button', { name: 'Gosodiadau cwcis', exact: true });
    await toggle.click();
    await page.locator('#vk').getByRole('checkbox', { name: 'Cwcis dadansoddol' }).waitFor();
    await page.locator('#vk').getByRole('button', { name: 'Cadw gosodiadau cwcis' }).click();
    await page.locator('#vk').getByRole('button', { name: 'Wedi’i gadw!' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(analytics).toEqual([]);
    expect(await runAxe(page)).toEqual([]);
    await context.close();
  });

  it('the latest grid shows cards two per row (spec 2.5), one per row on a phone: computed layout', async () => {
    const context = await fixture.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await open(page, 'en');
    /** The cards' boxes in the shadow root, as laid out. */
    const boxes = () =>
      page.evaluate(() =>
        [
          ...document.getElementById('vk')!.shadowRoot!.querySelectorAll('.vk-latest__grid > *'),
        ].map((card) => {
          const r = card.getBoundingClientRect();
          return { top: Math.round(r.top), left: Math.round(r.left), right: Math.round(r.right) };
        }),
      );
    for (const width of [1280, 768, 600]) {
      await page.setViewportSize({ width, height: 900 });
      const [a, b, c] = await boxes();
      expect(a && b && c, `${width}`).toBeTruthy();
      // Two side by side, the third on the next row under the first.
      expect(b!.top, `${width}`).toBe(a!.top);
      expect(b!.left, `${width}`).toBeGreaterThan(a!.right);
      expect(c!.top, `${width}`).toBeGreaterThan(a!.top);
      expect(c!.left, `${width}`).toBe(a!.left);
    }
    await page.setViewportSize({ width: 390, height: 900 });
    const [a, b] = await boxes();
    expect(b!.top).toBeGreaterThan(a!.top);
    expect(b!.left).toBe(a!.left);
    await context.close();
  });
});
