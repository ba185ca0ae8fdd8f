import type { BrowserContext, Page } from 'playwright-core';
import { runAxe } from './support/axe.js';
import {
  usePortal,
  demoPlus,
  apiToken,
  signInAt,
  LOOKS,
  openScreen,
  contextAt,
  fitsWidth,
  inEachLook,
  shotAt,
} from './support/portal.js';

// The events schedule and the event page of the built portal against the demo
// sandbox: create an event with a session, invite a person and a team, add a
// supervisor, upload an attachment, and read everything back from the server.
const EVENT = 'Loch shore litter pick';

describe('events schedule and event page', () => {
  let token = '';
  let person = { id: 0, name: '' };
  let supervisor = { id: 0, name: '' };
  let team = { id: 0, name: '' };
  let eventId = '';

  const portal = usePortal({
    seed: demoPlus((ctx) => {
      const volunteers = ctx.store
        .all('users')
        .filter((u) => u.role === 'volunteer' && u.status === 'active');
      const named = (u: Record<string, unknown>) => ({
        id: Number(u.id),
        name: `${String(u.first_name)} ${String(u.last_name)}`,
      });
      person = named(volunteers[3]!);
      supervisor = named(volunteers[7]!);
      const site = ctx.store.all('organisation.teams').find((t) => t.icon === 'site')!;
      team = { id: Number(site.id), name: String(site.name) };
    }),
  });

  beforeAll(async () => {
    token = await apiToken(portal.sandbox);
  });

  async function read(path: string): Promise<Record<string, unknown>[]> {
    const res = await fetch(`${portal.sandbox.url}/api/${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: Record<string, unknown>[] }).data;
  }

  async function readOne(path: string): Promise<Record<string, unknown>> {
    return (await read(path)) as unknown as Record<string, unknown>;
  }

  async function signIn(context: BrowserContext, path: string, heading: string): Promise<Page> {
    const page = await signInAt(await context.newPage(), `${portal.baseUrl}${path}`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    return page;
  }

  const status = (page: Page) => page.locator('.vkr-status');

  it('creates an event with a session, invitations, a supervisor and an attachment, by keyboard', async () => {
    const context = await portal.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await signIn(context, '/events', 'Events schedule');
    // The demo has upcoming events: they are listed under "Upcoming", in date order.
    await page.getByRole('heading', { level: 2, name: 'Upcoming' }).waitFor();

    await page.getByRole('button', { name: 'New event' }).focus();
    await page.keyboard.press('Enter');
    await page.getByLabel('Event name').focus();
    await page.keyboard.type(EVENT);
    await page.getByLabel('Team', { exact: true }).selectOption(String(team.id));
    await page.getByLabel('Day', { exact: true }).fill('2031-03-14');
    await page.getByLabel('Starts', { exact: true }).fill('09:30');
    await page.getByLabel('Ends', { exact: true }).fill('15:00');
    await page.getByRole('button', { name: 'Create event' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: EVENT }).waitFor();
    eventId = new URL(page.url()).pathname.split('/').pop()!;
    expect(eventId).toMatch(/^\d+$/);
    await page.getByText('Friday 14 March 2031, 09:30–15:00').waitFor();

    // A session, by keyboard.
    await page.getByRole('button', { name: 'Add session' }).focus();
    await page.keyboard.press('Enter');
    await page.getByLabel('Session name').focus();
    await page.keyboard.type('Morning shore');
    await page.getByLabel('Ends', { exact: true }).fill('12:00');
    await page.getByRole('button', { name: 'Save session' }).press('Enter');
    await status(page).getByText('Session Morning shore added.').waitFor();
    const attendeesLink = page.getByRole('link', { name: 'Attendees of Morning shore' });
    await attendeesLink.waitFor();

    // Invite a person (found by name), then a team; accept the person's invitation.
    await page.getByRole('combobox', { name: 'Person to invite' }).fill(person.name);
    await page.locator(`[role="option"][data-person-id="${person.id}"]`).click();
    await page.getByRole('button', { name: 'Invite person' }).press('Enter');
    await status(page).getByText(`${person.name} invited.`).waitFor();
    await page.getByLabel('Team to invite', { exact: true }).selectOption(String(team.id));
    await page.getByRole('button', { name: 'Invite team' }).press('Enter');
    await status(page).getByText(`Team ${team.name} invited.`).waitFor();
    await page.getByLabel(`New status for ${person.name}`).selectOption('accepted');
    await page.getByRole('button', { name: `Set status of ${person.name}` }).press('Enter');
    await status(page).getByText(`${person.name}: accepted.`).waitFor();
    const statuses = page.getByTestId('invitation-status');
    await page.getByRole('cell', { name: 'Accepted', exact: true }).waitFor();
    expect(await statuses.allTextContents()).toEqual(['Accepted', 'Invited']);

    // A supervisor.
    await page.getByRole('combobox', { name: 'Supervisor' }).fill(supervisor.name);
    await page.locator(`[role="option"][data-person-id="${supervisor.id}"]`).click();
    await page.getByRole('button', { name: 'Add supervisor' }).press('Enter');
    await status(page).getByText(`${supervisor.name} now supervises this event.`).waitFor();

    // An attachment.
    await page.getByLabel('File (up to 5 MB)').setInputFiles({
      name: 'briefing.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% briefing\n'),
    });
    await page.getByRole('button', { name: 'Upload' }).press('Enter');
    await status(page).getByText('briefing.pdf uploaded.').waitFor();
    const attachment = page.getByRole('row', { name: /briefing\.pdf/ });
    await attachment.getByRole('cell', { name: 'PDF', exact: true }).waitFor();

    // Everything is on the server.
    expect(await readOne(`events/${eventId}`)).toMatchObject({
      name: EVENT,
      team_id: team.id,
      start: '2031-03-14T09:30:00.000Z',
      end: '2031-03-14T15:00:00.000Z',
    });
    const sessions = await read(`events/${eventId}/sessions/`);
    expect(sessions.map((s) => s.name)).toEqual(['Morning shore']);
    expect(sessions[0]!.start).toBe('2031-03-14T09:30:00.000Z');
    const invitations = await read(`events/${eventId}/invitations/`);
    expect(invitations.map((i) => [i.user_id ?? null, i.team_id ?? null, i.status])).toEqual([
      [person.id, null, 'accepted'],
      [null, team.id, 'invited'],
    ]);
    const supervisors = await read(`events/${eventId}/supervisors/`);
    expect(supervisors.map((s) => s.user_id)).toEqual([supervisor.id]);
    const attachments = await read(`events/${eventId}/attachments/`);
    expect(attachments.map((a) => (a.file as { file_name: string }).file_name)).toEqual([
      'briefing.pdf',
    ]);

    // After a reload the page reads the same back; the session links to its attendees.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: EVENT }).waitFor();
    await page.getByRole('row', { name: /briefing\.pdf/ }).waitFor();
    await page.getByText(supervisor.name, { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Attendees of Morning shore' }).press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Session attendees' }).waitFor();
    await expect
      .poll(() => page.getByLabel('Session').inputValue(), { timeout: 10_000 })
      .toBe(String(sessions[0]!.id));

    // The schedule lists it on its day, filtered by its team.
    await page.goto(`${portal.baseUrl}/events?team=${team.id}`);
    await page.getByRole('heading', { level: 3, name: 'Friday 14 March 2031' }).waitFor();
    await page.getByRole('link', { name: EVENT, exact: true }).waitFor();
    await context.close();
  });

  it('shows the newer event when someone else saved first (412)', async () => {
    const context = await portal.browser.newContext();
    const page = await signIn(context, `/events/${eventId}`, EVENT);
    await page.getByRole('button', { name: 'Edit details' }).click();
    // Someone else renames it meanwhile.
    const res = await fetch(`${portal.sandbox.url}/api/events/${eventId}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Loch shore clean-up' }),
    });
    expect(res.status).toBe(200);
    await page.getByLabel('Event name').fill('My rename');
    await page.getByRole('button', { name: 'Save details' }).click();
    await page
      .getByRole('alert')
      .getByText(/Someone else changed this event/)
      .waitFor();
    expect(await page.getByLabel('Event name').inputValue()).toBe('Loch shore clean-up');
    // Saving again over the newer version works.
    await page.getByLabel('Event name').fill('Loch shore litter pick');
    await page.getByRole('button', { name: 'Save details' }).click();
    await status(page).getByText('Event details saved.').waitFor();
    expect((await readOne(`events/${eventId}`)).name).toBe('Loch shore litter pick');
    await context.close();
  });

  it('is axe-clean, light and dark, at 1280 and 390 px', async () => {
    // Each screen opened once, then checked in the four looks (inEachLook).
    const context = await contextAt(portal.browser, LOOKS[0]);
    const page = await signIn(context, `/events/${eventId}`, EVENT);
    await page.getByRole('row', { name: /briefing\.pdf/ }).waitFor();
    await page.getByRole('button', { name: 'Add session' }).click();
    await inEachLook(page, async (look) => {
      const label = look.join(' ');
      await shotAt(page, 'event', look, { fullPage: true });
      const wide = await page.evaluate(() =>
        [...document.querySelectorAll('body *')]
          .filter(
            (e) =>
              !e.closest('.vkp-table-wrap') &&
              e.getBoundingClientRect().right > window.innerWidth + 1,
          )
          .slice(0, 8)
          .map((e) => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`),
      );
      expect(wide, `event ${label}`).toEqual([]);
      // The invitations (with their row actions) fit without scrolling sideways.
      const invitations = page.getByRole('table', { name: 'Invitations' });
      expect(
        await invitations.evaluate(
          (t) => t.parentElement!.scrollWidth <= t.parentElement!.clientWidth + 1,
        ),
        `invitations fit ${label}`,
      ).toBe(true);
      expect(await fitsWidth(page), `event fits ${label}`).toBe(true);
      if (look[0] === 1280) {
        // Each invite form keeps its button beside its field (the person form put it under).
        const rows = await page.locator('.vke-invite .vke-inline-form').evaluateAll((forms) =>
          forms.map((f) => {
            const field = f.querySelector('input, select')!.getBoundingClientRect();
            const button = f.querySelector('button[type="submit"]')!.getBoundingClientRect();
            return button.top < field.bottom && button.bottom > field.top;
          }),
        );
        expect(rows, `invite forms ${label}`).toEqual([true, true]);
        // The empty status line under the title takes no room (it kept a paragraph's margins).
        const gap = await page.evaluate(
          () =>
            document.querySelector('.vke-panel')!.getBoundingClientRect().top -
            document.querySelector('.vk-page-heading')!.getBoundingClientRect().bottom,
        );
        expect(gap, `space under the title ${label}`).toBeLessThan(30);
      }
      expect(await runAxe(page), `event ${label}`).toEqual([]);
      await shotAt(page, 'event', look, { fullPage: true });
    });
    await openScreen(page, '/events');
    await page.getByRole('heading', { level: 2, name: 'Upcoming' }).waitFor();
    await page.getByRole('link', { name: EVENT, exact: true }).waitFor();
    await inEachLook(page, async (look) => {
      expect(await runAxe(page), `schedule ${look.join(' ')}`).toEqual([]);
      await shotAt(page, 'schedule', look);
    });
    await context.close();
  });
});
