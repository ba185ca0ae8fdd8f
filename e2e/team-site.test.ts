// A team's public site (issue 49) in Chromium against the demo sandbox: a visitor
// without an account reads the site (text, contact details, open opportunities) and
// contacts the team. An empty message is refused beside its fields with the summary
// focused, nothing typed lost; a message sent is confirmed and lands in the outbox.
// axe-clean with its errors showing at 390 and 1280 px, light and dark, in English and
// Welsh; review screenshots in test-results/team-site.
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { startSandbox, type Sandbox } from '../packages/sandbox/src/index.js';
import { runAxe } from './support/axe.js';
import { launchBrowser } from './support/browser.js';
import { LOOKS, contextAt, fitsWidth, inEachLook, shotAt } from './support/portal.js';

const SHOTS = resolve('test-results/team-site');

describe('a team site and its contact-us form (Chromium)', () => {
  let browser: Browser;
  let api: Sandbox;
  let teamId = 0;

  beforeAll(async () => {
    api = await startSandbox({ port: 0, db: ':memory:', seed: 'demo' });
    browser = await launchBrowser();
    // The demo's first team site: a team Tam Leader leads (teamSite/seed.ts).
    for (let id = 1; id < 400 && !teamId; id++)
      if ((await fetch(`${api.url}/team-sites/${id}`)).status === 200) teamId = id;
  });
  afterAll(async () => {
    await browser?.close();
    await api?.close();
  });

  const emails = async () =>
    (
      (await (
        await fetch(`${api.url}/api/_sandbox/emails`, {
          headers: { authorization: `Bearer ${api.adminToken}` },
        })
      ).json()) as { data: { subject: string; text: string; kind: string; to: string }[] }
    ).data.filter((e) => e.kind === 'team-contact');

  it('a visitor reads the site and contacts the team; errors beside the fields first', async () => {
    expect(teamId).toBeGreaterThan(0);
    const context = await contextAt(browser, LOOKS[2]);
    const page = await context.newPage();
    await page.goto(`${api.url}/team-sites/${teamId}`);
    const openedAt = Date.now();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/base$/);
    expect(await page.getByRole('link', { name: /@highlandsandhills\.example$/ }).count()).toBe(1);
    const opportunities = page.locator('.team-site__opportunities a');
    expect(await opportunities.count()).toBeGreaterThan(0);
    await shotAt(page, 'site', LOOKS[2], { dir: SHOTS, fullPage: true });
    // Sent empty: the summary is focused, each error sits beside its field.
    await page.getByLabel('Your e-mail address').fill('sam@');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.locator('.error-summary').waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.className))
      .toBe('error-summary');
    expect(await page.locator('#field-name-error').textContent()).toContain('Enter your name');
    expect(await page.locator('#field-message-error').textContent()).toContain(
      'Enter your message',
    );
    expect(await page.getByLabel('Your e-mail address').inputValue()).toBe('sam@');
    await inEachLook(page, async (look) => {
      expect(await runAxe(page), `${look}`).toEqual([]);
      expect(await fitsWidth(page)).toBe(true);
      await shotAt(page, 'errors', look, { dir: SHOTS, fullPage: true });
    });
    // Filled in and sent (the form is older than the too-fast limit).
    await page.getByLabel('Your name').fill('Sam Visitor');
    await page.getByLabel('Your e-mail address').fill('sam.visitor@example.org');
    await page.getByLabel('Your message').fill('Can I volunteer for a weekend in May?');
    const wait = openedAt + 2_200 - Date.now();
    if (wait > 0) await page.waitForTimeout(wait);
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('status').waitFor();
    expect(await page.getByRole('status').textContent()).toContain('your message has been sent');
    await shotAt(page, 'sent', LOOKS[2], { dir: SHOTS });
    const sent = await emails();
    expect(sent[0]?.text).toContain('Can I volunteer for a weekend in May?');
    await context.close();
  });

  it('the Welsh site: every text in Welsh, axe clean in each look', async () => {
    const context = await contextAt(browser, LOOKS[0]);
    const page = await context.newPage();
    await page.goto(`${api.url}/team-sites/${teamId}?lang=cy`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('cy');
    expect(await page.getByRole('button', { name: 'Anfon neges' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Anfon neges' }).click();
    expect(await page.locator('#field-message-error').textContent()).toContain('Rhowch eich neges');
    await inEachLook(page, async (look) => {
      expect(await runAxe(page), `${look}`).toEqual([]);
      await shotAt(page, 'cy-errors', look, { dir: SHOTS, fullPage: true });
    });
    await context.close();
  });
});
