import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_LOGINS } from '../packages/sandbox/src/index.js';
import { runAxe } from './support/axe.js';
import {
  apiToken,
  contextAt,
  fitsWidth,
  inEachLook,
  LOOKS,
  openScreen,
  shotAt,
  signInAt,
  usePortal,
  waitForShell,
  useSignedInPage,
} from './support/portal.js';

// The demo team leader (Callander and Pitlochry bases) in the built portal against the
// demo sandbox: every screen shows only their teams and says so, and a person or rooms
// of another team read the server's refusal in words. The coordinator acts on a saved
// view of people and e-mails the list's filter: the server resolves the people when the
// action runs, and the e-mail log has one row per recipient.

type Rec = Record<string, unknown> & { id: number };

describe('team leader and actions on a filter', () => {
  const portal = usePortal({ db: ':memory:' });
  let admin = '';
  let leaderTeams: number[] = [];

  beforeAll(async () => {
    admin = await apiToken(portal.sandbox, DEMO_LOGINS.admin);
    const me = (await http(`users/?filter[email]=${DEMO_LOGINS.teamLeader}`)).data[0]!;
    leaderTeams = (me.led_team_ids as number[]).map(Number);
  });

  async function http(path: string, token = admin) {
    const res = await fetch(`${portal.sandbox.url}/api/${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status, path).toBe(200);
    return (await res.json()) as { data: Rec[]; meta: { pagination: { total: number } } };
  }

  async function signIn(context: BrowserContext, path: string, as: string): Promise<Page> {
    const page = await context.newPage();
    await signInAt(page, portal.baseUrl + path, { as });
    await waitForShell(page);
    return page;
  }

  // The coordinator's tests share one page (a new context signed in costs about 0.6 s of
  // CPU: docs/testing.md, round 18), in the first look of the sweep; each later test opens
  // its screen in the running portal by way of the home screen, so the screen mounts
  // afresh and shows what the server has now. The team leader keeps a context per test:
  // each starts without the screens' remembered choices of another test.
  const coordinator = useSignedInPage(portal, DEMO_LOGINS.coordinator, {
    bypassCSP: true,
    viewport: { width: LOOKS[0][0], height: LOOKS[0][1] },
    colorScheme: LOOKS[0][2],
    home: '/',
  });
  const coordinatorAt = (path: string) => coordinator.at(path);

  it('as the team leader, sees only their teams and reads why elsewhere', async () => {
    const context = await portal.browser.newContext({ bypassCSP: true });
    const page = await signIn(context, '/rotas/planner', DEMO_LOGINS.teamLeader);
    await page.getByText('Teams: Callander base, Pitlochry base').waitFor();
    await page.locator('summary', { hasText: 'Teams:' }).click();
    await page.getByText('You lead Callander base and Pitlochry base').first().waitFor();
    // The rota's team tree offers only the led teams.
    expect(await page.getByRole('tree', { name: 'Teams on the rota' }).textContent()).not.toMatch(
      /Stirling base|Gower base/,
    );

    // People: exactly the members of their teams, as the server counts them.
    const leader = await apiToken(portal.sandbox, DEMO_LOGINS.teamLeader);
    const theirs = (await http('users/?per_page=1', leader)).meta.pagination.total;
    const everyone = (await http('users/?per_page=1')).meta.pagination.total;
    expect(theirs).toBeLessThan(everyone);
    const outsider = (await http('users/?per_page=500')).data.find(
      (u) =>
        Array.isArray(u.team_ids) &&
        u.team_ids.length > 0 &&
        !u.team_ids.some((t) => leaderTeams.includes(Number(t))),
    )!;
    await openScreen(page, `/people/${outsider.id}`);
    await page
      .getByText(
        'This person is not in a team you lead; a team leader reaches only their own teams (Callander base, Pitlochry base).',
      )
      .first()
      .waitFor();

    // Occupancy opens on a led team; another team's rooms are refused in words.
    await openScreen(page, '/residential-occupancy');
    await page.getByRole('heading', { level: 1, name: 'Room occupancy' }).waitFor();
    await page.locator('.vko-grid').waitFor();
    expect(leaderTeams.map(String)).toContain(new URL(page.url()).searchParams.get('team'));
    const other = (await http('organisation/teams/?per_page=200')).data.find(
      (t) => t.name === 'Stirling base',
    )!;
    await openScreen(page, '/');
    await openScreen(page, `/residential-occupancy?team=${other.id}`);
    await page.getByText('These rooms belong to a team you do not lead').first().waitFor();
    // The refused team is not remembered: the next visit opens on their own team again
    // (it opened on the refusal every time, the last choice of the screen).
    await openScreen(page, '/');
    await openScreen(page, '/residential-occupancy');
    await page.locator('.vko-grid').waitFor();
    expect(leaderTeams.map(String)).toContain(new URL(page.url()).searchParams.get('team'));

    // Tasks: only their teams' tasks are on the board.
    await openScreen(page, '/tasks');
    await page.locator('.vkb-card').first().waitFor();
    const tasks = (await http('tasks/?per_page=500', leader)).data;
    expect(tasks.every((t) => leaderTeams.includes(Number(t.team_id)))).toBe(true);
    // Their teams' tasks go to their teams' people: the cards read names, not "Name hidden".
    expect(await page.locator('.vkb-card', { hasText: 'Name hidden' }).count()).toBe(0);
    expect(await runAxe(page)).toEqual([]);

    // The people list offers only what a team leader may do: edit, not add or delete.
    await openScreen(page, '/people');
    const table = page.getByRole('table');
    await table.getByRole('link', { name: /^Edit/ }).first().waitFor();
    expect(await table.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /^(Add a person|Create)/ }).count()).toBe(0);
    await context.close();
  });

  it('acts on a saved view: the server adds whoever matches to a team, read back', async () => {
    const page = await coordinatorAt('/people?sort=id&f.status=applicant');
    await page.getByRole('heading', { level: 1, name: 'People' }).waitFor();
    await page.getByRole('button', { name: 'Saved views' }).click();
    await page.getByLabel('Save this view as').fill('Applicants');
    await page.getByRole('button', { name: 'Save view' }).click();
    const section = page.getByRole('region', { name: /^Everyone in “Applicants”/ });
    await section.waitFor();
    const applicants = (await http('users/?per_page=500&filter[status]=applicant')).data;
    expect(applicants.length).toBeGreaterThan(0);
    await section.getByRole('button', { name: 'Add to team…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to a team' });
    await dialog
      .getByText(`Everyone in the saved view “Applicants”: ${applicants.length}`)
      .waitFor();
    const team = dialog.getByLabel('Team', { exact: true });
    const gower = team.locator('option', { hasText: 'Gower base' });
    await gower.waitFor({ state: 'attached' });
    const gowerId = Number(await gower.getAttribute('value'));
    const already = applicants.filter((u) =>
      (u.team_ids as number[]).map(Number).includes(gowerId),
    );
    await team.selectOption(String(gowerId));
    await dialog.getByRole('button', { name: /^Add to a team: / }).click();
    // Those already in the team are named as refused, with the reason.
    await page
      .getByText(`${applicants.length - already.length} added to Gower base.`)
      .first()
      .waitFor();
    const after = (await http('users/?per_page=500&filter[status]=applicant')).data;
    expect(after.map((u) => u.id)).toEqual(applicants.map((u) => u.id));
    for (const person of after)
      expect((person.team_ids as number[]).map(Number), `person ${person.id}`).toContain(gowerId);
  });

  it('e-mails the filtered list: one e-mail log row per recipient', async () => {
    const page = await coordinatorAt('/people?sort=id&f.status=leaver');
    const section = page.getByRole('region', { name: /^Everyone matching the filter/ });
    await section.waitFor();
    // Whom the server e-mails: everyone matching with an address, not blocked or anonymised.
    const leavers = (await http('users/?per_page=500&filter[status]=leaver')).data.filter(
      (u) =>
        typeof u.email === 'string' &&
        u.email.includes('@') &&
        u.blocked !== true &&
        !u.anonymised_at,
    );
    await section.getByRole('button', { name: /^E-mail \d+…$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'E-mail everyone listed' });
    await dialog.getByLabel('Subject').fill('Thank you, {first_name}');
    await dialog.getByLabel('Message').fill('Thank you for volunteering with {organisation}.');
    await dialog
      .getByTestId('email-preview')
      .getByText(/Thank you, [A-Z]\S*$/)
      .waitFor();
    expect(await runAxe(page)).toEqual([]);
    await dialog.getByRole('button', { name: /^Send to \d+$/ }).click();
    await dialog.getByText(/^E-mail “Thank you, ‹first name›” sent to \d+ people\.$/).waitFor();
    const groups = (await http('organisation/email-log-groups/?s=id&o=desc')).data;
    expect(groups[0]).toMatchObject({ name: 'Thank you, {first_name}', count: leavers.length });
    const rows = (await http(`organisation/email-log-groups/${groups[0]!.id}/logs/?per_page=500`))
      .data;
    expect(rows.map((r) => Number(r.user_id)).sort((a, b) => a - b)).toEqual(
      leavers.map((u) => u.id).sort((a, b) => a - b),
    );
    expect(rows[0]!.subject).toBe(
      `Thank you, ${String(leavers.find((u) => u.id === rows[0]!.user_id)!.first_name)}`,
    );
  });

  it('looks right at 1280 and 390 px, light and dark, as the leader and the coordinator', async () => {
    // Each screen opened once, then checked in the four looks (inEachLook).
    const context = await contextAt(portal.browser, LOOKS[0]);
    const page = await signIn(context, '/rotas/planner', DEMO_LOGINS.teamLeader);
    await page.getByText('Teams: Callander base, Pitlochry base').waitFor();
    await inEachLook(page, async (look) => {
      await shotAt(page, 'leader-rota', look);
      expect(await runAxe(page), `rota ${look.join(' ')}`).toEqual([]);
    });
    for (const [path, name, ready] of [
      ['/residential-occupancy', 'occupancy', '.vko-grid'],
      ['/people', 'people', 'table tbody tr'],
      ['/tasks', 'tasks', '.vkb-card'],
    ] as const) {
      // In the running portal; openScreen waits for this screen's heading first (the
      // previous screen's grid has table rows too).
      await openScreen(page, path);
      await page.locator(ready).first().waitFor();
      await inEachLook(page, async (look) => {
        await shotAt(page, `leader-${name}`, look);
        expect(await runAxe(page), `${name} ${look.join(' ')}`).toEqual([]);
      });
    }
    await context.close();
    const coordinator = await coordinatorAt('/people?sort=id&f.status=leaver');
    await coordinator.getByRole('region', { name: /^Everyone matching the filter/ }).waitFor();
    await inEachLook(coordinator, async (look) => {
      await shotAt(coordinator, 'coordinator-people-filter', look);
      expect(await runAxe(coordinator), `people filter ${look.join(' ')}`).toEqual([]);
    });
    await openScreen(coordinator, '/expenses/approvals');
    // Image receipts are shown inline (issue 45), loaded as they come into view (a PDF is a file card).
    const receipt = coordinator.locator('.vkx-receipt[data-kind="image"]').first();
    await receipt.scrollIntoViewIfNeeded();
    await receipt.locator('img').waitFor();
    expect(
      await receipt.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    await inEachLook(coordinator, async (look) => {
      await shotAt(coordinator, 'coordinator-approvals-receipt', look);
      if (look[0] === 390) expect(await fitsWidth(coordinator), 'approvals fit 390 px').toBe(true);
      expect(await runAxe(coordinator), `approvals ${look.join(' ')}`).toEqual([]);
    });
  }, 600_000);
});
