import { resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { runAxe, type AxeViolation } from './support/axe.js';
import { useEmbedSite } from './support/embed.js';
import { openScreen, PORTAL_DIST } from './support/portal.js';
import { PARTNER_DIR, serveApp, serveStatic, type StaticServer } from './support/static.js';
import { DEMO_PASSWORD } from '../packages/sandbox/src/index.js';
import { recordFigures } from './fixtures/reliability.js';
import { countRequests, settle } from './vocabularyWalk.js';

// Accessibility sweep (issue 10), against the BUILT galleries, portal and embed:
// - axe-core (WCAG 2.0-2.2 A/AA) on every gallery page, the embed on a partner
//   page and the main portal screens, with per-page figures for docs/reliability.md;
// - screen-reader announcements: live regions for autocomplete results, toasts and
//   form errors;
// - keyboard-only journeys the other e2e tests do not cover: results paging, sign-in,
//   a CRUD form; focus visible on every stop.

const RESIDENTIAL = resolve('examples/gallery-residential/dist');
const BLOCKS = resolve('examples/gallery-portal/dist');

describe('accessibility sweep (Chromium)', () => {
  // The residential gallery at `/`, the embed and the partner demo beside it.
  const fixture = useEmbedSite({ mounts: { '/partner/': PARTNER_DIR, '/': RESIDENTIAL } });
  let portal: StaticServer;
  let blocks: StaticServer;
  const axeByPage: Record<string, { violations: number; ids: string[] }> = {};
  const figures: Record<string, unknown> = { axe: axeByPage };

  beforeAll(async () => {
    // Vite builds use absolute /assets/ paths: each gallery gets its own origin.
    blocks = await serveStatic({ mounts: { '/': BLOCKS } });
    portal = await serveApp(PORTAL_DIST, fixture.api.url);
  });
  afterAll(async () => {
    await portal?.close();
    await blocks?.close();
    recordFigures('a11y', figures);
  });

  async function audit(page: Page, name: string): Promise<AxeViolation[]> {
    const violations = await runAxe(page);
    axeByPage[name] = { violations: violations.length, ids: violations.map((v) => v.id) };
    return violations;
  }

  async function signIn(context: BrowserContext, path = '/'): Promise<Page> {
    const page = await context.newPage();
    await page.goto(portal.url + path);
    await page.getByLabel('E-mail address').fill('admin@volunteerkit.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    return page;
  }

  // The administrator's page of the main screens' audit is reused by the live-regions
  // test (a new context signed in costs about 0.6–0.9 s of CPU: docs/testing.md, round
  // 18); the keyboard sign-in keeps its own (it signs in).
  let adminPage: Promise<Page> | undefined;
  async function adminAt(path: string): Promise<Page> {
    if (!adminPage) {
      adminPage = fixture.browser.newContext().then(async (context) => {
        await countRequests(context);
        return signIn(context, path);
      });
      return adminPage;
    }
    const page = await adminPage;
    await openScreen(page, path);
    return page;
  }
  afterAll(async () => {
    if (adminPage) await (await adminPage).context().close();
  });

  it('axe: the residential gallery pages', async () => {
    const page = await fixture.browser.newPage();
    await page.goto(`${fixture.site.url}/`);
    await page.locator('article.vk-card').first().waitFor();
    expect(await audit(page, 'gallery-residential /')).toEqual([]);
    await page.goto(`${fixture.site.url}/search/`);
    await page.getByRole('combobox').first().waitFor();
    expect(await audit(page, 'gallery-residential /search/')).toEqual([]);
    await page.goto(`${fixture.site.url}/residential-opportunities/results`);
    await page.waitForSelector('.vk-results[data-status="success"]');
    expect(await audit(page, 'gallery-residential /residential-opportunities/results')).toEqual([]);
    await page.close();
  });

  it('axe: the portal blocks gallery', async () => {
    const page = await fixture.browser.newPage();
    await page.goto(`${blocks.url}/`);
    await page.getByRole('tree').first().waitFor();
    expect(await audit(page, 'gallery-portal /')).toEqual([]);
    await page.close();
  });

  it('axe: the embed on the partner page (shadow DOM included)', async () => {
    // axe is injected as an inline script: the partner page's strict CSP is bypassed for it
    // (e2e/embed-partner.test.ts proves the embed under that CSP).
    const context = await fixture.browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    await page.goto(
      `${fixture.site.url}/partner/index.html?embed=${fixture.site.url}/embed/&api=${fixture.site.url}/api/`,
    );
    await page.waitForFunction(() =>
      [...document.querySelectorAll('*')].some((e) => e.shadowRoot?.querySelector('.vk-embed')),
    );
    await page.waitForLoadState('networkidle');
    expect(await audit(page, 'embed on partner page')).toEqual([]);
    await context.close();
  });

  it('axe: the main portal screens', async () => {
    const context = await fixture.browser.newContext();
    await countRequests(context);
    const page = await context.newPage();
    await page.goto(portal.url + '/');
    await page.getByLabel('E-mail address').waitFor();
    expect(await audit(page, 'portal sign-in')).toEqual([]);
    await page.getByLabel('E-mail address').fill('admin@volunteerkit.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Wait for the sign-in to finish (the password is hashed off the event loop): navigating
    // earlier would abort the login request.
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    // The dashboard (a section landing page) is audited, settled, in every look by
    // portal-shell's sweep, and the team hierarchy by portal-app's axe walk: the same
    // login, screen and data, so not again here.
    for (const [path, heading] of [
      ['/people', 'People'],
      ['/residential/bookings', 'Residential admin'],
      ['/manage/organisation/tags', 'Tags'],
      ['/manage/organisation/tags/new', 'New tag'],
    ] as const) {
      // In the running portal (as a click in the navigation would), not a reload each;
      // audited once nothing is in flight or loading (settle).
      await openScreen(page, path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await settle(page);
      expect(await audit(page, `portal ${path}`), path).toEqual([]);
    }
    // Signed in: the tests below open their screens in this page.
    adminPage ??= Promise.resolve(page);
  });

  it('announces autocomplete results, toasts and form errors through live regions', async () => {
    const announced: Record<string, string> = {};
    const page = await fixture.browser.newPage();
    // Autocomplete (residential search): the polite status region says how many places match.
    await page.goto(`${fixture.site.url}/search/`);
    const combo = page.getByRole('combobox', { name: /where do you want to volunteer/i });
    await combo.click();
    await combo.pressSequentially('Keswi', { delay: 30 });
    await page.getByRole('listbox').getByRole('option').first().waitFor();
    const status = page.locator('.vk-combobox [role="status"][aria-live="polite"]');
    await page.waitForFunction(() =>
      /\S/.test(document.querySelector('.vk-combobox [role="status"]')?.textContent ?? ''),
    );
    announced.autocomplete = (await status.first().textContent()) ?? '';
    expect(announced.autocomplete).toMatch(/results? available/i);
    // Toasts (portal blocks gallery): added inside a live region.
    await page.goto(`${blocks.url}/`);
    await page.getByRole('button', { name: 'Show a danger toast' }).click();
    const toastRegion = page.locator('[role="status"][aria-live="polite"]', {
      hasText: 'Could not save the team',
    });
    await toastRegion.first().waitFor();
    announced.toast = (await toastRegion.first().textContent()) ?? '';
    await page.close();
    // Form errors (the portal's "Add a person" form): saving an empty required field.
    const form = await adminAt('/manage/users/new');
    await form.getByRole('heading', { level: 1 }).first().waitFor();
    const name = form.getByLabel(/^First name/);
    await name.waitFor();
    await form.getByRole('button', { name: 'Add person' }).click();
    // The invalid field takes focus and describes its error: announced with its label.
    await form.waitForFunction(
      () => document.activeElement?.getAttribute('aria-invalid') === 'true',
    );
    await expect.poll(() => name.evaluate((e) => e === document.activeElement)).toBe(true);
    const describedBy = (await name.getAttribute('aria-describedby')) ?? '';
    expect(describedBy).not.toBe('');
    announced.formError = (await form.locator(`[id="${describedBy}"]`).textContent()) ?? '';
    expect(announced.formError).toMatch(/first name/i);
    figures.liveRegions = announced;
  });

  /** The focused element and whether it shows a focus indicator. */
  const focusInfo = (page: Page) =>
    page.evaluate(() => {
      let el = document.activeElement;
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
      if (!el || el === document.body) return { name: '', visible: false };
      const cs = getComputedStyle(el);
      const visible =
        (cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) > 0) || cs.boxShadow !== 'none';
      return {
        name: `${el.localName}:${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 30)}`,
        visible,
      };
    });

  it('keyboard only: pages through results, focus visible, focus moves to the results heading', async () => {
    const page = await fixture.browser.newPage();
    await page.goto(`${fixture.site.url}/residential-opportunities/results`);
    await page.waitForSelector('.vk-results[data-status="success"]');
    const stops: { name: string; visible: boolean }[] = [];
    let found = false;
    for (let i = 0; i < 80 && !found; i++) {
      await page.keyboard.press('Tab');
      const info = await focusInfo(page);
      stops.push(info);
      found = await page.evaluate(
        () => document.activeElement?.getAttribute('aria-label') === 'Page 2',
      );
    }
    expect(found).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.hash === '#page=2');
    await page.waitForFunction(() =>
      document.querySelector('.vk-pagination__stats')?.textContent?.startsWith('9 to 16'),
    );
    const heading = await page.evaluate(() => document.activeElement?.className ?? '');
    expect(heading).toContain('vk-results__heading');
    const invisible = stops.filter((s) => s.name && !s.visible);
    figures.keyboardPaging = { tabStops: stops.length, withoutVisibleFocus: invisible.length };
    expect(invisible).toEqual([]);
    await page.close();
  });

  it('dialogs: focus moves into the date picker, stays inside, OK returns it to its button, visible throughout', async () => {
    const page = await fixture.browser.newPage();
    await page.goto(`${fixture.site.url}/search/`);
    const trigger = page.getByRole('button', { name: /^Date/ });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Choose a date' });
    await dialog.waitFor();
    // Focus went into the dialog.
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    // Tab to OK with the keyboard, visible focus on every stop, and close with it.
    const stops: { name: string; visible: boolean }[] = [];
    for (let i = 0; i < 30; i++) {
      const onOk = await page.evaluate(() => document.activeElement?.textContent?.trim() === 'OK');
      if (onOk) break;
      await page.keyboard.press('Tab');
      stops.push(await focusInfo(page));
      await expect
        .poll(() => dialog.evaluate((d) => d.contains(document.activeElement)))
        .toBe(true);
    }
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => trigger.evaluate((t) => t === document.activeElement)).toBe(true);
    const invisible = stops.filter((s) => s.name && !s.visible);
    figures.dateDialog = {
      tabStopsInside: stops.length,
      withoutVisibleFocus: invisible.length,
      focusReturned: true,
    };
    expect(invisible).toEqual([]);
    await page.close();
  });

  it('keyboard only: signs in and creates a record through the generic form', async () => {
    const context = await fixture.browser.newContext();
    const page = await context.newPage();
    await page.goto(portal.url + '/manage/organisation/tags/new');
    const email = page.getByLabel('E-mail address');
    await email.waitFor();
    // Tab to the e-mail field from the top of the page.
    for (let i = 0; i < 10 && !(await email.evaluate((e) => e === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect.poll(() => email.evaluate((e) => e === document.activeElement)).toBe(true);
    await page.keyboard.type('admin@volunteerkit.test');
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'New tag' }).waitFor();
    const name = page.getByLabel(/^Name/);
    const stops: { name: string; visible: boolean }[] = [];
    for (let i = 0; i < 60 && !(await name.evaluate((e) => e === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
      stops.push(await focusInfo(page));
    }
    await expect.poll(() => name.evaluate((e) => e === document.activeElement)).toBe(true);
    const title = `Keyboard tag ${Date.now() % 100000}`;
    await page.keyboard.type(title);
    // Submit from the field with Enter, as a keyboard user does.
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const invisible = stops.filter((s) => s.name && !s.visible);
    figures.keyboardCrud = { tabStops: stops.length, withoutVisibleFocus: invisible.length };
    expect(invisible).toEqual([]);
    await context.close();
  });
});
