// The sandbox's outbox page (/_sandbox/outbox): with the token in its fragment it
// lists the e-mails the sandbox sent, opens one with its links, text and HTML (in a
// sandboxed frame: no script runs), takes the token out of the address bar, and
// asks for the token when it has none. axe clean at 390 and 1280 px, light and dark.
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { runAxe } from './support/axe.js';
import { inEachLook, shotAt, fitsWidth, WORKFLOW_SHOTS } from './support/portal.js';
import { startSandbox, sendEmail, type Sandbox } from '../packages/sandbox/src/index.js';

let sandbox: Sandbox;
let browser: Browser;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, seed: 'none' });
  browser = await launchBrowser();
  sendEmail(sandbox.db, {
    to: 'nia@example.org',
    toName: 'Nia New',
    subject: 'Welcome: set your password',
    text: 'Hello Nia,\n\nChoose your password: https://portal.example/set-password#token=abc\n',
    html: '<p>Hello Nia,</p><p><a href="https://portal.example/set-password#token=abc">Choose your password</a></p><script>document.title = "pwned"</script><img src="https://tracker.example/p.gif" alt="">',
    kind: 'welcome',
  });
  sendEmail(sandbox.db, {
    to: 'val@example.org',
    subject: 'Rota for May',
    text: 'No links here.',
    kind: 'bulk',
  });
});
afterAll(async () => {
  await browser?.close();
  await sandbox?.close();
});

async function open(page: Page, url: string) {
  await page.goto(url);
  await page.getByRole('heading', { level: 1, name: 'Outbox' }).waitFor();
}

test("shows an e-mail's HTML without running its script or loading its remote images", async () => {
  // Under the page's own CSP (the other tests bypass it to inject axe).
  const context = await browser.newContext();
  const page = await context.newPage();
  // The image is refused by the policy before any lookup (not merely unreachable).
  const remote: string[] = [];
  page.on('requestfailed', (r) => {
    if (r.url().includes('tracker.example')) remote.push(r.failure()?.errorText ?? '');
  });
  page.on('requestfinished', (r) => {
    if (r.url().includes('tracker.example')) remote.push('loaded');
  });
  await open(page, sandbox.outboxUrl);
  await page.getByRole('link', { name: /Welcome: set your password/ }).click();
  const frame = page.frames().find((f) => f !== page.mainFrame());
  await page.frameLocator('iframe').getByText('Choose your password').waitFor();
  expect(await page.locator('iframe').getAttribute('sandbox')).toBe('');
  expect(await frame?.evaluate(() => document.title)).not.toBe('pwned');
  expect(remote.every((reason) => reason === 'csp')).toBe(true);
  await context.close();
});

test('lists the e-mails newest first and opens one with its links', async () => {
  const context = await browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  await open(page, sandbox.outboxUrl);
  const items = page.getByRole('navigation', { name: 'E-mails, newest first' }).getByRole('link');
  await expect.poll(() => items.allInnerTexts()).toHaveLength(2);
  expect((await items.allInnerTexts())[0]).toContain('Rota for May');
  // The token is kept for the tab, not in the address bar.
  expect(page.url()).not.toContain('token=');
  await items.filter({ hasText: 'Welcome: set your password' }).click();
  const message = page.getByRole('region', { name: 'Welcome: set your password' });
  await message.waitFor();
  await expect
    .poll(() => message.getByRole('link').getAttribute('href'))
    .toBe('https://portal.example/set-password#token=abc');
  expect(await message.locator('pre').innerText()).toContain('Choose your password:');
  await page.frameLocator('iframe').getByText('Choose your password').waitFor();
  expect(page.url()).toMatch(/\?id=\d+$/);

  // Filter by recipient.
  await page.getByLabel('Recipient').fill('val@example.org');
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByRole('status').filter({ hasText: '1 e-mail to val@example.org' }).waitFor();
  await expect.poll(() => items.allInnerTexts()).toHaveLength(1);

  // A new e-mail shows up by itself.
  sendEmail(sandbox.db, { to: 'val@example.org', subject: 'Second rota', text: 'x' });
  await page.getByRole('status').filter({ hasText: '1 new e-mail' }).waitFor({ timeout: 10_000 });
  await expect.poll(() => items.allInnerTexts()).toHaveLength(2);

  await page.getByRole('button', { name: 'Show all' }).click();
  await page.getByRole('link', { name: /Welcome: set your password/ }).click();
  await inEachLook(page, async (look) => {
    expect(await runAxe(page)).toEqual([]);
    expect(await fitsWidth(page)).toBe(true);
    await shotAt(page, 'outbox', look, { dir: join(WORKFLOW_SHOTS, 'outbox') });
  });
  await context.close();
});

test('without the token it asks for one, and refuses a wrong one', async () => {
  const context = await browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  await open(page, `${sandbox.url}/_sandbox/outbox`);
  const token = page.getByLabel('Administrator token');
  await token.waitFor();
  await token.fill('not-the-token');
  await page.getByRole('button', { name: 'Show the e-mails' }).click();
  await page.getByText('The sandbox refused this token').waitFor();
  expect(await token.getAttribute('aria-invalid')).toBe('true');
  await inEachLook(page, async (look) => {
    expect(await runAxe(page)).toEqual([]);
    await shotAt(page, 'outbox-token', look, { dir: join(WORKFLOW_SHOTS, 'outbox') });
  });
  await token.fill(sandbox.adminToken);
  await page.getByRole('button', { name: 'Show the e-mails' }).click();
  await page.getByRole('link', { name: /Rota for May/ }).waitFor();
  await context.close();
});
