import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page, Request, Response } from 'playwright-core';
import { runAxe } from './support/axe.js';
import { DEMO_LOGINS } from '../packages/sandbox/src/index.js';
import { ALL_REPORTS } from '../packages/portal/src/areas/analytics/reportCatalogue.js';
import {
  REPORT_GROUPS,
  type ReportDef,
} from '../packages/portal/src/areas/analytics/reportTypes.js';
import { expectedTable, pathOfReport, shoot } from './support/analytics.js';
import {
  usePortal,
  signInAt,
  LOOKS,
  contextAt,
  inEachLook,
  waitForShell,
  openInApp,
  openScreen,
  useSignedInPage,
} from './support/portal.js';
import { countRequests, settle } from './vocabularyWalk.js';

// The analytics and reports pages of the built portal against the demo sandbox:
// every report opens, filters reach the server, the figures shown are the ones
// the server answered (spec 9 formatting), CSV, keyboard, axe, print.

/** The rows a report shows before "Show 20 more": all of a chart's, the first 20 of a record list. */
const shownAtFirst = (t: { cells: string[][]; collapsed: boolean }) =>
  t.collapsed ? t.cells.slice(0, 20) : t.cells;

describe('portal analytics and reports', () => {
  const portal = usePortal({ seed: 'demo' });

  async function signIn(
    context: BrowserContext,
    email = 'admin@volunteerkit.test',
    path = '/',
  ): Promise<Page> {
    const page = await signInAt(await context.newPage(), portal.baseUrl + path, { as: email });
    return waitForShell(page);
  }

  // The tests that only need the administrator signed in at the default look share one
  // page (a new context signed in costs about 0.6–0.9 s of CPU: docs/testing.md, round
  // 18). Each opens its report in the running portal by way of the people list, so the
  // report mounts afresh with its URL's filters and asks the server again. Tests that
  // count the first load's requests, need another look, locale or login keep their own.
  const admin = useSignedInPage(portal, DEMO_LOGINS.admin, {
    bypassCSP: true,
    acceptDownloads: true,
    home: '/people',
    beforeSignIn: (page) => countRequests(page.context()),
  });
  const adminAt = (path: string) => admin.at(path);

  /** The API path of a report with its path parameters filled. */
  const apiPath = (r: ReportDef) =>
    '/api' + pathOfReport(r).replace('{categoryId}', '3').replace('{userId}', '1');
  const isReportCall = (r: ReportDef) => (res: Response) =>
    new URL(res.url()).pathname === apiPath(r) && res.request().method() === 'GET';

  /** Waits for the report to render (chart + table, table, or the empty state). */
  async function settled(page: Page) {
    await page
      .locator('.vka-table, .vkp-empty, .vkp-error')
      .first()
      .waitFor({ state: 'visible', timeout: 15_000 });
  }

  /** The table's body and footer cells as text, row by row. */
  const tableText = (page: Page) =>
    page
      .locator('.vka-table tbody tr')
      .evaluateAll((rows) =>
        rows.map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent ?? '')),
      );

  it('lists every dataset and report, grouped as the spec groups them, from the navigation', async () => {
    const context = await portal.browser.newContext({ bypassCSP: true });
    // The analytics chunk (charts included) loads only with its route: not with the
    // portal's start, the sign-in or the people list (counted from the first request).
    const chunks: string[] = [];
    context.on('request', (r) => {
      if (/\/assets\/AnalyticsScreen-[^/]+\.js$/.test(r.url())) chunks.push(r.url());
    });
    const page = await signIn(context, undefined, '/people');
    await page.getByRole('heading', { level: 1, name: 'People' }).waitFor();
    expect(chunks).toEqual([]);
    // A top-level section of the side navigation, one click away.
    await page
      .getByRole('navigation', { name: 'Main', exact: true })
      .getByRole('link', { name: 'Analytics and reports', exact: true })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Analytics and reports' }).waitFor();
    expect(await page.locator('.vka-group li a').count()).toBe(ALL_REPORTS.length);
    expect(chunks).toHaveLength(1);
    expect(await page.locator('.vka-group h2').allTextContents()).toEqual([
      'Organisation and activities',
      'Starters and leavers',
      'Training',
      'Activity reports',
      'Expense reports',
      'Hub reports',
      'News reports',
      'Overview reports',
      'Recruitment reports',
      'User reports',
    ]);
    // The key figures tile (the compact report chart, or its empty state until the server has stats).
    await page.locator('.vka-tile svg, .vka-tile .vkp-empty').first().waitFor();
    expect(await runAxe(page)).toEqual([]);
    await context.close();
  });

  describe('opens each report, sends the date range, and shows the figures the server computed', () => {
    // One signed-in page for every group (each group a test of its own, so a slow
    // machine meets the time limit per group, not for all the reports at once).
    let page: Page;
    let opened = 0;
    beforeAll(async () => {
      // On a screen that never asks for a report, once nothing is in flight: the
      // dashboard and the analytics home ask for the organisation stats (no period)
      // themselves, and that call, still running when the first report opens in the
      // same page, would be taken for the report's.
      page = await adminAt('/people');
      await page.getByRole('heading', { level: 1, name: 'People' }).waitFor();
      await settle(page);
    });

    it.each(REPORT_GROUPS.filter((g) => ALL_REPORTS.some((r) => r.group === g.id)))(
      'reports of $label',
      async (group) => {
        const reports = ALL_REPORTS.filter((r) => r.group === group.id);
        const checked: string[] = [];
        for (const report of reports) {
          const params = report.params?.map((p, i) => `${p.name}=${i === 0 ? 3 : 1}`).join('&');
          const path = `/analytics/${report.id}${params ? `?${params}` : ''}`;
          const first = page.waitForResponse(isReportCall(report));
          // Opened in the running portal (its router follows history), not by reloading
          // it for each report; deep links to a report are opened by the tests below.
          opened += 1;
          await openInApp(page, path);
          await page.getByRole('heading', { level: 1, name: report.title }).waitFor();
          const answer = await first;
          const sent = new URL(answer.url()).searchParams;
          // The default period: the last 12 months, sent as from/to.
          expect(sent.get('from'), report.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          expect(sent.get('to'), report.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          await settled(page);
          const before = expectedTable(await answer.json());
          // Polled: the previous report's table may still be on screen for a moment.
          await expect
            .poll(() => tableText(page), { timeout: 5000, message: report.id })
            .toEqual(shownAtFirst(before));
          await expect
            .poll(() => page.locator('.vka-chart .vka-point').count(), { message: report.id })
            .toBe(before.points);

          // A custom range: a new request with those dates, and the new figures on screen.
          await page.getByLabel('From', { exact: true }).fill('2026-01-01');
          await page.getByLabel('To', { exact: true }).fill('2026-03-31');
          const second = page.waitForResponse(isReportCall(report));
          await page.getByRole('button', { name: 'Apply filters' }).click();
          const next = await second;
          const nextSent = new URL(next.url()).searchParams;
          expect([nextSent.get('from'), nextSent.get('to')], report.id).toEqual([
            '2026-01-01',
            '2026-03-31',
          ]);
          await page.locator('.vka-summary').getByText('1 Jan – 31 Mar 2026').waitFor();
          await settled(page);
          const after = expectedTable(await next.json());
          await expect.poll(() => tableText(page), { timeout: 5000 }).toEqual(shownAtFirst(after));
          expect(page.url()).toContain('from=2026-01-01&to=2026-03-31');
          if (after.collapsed && after.cells.length > 20) {
            // "Show 20 more" adds the next rows the server sent, in order.
            await page
              .getByRole('button', { name: /^Show \d+ more/ })
              .first()
              .click();
            await expect
              .poll(() => tableText(page), { timeout: 5000 })
              .toEqual(after.cells.slice(0, 40));
          }
          checked.push(report.id);
        }
        expect(checked).toHaveLength(reports.length);
      },
    );

    it('covers every report', () => {
      expect(opened).toBe(ALL_REPORTS.length);
    });
  });

  it('sends the team, refuses an impossible range, and keeps the filters in the URL', async () => {
    const page = await adminAt('/analytics/users-by-role');
    const report = ALL_REPORTS.find((r) => r.id === 'users-by-role')!;
    await settled(page);
    const team = page.getByLabel('Team', { exact: true });
    await expect.poll(() => team.locator('option').count()).toBeGreaterThan(1);
    const teamValue = await team.locator('option').nth(1).getAttribute('value');
    await team.selectOption(teamValue!);
    await page.getByLabel('Period', { exact: true }).selectOption('all');
    const call = page.waitForResponse(isReportCall(report));
    await page.getByRole('button', { name: 'Apply filters' }).click();
    const sent = new URL((await call).url()).searchParams;
    expect(sent.get('team_id')).toBe(teamValue);
    expect(sent.has('from')).toBe(false);
    expect(page.url()).toContain(`range=all&team_id=${teamValue}`);

    // From after To: an explained error and no request.
    let requests = 0;
    const count = (r: Request) => {
      if (new URL(r.url()).pathname === apiPath(report)) requests++;
    };
    page.on('request', count);
    try {
      await page.getByLabel('From', { exact: true }).fill('2026-05-01');
      await page.getByLabel('To', { exact: true }).fill('2026-04-01');
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await page.getByRole('alert').filter({ hasText: 'on or before' }).waitFor();
      expect(requests).toBe(0);
    } finally {
      page.off('request', count);
    }
  });

  it('downloads the report as CSV with the figures on screen', async () => {
    const page = await adminAt('/analytics/leaving-reasons?range=all');
    await settled(page);
    const rows = await tableText(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('leaving-reasons.csv');
    const text = (await readFile((await file.path())!, 'utf8')).replace(/^\ufeff/, '');
    const lines = text.trimEnd().split('\r\n');
    // The header is the table's: "Label" and one column per series the server named.
    const head = await page.locator('.vka-table thead th').allTextContents();
    expect(lines[0]).toBe(head.join(','));
    expect(head[0]).toBe('Label');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(rows.map((r) => r[0]));
  });

  it('asks the server for the export file with the same filters where the spec has one', async () => {
    const page = await adminAt('/analytics/starters?range=30d');
    await settled(page);
    const call = page.waitForRequest(
      (r) => r.method() === 'POST' && /\/starters-leavers\/starters\/export/.test(r.url()),
    );
    await page.getByRole('button', { name: 'Request export file' }).click();
    const sent = new URL((await call).url()).searchParams;
    expect(sent.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await page.getByRole('status').filter({ hasText: 'Export requested: queued' }).waitFor();
  });

  it('moves between chart points with the keyboard, one tab stop per chart', async () => {
    const page = await adminAt('/analytics/users-by-role?range=all');
    await settled(page);
    const points = page.locator('.vka-chart .vka-point');
    const labels = await points.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(labels.length).toBeGreaterThan(2);
    await points.first().focus();
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    await expect.poll(() => focused()).toBe(labels[0]);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focused()).toBe(labels[1]);
    await shoot(page, 'analytics-focus-bar');
    await page.keyboard.press('End');
    await expect.poll(() => focused()).toBe(labels[labels.length - 1]);
    await page.keyboard.press('Home');
    await expect.poll(() => focused()).toBe(labels[0]);
    // Only the active point is in the tab order.
    expect(await points.evaluateAll((els) => els.filter((e) => e.tabIndex === 0).length)).toBe(1);
    // Tab leaves the chart for the data table region.
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('role')))
      .toBe('region');

    // The line chart: Right moves along the line (opened in the running portal).
    await openScreen(page, '/analytics/starters-leavers-chart?range=all');
    await settled(page);
    const line = page.locator('.vka-chart[data-variant="line"] .vka-point');
    const lineLabels = await line.evaluateAll((els) =>
      els.map((e) => e.getAttribute('aria-label')),
    );
    await line.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => focused()).toBe(lineLabels[1]);
    await shoot(page, 'analytics-focus-line');
  });

  it('is axe-clean, charts included, in light and dark, on desktop and phone', async () => {
    // Each screen opened once, then checked in the four looks (inEachLook).
    const context = await contextAt(portal.browser, LOOKS[0], { locale: 'en-GB' });
    const page = await signIn(context, undefined, '/analytics');
    await page.locator('.vka-tile svg, .vka-tile .vkp-empty').first().waitFor();
    await inEachLook(page, async ([width, , colorScheme]) => {
      expect(await runAxe(page), `home ${colorScheme} ${width}`).toEqual([]);
      await shoot(page, `analytics-home-${width}-${colorScheme}`);
    });
    for (const id of ['starters-leavers-chart', 'users-by-role', 'training-by-user']) {
      const report = ALL_REPORTS.find((r) => r.id === id)!;
      const answer = page.waitForResponse(isReportCall(report));
      await openInApp(page, `/analytics/${id}`);
      await page.getByRole('heading', { level: 1, name: report.title }).waitFor();
      await answer;
      await settled(page);
      await inEachLook(page, async ([width, , colorScheme]) => {
        expect(await runAxe(page), `${id} ${colorScheme} ${width}`).toEqual([]);
        await shoot(page, `analytics-${id}-${width}-${colorScheme}`);
      });
    }
    await context.close();
  });

  it('draws the full response contract: several series with a unit, and record lists as tables', async () => {
    // The sandbox of this branch answers the older {label, value} shape; these two
    // answers use the contract's meta (kind, unit, series, filters) to prove the
    // portal draws it, in Chromium, axe-clean in the dark scheme.
    const page = await adminAt('/people');
    await page.emulateMedia({ colorScheme: 'dark' });
    try {
      await contractAnswers(page);
    } finally {
      await page.unrouteAll();
      await page.emulateMedia({ colorScheme: 'light' });
    }
  });

  /** The two contract answers of the test above, in the shared page (dark). */
  async function contractAnswers(page: Page) {
    await page.route('**/api/analytics/starters-leavers/chart/**', (route) =>
      route.fulfill({
        json: {
          data: [
            { label: '2026-01', value: 2880, leavers: 0 },
            { label: '2026-02', value: 1440, leavers: 4320 },
            { label: '2026-03', value: 100, leavers: 1440 },
          ],
          meta: {
            generated_at: '2026-11-24T10:00:00Z',
            kind: 'series',
            total: 5,
            unit: 'minutes',
            series: [
              { key: 'value', label: 'Starters' },
              { key: 'leavers', label: 'Leavers' },
            ],
            filters: { from: '2026-01-01', to: '2026-03-31' },
          },
        },
      }),
    );
    await page.route('**/api/reports/users/logins/**', (route) =>
      route.fulfill({
        json: {
          data: [
            { id: 7, name: 'Ada Admin', logins: 12, last_login: '2026-11-20' },
            { id: 8, name: 'Cal Coordinator', logins: 0, last_login: null },
          ],
          meta: { generated_at: '2026-11-24T10:00:00Z', kind: 'rows', total: 2 },
        },
      }),
    );
    await openScreen(page, '/analytics/starters-leavers-chart');
    await settled(page);
    expect(await page.locator('.vka-legend li').allTextContents()).toEqual(['Starters', 'Leavers']);
    expect(await page.locator('.vka-chart path.vka-line').count()).toBe(2);
    expect(await tableText(page)).toEqual([
      ['Jan 2026', '2 days', '-'],
      ['Feb 2026', '1 day', '3 days'],
      ['Mar 2026', '-', '1 day'],
    ]);
    expect(await page.locator('.vka-table thead th').allTextContents()).toEqual([
      'Label',
      'Starters',
      'Leavers',
    ]);
    expect(await runAxe(page)).toEqual([]);
    await shoot(page, 'analytics-contract-series-dark');

    await openScreen(page, '/analytics/users-logins');
    await settled(page);
    expect(await page.locator('.vka-chart').count()).toBe(0);
    expect(await tableText(page)).toEqual([
      ['7', 'Ada Admin', '12', '20/11/2026'],
      ['8', 'Cal Coordinator', '-', '—'],
    ]);
    expect(await runAxe(page)).toEqual([]);
  }

  it('prints the report without the navigation and the controls', async () => {
    const page = await adminAt('/analytics/users-by-team');
    await settled(page);
    await page.emulateMedia({ media: 'print' });
    try {
      await printed(page);
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }
  });

  /** What the printed report of the test above shows and hides. */
  async function printed(page: Page) {
    expect(await page.locator('nav[aria-label="Main"]').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Apply filters' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Download CSV' }).isVisible()).toBe(false);
    expect(await page.locator('.vka-chart svg').isVisible()).toBe(true);
    expect(await page.locator('.vka-table').isVisible()).toBe(true);
    expect(await page.locator('.vka-summary').textContent()).toContain('Period:');
    // The default period (the last 12 months) reads as one date range, not two numeric dates.
    expect(await page.locator('.vka-summary').textContent()).toMatch(
      /Period: \d{1,2} [A-Z][a-z]{2} \d{4} – \d{1,2} [A-Z][a-z]{2} \d{4}Team/,
    );
    await shoot(page, 'analytics-print');
  }

  it('keeps reports from people whose role does not include them', async () => {
    const context = await portal.browser.newContext({ bypassCSP: true });
    const page = await signIn(context, DEMO_LOGINS.volunteer, '/analytics/users-by-role');
    await page.getByRole('heading', { level: 1, name: 'Not available' }).waitFor();
    await context.close();
  });
});
