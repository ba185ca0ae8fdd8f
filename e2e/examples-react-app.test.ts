import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { runAxe } from './support/axe.js';
import { serveStatic, type StaticServer } from './support/static.js';
import { createClient } from '../packages/api-client/dist/index.js';
import {
  DEMO_LOGINS,
  DEMO_PASSWORD,
  startSandbox,
  type Sandbox,
} from '../packages/sandbox/dist/index.js';

// examples/react-app (its Vite build) served with /api/ proxied to a real sandbox:
// the results render in Chromium, a card opens the app's opportunity page from the
// query cache, and the demo volunteer signs in and sees the shift an administrator
// has just given them.
const EXAMPLE = resolve('examples/react-app');

let sandbox: Sandbox;
let server: StaticServer;
let browser: Browser;
let shiftTitle: string;
/** The volunteer's upcoming shift titles as the server lists them (the seed gives her some too). */
let upcomingTitles: string[];
beforeAll(async () => {
  // Built by the test command's build step (`pnpm -r build`), like every e2e artefact.
  if (!existsSync(resolve(EXAMPLE, 'dist/index.html')))
    throw new Error(
      'examples/react-app is not built: node scripts/pnpm.mjs --filter @volunteerkit/example-react-app build',
    );
  sandbox = await startSandbox({ port: 0, db: ':memory:', seed: 'demo' });
  server = await serveStatic({
    mounts: { '/': resolve(EXAMPLE, 'dist') },
    fallback: resolve(EXAMPLE, 'dist/index.html'),
    proxy: { '/api/': sandbox.url },
  });
  browser = await launchBrowser();

  // An administrator puts the demo volunteer on the last scheduled shift.
  const api = createClient({ baseURL: `${sandbox.url}/api/` });
  await api.login({ email: DEMO_LOGINS.volunteer, password: DEMO_PASSWORD });
  const volunteerId = api.session.user!.id;
  await api.login({ email: DEMO_LOGINS.admin, password: DEMO_PASSWORD });
  const { data } = await api.shifts.list({
    sort: '-start',
    per_page: 20,
    filter: { status: 'scheduled' },
  });
  // A shift that asks for no clearances (issue 50: the youth camp needs an enhanced check).
  const shift = data.find((s) => !(s as { requirements?: unknown }).requirements) ?? data[0]!;
  const assignments = [
    ...shift.assignments,
    { user_id: Number(volunteerId), status: 'assigned' as const },
  ];
  await api.shifts.update(
    shift.id,
    { assignments, places: Math.max(shift.places, assignments.length) },
    { ifMatch: shift.etag },
  );
  shiftTitle = shift.title;
  const upcoming = await api.shifts.list({
    user_id: volunteerId,
    from: new Date().toISOString(),
    per_page: 50,
  });
  upcomingTitles = upcoming.data.map((s) => s.title);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await sandbox?.close();
});

it('shows results, opens an opportunity from the cache, and lists the signed-in volunteer’s shifts', async () => {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  const listCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/residential-opportunities/') listCalls.push(r.url());
  });

  await page.goto(`${server.url}/results`);
  await page.waitForSelector('.vk-results[data-status="success"]');
  expect(await page.locator('.vk-results article.vk-card').count()).toBe(8);
  const title = await page.locator('.vk-results .vk-card__title').first().textContent();
  const searches = listCalls.length;

  await page.locator('.vk-results .vk-card__details').first().click();
  await page.waitForURL(/\/opportunities\/[a-z0-9-]+$/);
  await expect.poll(() => page.locator('h1').textContent()).toBe(title);
  expect(listCalls).toHaveLength(searches); // from the query cache, no request
  expect(await runAxe(page)).toEqual([]);

  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('E-mail address').fill(DEMO_LOGINS.volunteer);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/my-shifts$/);
  await page.waitForSelector('.shifts li');
  const shown = await page.locator('.shifts li strong').allTextContents();
  expect(shown).toEqual(upcomingTitles);
  expect(shown).toContain(shiftTitle);
  expect(await runAxe(page)).toEqual([]);
  expect(errors).toEqual([]);
  await page.close();
});
