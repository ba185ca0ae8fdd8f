import type { Page } from 'playwright-core';
import { DEMO_LOGINS } from '../packages/sandbox/src/index.js';
import { runAxe } from './support/axe.js';
import {
  apiToken,
  inEachLook,
  openScreen,
  shotAt,
  signInAt,
  usePortal,
  waitForShell,
} from './support/portal.js';

// Issue 46: staff screens a coordinator trusts, as each staff login. Same-named people
// told apart once chosen; a permission group edited by ticking boxes changes what a
// person may do; the team leader's board and dashboard show their teams only; the
// limited account reads the true number of claims waiting; and the volunteer's
// "Mark complete" is on the phone screen without scrolling sideways.

type Rec = Record<string, unknown> & { id: number };

describe('staff screens a coordinator trusts', () => {
  const portal = usePortal({ db: ':memory:' });
  let admin = '';

  beforeAll(async () => {
    admin = await apiToken(portal.sandbox, DEMO_LOGINS.admin);
  });

  async function http(method: string, path: string, body?: unknown, token = admin) {
    const res = await fetch(`${portal.sandbox.url}/api/${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    expect(res.status, `${method} ${path}`).toBeLessThan(300);
    return (await res.json()) as { data: Rec & Rec[]; meta: { pagination: { total: number } } };
  }

  // The tests of one login share one page (a new context signed in costs about 0.6 s of
  // CPU: docs/testing.md, round 18). A later test of that login opens its screen in the
  // running portal by way of the home screen, so the screen mounts afresh and shows what
  // the server has now, in the test's viewport (the layouts are CSS: a resized page
  // re-lays itself out as a page opened at that size).
  const pages = new Map<string, Promise<Page>>();
  async function signIn(path: string, as: string, viewport = { width: 1280, height: 800 }) {
    const shared = pages.get(as);
    if (!shared) {
      const opened = (async () => {
        const context = await portal.browser.newContext({ bypassCSP: true, viewport });
        const page = await context.newPage();
        await signInAt(page, portal.baseUrl + path, { as });
        return waitForShell(page);
      })();
      pages.set(as, opened);
      return opened;
    }
    const page = await shared;
    await page.setViewportSize(viewport);
    await openScreen(page, '/');
    await openScreen(page, path);
    return page;
  }
  afterAll(async () => {
    for (const page of pages.values()) await (await page).context().close();
  });

  async function lookedAt(page: Page, name: string) {
    await inEachLook(page, async (look) => {
      expect(await runAxe(page)).toEqual([]);
      await shotAt(page, `staff-trust-${name}`, look, { fullPage: true });
    });
  }

  it('as the coordinator, two invited people of the same name are told apart', async () => {
    const people = (await http('GET', 'users/?per_page=500')).data;
    const byName = new Map<string, Rec[]>();
    // Two people of one name, both in a team (their base is part of what tells them apart).
    for (const p of people.filter((x) => Array.isArray(x.team_ids) && x.team_ids.length > 0)) {
      const key = `${String(p.first_name)} ${String(p.last_name)}`;
      byName.set(key, [...(byName.get(key) ?? []), p]);
    }
    const [name, twins] = [...byName].find(([, list]) => list.length >= 2)!;
    const event = (
      await http('POST', 'events/', {
        name: 'Footpath repair day',
        status: 'published',
        start: '2027-03-06T10:00:00.000Z',
        end: '2027-03-06T16:00:00.000Z',
      })
    ).data;
    for (const t of twins.slice(0, 2))
      await http('POST', `events/${event.id}/invitations/`, { user_id: t.id });

    const page = await signIn(`/events/${event.id}`, DEMO_LOGINS.coordinator);
    const rows = page.locator('tr', {
      has: page.locator('.vke-invitation-name', { hasText: name }),
    });
    await expect.poll(() => rows.locator('.vkp-person-apart').count()).toBe(2);
    const lines = await rows.locator('.vkp-person-apart').allInnerTexts();
    expect(lines[0]).not.toBe(lines[1]);
    for (const t of twins.slice(0, 2)) expect(lines.join('\n')).toContain(String(t.email));
    expect(lines[0]).toMatch(/ · /);
    await lookedAt(page, 'invitations');
  });

  it('as the administrator, ticking a box in a permission group changes what its people may do', async () => {
    const groups = (await http('GET', 'organisation/permission-groups/')).data;
    const leaders = groups.find((g) => g.name === 'Team leaders')!;
    const leader = (await http('GET', `users/?filter[email]=${DEMO_LOGINS.teamLeader}`)).data[0]!;
    const page = await signIn(`/people/${leader.id}`, DEMO_LOGINS.admin);
    const section = page.getByRole('region', {
      name: `What ${String(leader.first_name)} ${String(leader.last_name)} may do`,
    });
    await section
      .getByText('Everything below comes through the permission group Team leaders.')
      .waitFor();
    expect(await section.getByText('Export rotas', { exact: true }).count()).toBe(0);
    // The leader sees no edit, reset or erase on the coordinator above them; the administrator does.
    expect(await page.getByRole('link', { name: 'Edit profile' }).count()).toBe(1);

    await section.getByRole('link', { name: 'Change what Team leaders may do' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit Team leaders' }).waitFor();
    const rotas = page.getByRole('group', { name: 'Rotas' });
    await rotas.getByRole('checkbox', { name: 'Export rotas' }).check();
    await lookedAt(page, 'permission-group');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(
        async () =>
          (await http('GET', `organisation/permission-groups/${leaders.id}`)).data.permissions,
      )
      .toContain('export-rotas');
    expect((await http('GET', `users/${leader.id}`)).data.permissions).toContain('export-rotas');

    // The saved form goes on to the group's page by itself (after 400 ms): open the
    // person once it has, so that navigation cannot replace the person's screen.
    await page.getByRole('heading', { level: 1, name: 'Edit Team leaders' }).waitFor({
      state: 'detached',
    });
    await openScreen(page, `/people/${leader.id}`);
    await section.getByText('Export rotas', { exact: true }).waitFor();
    await section.getByText('Download rotas as PDF and spreadsheet files.').waitFor();
    await lookedAt(page, 'what-they-may-do');
  });

  it('as the team leader, the board and dashboard show their teams only, and nothing is offered on the coordinator', async () => {
    const token = await apiToken(portal.sandbox, DEMO_LOGINS.teamLeader);
    const theirs = (await http('GET', 'applications/?per_page=500', undefined, token)).data;
    const all = (await http('GET', 'applications/?per_page=500')).data;
    expect(theirs.length).toBeLessThan(all.length);
    const page = await signIn('/recruitment', DEMO_LOGINS.teamLeader);
    const category = new URL(page.url()).searchParams.get('category');
    const open = theirs.filter(
      (a) => a.status === 'pending' && (category === null || String(a.category_id) === category),
    );
    await expect.poll(() => page.locator('.vkb-card-title').count()).toBe(open.length);
    expect(await page.getByText(/Name hidden/).count()).toBe(0);
    await lookedAt(page, 'leader-board');

    await openScreen(page, '/');
    const recent = page.getByRole('region', { name: 'Recent actions' });
    const actions = (await http('GET', 'dashboard/recent-actions/?per_page=100', undefined, token))
      .data;
    const everyone = (await http('GET', 'dashboard/recent-actions/?per_page=100')).data;
    expect(actions.length).toBeLessThan(everyone.length);
    for (const a of everyone.filter((x) => !actions.some((y) => y.id === x.id)).slice(0, 5))
      expect(await recent.getByText(String(a.subject), { exact: true }).count()).toBe(0);
    await lookedAt(page, 'leader-dashboard');

    const coordinator = (await http('GET', `users/?filter[email]=${DEMO_LOGINS.coordinator}`))
      .data[0]!;
    await openScreen(page, `/people/${coordinator.id}`);
    await page.getByRole('heading', { level: 2, name: /may do$/ }).waitFor();
    for (const action of [/Edit profile/, /password reset/i, /anonymisation/i])
      expect(await page.getByRole('main').getByRole('button', { name: action }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Edit profile' }).count()).toBe(0);
  });

  it('as the limited account, the claims page says how many wait, never a false zero', async () => {
    const pending = (await http('GET', 'claims/?filter[status]=pending&per_page=1')).meta.pagination
      .total;
    expect(pending).toBeGreaterThan(0);
    const page = await signIn('/expenses/approvals', DEMO_LOGINS.limited);
    await page
      .getByTestId('claims-total')
      .getByText(`${pending} claims are waiting for a decision.`)
      .waitFor();
    await page.getByText('You need the ‘view people’ permission to see who made them').waitFor();
    await lookedAt(page, 'limited-claims');
  });

  it("as the volunteer on a phone, the inductions' Mark complete is on screen", async () => {
    const page = await signIn('/my/inductions', DEMO_LOGINS.volunteer, { width: 390, height: 844 });
    const button = page.getByRole('button', { name: /^Mark complete/ }).first();
    await button.waitFor();
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });

  it('as the administrator on a phone: claims as cards, the answer beside the Approve pressed', async () => {
    const page = await signIn('/expenses/approvals', DEMO_LOGINS.admin, {
      width: 390,
      height: 844,
    });
    const approve = page
      .locator('tbody')
      .getByRole('button', { name: /^Approve / })
      .first();
    await approve.waitFor();
    // The claims are cards: the decision is on the screen, nothing scrolls sideways.
    const box = (await approve.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await approve.scrollIntoViewIfNeeded();
    const pressedAt = (await approve.boundingBox())!;
    await approve.click();
    // The answer is beside the button pressed (not at the top of the page), and read out
    // by the page's status line.
    const note = page.locator('.vkp-near[data-open]');
    await note.getByText(/: approved\.$/).waitFor();
    const at = (await note.boundingBox())!;
    expect(Math.abs(at.y - (pressedAt.y + pressedAt.height))).toBeLessThan(120);
    await page
      .locator('.vkr-status')
      .getByText(/: approved\.$/)
      .waitFor();
    await lookedAt(page, 'approvals-phone');
  });

  it('as the coordinator: placeholders in words, Add a person warns without a team, a list keeps its actions (with icons) in view', async () => {
    const page = await signIn('/communication/bulk-email', DEMO_LOGINS.coordinator, {
      width: 390,
      height: 844,
    });
    const message = page.getByLabel('Message');
    await message.fill('Hello ');
    await page.getByRole('button', { name: 'Insert their first name' }).click();
    await expect.poll(() => message.inputValue()).toBe('Hello {first_name}');
    // Nothing on the screen shows the syntax bare; the preview fills it in.
    expect(await page.locator('main').innerText()).not.toMatch(/\{first_name\}/);
    await page
      .getByTestId('email-preview')
      .getByText(/^Hello \S+$/)
      .waitFor();

    await openScreen(page, '/people/new');
    await page.getByRole('tree', { name: 'Teams' }).waitFor();
    await page.getByText(/^No team chosen: they will be in no team’s lists or rotas/).waitFor();
    await lookedAt(page, 'add-person');

    // A wide list on a phone: its row actions (with their icons) stay pinned in view while
    // the list scrolls sideways in its frame.
    await page.setViewportSize({ width: 390, height: 844 });
    await openScreen(page, '/people?per_page=20');
    const actions = page.locator('.vkp-dt tbody tr').first().locator('.vkp-row-actions');
    await actions.getByRole('link', { name: /^Edit/ }).waitFor();
    await expect
      .poll(async () => {
        const b = (await actions.boundingBox())!;
        return b.x > 0 && b.x + b.width <= 391;
      })
      .toBe(true);
    expect(await actions.locator('svg.vkp-action-icon').count()).toBe(2);
  });

  it('as the administrator, a claims report draws pounds and counts on separate charts', async () => {
    const page = await signIn('/analytics/expenses-by-expense-type?range=all', DEMO_LOGINS.admin);
    const figures = page.locator('.vka-figure');
    await expect.poll(() => figures.count()).toBe(2);
    expect(await figures.locator('figcaption').allInnerTexts()).toEqual([
      expect.stringMatching(/Amount$/),
      expect.stringMatching(/Claims$/),
    ]);
    // The claims chart counts in whole numbers: no "3.00" claims, no "1.5" on its axis.
    const counts = await figures.nth(1).locator('.vka-axis text, .vka-value').allTextContents();
    expect(counts.length).toBeGreaterThan(0);
    for (const c of counts) expect(c).toMatch(/^(\d+|-)$/);
    await lookedAt(page, 'claims-report');
  });
});
