import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import { DEMO_LOGINS } from '../packages/sandbox/src/index.js';
import { runAxe } from './support/axe.js';
import {
  apiToken,
  contextAt,
  inEachLook,
  openScreen,
  shotAt,
  signInAt,
  tokenUserId,
  usePortal,
  waitForShell,
} from './support/portal.js';

// QR check-in (issue 48): Val opens her next shift's check-in code on her phone; its image,
// taken from the screen and decoded by a QR library, is typed at the coordinator's kiosk,
// which greets her and records her attendance once (a second scan is refused in words).

/** The QR code shown in `page`'s element, decoded from a screenshot of it. */
async function decodeQr(page: Page, selector: string): Promise<string | null> {
  const png = await page.locator(selector).screenshot();
  const decoder = await page.context().newPage();
  try {
    const { width, height, data } = await decoder.evaluate(
      async (url) => {
        const img = new Image();
        img.src = url;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = img.naturalWidth;
        canvas.height = img.naturalHeight;
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(img, 0, 0);
        const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height);
        return { width: pixels.width, height: pixels.height, data: Array.from(pixels.data) };
      },
      `data:image/png;base64,${png.toString('base64')}`,
    );
    return jsQR(Uint8ClampedArray.from(data), width, height)?.data ?? null;
  } finally {
    await decoder.close();
  }
}

describe('QR check-in', () => {
  const portal = usePortal({ db: ':memory:', seed: 'demo' });

  it('checks Val in once from the QR on her phone, at the kiosk', async () => {
    // A shift of Val's starting in half an hour: its check-in is open.
    const token = await apiToken(portal.sandbox, DEMO_LOGINS.coordinator);
    const valToken = await apiToken(portal.sandbox, DEMO_LOGINS.volunteer);
    const valId = tokenUserId(valToken);
    const call = async (path: string, init: RequestInit = {}) =>
      (await (
        await fetch(`${portal.sandbox.url}/api/${path}`, {
          ...init,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        })
      ).json()) as { data: Record<string, unknown> };
    const me = await call(`users/${valId}`);
    const start = Date.now() + 30 * 60_000;
    const made = await call('shifts/', {
      method: 'POST',
      body: JSON.stringify({
        team_id: (me.data.team_ids as number[])[0],
        title: 'Morning litter pick',
        start: new Date(start).toISOString(),
        end: new Date(start + 3 * 3_600_000).toISOString(),
        places: 6,
        assignments: [{ user_id: valId, status: 'assigned' }],
      }),
    });
    const shiftId = String(made.data.id);
    const phone = await contextAt(portal.browser, [390, 844, 'light']);
    const val = await waitForShell(
      await signInAt(await phone.newPage(), `${portal.baseUrl}/my/shifts`, {
        as: DEMO_LOGINS.volunteer,
      }),
    );
    const upcoming = val.getByRole('list', { name: 'My upcoming shifts' });
    const first = upcoming.locator(`li[data-shift="${shiftId}"]`);
    const title = (await first.getByRole('heading').innerText()).trim();
    await first.getByText('Show my check-in code').click();
    const qr = first.getByRole('img', { name: `Check-in code for ${title}` });
    await qr.waitFor();
    expect(await runAxe(val)).toEqual([]);
    await inEachLook(val, (look) => shotAt(val, 'check-in-phone', look));
    const code = await decodeQr(val, '.vkm-check-in-qr');
    expect(code).toMatch(/^VK-\d+-[0-9A-F]{4}(-[0-9A-F]{4}){4}$/);
    expect(await first.locator('.vkm-check-in-code code').innerText()).toBe(code);

    const tablet = await contextAt(portal.browser, [1280, 800, 'light']);
    const kiosk = await waitForShell(
      await signInAt(await tablet.newPage(), `${portal.baseUrl}/`, {
        as: DEMO_LOGINS.coordinator,
      }),
    );
    await openScreen(kiosk, '/kiosk');
    const field = kiosk.getByLabel('Check-in code');
    const status = kiosk.getByRole('status').filter({ hasText: /Welcome|already|not valid/ });
    await field.fill(code!);
    await kiosk.getByRole('button', { name: 'Check in' }).click();
    await kiosk.getByText(`Welcome, Val! You are checked in to ${title}.`).waitFor();
    expect(await runAxe(kiosk)).toEqual([]);
    await inEachLook(kiosk, (look) => shotAt(kiosk, 'check-in-kiosk', look));
    // The same code again: refused, nothing recorded twice.
    await field.fill(code!);
    await kiosk.getByRole('button', { name: 'Check in' }).click();
    await kiosk.getByText('Val is already checked in.').waitFor();
    expect(await status.count()).toBeGreaterThan(0);
    // A changed code.
    await field.fill(code!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')));
    await kiosk.getByRole('button', { name: 'Check in' }).click();
    await kiosk.getByText('This code is not valid', { exact: false }).waitFor();

    // The attendance is on the shift, once, with who checked her in.
    const shift = await call(`shifts/${shiftId}`);
    const mine = (shift.data.assignments as Record<string, unknown>[]).filter(
      (a) => a.user_id === valId,
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ status: 'attended', checked_in_by: tokenUserId(token) });
    await phone.close();
    await tablet.close();
  });
});
