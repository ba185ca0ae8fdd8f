// Issue 49 in the BUILT portal (Chromium): the cookie settings mounted where spec 2.6
// puts them (My settings, linked from every screen's footer), analytics that wait for
// consent (a page naming an analytics script: no request for it until analytical
// cookies are allowed), and the 503 toast (spec 8) shown at the top right (spec 2.6),
// read from the computed layout. axe clean; review shots in test-results/portal-cookies.
import { resolve } from 'node:path';
import { DEMO_LOGINS } from '../packages/sandbox/src/index.js';
import { runAxe } from './support/axe.js';
import {
  LOOKS,
  contextAt,
  inEachLook,
  openInApp,
  shotAt,
  signInAt,
  usePortal,
  waitForShell,
} from './support/portal.js';

const SHOTS = resolve('test-results/portal-cookies');
const ANALYTICS = 'https://analytics.example/script.js';

describe('cookie settings, analytics after consent and the 503 toast (Chromium)', () => {
  const portal = usePortal({ seed: 'demo' });

  it('a volunteer reaches the cookie settings from the footer; the analytics script waits for consent', async () => {
    const context = await contextAt(portal.browser, LOOKS[2]);
    const page = await context.newPage();
    // The organisation names an analytics script in the page that serves the portal.
    await page.route(
      (url) => url.origin === new URL(portal.baseUrl).origin && !url.pathname.includes('.'),
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          '<head>',
          `<head><meta name="volunteerkit-analytics" content="${ANALYTICS}">`,
        );
        await route.fulfill({ response, body: html });
      },
    );
    const analytics: string[] = [];
    await page.route(ANALYTICS, (route) => {
      analytics.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: 'window.vkAnalytics = 1;' });
    });
    await waitForShell(await signInAt(page, `${portal.baseUrl}/`, { as: DEMO_LOGINS.volunteer }));
    await page.locator('footer.vkp-footer').getByRole('link', { name: 'Cookie settings' }).click();
    const card = page.getByRole('region', { name: 'Cookies' });
    await card.waitFor();
    const analytical = card.getByRole('checkbox', { name: 'Analytical cookies' });
    expect(await analytical.isChecked()).toBe(false);
    expect(await card.getByRole('checkbox', { name: 'Functional cookies' }).isChecked()).toBe(
      false,
    );
    await inEachLook(page, async (look) => {
      expect(await runAxe(page), `${look}`).toEqual([]);
      await card.scrollIntoViewIfNeeded();
      await shotAt(page, 'settings', look, { dir: SHOTS });
    });
    await card.getByRole('checkbox', { name: 'Functional cookies' }).check();
    await card.getByRole('button', { name: 'Save cookie settings' }).click();
    await card.getByRole('button', { name: 'Saved!' }).waitFor();
    expect(analytics).toEqual([]);
    await analytical.check();
    await card.getByRole('button', { name: 'Save cookie settings' }).click();
    await expect.poll(() => analytics.length).toBe(1);
    await context.close();
  });

  it('a 503 shows the toast, at the top right of the window', async () => {
    const context = await contextAt(portal.browser, LOOKS[0]);
    const page = await context.newPage();
    await waitForShell(await signInAt(page, `${portal.baseUrl}/`));
    // The API's reads answer 503 (spec 8: the global handler runs when a call that was
    // not retried after a refresh finally fails with 503, its own retries spent).
    await page.route(/\/api\/(?!auth)/, (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 503, contentType: 'application/json', body: '{}' })
        : route.continue(),
    );
    await openInApp(page, '/my/settings');
    // (Each failed call toasts: the first is the top one.)
    const toast = page
      .locator('.vk-toast', {
        hasText: 'The service is unavailable for a moment. Try again shortly.',
      })
      .first();
    await toast.waitFor();
    expect(await toast.getAttribute('data-type')).toBe('error');
    for (const look of [LOOKS[0], LOOKS[2]]) {
      const [width] = look;
      await page.setViewportSize({ width, height: look[1] });
      const box = (await toast.boundingBox())!;
      // Top right: its right edge 1rem from the window's, its top 1rem from the top.
      expect(Math.abs(width - (box.x + box.width) - 16), `${width}`).toBeLessThanOrEqual(2);
      expect(Math.abs(box.y - 16), `${width}`).toBeLessThanOrEqual(2);
      if (width > 600) expect(box.x).toBeGreaterThan(width / 2);
      await shotAt(page, 'toast', look, { dir: SHOTS });
    }
    await context.close();
  });
});
