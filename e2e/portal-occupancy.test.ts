import type { BrowserContext, Page } from 'playwright-core';
import { runAxe } from './support/axe.js';
import { usePortal, demoPlus, signInAt, contextAt, fitsWidth, shotAt } from './support/portal.js';

// The room occupancy calendar of the built portal against a demo sandbox where
// the Aviemore base has two rooms, one closed for repairs, and Saturday changeovers.
const FROM = '2026-12-05'; // a Saturday

describe('room occupancy', () => {
  let teamId = '';

  const portal = usePortal({
    seed: demoPlus((ctx) => {
      teamId = String(
        ctx.store.all('organisation.teams').find((t) => t.name === 'Aviemore base')!.id,
      );
      const scope = { teamId };
      // The living demo has rooms and bookings at this base: start from none.
      const ROOMS = 'organisation.teams.residentialRooms';
      for (const room of ctx.store.all(ROOMS, scope)) ctx.store.delete(ROOMS, scope, room.id);
      for (const b of ctx.store.all('residentialBookings'))
        if (String(b.team_id) === teamId) ctx.store.delete('residentialBookings', {}, b.id);
      ctx.insert('organisation.teams.residentialRooms', { name: 'Bothy' }, scope);
      const loft = ctx.insert('organisation.teams.residentialRooms', { name: 'Loft' }, scope);
      ctx.insert(
        'organisation.teams.residentialRooms.unavailablePeriods',
        { starts_on: '2026-12-07', ends_on: '2026-12-09', reason: 'Repairs' },
        { teamId, roomId: String(loft.id) },
      );
      ctx.insert('organisation.teams.changeoverDays', { weekday: 6 }, scope);
      // A long surname in a narrow night: it must never break mid-word.
      ctx.insert('residentialBookings', {
        team_id: Number(teamId),
        room_id: loft.id,
        guest_name: 'Jack MacLeod',
        starts_on: '2026-12-12',
        ends_on: '2026-12-14',
        status: 'booked',
      });
      ctx.insert('organisation.residentialCancelReasons', { name: 'Guest cancelled' });
    }),
  });

  async function signIn(context: BrowserContext): Promise<Page> {
    const page = await signInAt(
      await context.newPage(),
      `${portal.baseUrl}/residential-occupancy?team=${teamId}&from=${FROM}`,
    );
    await page.getByRole('heading', { level: 1, name: 'Room occupancy' }).waitFor();
    return page;
  }

  it('books a room by keyboard, shows it on the calendar, and cancels it with a reason', async () => {
    const context = await portal.browser.newContext();
    const page = await signIn(context);
    const grid = page.getByRole('grid');
    await grid.getByRole('rowheader', { name: 'Bothy' }).waitFor();
    // Changeover days and the unavailable period are shown.
    expect(
      (await grid.locator('th[data-changeover]').allTextContents()).map((t) =>
        t.replace(/\u00ad/g, ''),
      ),
    ).toEqual(['Sat 5 DecChangeover', 'Sat 12 DecChangeover']);
    expect(await grid.getByRole('row', { name: /Loft/ }).getByText('Repairs').count()).toBe(3);

    // Keyboard: to the first cell (Bothy, Sat 5 Dec), Enter, Enter books it.
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => document.activeElement?.getAttribute('data-cell') === '0:0'))
        break;
    }
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: 'Book a room' });
    await form.waitFor();
    await page.keyboard.type('Isla Campbell');
    // Departure on a weekday is refused (Saturday changeovers).
    await form.getByLabel('Departure').fill('2026-12-08');
    await form.getByRole('button', { name: 'Book room' }).click();
    await form
      .getByRole('alert')
      .getByText('Arrivals and departures must be on a changeover day')
      .waitFor();
    await form.getByLabel('Departure').fill('2026-12-12');
    await form.getByRole('button', { name: 'Book room' }).click();
    await page
      .locator('.vkr-status')
      .getByText('Isla Campbell booked for 5 – 12 Dec 2026.')
      .waitFor();
    const bothy = grid.getByRole('row', { name: /Bothy/ });
    await bothy.getByRole('button', { name: 'Isla Campbell' }).first().waitFor();
    expect(await bothy.getByRole('button', { name: 'Isla Campbell' }).count()).toBe(7);
    // It is stored: a reload reads it back.
    await page.reload();
    await bothy.getByRole('button', { name: 'Isla Campbell' }).first().waitFor();
    expect(await bothy.getByRole('button', { name: 'Isla Campbell' }).count()).toBe(7);

    // A booking over the Loft's repairs is refused before anything is sent.
    await grid.getByRole('button', { name: 'Free: book Loft from Sat 5 Dec' }).click();
    await form.getByLabel('Guest').fill('Rhys Evans');
    await form.getByLabel('Departure').fill('2026-12-12');
    await form.getByRole('button', { name: 'Book room' }).click();
    await form
      .getByRole('alert')
      .getByText('The room is unavailable on 2026-12-07 (Repairs)')
      .waitFor();
    await page.keyboard.press('Escape');

    await bothy.getByRole('button', { name: 'Isla Campbell' }).first().click();
    const booking = page.getByRole('dialog', { name: 'Booking' });
    expect(await booking.getByLabel('Cancel reason').inputValue()).not.toBe('');
    await booking.getByRole('button', { name: 'Cancel booking' }).click();
    await page.locator('.vkr-status').getByText('Booking of Isla Campbell cancelled.').waitFor();
    // The calendar reloads after the announcement.
    await expect
      .poll(() => bothy.getByRole('button', { name: 'Isla Campbell' }).count(), { timeout: 10_000 })
      .toBe(0);
    await context.close();
  });

  it('breaks names and "Changeover" only between words, the full name in the title', async () => {
    const context = await portal.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await signIn(context);
    const chip = page
      .getByRole('row', { name: /Loft/ })
      .getByRole('button', { name: 'Jack MacLeod' });
    await chip.first().waitFor();
    expect(await chip.first().getAttribute('title')).toBe('Jack MacLeod');
    // No word of a chip or a changeover label continues on the next line, except
    // after the soft hyphen that marks where "Changeover" may break.
    const split = await page.evaluate(() => {
      const out: string[] = [];
      for (const el of document.querySelectorAll('.vko-booking, .vko-changeover')) {
        const text = el.firstChild;
        if (!text || text.nodeType !== Node.TEXT_NODE) continue;
        const value = text.textContent ?? '';
        const lineOf = (i: number) => {
          const range = document.createRange();
          range.setStart(text, i);
          range.setEnd(text, i + 1);
          // The last box: a letter just after a soft hyphen also reports the hyphen's box.
          const box = [...range.getClientRects()].filter((r) => r.width > 0).at(-1);
          return box ? Math.round(box.top) : null;
        };
        for (let i = 1; i < value.length; i++) {
          const [before, here] = [value[i - 1]!, value[i]!];
          if (/\s/.test(before) || /\s/.test(here) || before === '\u00ad' || here === '\u00ad')
            continue;
          const [a, b] = [lineOf(i - 1), lineOf(i)];
          if (a !== null && b !== null && a !== b) out.push(value);
        }
      }
      return out;
    });
    expect(split).toEqual([]);
    await context.close();
  });

  it('is axe-clean at 1280 and 390 px, light and dark', async () => {
    for (const [width, scheme] of [
      [1280, 'light'],
      [390, 'dark'],
    ] as const) {
      const look = [width, 844, scheme] as const;
      const context = await contextAt(portal.browser, look);
      const page = await signIn(context);
      await page.getByRole('rowheader', { name: 'Bothy' }).waitFor();
      expect(await fitsWidth(page)).toBe(true);
      expect(await runAxe(page)).toEqual([]);
      await shotAt(page, 'occupancy', look, { dir: '/tmp/vk-rota-shots', fullPage: true });
      await context.close();
    }
  });
});
