import { resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { runAxe } from './support/axe.js';
import { reviewShot } from './support/shots.js';
import { SECTIONS, type NavSection } from '../packages/portal/src/registry/sections.js';
import { usePortal, signInAt, contextAt, inEachLook, openInApp } from './support/portal.js';
import { countRequests, settle } from './vocabularyWalk.js';

// The app shell of the built portal against the demo sandbox (issue 17): every
// top-level section reached by keyboard alone, the collapsible navigation and the
// phone drawer, the command palette finding a screen and a person, axe-core on
// every section's landing page in light and dark and at 390 px, and a screenshot
// of every section at 1280x800 and 390x844 in test-results/portal-screens/.
const SHOTS = resolve('test-results/portal-screens');
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** The heading each section's landing page shows. */
const headingOf = (s: NavSection) => s.label;

describe('portal shell, sections and command palette', () => {
  const portal = usePortal({ seed: 'demo' });

  async function signIn(context: BrowserContext, path = '/'): Promise<Page> {
    const page = await context.newPage();
    await signInAt(page, portal.baseUrl + path, { pressEnter: true });
    await page.locator('.vkp-shell main h1').first().waitFor();
    return page;
  }

  /** Presses Tab (or Shift+Tab) until the focused element satisfies `want`; fails after `max` presses. */
  async function tabTo(page: Page, want: string, backwards: boolean, max = 150): Promise<void> {
    for (let i = 0; i < max; i++) {
      await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
      const found = await page.evaluate((label) => {
        const el = document.activeElement;
        return Boolean(
          el?.closest('nav[aria-label="Main"]') &&
          el.querySelector('.vkp-section-label, .vkp-visually-hidden')?.textContent === label,
        );
      }, want);
      if (found) return;
    }
    throw new Error(`No section link "${want}" reached by keyboard`);
  }

  /**
   * Waits until the landing page's live totals have arrived. The dashboard, audited
   * here only (not again in a11y-pages or portal-app, as the same login), is audited
   * once it has settled as they audited it (nothing in flight or loading: `settle`,
   * the context counting its requests).
   */
  async function settled(page: Page, section: NavSection) {
    await page.getByRole('heading', { level: 1, name: headingOf(section) }).waitFor();
    await page
      .getByText('Counting…')
      .first()
      .waitFor({ state: 'detached', timeout: 15_000 })
      .catch(() => undefined);
    await page
      .locator('.vkp-loading, [aria-busy="true"]')
      .first()
      .waitFor({ state: 'detached', timeout: 15_000 })
      .catch(() => undefined);
    if (section.id === 'home') await settle(page);
  }

  // The palette test and the desktop sweep share one signed-in page at 1280x800 light
  // (a new context signed in costs about 0.6–0.9 s of CPU: docs/testing.md, round 18).
  let desktopPage: Promise<Page> | undefined;
  function desktop(): Promise<Page> {
    desktopPage ??= contextAt(portal.browser, [DESKTOP.width, DESKTOP.height, 'light']).then(
      async (context) => {
        await countRequests(context);
        return signIn(context);
      },
    );
    return desktopPage;
  }
  afterAll(async () => {
    if (desktopPage) await (await desktopPage).context().close();
  });

  it('offers at most 16 top-level sections and reaches every one by keyboard alone', async () => {
    const context = await portal.browser.newContext({ viewport: DESKTOP, bypassCSP: true });
    // Start away from the dashboard, so every section link is a real navigation.
    const page = await signIn(context, '/explorer');
    const links = page.locator('nav[aria-label="Main"] .vkp-section-link');
    expect(await links.count()).toBe(SECTIONS.length);
    expect(SECTIONS.length).toBeLessThanOrEqual(16);
    for (const section of SECTIONS) {
      await tabTo(page, section.label, true);
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 1, name: headingOf(section) }).waitFor();
      expect(new URL(page.url()).pathname).toBe(section.to);
      // Focus moved to the new screen; its breadcrumbs lead back to the dashboard.
      // (Polled: the shell moves focus in a passive effect, which React may run just
      // after the new heading is painted on a loaded machine.)
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.id), {
          message: `focus after opening ${section.label}`,
        })
        .toBe('main');
      if (section.to !== '/')
        expect(
          await page.getByRole('navigation', { name: 'Breadcrumb' }).first().textContent(),
        ).toContain('Dashboard');
    }
    // Collapse the navigation by keyboard: remembered after a reload, names still there.
    await tabTo(page, 'Data explorer', true);
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toContain('Collapse');
    await page.keyboard.press('Enter');
    await page.reload();
    await page.locator('.vkp-shell main h1').first().waitFor();
    const toggle = page.locator('.vkp-nav-toggle');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    const nav = page.locator('nav[aria-label="Main"]');
    expect(await nav.getByRole('link', { name: 'People', exact: true }).count()).toBe(1);
    expect(await nav.locator('.vkp-section-label').count()).toBe(0);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await context.close();
  });

  it('finds a screen and a person with the command palette, keyboard only', async () => {
    const page = await desktop();
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: /Search screens, people/ });
    await input.waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('role')))
      .toBe('combobox');
    await page.keyboard.type('rota cal');
    const first = page.getByRole('option', { name: /Rota calendar/ });
    await first.waitFor();
    expect(await first.getAttribute('aria-selected')).toBe('true');
    expect(await input.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    expect(await runAxe(page)).toEqual([]);
    await reviewShot(page, `${SHOTS}/palette-1280x800-light.png`);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/rotas\/planner/);
    expect(await page.getByRole('dialog').count()).toBe(0);

    await page.keyboard.press('Control+k');
    await input.waitFor();
    await page.keyboard.type('Morag');
    const person = page.getByRole('option', { name: 'Morag Fraser' });
    await person.waitFor({ timeout: 10_000 });
    const personId = await person.getAttribute('id');
    for (let i = 0; i < 20; i++) {
      if ((await input.getAttribute('aria-activedescendant')) === personId) break;
      await page.keyboard.press('ArrowDown');
    }
    expect(await person.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/people\/\d+/);
    // Escape closes it and focus returns to the page.
    await page.keyboard.press('Control+k');
    await input.waitFor();
    await page.keyboard.press('Escape');
    await input.waitFor({ state: 'detached' });
  });

  it('opens the navigation as a drawer on a 390 px phone', async () => {
    const context = await contextAt(portal.browser, [PHONE.width, PHONE.height, 'dark']);
    const signInPage = await context.newPage();
    await signInPage.goto(portal.baseUrl + '/sign-in');
    await signInPage.getByRole('heading', { name: 'Sign in to VolunteerKit' }).waitFor();
    expect(await runAxe(signInPage)).toEqual([]);
    await reviewShot(signInPage, `${SHOTS}/sign-in-390x844-dark.png`);
    await signInPage.close();
    const page = await signIn(context);
    expect(await page.locator('nav[aria-label="Main"]').isVisible()).toBe(false);
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    expect(await runAxe(page)).toEqual([]);
    await reviewShot(page, `${SHOTS}/menu-390x844-dark.png`);
    await drawer.getByRole('link', { name: 'Tasks' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Tasks' }).waitFor();
    await drawer.waitFor({ state: 'hidden' });
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await context.close();
  });

  // The portal loads at each width (the phone's first render is checked as loaded,
  // not resized); each section is then audited light and dark on the same page. The
  // desktop page is the palette test's (loaded at 1280 px, never resized).
  it.each([DESKTOP, PHONE])(
    'every section landing page passes axe-core, light and dark (%o)',
    async (viewport) => {
      const looks = (['light', 'dark'] as const).map(
        (scheme) => [viewport.width, viewport.height, scheme] as const,
      );
      const page =
        viewport.width === DESKTOP.width
          ? await desktop()
          : await contextAt(portal.browser, looks[0]!).then(async (context) => {
              await countRequests(context);
              return signIn(context);
            });
      const failures: Record<string, unknown> = {};
      for (const section of SECTIONS) {
        // In the running portal (as a click in the navigation would), not a reload each.
        await openInApp(page, section.to);
        await settled(page, section);
        await inEachLook(
          page,
          async ([width, height, scheme]) => {
            const violations = await runAxe(page);
            if (violations.length > 0) failures[`${section.id} ${scheme}`] = violations;
            // The landing's preview table shows every value: cards on a phone, no column
            // off the edge of a scrolling frame.
            const hidden = await page
              .locator('main .vkp-dt-wrap')
              .evaluateAll(
                (wraps) => wraps.filter((w) => w.scrollWidth > w.clientWidth + 1).length,
              );
            if (hidden > 0) failures[`${section.id} ${scheme} preview scrolls sideways`] = hidden;
            await reviewShot(page, `${SHOTS}/${section.id}-${width}x${height}-${scheme}.png`);
          },
          looks,
        );
      }
      expect(failures).toEqual({});
      if (viewport.width !== DESKTOP.width) await page.context().close();
    },
    180_000,
  );

  it('follows the theme chooser over the system setting', async () => {
    const context = await contextAt(portal.browser, [DESKTOP.width, DESKTOP.height, 'light']);
    const page = await signIn(context, '/area/people');
    await page.getByLabel('Colour theme').selectOption('dark');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    const colours = await page.evaluate(() => {
      const link = document.querySelector('main .vkp-ui-card a')!;
      return {
        bg: getComputedStyle(document.body).backgroundColor,
        link: getComputedStyle(link).color,
      };
    });
    expect(colours.bg).toBe('rgb(13, 17, 23)');
    // Links are light blue on near-black (never the browser's dark blue).
    expect(colours.link).toMatch(/rgb\((108, 176, 255|196, 165, 245)\)/);
    expect(await runAxe(page)).toEqual([]);
    await page.reload();
    await page.locator('.vkp-shell main h1').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await context.close();
  });
});
