import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../packages/sandbox/src/index.js';
import { runAxe } from './support/axe.js';
import {
  apiToken,
  fitsWidth,
  inEachLook,
  LOOKS,
  openScreen,
  shotAt,
  signInAt,
  usePortal,
  useSignedInPage,
  waitForShell,
  tokenUserId,
} from './support/portal.js';

// The volunteer's own portal as Val Volunteer, against the demo sandbox: the
// menu holds only Val's own screens; sign up for an open shift, see it on the
// home page and in the .ics, cancel it with a reason; submit a claim with a
// receipt (and a refused oversize one); complete an induction; each read back
// over HTTP. Two volunteers race for the last place. axe-clean in four looks.

type Rec = Record<string, unknown> & { id: number };
const SECOND = 'volunteer2@volunteerkit.test';

describe('volunteer portal', () => {
  const portal = usePortal({ db: ':memory:', seed: 'demo' });
  let token = '';
  let valId = 0;

  beforeAll(async () => {
    token = await apiToken(portal.sandbox, DEMO_LOGINS.volunteer);
    valId = tokenUserId(token);
  });

  async function api<T = Rec>(path: string, init: RequestInit = {}, as = token) {
    const res = await fetch(`${portal.sandbox.url}/api/${path}`, {
      ...init,
      headers: { authorization: `Bearer ${as}`, 'content-type': 'application/json' },
    });
    return { status: res.status, body: (await res.json()) as { data: T; code?: string } };
  }

  async function signIn(context: BrowserContext, path = '/'): Promise<Page> {
    const page = await signInAt(await context.newPage(), `${portal.baseUrl}${path}`, {
      as: DEMO_LOGINS.volunteer,
    });
    return waitForShell(page);
  }

  // Val's tests share one signed-in page (a new context signed in costs about 0.6 s of
  // CPU: docs/testing.md, round 18), in the first look with the portal's strict CSP kept
  // (runAxe audits through the DevTools protocol). The first test signs her in (at /, to
  // check where she lands); each later one opens its screen in the running portal by way
  // of her home, so the screen mounts afresh and shows what the server has now. The
  // coordinator's views of her (the waitlist, the recruitment board, her record) share
  // one page too, each a different screen. The last test anonymises her and signs out.
  const [width, height, colorScheme] = LOOKS[0];
  const look = { viewport: { width, height }, colorScheme };
  const val = useSignedInPage(portal, DEMO_LOGINS.volunteer, { ...look, home: '/my' });
  const valAt = (path: string) => val.at(path);
  const cory = useSignedInPage(portal, DEMO_LOGINS.coordinator, look);

  it('lands Val on her own home; the menu holds only her own screens', async () => {
    // A fresh sign-in at / (the shared page's first use; its own context if another test
    // has signed Val in already).
    const context = val.started ? await portal.browser.newContext() : undefined;
    const page = context ? await signIn(context) : await valAt('/');
    await page.getByRole('heading', { level: 1, name: 'Hello, Val' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/my');
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    const links = await nav.getByRole('link').allTextContents();
    expect(links.map((l) => l.replace(/^My$/, '').trim())).toEqual([
      'My own',
      'My shifts',
      'Opportunities',
      'My residential stays',
      'My expenses',
      'My inductions',
      'My messages',
      'My contact details',
      'My availability',
      'My skills and interests',
      'My recognitions and to-dos',
      'My settings',
      'My record',
    ]);
    for (const staff of ['People', 'Rotas', 'Dashboard', 'Residential', 'Configuration'])
      expect(await nav.getByRole('link', { name: staff, exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Search people/ }).count()).toBe(0);
    // Hours this year come from attended shifts (the seed gives Val some this year or none in January).
    await page.getByText('Hours this year').waitFor();
    await context?.close();
  });

  it('signs up for an open shift, sees it on home and in the .ics, and cancels it', async () => {
    const page = await valAt('/my/shifts');
    await page.getByRole('heading', { level: 1, name: 'My shifts' }).waitFor();
    const open = page.getByRole('list', { name: 'Open shifts in my teams' });
    const item = open.locator('[data-shift]').first();
    const id = (await item.getAttribute('data-shift'))!;
    const title = (await item.getByRole('heading').textContent())!;
    await item.getByRole('button', { name: `Sign up for ${title}` }).click();
    // Said in the page's status line and, for a while, where the shift was in the list:
    // neither is there before the sign-up has succeeded.
    await page.getByText(`You have a place on ${title}.`).first().waitFor();
    const mine = await api<Rec[]>(`shifts/?user_id=${valId}&per_page=200`);
    const shift = mine.body.data.find((s) => String(s.id) === id)!;
    expect(shift).toBeDefined();
    await page
      .getByRole('list', { name: 'My upcoming shifts' })
      .locator(`[data-shift="${id}"]`)
      .waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my shifts (.ics)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('my-shifts.ics');
    const ics = readFileSync((await download.path())!, 'utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain(`UID:shift-${shift.id}@volunteerkit`);
    expect(ics).toContain(`SUMMARY:${title}`);

    await page
      .getByRole('navigation', { name: 'Main', exact: true })
      .getByRole('link', { name: /My own/ })
      .click();
    await page
      .getByRole('list', { name: 'My next shifts' })
      .locator(`[data-shift="${id}"]`)
      .waitFor();

    await page.getByRole('link', { name: 'My shifts', exact: true }).click();
    await page
      .locator(`[data-shift="${id}"]`)
      .getByRole('button', { name: `Cancel my place on ${title}` })
      .click();
    // No reason: told beside the field, nothing sent.
    await page.getByRole('button', { name: 'Cancel my place', exact: true }).click();
    await page.getByText('Say why you cannot come.').waitFor();
    await page.getByLabel('Why can you not come?').fill('Family wedding');
    await page.getByRole('button', { name: 'Cancel my place', exact: true }).click();
    await page.getByText(`Your place on ${title} was cancelled.`).waitFor();
    const after = await api(`shifts/${shift.id}`);
    expect(
      (after.body.data.assignments as { user_id: number }[]).map((a) => a.user_id),
    ).not.toContain(valId);
    expect(after.body.data.cancellations).toEqual([
      expect.objectContaining({ user_id: valId, reason: 'Family wedding' }),
    ]);
  });

  it('two volunteers take the last place at once: exactly one gets it', async () => {
    const sam = await apiToken(portal.sandbox, SECOND);
    const open = await api<Rec[]>('shifts/?open=1');
    const target = open.body.data.find((s) => String(s.title).includes('Fence building'))!;
    const admin = await apiToken(portal.sandbox);
    expect(
      (
        await api(
          `shifts/${target.id}`,
          { method: 'PUT', body: JSON.stringify({ places: 1 }) },
          admin,
        )
      ).status,
    ).toBe(200);
    const [a, b] = await Promise.all([
      api(`shifts/${target.id}`, { method: 'PUT', body: JSON.stringify({ sign_up: true }) }),
      api(`shifts/${target.id}`, { method: 'PUT', body: JSON.stringify({ sign_up: true }) }, sam),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.status === 409)?.body.code).toBe('shift_full');
    const stored = await api(`shifts/${target.id}`, {}, admin);
    expect(stored.body.data.assignments).toHaveLength(1);
  });

  it('My settings: a calendar link fetched with no cookie, reminder times; a full shift offers its waitlist and then the freed place', async () => {
    const admin = await apiToken(portal.sandbox);
    const page = await valAt('/my/settings');
    const feed = page.getByRole('region', { name: 'Subscribe in your calendar' });
    await feed.getByRole('button', { name: 'Make my calendar link' }).click();
    const link = feed.getByLabel('Your calendar link');
    await link.waitFor();
    const url = await link.inputValue();
    const webcal = await feed
      .getByRole('link', { name: 'Open in my calendar app' })
      .getAttribute('href');
    expect(webcal).toBe(url.replace(/^https?:/, 'webcal:'));
    // Fetched as a calendar app would: no cookie, no token.
    const first = await fetch(url);
    expect(first.status).toBe(200);
    expect(await first.text()).toContain('BEGIN:VCALENDAR');
    const reminders = page.getByRole('region', { name: 'Reminders before my shifts' });
    expect(await reminders.getByRole('checkbox', { name: '1 day before' }).isChecked()).toBe(true);
    await reminders.getByRole('checkbox', { name: '3 hours before' }).check();
    await reminders.getByText('You will be reminded 3 hours before.').waitFor();
    const times = (await api<Rec[]>(`users/${valId}/reminders/`)).body.data;
    expect(times.map((r) => r.minutes_before).sort()).toEqual([1440, 180]);
    await inEachLook(page, async (look) => {
      expect(await fitsWidth(page)).toBe(true);
      expect(await runAxe(page)).toEqual([]);
      await feed.scrollIntoViewIfNeeded();
      await shotAt(page, 'my-settings-calendar', look);
    });
    // A new link stops the old one.
    await feed.getByRole('button', { name: 'Make a new link' }).click();
    await feed
      .getByText('Your new calendar link is ready; the old one has stopped working.')
      .waitFor();
    expect(await link.inputValue()).not.toBe(url);
    expect((await fetch(url)).status).toBe(404);

    // A full shift in Val's team: she joins its waitlist and sees her position.
    const me = (await api(`users/${valId}`)).body.data;
    const team = (me.team_ids as number[])[0];
    const start = Date.now() + 4 * 24 * 3_600_000;
    const sam = tokenUserId(await apiToken(portal.sandbox, SECOND));
    const title = 'Waitlist walk: Ben Ledi path';
    const made = await api(
      'shifts/',
      {
        method: 'POST',
        body: JSON.stringify({
          team_id: team,
          title,
          start: new Date(start).toISOString(),
          end: new Date(start + 3 * 3_600_000).toISOString(),
          places: 1,
          assignments: [{ user_id: sam, status: 'assigned' }],
        }),
      },
      admin,
    );
    expect(made.status).toBe(201);
    await openScreen(page, '/my/shifts');
    const full = page.getByRole('list', { name: 'Full shifts: join the waitlist' });
    const row = full.locator(`[data-shift="${made.body.data.id}"]`);
    await row.getByRole('button', { name: `Join the waitlist for ${title}` }).click();
    await row.getByText('You are number 1 on the waitlist.').waitFor();
    await inEachLook(page, async (look) => {
      expect(await fitsWidth(page)).toBe(true);
      expect(await runAxe(page)).toEqual([]);
      await row.scrollIntoViewIfNeeded();
      await shotAt(page, 'my-shifts-waitlist', look);
    });
    // The coordinator sees the waitlist in the shift drawer.
    const rota = await cory.at(
      `/rotas/planner?view=week&date=${new Date(start).toISOString().slice(0, 10)}&teams=${team}`,
    );
    await rota
      .getByRole('button', { name: new RegExp(title) })
      .first()
      .click();
    const drawer = rota.getByRole('dialog', { name: title });
    await drawer.getByRole('heading', { name: 'Waitlist', exact: true }).waitFor();
    await drawer.locator('.vkr-waitlist').getByText('Val Volunteer').waitFor();
    await inEachLook(rota, async (look) => {
      // The drawer's colours are the rota's, audited in both schemes at full width.
      if (look[0] === 1280) expect(await runAxe(rota)).toEqual([]);
      await drawer.getByRole('heading', { name: 'Waitlist', exact: true }).scrollIntoViewIfNeeded();
      await shotAt(rota, 'shift-drawer-waitlist', look);
    });
    // The place frees: Val, first on the list, is offered it and takes it.
    expect(
      (
        await api(
          `shifts/${made.body.data.id}`,
          { method: 'PUT', body: JSON.stringify({ assignments: [] }) },
          admin,
        )
      ).status,
    ).toBe(200);
    await openScreen(page, '/my');
    await openScreen(page, '/my/shifts');
    await row.getByText(/A place is yours if you want it/).waitFor();
    await row.scrollIntoViewIfNeeded();
    await shotAt(page, 'my-shifts-offer', LOOKS[0]);
    await row.getByRole('button', { name: `Take the place for ${title}` }).click();
    await page.getByText(`You have a place on ${title}.`).first().waitFor();
    const stored = (await api(`shifts/${made.body.data.id}`, {}, admin)).body.data;
    expect(stored.assignments).toEqual([expect.objectContaining({ user_id: valId })]);
  });

  it('submits a claim with a receipt and sees it pending; an oversize receipt is refused beside the field', async () => {
    const page = await valAt('/my/expenses');
    await page.getByRole('heading', { level: 1, name: 'My expenses' }).waitFor();
    await page.getByText('Your claims are decided by Cory Coordinator.').waitFor();
    const before = (await api<Rec[]>(`users/${valId}/expenses/?per_page=100`)).body.data.length;
    await page.getByLabel('Type of expense').selectOption('Meals');
    await page.getByLabel('Amount (£)').fill('7.25');
    await page.getByLabel('What was it for?').fill('Soup at the bothy');
    await page.getByLabel(/^Receipts/).setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(2 * 1024 * 1024 + 1),
    });
    await page.getByRole('button', { name: 'Send my claim' }).click();
    await page.getByText('huge.png is larger than 2 MB. Attach a smaller scan or photo.').waitFor();
    expect(await page.getByLabel('Amount (£)').inputValue()).toBe('7.25');
    expect((await api<Rec[]>(`users/${valId}/expenses/?per_page=100`)).body.data).toHaveLength(
      before,
    );

    await page.getByLabel(/^Receipts/).setInputFiles({
      name: 'soup.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 soup receipt'),
    });
    await page.getByRole('button', { name: 'Send my claim' }).click();
    await page
      .getByText('Your claim was sent. It is pending until an authoriser decides.')
      .waitFor();
    const claims = (await api<Rec[]>(`users/${valId}/expenses/?per_page=100`)).body.data;
    expect(claims).toHaveLength(before + 1);
    expect(claims[0]).toMatchObject({ amount: 7.25, expense_type: 'Meals', status: 'pending' });
    expect((claims[0]!.receipts as { file_name: string }[])[0]?.file_name).toBe('soup.pdf');
    await page
      .getByRole('list', { name: 'My claims' })
      .locator(`[data-claim="${claims[0]!.id}"]`)
      .getByText('Pending')
      .waitFor();

    // Mileage is claimed in miles at the organisation's rate; the server works out the amount.
    await page.getByLabel('Type of expense').selectOption('Mileage');
    expect(await page.getByLabel('Amount (£)').count()).toBe(0);
    await page.getByLabel('Rate').selectOption({ label: 'Car or van' });
    await page.getByLabel('How many miles').fill('42.5');
    await page.getByText('42.5 miles at £0.45 a mile: £19.13').waitFor();
    await page.getByLabel('What was it for?').fill('Drive to Callander base');
    await page.getByLabel(/^Receipts/).setInputFiles([]);
    await page.getByRole('button', { name: 'Send my claim' }).click();
    await page
      .getByRole('list', { name: 'My claims' })
      .getByText('(42.5 miles)', { exact: false })
      .waitFor();
    const mileage = (await api<Rec[]>(`users/${valId}/expenses/?per_page=100`)).body.data[0]!;
    expect(mileage).toMatchObject({ expense_type: 'Mileage', amount: 19.13, quantity: 42.5 });
  });

  it('completes an induction; the server has it completed', async () => {
    const page = await valAt('/my/inductions');
    await page.getByRole('button', { name: 'Mark complete Welcome and safeguarding' }).click();
    await page.getByText(/Welcome and safeguarding: completed/).waitFor();
    const rows = (await api<Rec[]>(`users/${valId}/inductions/?per_page=100`)).body.data;
    expect(rows.find((r) => r.name === 'Welcome and safeguarding')?.status).toBe('completed');
  });

  it('changes a phone number on my record; a bad one is refused beside the field; the server has it', async () => {
    const page = await valAt('/my/contact');
    const form = page.getByRole('form', { name: 'phone number 07700 900123' });
    const number = form.getByLabel('Number', { exact: true });
    await number.fill('call me');
    await form.getByRole('button', { name: 'Save 07700 900123' }).click();
    await form
      .getByText('Enter a phone number of digits, spaces and an optional leading +')
      .waitFor();
    expect(await number.inputValue()).toBe('call me');
    const phones = (await api<Rec[]>(`users/${valId}/phone-numbers/`)).body.data;
    const phone = phones.find((p) => p.number === '07700 900123')!;
    expect(phone).toBeDefined();
    await number.fill('07700 900999');
    await form.getByRole('button', { name: /^Save/ }).click();
    await expect
      .poll(async () => (await api(`users/${valId}/phone-numbers/${phone.id}`)).body.data.number)
      .toBe('07700 900999');
    await page.getByRole('form', { name: 'phone number 07700 900999' }).waitFor();
  });

  it('applies to an opportunity and follows it; a second application is refused', async () => {
    const page = await valAt('/my/opportunities');
    const item = page.locator('[data-opportunity]').filter({ hasText: 'Trail team volunteer' });
    await item.getByRole('button', { name: 'Apply to Trail team volunteer' }).click();
    const form = page.getByRole('form', { name: 'Apply to Trail team volunteer' });
    await form.getByRole('button', { name: 'Send my application' }).click();
    await form.getByText('Tell us why you would like to do this.').waitFor();
    await form.getByLabel('Why would you like to do this?').fill('I love building paths.');
    await form.getByRole('button', { name: 'Send my application' }).click();
    await page.getByText('Your application to Trail team volunteer was sent.').waitFor();
    await item.getByText('Applied').waitFor();
    const apps = (await api<Rec[]>(`users/${valId}/applications/`)).body.data;
    const app = apps.find((a) => a.name === 'Trail team volunteer')!;
    expect(app).toMatchObject({
      stage: 'applied',
      status: 'pending',
      motivation: 'I love building paths.',
    });
    await page
      .getByRole('list', { name: 'My applications' })
      .locator(`[data-application="${app.id}"] li[aria-current="step"]`)
      .getByText('Applied')
      .waitFor();
    const again = await api(`opportunities/${String(app.opportunity_id)}/apply/`, {
      method: 'POST',
      body: JSON.stringify({ motivation: 'Twice' }),
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('already_applied');
    expect((await api<Rec[]>(`users/${valId}/applications/`)).body.data).toHaveLength(apps.length);

    // The same application is on the coordinator's recruitment board, under Val's name.
    const board = await cory.at('/recruitment');
    await board
      .getByRole('heading', { level: 1, name: 'Recruitment: General volunteering' })
      .waitFor();
    const applied = board
      .locator('.vkb-column')
      .filter({ has: board.getByRole('heading', { name: /^Applied \(/ }) });
    await applied.locator('.vkb-card').first().waitFor();
    const card = applied.locator(`[data-card-id="${String(app.application_id)}"]`);
    while ((await card.count()) === 0)
      await applied.getByRole('button', { name: /^Show \d+ more/ }).click();
    expect(await card.locator('h3').textContent()).toBe('Val Volunteer');

    // The coordinator moves it on; Val's own list then shows the new current stage.
    const coordinator = await apiToken(portal.sandbox, DEMO_LOGINS.coordinator);
    const moved = await api(
      `applications/${String(app.application_id)}`,
      { method: 'PUT', body: JSON.stringify({ stage: 'screening' }) },
      coordinator,
    );
    expect(moved.status).toBe(200);
    const mine = await valAt('/my/opportunities');
    await mine
      .getByRole('list', { name: 'My applications' })
      .locator(`[data-application="${app.id}"] li[aria-current="step"]`)
      .getByText('Screening')
      .waitFor();
  });

  it('books a residential stay (refused across a changeover day first) and cancels it with a reason', async () => {
    const day = (d: string, n: number) =>
      new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    let from = day(new Date().toISOString().slice(0, 10), 120);
    while (new Date(`${from}T00:00:00Z`).getUTCDay() !== 6) from = day(from, 1);
    const to = day(from, 7);
    type Room = Rec & { room_id: number; room_name: string; unavailable: Rec[]; booked: Rec[] };
    const rooms = (await api<Room[]>(`residential-availability/?to=${day(to, 14)}`)).body.data;
    const room = rooms.find((r) =>
      [...r.unavailable, ...r.booked].every(
        (p) => !(String(p.starts_on) < day(to, 1) && String(p.ends_on) > day(from, 1)),
      ),
    )!;
    expect(room).toBeDefined();
    const before = (await api<Rec[]>('residential-bookings/?per_page=100')).body.data;
    const page = await valAt('/my/residential');
    const form = page.getByRole('form', { name: 'Book a stay' });
    await form.getByLabel('Room').selectOption(String(room.room_id));
    await form.getByText(/guests change over on Saturday/).waitFor();
    await form.getByLabel('Arrive').fill(day(from, 1));
    await form.getByLabel('Leave').fill(day(to, 1));
    await form.getByRole('button', { name: 'Book my stay' }).click();
    await form.getByText(/A stay cannot run across a changeover day/).waitFor();
    expect(await form.getByLabel('Leave').getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByLabel('Arrive').inputValue()).toBe(day(from, 1));
    expect((await api<Rec[]>('residential-bookings/?per_page=100')).body.data).toHaveLength(
      before.length,
    );
    await form.getByLabel('Arrive').fill(from);
    await form.getByLabel('Leave').fill(to);
    await form.getByLabel(/Anything the team should know/).fill('Vegetarian');
    await form.getByRole('button', { name: 'Book my stay' }).click();
    await page.getByText(/Your stay in .* is booked\./).waitFor();
    const mine = (await api<Rec[]>('residential-bookings/?per_page=100')).body.data;
    const booked = mine.find((b) => b.starts_on === from && b.status === 'booked')!;
    expect(booked).toMatchObject({
      user_id: valId,
      room_id: room.room_id,
      ends_on: to,
      notes: 'Vegetarian',
    });
    const mineLine = page
      .getByRole('list', { name: 'My upcoming stays' })
      .locator(`[data-stay="${booked.id}"]`);
    await mineLine.getByRole('button', { name: /Cancel this stay/ }).click();
    await mineLine.getByRole('button', { name: 'Cancel this stay' }).click();
    await mineLine.getByText('Say why you are cancelling.').waitFor();
    await mineLine.getByLabel('Why are you cancelling?').fill('My course moved');
    await mineLine.getByRole('button', { name: 'Cancel this stay' }).click();
    await page.getByText(/Your stay from .* was cancelled\./).waitFor();
    const back = (await api(`residential-bookings/${booked.id}`)).body.data;
    expect(back).toMatchObject({ status: 'cancelled', cancel_reason: 'My course moved' });
    await page
      .getByRole('list', { name: 'My past and cancelled stays' })
      .getByText('Reason: My course moved')
      .waitFor();
  });

  it('names the sender of each message from the server, never "Person <id>"', async () => {
    const inbox = (await api<Rec[]>(`users/${valId}/messaging/?per_page=100`)).body.data;
    const names = [...new Set(inbox.map((m) => String(m.from_name ?? '')))];
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => /^\S+ \S+/.test(n))).toBe(true);
    const page = await valAt('/my/messages');
    await page.getByText(names[0]!).first().waitFor();
    expect(await page.getByText(/Person \d+/).count()).toBe(0);
  });

  it('applies with the document the form asks for; without it the refusal is beside the field', async () => {
    const page = await valAt('/my/opportunities');
    const name = 'Wildlife survey helper';
    const item = page.locator('[data-opportunity]').filter({ hasText: name });
    await item.getByRole('button', { name: `Apply to ${name}` }).click();
    const form = page.getByRole('form', { name: `Apply to ${name}` });
    await form.getByLabel('Why would you like to do this?').fill('I count birds already.');
    const idField = form.getByLabel(/Proof of identity \(required\)/);
    await form.getByRole('button', { name: 'Send my application' }).click();
    await form.getByText('Attach proof of identity.').waitFor();
    expect(await idField.getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByLabel('Why would you like to do this?').inputValue()).toBe(
      'I count birds already.',
    );
    await idField.setInputFiles({
      name: 'passport.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 passport'),
    });
    await form.getByRole('button', { name: 'Send my application' }).click();
    await page.getByText(`Your application to ${name} was sent.`).waitFor();
    const apps = (await api<Rec[]>(`users/${valId}/applications/`)).body.data;
    const app = apps.find((a) => a.name === name)!;
    expect(app).toMatchObject({ stage: 'applied', documents_received: 1 });
    const docs = (await api<Rec[]>(`users/${valId}/applications/${app.id}/documents/`)).body.data;
    expect(docs).toEqual([
      expect.objectContaining({ key: 'id_document', file_name: 'passport.pdf' }),
    ]);
  });

  it('downloads my data as JSON: my record and my own records, all readable', async () => {
    const page = await valAt('/my/contact');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data (JSON)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('my-data.json');
    const data = JSON.parse(readFileSync((await download.path())!, 'utf8')) as Record<
      string,
      unknown
    > & { person: Rec; phone_numbers: Rec[]; residential_stays: Rec[]; not_included?: string[] };
    expect(data.not_included).toBeUndefined();
    expect(data.person.id).toBe(valId);
    const phones = (await api<Rec[]>(`users/${valId}/phone-numbers/`)).body.data;
    expect(data.phone_numbers.map((p) => p.number)).toEqual(phones.map((p) => p.number));
    expect(data.residential_stays.every((b) => b.user_id === valId)).toBe(true);
    await page.getByText('Your data was downloaded as my-data.json.').waitFor();
  });

  it("shows my own claims on my record's Expenses tab", async () => {
    const claims = (await api<Rec[]>(`users/${valId}/expenses/?per_page=100`)).body.data;
    expect(claims.length).toBeGreaterThan(0);
    const page = await valAt('/me/expenses');
    const table = page.getByRole('table', { name: /Expense claims of/ });
    await table.locator(`[data-claim="${claims[0]!.id}"]`).waitFor();
    expect(await table.locator('[data-claim]').count()).toBe(Math.min(claims.length, 200));
  });

  const SCREENS = [
    ['home', '/my', 'Hello, Val'],
    ['shifts', '/my/shifts', 'My shifts'],
    ['opportunities', '/my/opportunities', 'Opportunities'],
    ['residential', '/my/residential', 'My residential stays'],
    ['expenses', '/my/expenses', 'My expenses'],
    ['inductions', '/my/inductions', 'My inductions'],
    ['messages', '/my/messages', 'My messages'],
    ['contact', '/my/contact', 'My contact details'],
    ['recognitions', '/my/recognitions', 'My recognitions and to-dos'],
    ['record', '/me', 'Val Volunteer'],
    ['record-expenses', '/me/expenses', 'Val Volunteer'],
  ] as const;

  it('every own screen is axe-clean and fits in the four looks', async () => {
    // Each screen opened once, then checked in the four looks (inEachLook).
    const page = await valAt('/my');
    for (const [name, path, title] of SCREENS) {
      // In the running portal (openScreen waits for the new screen: /me/expenses keeps
      // the record's heading, its tab link says it is the current page).
      await openScreen(page, path);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page
        .getByText(/^Loading/)
        .first()
        .waitFor({ state: 'detached' });
      await inEachLook(page, async (look) => {
        const at = look.join(' ');
        await shotAt(page, `volunteer-${name}`, look, { fullPage: true });
        expect({ name, at, violations: await runAxe(page) }).toEqual({ name, at, violations: [] });
        expect({ name, at, fits: await fitsWidth(page) }).toEqual({ name, at, fits: true });
      });
    }
  }, 360_000);

  // Issue 49: what Val keeps on her own record, from her own screens.
  // A 300 × 200 PNG drawn in a blank page (no portal CSP there), and a PNG's bytes as a file.
  async function pngOf(context: BrowserContext, width: number, height: number): Promise<Buffer> {
    const blank = await context.newPage();
    const data = await blank.evaluate(
      ([w, h]) => {
        const canvas = document.createElement('canvas');
        canvas.width = w!;
        canvas.height = h!;
        const c = canvas.getContext('2d')!;
        c.fillStyle = '#2a7';
        c.fillRect(0, 0, w!, h!);
        return canvas.toDataURL('image/png').split(',')[1]!;
      },
      [width, height],
    );
    await blank.close();
    return Buffer.from(data, 'base64');
  }

  it('uploads a profile photo cropped square, shown on her home, her record and the header; a wrong type or over 2 MB is refused beside the field', async () => {
    const page = await valAt('/me');
    const context = page.context();
    const png = await pngOf(context, 300, 200);
    await page.getByRole('heading', { level: 1, name: 'Val Volunteer' }).waitFor();
    const section = page.locator('.vkm-photo');
    const input = section.locator('input[type="file"]');
    const photos = async () => (await api<Rec[]>(`users/${valId}/profile-photo/`)).body.data;
    await input.setInputFiles({
      name: 'cat.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a'),
    });
    await section.getByText('Choose a JPEG, PNG or WebP image.').waitFor();
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    const big = Buffer.alloc(2 * 1024 * 1024 + 10, 0);
    png.copy(big);
    await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
    await section.getByText('Choose an image of at most 2 MB: this one is 2.0 MB.').waitFor();
    await section.getByRole('button', { name: 'Upload photo' }).click();
    await section.getByText('Choose an image of at most 2 MB: this one is 2.0 MB.').waitFor();
    expect(await photos()).toEqual([]);
    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    expect(await input.getAttribute('aria-invalid')).toBeNull();
    await section.getByRole('button', { name: 'Upload photo' }).click();
    await section.getByText('Your photo is saved.').waitFor();
    const [stored] = await photos();
    expect(stored).toMatchObject({ mime_type: 'image/jpeg' });
    expect((await api(`users/${valId}`)).body.data.photo_url).toBe(stored!.url);
    // Cropped square from the centre: the stored JPEG is 200 × 200.
    const bytes = Buffer.from(
      await (
        await fetch(String(stored!.url), { headers: { authorization: `Bearer ${token}` } })
      ).arrayBuffer(),
    );
    const blank = await context.newPage();
    const size = await blank.evaluate(async (b64) => {
      const blob = await (await fetch(`data:image/jpeg;base64,${b64}`)).blob();
      const bitmap = await createImageBitmap(blob);
      return [bitmap.width, bitmap.height];
    }, bytes.toString('base64'));
    await blank.close();
    expect(size).toEqual([200, 200]);
    await section.getByRole('img', { name: 'Photo of Val Volunteer' }).waitFor();
    await page.locator('.vkp-user .vkp-avatar img').waitFor();
    await openScreen(page, '/my');
    await page.getByRole('img', { name: 'Photo of Val Volunteer' }).waitFor();
  });

  it('answers her diversity questions and declines one; an answer outside the choices is refused beside its question, nothing stored', async () => {
    const page = await valAt('/me');
    const form = page.locator('.vkm-diversity form');
    await form.getByLabel('What is your gender?').selectOption('Non-binary');
    await form
      .getByLabel('What is your ethnicity?')
      .selectOption({ label: 'I would rather not answer' });
    await form.getByRole('button', { name: 'Save answers' }).click();
    await page.locator('.vkm-diversity').getByText('Your answers are saved.').waitFor();
    const answers = async () => (await api(`users/${valId}/diversity/`)).body.data;
    expect(await answers()).toMatchObject({ gender: 'Non-binary', ethnicity: null });
    const before = await answers();
    // A tampered choice: the server refuses it (422), shown beside the question.
    const disability = form.getByLabel('What is your disability?');
    await disability.evaluate((select: HTMLSelectElement) => {
      select.options[select.options.length - 2]!.value = 'Martian';
    });
    await disability.selectOption('Martian');
    await form.getByRole('button', { name: 'Save answers' }).click();
    await form
      .locator('.vkp-field-error')
      .getByText(/must be one of/)
      .waitFor();
    expect(await disability.getAttribute('aria-invalid')).toBe('true');
    expect(await answers()).toEqual(before);
  });

  it("the coordinator sees Val's photo and diversity answers on her record; another volunteer reads neither", async () => {
    const page = await cory.at(`/people/${valId}`);
    const diversity = page.locator('.vkm-diversity');
    await diversity.getByText('Non-binary').waitFor();
    await diversity.getByText('Declined to answer').waitFor();
    expect(await diversity.locator('select').count()).toBe(0);
    await page.locator('.vkp-profile-heading .vkp-avatar img').waitFor();
    await inEachLook(page, async (look) => {
      await shotAt(page, 'coordinator-val-profile', look, { fullPage: true });
    });
    expect(await runAxe(page)).toEqual([]);
    const sam = await apiToken(portal.sandbox, SECOND);
    expect((await api(`users/${valId}/diversity/`, {}, sam)).status).toBe(403);
    const photo = String((await api(`users/${valId}`)).body.data.photo_url);
    expect((await fetch(photo, { headers: { authorization: `Bearer ${sam}` } })).status).toBe(404);
  });

  it('sees her ★ hour milestones and recognitions, marks a to-do done, keeps a favourite and lets it go; removes her photo', async () => {
    const page = await valAt('/my/opportunities');
    const name = 'Wildlife survey helper';
    await page.getByRole('button', { name: `Add “${name}” to favourites` }).click();
    await page.getByText(`“${name}” is in your favourites.`).waitFor();
    await openScreen(page, '/my/recognitions');
    await page.getByRole('heading', { level: 3, name: '10 hours volunteered' }).waitFor();
    await page.getByRole('heading', { level: 3, name: 'Path repairs team thanks' }).waitFor();
    await page.getByText(/^Hours volunteered on the shifts you attended: \d/).waitFor();
    const favourites = page.getByRole('list', { name: 'Favourite opportunities' });
    await favourites.getByRole('link', { name }).waitFor();
    const todo = 'Read the lone working guidance';
    await page.getByRole('button', { name: `Mark done Mark “${todo}” done` }).click();
    await page.getByText(`“${todo}” is done.`).waitFor();
    const todos = (await api<Rec[]>(`users/${valId}/todos/`)).body.data;
    expect(todos.find((t) => t.title === todo)?.done).toBe(true);
    const notes = (await api<Rec[]>(`users/${valId}/notifications/?per_page=100`)).body.data;
    expect(notes.filter((n) => n.kind === 'milestone').length).toBeGreaterThan(0);
    await favourites.getByRole('button', { name: `Remove “${name}” from favourites` }).click();
    await page
      .getByText('No favourites yet: mark an opportunity with ☆ to keep it here.')
      .waitFor();
    expect((await api<Rec[]>(`users/${valId}/favourites/`)).body.data).toEqual([]);
    await openScreen(page, '/me');
    await page.getByRole('button', { name: 'Remove photo' }).click();
    await page.getByText('Your photo is removed.').waitFor();
    expect((await api(`users/${valId}`)).body.data.photo_url).toBeNull();
    expect(await page.locator('.vkp-user .vkp-avatar').count()).toBe(0);
  });

  it('replies to a message from her own inbox; the server has the reply', async () => {
    const page = await valAt('/my/messages');
    const thread = page.getByTestId('thread').first();
    await thread.getByRole('link').click();
    await page.getByLabel('Your reply').fill('Thank you, I will be there.');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await page.locator('.vkc-replies').getByText('Thank you, I will be there.').waitFor();
    const id = new URL(page.url()).searchParams.get('message');
    const replies = (await api<Rec[]>(`users/${valId}/messaging/${id}/reply/`)).body.data;
    expect(replies.some((r) => r.body === 'Thank you, I will be there.')).toBe(true);
  });

  // Last: Val is anonymised and signed out (the shared page with her).
  it('requests her own anonymisation from My settings; the server has her anonymised and her login gone', async () => {
    const page = await valAt('/my/settings');
    await page.getByRole('button', { name: 'Request anonymisation…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Anonymise Val Volunteer' });
    await dialog.getByLabel('Type Val Volunteer to confirm').fill('Val Volunteer');
    await dialog.getByRole('button', { name: 'Anonymise permanently' }).click();
    await page.waitForURL(/\/sign-in/);
    const admin = await apiToken(portal.sandbox);
    const record = (await api(`users/${valId}`, {}, admin)).body.data;
    expect(record.anonymised_at).toBeTruthy();
    expect(record.email).not.toBe(DEMO_LOGINS.volunteer);
    const login = await fetch(`${portal.sandbox.url}/api/auth/api/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_LOGINS.volunteer, password: DEMO_PASSWORD }),
    });
    expect(login.status).toBeGreaterThanOrEqual(400);
  });
});
