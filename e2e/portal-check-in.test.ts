import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../packages/sandbox/src/index.js';
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
// taken from the screen, is shown to the coordinator's kiosk camera (a stream of that
// image; the kiosk decodes it with jsQR, as where the browser has no BarcodeDetector),
// which greets her and records her attendance once (a second scan is refused in words).
// Offline, the kiosk keeps a check-in and a tampered code, counts them as waiting, and
// sends them once back online: one recorded, one refused in words. The coordinator sees
// the attendance in the shift's drawer; the kiosk speaks Welsh at a press.

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
    // A second shift of hers, whose code is scanned while the kiosk is offline.
    const later = await call('shifts/', {
      method: 'POST',
      body: JSON.stringify({
        team_id: (me.data.team_ids as number[])[0],
        title: 'Afternoon path repair',
        start: new Date(start + 15 * 60_000).toISOString(),
        end: new Date(start + 4 * 3_600_000).toISOString(),
        places: 4,
        assignments: [{ user_id: valId, status: 'assigned' }],
      }),
    });
    const laterId = String(later.data.id);
    const laterCode = (
      (await (
        await fetch(`${portal.sandbox.url}/api/shifts/${laterId}/check-in-code`, {
          headers: { authorization: `Bearer ${valToken}` },
        })
      ).json()) as { data: { code: string } }
    ).data.code;
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
    // The camera sees the QR from Val's phone: a stream of its image, with no
    // BarcodeDetector, so the kiosk's own decoder (jsQR, a lazy chunk) reads it.
    const png = await val.locator('.vkm-check-in-qr').screenshot();
    await kiosk.evaluate(
      async (url) => {
        delete (window as { BarcodeDetector?: unknown }).BarcodeDetector;
        const img = new Image();
        img.src = url;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = 640;
        canvas.height = 480;
        const ctx = canvas.getContext('2d')!;
        const draw = () => {
          ctx.fillStyle = '#fff';
          ctx.fillRect(0, 0, 640, 480);
          ctx.drawImage(img, (640 - img.width) / 2, (480 - img.height) / 2);
        };
        draw();
        setInterval(draw, 100);
        const stream = canvas.captureStream(10);
        navigator.mediaDevices.getUserMedia = () => Promise.resolve(stream);
      },
      `data:image/png;base64,${png.toString('base64')}`,
    );
    await kiosk.getByRole('button', { name: 'Scan with the camera' }).click();
    await kiosk.getByText(`Welcome, Val! You are checked in to ${title}.`).waitFor();
    expect(await kiosk.locator('video').getAttribute('data-decoder')).toBe('library');
    await kiosk.getByRole('button', { name: 'Stop the camera' }).click();
    // The same code again: refused, nothing recorded twice.
    await field.fill(code!);
    await kiosk.getByRole('button', { name: 'Check in' }).click();
    await kiosk.getByText('Val is already checked in.').waitFor();
    expect(await status.count()).toBeGreaterThan(0);
    // A changed code.
    await field.fill(code!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')));
    await kiosk.getByRole('button', { name: 'Check in' }).click();
    await kiosk.getByText('This code is not valid', { exact: false }).waitFor();

    // Offline: the later shift's code and a tampered one are kept, counted, not sent.
    const tampered = laterCode.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    await tablet.setOffline(true);
    await kiosk.getByText('This kiosk is offline', { exact: false }).waitFor();
    for (const [typed, waiting] of [
      [laterCode, 1],
      [tampered, 2],
    ] as const) {
      await field.fill(typed);
      await kiosk.getByRole('button', { name: 'Check in' }).click();
      await kiosk.getByText(`Waiting to send (${waiting})`).waitFor();
    }
    await kiosk.getByText('Your check-in is saved on this kiosk', { exact: false }).waitFor();
    // Back online: both sent; one recorded, the tampered one refused in words.
    await tablet.setOffline(false);
    await kiosk.getByText('1 check-in kept while offline has been recorded.').waitFor();
    const refused = kiosk.getByRole('region', { name: 'Not recorded when sent' });
    await refused.getByText(`${tampered}, scanned at`, { exact: false }).waitFor();
    expect(await refused.innerText()).toContain('This code is not valid');
    expect(await kiosk.getByText(/Waiting to send/).count()).toBe(0);
    expect(await runAxe(kiosk)).toEqual([]);
    await inEachLook(kiosk, (look) => shotAt(kiosk, 'check-in-kiosk', look));
    // In Welsh, for the volunteers in front of it.
    await kiosk.getByRole('button', { name: 'Cymraeg' }).click();
    await kiosk.getByRole('heading', { level: 1, name: 'Ciosg cofrestru' }).waitFor();
    await kiosk.getByLabel('Cod cofrestru').waitFor();
    await kiosk.getByText("Mae 1 cofrestriad a gadwyd all-lein wedi'i gofnodi.").waitFor();
    await inEachLook(kiosk, (look) => shotAt(kiosk, 'check-in-kiosk-cy', look));
    await kiosk.getByRole('button', { name: 'English' }).click();
    await kiosk.getByRole('heading', { level: 1, name: 'Check-in kiosk' }).waitFor();

    // Locked to the kiosk for the volunteers in front of it: no menu, search or sign-out,
    // and no other screen even by address (a reload keeps the lock); leaving is a sign-in.
    const mainNav = kiosk.getByRole('navigation', { name: 'Main' });
    await kiosk.getByRole('button', { name: 'Lock this tablet to the kiosk' }).click();
    await kiosk.getByRole('button', { name: 'Leave kiosk mode' }).waitFor();
    expect(await mainNav.count()).toBe(0);
    await kiosk.goto(`${portal.baseUrl}/people`);
    await kiosk.getByRole('heading', { level: 1, name: 'Check-in kiosk' }).waitFor();
    expect(new URL(kiosk.url()).pathname).toBe('/kiosk');
    expect(await mainNav.count()).toBe(0);
    expect(await kiosk.getByRole('button', { name: 'Sign out' }).count()).toBe(0);
    expect(await kiosk.getByRole('link').count()).toBe(1); // the skip link only
    // A new tab (a volunteer who closed this one) opens on the locked kiosk too.
    const again = await tablet.newPage();
    await again.goto(`${portal.baseUrl}/people`);
    await again.getByRole('button', { name: 'Leave kiosk mode' }).waitFor();
    expect(new URL(again.url()).pathname).toBe('/kiosk');
    await again.close();
    expect(await runAxe(kiosk)).toEqual([]);
    await inEachLook(kiosk, (look) => shotAt(kiosk, 'check-in-kiosk-locked', look));
    await kiosk.getByRole('button', { name: 'Leave kiosk mode' }).click();
    const leave = kiosk.getByRole('form', { name: 'Leave kiosk mode' });
    // The e-mail address comes from the coordinator's own record.
    await expect.poll(() => leave.getByLabel('E-mail address').inputValue()).toContain('@');
    await leave.getByLabel('Password').fill('not-the-password');
    await leave.getByRole('button', { name: 'Leave kiosk mode' }).click();
    await leave.getByRole('alert').waitFor();
    expect(await runAxe(kiosk)).toEqual([]);
    await shotAt(kiosk, 'check-in-kiosk-leave', [1280, 800, 'light']);
    expect(await mainNav.count()).toBe(0);
    await leave.getByLabel('Password').fill(DEMO_PASSWORD);
    await leave.getByRole('button', { name: 'Leave kiosk mode' }).click();
    await mainNav.waitFor();

    // The coordinator's own screen: the shift's drawer shows Val attended, and when.
    await openScreen(
      kiosk,
      `/rotas/planner?view=day&date=${new Date(start).toISOString().slice(0, 10)}&teams=${String((me.data.team_ids as number[])[0])}&shift=${shiftId}`,
    );
    const drawer = kiosk.getByRole('dialog', { name: title });
    const valRow = drawer.locator('.vkr-person').filter({ hasText: 'Val' });
    await valRow.getByText(/^Checked in \d\d:\d\d$/).waitFor();
    expect(await valRow.getByRole('combobox').inputValue()).toBe('attended');
    // The Rotas menu leads the coordinator to the kiosk.
    expect(
      await kiosk.locator('a[href="/kiosk"]', { hasText: 'Check-in kiosk' }).count(),
    ).toBeGreaterThan(0);

    // The attendance is on the shift, once, with who checked her in.
    const shift = await call(`shifts/${shiftId}`);
    const mine = (shift.data.assignments as Record<string, unknown>[]).filter(
      (a) => a.user_id === valId,
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ status: 'attended', checked_in_by: tokenUserId(token) });
    // The offline one: recorded once, at the time it was scanned.
    const second = await call(`shifts/${laterId}`);
    const hers = (second.data.assignments as Record<string, unknown>[]).filter(
      (a) => a.user_id === valId,
    );
    expect(hers).toHaveLength(1);
    expect(hers[0]).toMatchObject({ status: 'attended', checked_in_by: tokenUserId(token) });
    await phone.close();
    await tablet.close();
  });
});
