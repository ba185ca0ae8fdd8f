import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_LOGINS } from '../packages/sandbox/src/index.js';
import { runAxe } from './support/axe.js';
import {
  apiToken,
  contextAt,
  demoPlus,
  fitsWidth,
  inEachLook,
  LOOKS,
  openScreen,
  shotAt,
  signInAt,
  usePortal,
  waitForShell,
} from './support/portal.js';

// The demo coordinator's everyday jobs in the built portal against the demo sandbox:
// screens open with data, a shift is filled from its drawer (and a past one only after
// confirming), an applicant is moved, two people of the same name are told apart and
// both invited, claims are approved and rejected with a reason while their own claim is
// never offered; and the limited account reads why instead of an empty list.

type Rec = Record<string, unknown> & { id: number };

/** A 16 px square PNG, a profile photo. */
const PHOTO_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGPQqk8iCTGMahjVMHw1AAC6+AsQhW4cTAAAAABJRU5ErkJggg==';

describe('coordinator journeys', () => {
  let eventId = 0;
  let twins: Rec[] = [];
  let coordinatorId = 0;
  let token = '';

  const portal = usePortal({
    db: ':memory:',
    seed: demoPlus((ctx) => {
      const users = ctx.store.all('users') as Rec[];
      const byName = new Map<string, Rec[]>();
      for (const u of users) {
        const name = `${String(u.first_name)} ${String(u.last_name)}`;
        byName.set(name, [...(byName.get(name) ?? []), u]);
      }
      twins = [...byName.values()].find((list) => list.length >= 2)!.slice(0, 2);
      coordinatorId = users.find((u) => u.email === DEMO_LOGINS.coordinator)!.id;
      eventId = ctx.insert('events', {
        name: 'Loch shore clean-up',
        start: '2031-03-14T09:00:00Z',
        end: '2031-03-14T15:00:00Z',
      }).id;
    }),
  });

  beforeAll(async () => {
    token = await apiToken(portal.sandbox, DEMO_LOGINS.coordinator);
  });

  async function http(path: string, init: { method?: string; body?: unknown } = {}) {
    const res = await fetch(`${portal.sandbox.url}/api/${path}`, {
      method: init.method ?? 'GET',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
    });
    return { status: res.status, body: (await res.json()) as { data: Rec & Rec[] } };
  }

  async function signIn(
    context: BrowserContext,
    path: string,
    as: string = DEMO_LOGINS.coordinator,
  ): Promise<Page> {
    const page = await context.newPage();
    await signInAt(page, portal.baseUrl + path, { as });
    await waitForShell(page);
    return page;
  }

  /**
   * A scheduled shift of the coordinator's teams with at least `left` places left, in
   * the future or past (which shift that is depends on the time of day the test runs).
   */
  async function openShift(when: 'future' | 'past', left = 1): Promise<Rec & { places: number }> {
    const me = (await http(`users/${coordinatorId}`)).body.data;
    const teams = (me.team_ids as number[]).map(String);
    const now = Date.now();
    const today = new Date(now).toISOString().slice(0, 10);
    const shifts = (
      await http(
        when === 'future'
          ? `shifts/?per_page=500&sort=start&filter[start][gte]=${today}`
          : `shifts/?per_page=500&sort=-start&filter[start][lt]=${today}`,
      )
    ).body.data;
    const shift = shifts.find(
      (s) =>
        teams.includes(String(s.team_id)) &&
        s.status === 'scheduled' &&
        (s.places as number) - (s.assignments as unknown[]).length >= left &&
        (when === 'future'
          ? Date.parse(String(s.start)) > now + 86_400_000
          : Date.parse(String(s.end)) < now - 86_400_000),
    );
    expect(shift, `a ${when} shift with ${left} place(s) left`).toBeDefined();
    return shift as Rec & { places: number };
  }

  // The tests below signed in as the coordinator share one page (a new context signed in
  // costs about 0.6 s of CPU: docs/testing.md, round 18), in the first look of the sweep.
  // Each opens its screen in the running portal by way of the home screen, so the screen
  // mounts afresh and shows what the server has now. The first test (what a coordinator
  // sees first: no remembered teams) and the limited account keep their own context.
  let coordinatorPage: Promise<Page> | undefined;
  async function coordinatorAt(path: string): Promise<Page> {
    if (!coordinatorPage) {
      coordinatorPage = contextAt(portal.browser, LOOKS[0]).then((context) =>
        signIn(context, path),
      );
      return coordinatorPage;
    }
    const page = await coordinatorPage;
    await openScreen(page, '/');
    await openScreen(page, path);
    return page;
  }
  afterAll(async () => {
    if (coordinatorPage) await (await coordinatorPage).context().close();
  });

  const plannerFor = (s: Rec) =>
    `/rotas/planner?view=day&date=${String(s.start).slice(0, 10)}&teams=${String(s.team_id)}&shift=${s.id}`;

  it('opens the rota, occupancy and adverts on their own teams with data, no choosing', async () => {
    const context = await portal.browser.newContext({ bypassCSP: true });
    const page = await signIn(context, '/rotas/planner');
    await page.getByRole('heading', { level: 1, name: 'Rota calendar' }).waitFor();
    await page.getByText('Teams: Callander base, Pitlochry base, Stirling base').waitFor();
    await page.getByRole('grid').getByRole('rowheader', { name: 'Callander base' }).waitFor();
    expect(await page.getByTestId('rota-totals').textContent()).not.toContain('0 shifts');

    await openScreen(page, '/residential-occupancy');
    await page.getByRole('heading', { level: 1, name: 'Room occupancy' }).waitFor();
    await page.locator('.vko-cell[data-state="booked"]').first().waitFor();
    expect(new URL(page.url()).searchParams.get('team')).toMatch(/^\d+$/);

    await openScreen(page, '/residential/adverts');
    await page.getByRole('heading', { level: 1, name: 'Residential adverts' }).waitFor();
    await page.getByRole('table').getByRole('row').nth(1).waitFor();
    expect(await runAxe(page)).toEqual([]);
    await context.close();
  });

  it('fills a shift from its drawer; a past shift asks first', async () => {
    // Two people are assigned to it below: a shift with one place left would be
    // full after the first, and the product rightly offers no second assignment.
    const future = await openShift('future', 2);
    const before = (future.assignments as unknown[]).length;
    const page = await coordinatorAt(plannerFor(future));
    const drawer = page.getByRole('dialog', { name: String(future.title) });
    const candidates = drawer.getByRole('list', { name: 'People who could take this shift' });
    await candidates.getByRole('listitem').first().waitFor();
    expect(await drawer.textContent()).not.toMatch(/Person \d/);
    const first = candidates.getByRole('listitem').first();
    const name = (await first.locator('.vkr-person-name').textContent())!;
    await first.getByRole('button', { name: `Assign ${name}` }).click();
    await page.locator('.vkr-status').getByText(`${name} assigned to`).waitFor();
    const stored = (await http(`shifts/${future.id}`)).body.data;
    expect((stored.assignments as unknown[]).length).toBe(before + 1);
    // Anyone, found with the one person picker (e-mail tells same-named people apart).
    const twin = twins[0]!;
    const twinName = `${String(twin.first_name)} ${String(twin.last_name)}`;
    await drawer.getByRole('combobox', { name: 'Find anyone' }).fill(String(twin.email));
    await drawer
      .getByRole('listbox', { name: 'Find anyone' })
      .getByRole('option', { name: new RegExp(String(twin.email)) })
      .click();
    const chosen = drawer.getByRole('list', { name: 'Your choice for this shift' });
    await chosen.getByRole('button', { name: `Assign ${twinName}` }).click();
    await page.locator('.vkr-status').getByText(`${twinName} assigned to`).waitFor();
    const again = (await http(`shifts/${future.id}`)).body.data;
    expect((again.assignments as { user_id: number }[]).map((a) => String(a.user_id))).toContain(
      String(twin.id),
    );
    expect(await runAxe(page)).toEqual([]);

    const past = await openShift('past');
    await openScreen(page, '/');
    await openScreen(page, plannerFor(past));
    const pastDrawer = page.getByRole('dialog', { name: String(past.title) });
    const pastFirst = pastDrawer
      .getByRole('list', { name: 'People who could take this shift' })
      .getByRole('listitem')
      .first();
    const pastName = (await pastFirst.locator('.vkr-person-name').textContent())!;
    await pastFirst.getByRole('button', { name: `Assign ${pastName}` }).click();
    const confirm = pastDrawer.getByRole('alert').filter({ hasText: 'already happened' });
    await confirm.waitFor();
    // Nothing is stored until the coordinator confirms.
    expect((await http(`shifts/${past.id}`)).body.data.assignments).toEqual(past.assignments);
    await confirm.getByRole('button', { name: `Assign ${pastName} to the past shift` }).click();
    await page.locator('.vkr-status').getByText(`${pastName} assigned to`).waitFor();
    expect(((await http(`shifts/${past.id}`)).body.data.assignments as unknown[]).length).toBe(
      (past.assignments as unknown[]).length + 1,
    );
  });

  it('moves an applicant to the next stage; the server has the move', async () => {
    const page = await coordinatorAt('/recruitment');
    const card = page
      .locator('.vkb-column')
      .filter({ has: page.getByRole('heading', { name: /^Applied \(/ }) })
      .locator('.vkb-card')
      .first();
    await card.waitFor();
    const id = await card.getAttribute('data-card-id');
    const name = (await card.locator('h3').textContent())!;
    expect(name).not.toMatch(/^Applicant \d/);
    await card.focus();
    await page.keyboard.press('Shift+ArrowRight');
    await page.locator('.vkr-status').getByText(`${name} moved from Applied to`).waitFor();
    expect((await http(`applications/${id}`)).body.data.stage).toBe('screening');
  });

  it('invites two people of the same name, told apart by e-mail and team (and photo)', async () => {
    // The first twin has a profile photo, the second none: the picker shows the photo, or initials.
    const form = new FormData();
    form.append(
      'photo',
      new Blob([Buffer.from(PHOTO_PNG, 'base64')], { type: 'image/png' }),
      'me.png',
    );
    const uploaded = await fetch(`${portal.sandbox.url}/api/users/${twins[0]!.id}/profile-photo/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const page = await coordinatorAt(`/events/${eventId}`);
    const name = `${String(twins[0]!.first_name)} ${String(twins[0]!.last_name)}`;
    const initials =
      `${String(twins[0]!.first_name)[0]}${String(twins[0]!.last_name)[0]}`.toUpperCase();
    /** What an avatar shows: 'photo' (a decoded image) or its initials. */
    const avatarOf = (scope: ReturnType<Page['locator']>) =>
      scope.locator('.vkp-avatar').evaluate(async (el) => {
        const img = el.querySelector('img');
        if (img) {
          await img.decode().catch(() => undefined);
          return img.naturalWidth > 0 ? 'photo' : 'broken';
        }
        return el.querySelector('[data-initials]')?.getAttribute('data-initials') ?? '';
      });
    for (const [n, person] of twins.entries()) {
      const picker = page.getByRole('combobox', { name: 'Person to invite' });
      await picker.fill(name);
      const options = page.getByRole('listbox', { name: 'Person to invite' }).getByRole('option');
      await options.nth(n === 0 ? 1 : 0).waitFor();
      const texts = await options.allTextContents();
      if (n === 0) expect(texts.filter((t) => t.startsWith(name)).length).toBeGreaterThanOrEqual(2);
      // Each same-named option shows its own e-mail address.
      expect(new Set(texts).size).toBe(texts.length);
      const option = page.locator(`[role="option"][data-person-id="${person.id}"]`);
      expect(await option.textContent()).toContain(String(person.email));
      const shows = n === 0 ? 'photo' : initials;
      if (n === 0) await option.locator('.vkp-avatar[data-photo="shown"]').waitFor();
      expect(await avatarOf(option)).toBe(shows);
      expect(await runAxe(page)).toEqual([]);
      await option.click();
      await page.getByText(String(person.email)).first().waitFor();
      // The chosen person's chip: the same photo, or the same initials.
      const chip = page.locator(`.vkp-person-picker-chosen[data-person-id="${person.id}"]`);
      await chip.waitFor();
      if (n === 0) await chip.locator('.vkp-avatar[data-photo="shown"]').waitFor();
      expect(await avatarOf(chip)).toBe(shows);
      await page.getByRole('button', { name: 'Invite person' }).click();
      await page
        .locator('.vkr-status, [role="status"]')
        .getByText(`${name} invited.`)
        .first()
        .waitFor();
    }
    const invitations = (await http(`events/${eventId}/invitations/`)).body.data;
    expect(invitations.map((i) => Number(i.user_id)).sort()).toEqual(twins.map((t) => t.id).sort());
    // Statuses in words; each row's select shows the stored status, and a refused or
    // saved change leaves it showing what the server has.
    const cells = page.getByTestId('invitation-status');
    await expect.poll(() => cells.allTextContents()).toEqual(['Invited', 'Invited']);
    for (const select of await page.getByRole('combobox', { name: /^New status for/ }).all())
      expect(await select.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.text)).toBe(
        'Invited',
      );
    const first = page.getByRole('combobox', { name: /^New status for/ }).first();
    await first.selectOption('accepted');
    await page
      .getByRole('button', { name: /^Set status of/ })
      .first()
      .click();
    await expect.poll(() => cells.first().textContent()).toBe('Accepted');
    expect(await first.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.text)).toBe(
      'Accepted',
    );
  });

  it('approves a claim, rejects another with a reason, and is never offered their own', async () => {
    const page = await coordinatorAt('/expenses/approvals');
    await page.getByRole('heading', { level: 1, name: 'Expense approvals' }).waitFor();
    const own = page.locator('tr[data-own]');
    await own.waitFor();
    expect(await own.getByRole('button').count()).toBe(0);
    expect(await own.getByRole('checkbox').count()).toBe(0);
    expect(await own.textContent()).toContain('Your own claim');
    const ownId = await own.getAttribute('data-claim');
    // The server refuses it too.
    const refused = await http(`claims/${ownId}`, { method: 'PUT', body: { status: 'approved' } });
    expect(refused.status).toBe(403);

    const others = page.locator('tr[data-claim]:not([data-own])');
    const approveId = await others.nth(0).getAttribute('data-claim');
    const rejectId = await others.nth(1).getAttribute('data-claim');
    await others
      .nth(0)
      .getByRole('button', { name: /^Approve/ })
      .click();
    await page.getByRole('status').getByText(': approved.').waitFor();
    const approved = (await http(`claims/${approveId}`)).body.data;
    expect(approved).toMatchObject({ status: 'approved', authoriser_id: coordinatorId });

    await page
      .locator(`tr[data-claim="${rejectId}"]`)
      .getByRole('button', { name: /^Reject/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Reject a claim' });
    await dialog.getByRole('button', { name: 'Reject claim' }).click();
    await dialog.getByRole('alert').getByText('Say why the claim is rejected').waitFor();
    await dialog.getByLabel('Reason').fill('No receipt attached');
    await dialog.getByRole('button', { name: 'Reject claim' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const rejected = (await http(`claims/${rejectId}`)).body.data;
    expect(rejected).toMatchObject({ status: 'rejected', decision_reason: 'No receipt attached' });
    const row = page.locator(`tr[data-claim="${rejectId}"]`);
    await row.getByText('Rejected by Cory Coordinator: No receipt attached').waitFor();
    expect(await runAxe(page)).toEqual([]);

    // A Select box reached with the keyboard while its row is under the sticky header
    // comes out from under it (it stayed hidden there, 1 px showing: WCAG 2.4.11).
    const pending = others.filter({ has: page.getByRole('checkbox') }).nth(1);
    await pending.getByRole('link').first().focus();
    const headerBottom = () =>
      page.evaluate(() => document.querySelector('.vkp-header')!.getBoundingClientRect().bottom);
    const under = (await headerBottom()) - 12;
    await pending.getByRole('checkbox').evaluate((box, y) => {
      scrollBy(0, box.getBoundingClientRect().top - y);
    }, under);
    expect((await pending.getByRole('checkbox').boundingBox())!.y).toBeLessThan(under + 1);
    await page.keyboard.press('Shift+Tab');
    const focused = page.locator(':focus');
    expect(await focused.getAttribute('aria-label')).toMatch(/^Select /);
    expect((await focused.boundingBox())!.y).toBeGreaterThanOrEqual(await headerBottom());
  });

  /** Selects the first five people of the list; returns their ids. */
  async function selectFive(page: Page): Promise<string[]> {
    await page.getByRole('heading', { level: 1, name: 'People' }).waitFor();
    const rows = page.locator('table tbody tr').filter({ has: page.getByRole('checkbox') });
    await rows.nth(4).waitFor();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const row = rows.nth(i);
      await row.getByRole('checkbox').check();
      ids.push(
        (await row.locator('a[href^="/people/"]').first().getAttribute('href'))!.split('/')[2]!,
      );
    }
    await page
      .getByRole('region', { name: 'Bulk actions' })
      .getByText('5 selected', { exact: true })
      .waitFor();
    return ids;
  }

  it('e-mails five selected people: five rows in the e-mail log', async () => {
    const page = await coordinatorAt('/people?sort=id');
    const ids = await selectFive(page);
    await page.getByRole('button', { name: 'E-mail 5…' }).click();
    const dialog = page.getByRole('dialog', { name: 'E-mail the selected people' });
    await dialog.getByLabel('Subject').fill('Rota for December');
    await dialog.getByLabel('Message').fill('Hello {first_name}, the December rota is out.');
    await dialog
      .getByTestId('email-preview')
      .getByText(/^Hello \S+, the December rota is out\.$/)
      .waitFor();
    expect(await runAxe(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Send to 5' }).click();
    await dialog.getByText('E-mail “Rota for December” sent to 5 people.').waitFor();
    const groups = (await http('organisation/email-log-groups/?s=id&o=desc')).body.data;
    expect(groups[0]).toMatchObject({ name: 'Rota for December', count: 5 });
    const logs = (await http(`organisation/email-log-groups/${groups[0]!.id}/logs/`)).body.data;
    expect(logs.map((l) => String(l.user_id)).sort()).toEqual([...ids].sort());
  });

  it('adds five selected people to a team; the server has them in it', async () => {
    // Volunteers (applicants): staff accounts change only by an administrator (issue 43).
    const page = await coordinatorAt('/people?sort=id&f.status=applicant');
    const ids = await selectFive(page);
    await page
      .getByRole('region', { name: 'Bulk actions' })
      .getByRole('button', { name: 'Add to team…' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Add to a team' });
    const team = dialog.getByLabel('Team', { exact: true });
    await team.locator('option', { hasText: 'Gower base' }).waitFor({ state: 'attached' });
    const gowerOption = team.locator('option', { hasText: 'Gower base' });
    await team.selectOption((await gowerOption.getAttribute('value'))!);
    await dialog.getByRole('button', { name: 'Add to a team: 5' }).click();
    await page.getByText('5 added to Gower base.').waitFor();
    const teams = (await http('organisation/teams/?q=gower')).body.data;
    const gower = String(teams.find((t) => t.name === 'Gower base')!.id);
    for (const id of ids) {
      const person = (await http(`users/${id}`)).body.data;
      expect((person.team_ids as number[]).map(String)).toContain(gower);
    }
  });

  it('adds a person with a team, role, phone and welcome e-mail; reads them back', async () => {
    const page = await coordinatorAt('/manage/users/new');
    await page.getByRole('heading', { level: 1, name: 'Add a person' }).waitFor();
    expect(await page.getByText('More fields').count()).toBe(0);
    await page.getByLabel('First name').fill('Isla');
    await page.getByLabel('Last name').fill('Newcomer');
    // An e-mail someone already has: refused beside the field, nothing typed is lost.
    await page.getByLabel('E-mail', { exact: true }).fill(DEMO_LOGINS.coordinator);
    await page.getByLabel('Phone (optional)').fill('+44 7700 900123');
    await page.getByLabel('Status').selectOption('applicant');
    await page.getByLabel('Start date').fill('2031-01-06');
    await page.getByRole('searchbox', { name: 'Search teams' }).fill('Gower');
    await page
      .getByRole('tree', { name: 'Teams' })
      .getByRole('treeitem', { name: /Gower base/ })
      .click();
    await page
      .getByRole('tree', { name: 'Role profiles' })
      .getByRole('treeitem', { name: /Ranger/ })
      .click();
    await page.getByRole('button', { name: 'Add person' }).click();
    await page.locator('#add-person-email-error').getByText(/taken/).waitFor();
    expect(await page.getByLabel('First name').inputValue()).toBe('Isla');
    expect(await page.getByLabel('Phone (optional)').inputValue()).toBe('+44 7700 900123');
    expect(await page.getByLabel('Status').inputValue()).toBe('applicant');
    expect(await runAxe(page)).toEqual([]);
    await page.getByLabel('E-mail', { exact: true }).fill('isla.newcomer@example.org');
    await page.getByRole('button', { name: 'Add person' }).click();
    await page.waitForURL(/\/people\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Isla Newcomer' }).waitFor();
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const person = (await http(`users/${id}`)).body.data;
    const gower = (await http('organisation/teams/?q=gower')).body.data.find(
      (t) => t.name === 'Gower base',
    )!;
    expect(person).toMatchObject({
      email: 'isla.newcomer@example.org',
      status: 'applicant',
      start_date: '2031-01-06',
      roles: ['Ranger'],
    });
    expect((person.team_ids as number[]).map(String)).toEqual([String(gower.id)]);
    const phones = (await http(`users/${id}/phone-numbers/`)).body.data;
    expect(phones.map((p) => p.number)).toEqual(['+44 7700 900123']);
    const groups = (await http('organisation/email-log-groups/?s=id&o=desc')).body.data;
    expect(groups[0]).toMatchObject({ name: 'Welcome: set your password', count: 1 });
    const logs = (await http(`organisation/email-log-groups/${groups[0]!.id}/logs/`)).body.data;
    expect(logs).toMatchObject([{ user_id: Number(id), to: 'isla.newcomer@example.org' }]);
  });

  it('lists every opportunity, residential included, and filters them', async () => {
    const page = await coordinatorAt('/opportunities');
    await page.getByRole('heading', { level: 1, name: 'Opportunities' }).waitFor();
    const count = page.getByTestId('opportunities-count');
    await count.getByText(/^\d+ of \d+ opportunities\.$/).waitFor();
    const [shown, total] = (await count.textContent())!.match(/\d+/g)!.map(Number);
    expect(total).toBeGreaterThanOrEqual(200);
    expect(shown).toBe(total);
    await page.getByLabel('Type').selectOption('Residential-long');
    await page.waitForFunction(
      (all) =>
        !document
          .querySelector('[data-testid="opportunities-count"]')
          ?.textContent?.startsWith(`${all} of`),
      total,
    );
    const long = Number((await count.textContent())!.match(/\d+/)![0]);
    expect(long).toBeGreaterThan(0);
    expect(long).toBeLessThan(total!);
    await page.getByRole('button', { name: /^Show 20 more/ }).waitFor();
    expect(await runAxe(page)).toEqual([]);
    await page.getByRole('table').getByRole('link').first().click();
    await page.getByRole('heading', { level: 1, name: 'Residential adverts' }).waitFor();
    expect(new URL(page.url()).searchParams.get('advert')).toMatch(/^\d+$/);
  });

  it('shows the limited account why, never an empty list or "Person N"', async () => {
    const context = await portal.browser.newContext({ bypassCSP: true });
    const page = await signIn(context, '/tasks', DEMO_LOGINS.limited);
    await page
      .getByRole('note')
      .getByText(
        'You need the ‘view people’ permission to see who tasks are assigned to; ask an administrator.',
      )
      .waitFor();
    expect(await page.locator('main').textContent()).not.toMatch(/Person \d/);

    const shift = await openShift('future');
    await openScreen(page, plannerFor(shift));
    const drawer = page.getByRole('dialog', { name: String(shift.title) });
    await drawer
      .getByRole('note')
      .getByText('You need the ‘view people’ permission to see and assign volunteers')
      .waitFor();
    expect(await drawer.getByRole('button', { name: /^Assign/ }).count()).toBe(0);
    expect(await drawer.textContent()).not.toMatch(/Person \d/);
    expect(await runAxe(page)).toEqual([]);
    await context.close();
  });

  // Each screen opened once, then checked in the four looks (inEachLook); the time limit
  // covers the four looks (they took 70 s together on a quiet machine as four page loads).
  it('looks right at 1280 and 390 px, light and dark', async () => {
    const page = await coordinatorAt('/expenses/approvals');
    await page.locator('tr[data-own]').waitFor();
    await inEachLook(page, async (look) => {
      expect(await runAxe(page), `approvals ${look.join(' ')}`).toEqual([]);
      // Select boxes a thumb can hit: 24 px, not the browser's 13.
      const boxes = await page
        .locator('.vkx-select input[type=checkbox], .vkx-all input[type=checkbox]')
        .evaluateAll((all) => all.map((b) => Math.round(b.getBoundingClientRect().width)));
      expect(boxes.length).toBeGreaterThan(0);
      expect(Math.min(...boxes), `select boxes ${look.join(' ')}`).toBeGreaterThanOrEqual(24);
      await shotAt(page, 'coordinator-approvals', look);
    });
    await openScreen(page, `/events/${eventId}`);
    const picker = page.getByRole('combobox', { name: 'Person to invite' });
    await picker.fill(String(twins[0]!.first_name));
    const option = page
      .getByRole('listbox', { name: 'Person to invite' })
      .getByRole('option')
      .first();
    await option.waitFor();
    await inEachLook(page, async (look) => {
      await option.waitFor(); // still open in this look
      expect(await runAxe(page), `picker ${look.join(' ')}`).toEqual([]);
      await shotAt(page, 'coordinator-picker', look);
    });
    await openScreen(page, '/people/new');
    await page.getByRole('tree', { name: 'Teams' }).waitFor();
    await inEachLook(page, async (look) => {
      expect(await runAxe(page), `add person ${look.join(' ')}`).toEqual([]);
      await shotAt(page, 'coordinator-add-person', look);
    });
    const shift = await openShift('future');
    await openScreen(page, plannerFor(shift));
    const drawer = page.getByRole('dialog', { name: String(shift.title) });
    await drawer.getByRole('combobox', { name: 'Find anyone' }).waitFor();
    await inEachLook(page, async (look) => {
      expect(await runAxe(page), `shift drawer ${look.join(' ')}`).toEqual([]);
      await shotAt(page, 'coordinator-shift-drawer', look);
    });
    // Boards, grid and the long report fit the screen: columns scroll in their own region,
    // long columns and reports collapse to 20 with "Show 20 more".
    for (const [path, name] of [
      ['/recruitment', 'recruitment'],
      ['/tasks', 'tasks'],
      ['/residential-occupancy', 'occupancy'],
      ['/analytics/training-users-by-module', 'people-by-module'],
    ] as const) {
      // In the running portal; openScreen waits for this screen's heading (the previous
      // board's cards match `.vkb-card` too).
      await openScreen(page, path);
      const ready =
        name === 'occupancy'
          ? page.locator('.vko-grid')
          : name === 'people-by-module'
            ? page.getByRole('button', { name: /^Show 20 more/ })
            : page.locator('.vkb-card').first();
      await ready.first().waitFor();
      await inEachLook(page, async (look) => {
        await shotAt(page, `coordinator-${name}`, look);
        if (look[0] === 1280)
          expect(await fitsWidth(page), `${name} fits ${look.join(' ')}`).toBe(true);
        if (look[0] === 1280 && name === 'occupancy')
          // Every one of the 14 nights is on screen: the last day's header ends inside the grid.
          expect(
            await page.locator('.vko-grid-wrap').evaluate((el) => {
              const last = el.querySelector('thead th:last-child')!.getBoundingClientRect();
              return last.right <= el.getBoundingClientRect().right + 1;
            }),
            `14 nights on screen ${look.join(' ')}`,
          ).toBe(true);
        expect(await runAxe(page), `${name} ${look.join(' ')}`).toEqual([]);
      });
    }
  }, 360_000);
});
