import type { BrowserContext, Page } from 'playwright-core';
import { runAxe } from './support/axe.js';
import { usePortal, demoPlus, signInAt, contextAt } from './support/portal.js';

// Session attendees of the built portal against a demo sandbox with one event,
// one session and five attendees.

describe('session attendees', () => {
  let eventId = '';
  let sessionId = '';
  const attendeeIds: number[] = [];

  const portal = usePortal({
    seed: demoPlus((ctx) => {
      const event = ctx.insert('events', { name: 'Highland games' });
      eventId = String(event.id);
      const session = ctx.insert('events.sessions', { name: 'Saturday morning' }, { eventId });
      sessionId = String(session.id);
      const volunteers = ctx.store
        .all('users')
        .filter((u) => u.role === 'volunteer' && u.status === 'active')
        .slice(0, 5);
      for (const u of volunteers) {
        attendeeIds.push(Number(u.id));
        ctx.insert(
          'events.sessions.attendees',
          { user_id: u.id, status: 'confirmed' },
          { eventId, sessionId },
        );
      }
    }),
  });

  async function signIn(context: BrowserContext): Promise<Page> {
    const page = await signInAt(await context.newPage(), `${portal.baseUrl}/events/attendees`);
    await page.getByRole('heading', { level: 1, name: 'Session attendees' }).waitFor();
    return page;
  }

  it('selects three attendees and sends the two bulk actions for exactly them, by keyboard', async () => {
    const context = await portal.browser.newContext();
    const page = await signIn(context);
    // Choose the event and the session with the keyboard.
    await page.getByLabel('Event', { exact: true }).focus();
    await page.getByLabel('Event', { exact: true }).selectOption({ label: 'Highland games' });
    await page.getByLabel('Session', { exact: true }).selectOption({ label: 'Saturday morning' });
    const table = page.getByRole('table');
    await table.getByRole('cell', { name: 'Confirmed' }).first().waitFor();
    expect(await table.getByTestId('attendee-status').count()).toBe(5);

    // Select the first three with Space, then check "select all" is mixed.
    const boxes = table.getByRole('checkbox', { name: /^Select (?!all)/ });
    for (let i = 0; i < 3; i++) {
      await boxes.nth(i).focus();
      await page.keyboard.press('Space');
    }
    await page.getByText('3 selected').waitFor();
    expect(
      await page
        .getByLabel('Select all attendees')
        .evaluate((e) => (e as HTMLInputElement).indeterminate),
    ).toBe(true);

    await page.getByLabel('New status').selectOption('attended');
    const [put] = await Promise.all([
      page.waitForRequest(
        (r) => r.method() === 'PUT' && r.url().includes('/bulk-update-user-status/'),
      ),
      page.getByRole('button', { name: 'Change status' }).press('Enter'),
    ]);
    expect(put.url()).toContain(
      `/api/events/${eventId}/sessions/${sessionId}/bulk-update-user-status/`,
    );
    expect(put.postDataJSON()).toEqual({ user_ids: attendeeIds.slice(0, 3), status: 'attended' });
    await page
      .locator('.vkr-status')
      .getByText('Status of 3 attendees changed to attended.')
      .waitFor();
    await page.getByText('0 selected').waitFor();

    // Remove two, after confirming.
    for (let i = 3; i < 5; i++) await boxes.nth(i).check();
    await page.getByRole('button', { name: 'Remove from session' }).click();
    const [del] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/bulk-delete-users/')),
      page.getByRole('button', { name: 'Are you sure?' }).click(),
    ]);
    expect(del.postDataJSON()).toEqual({ user_ids: attendeeIds.slice(3, 5) });
    await page.locator('.vkr-status').getByText('2 attendees removed from the session.').waitFor();
    await context.close();
  });

  it('is axe-clean with a selection, at 1280 and 390 px', async () => {
    for (const width of [1280, 390]) {
      const context = await contextAt(portal.browser, [width, 844, 'light']);
      const page = await signIn(context);
      await page.getByLabel('Event', { exact: true }).selectOption({ label: 'Highland games' });
      await page.getByLabel('Session', { exact: true }).selectOption({ label: 'Saturday morning' });
      await page.getByLabel('Select all attendees').check();
      // The test above removed two of the five for real.
      await page.getByText('3 selected').waitFor();
      expect(await runAxe(page)).toEqual([]);
      await context.close();
    }
  });
});
