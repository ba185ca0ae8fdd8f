import type { Page } from 'playwright-core';
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
  tokenUserId,
} from './support/portal.js';

// A volunteer chooses Welsh for their own screens (issue 35), as Val Volunteer
// against the demo sandbox: on My settings she picks Cymraeg; the menu, the
// settings and the home screen turn Welsh at once and the page says
// <html lang="cy">; the server holds `locale: 'cy'`; a reload reads it back and
// stays Welsh; axe-clean and fitting in Welsh in four looks; she switches back
// to English, read back too.

describe('volunteer portal in Welsh', () => {
  const portal = usePortal({ db: ':memory:', seed: 'demo' });

  async function storedLocale(): Promise<unknown> {
    const token = await apiToken(portal.sandbox, DEMO_LOGINS.volunteer);
    const id = tokenUserId(token);
    const res = await fetch(`${portal.sandbox.url}/api/users/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await res.json()) as { data: { locale?: unknown } }).data.locale;
  }

  const heading = (page: Page, name: string) =>
    page.getByRole('heading', { level: 1, name }).waitFor();

  it('Val chooses Cymraeg: menu, settings and home in Welsh, kept over a reload, then English again', async () => {
    const context = await contextAt(portal.browser, LOOKS[0]);
    const page = await waitForShell(
      await signInAt(await context.newPage(), `${portal.baseUrl}/my/settings`, {
        as: DEMO_LOGINS.volunteer,
      }),
    );
    await heading(page, 'My settings');
    expect(await page.evaluate(() => document.documentElement.lang)).not.toBe('cy');

    await page.getByRole('radio', { name: 'Cymraeg' }).check();
    await heading(page, 'Fy ngosodiadau');
    await page
      .getByRole('status')
      .filter({ hasText: 'Mae eich sgriniau yn Gymraeg nawr.' })
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('cy');
    await expect(storedLocale()).resolves.toBe('cy');
    await page.getByRole('link', { name: 'Fy sifftiau' }).first().waitFor();
    expect(await page.getByRole('radio', { name: 'Cymraeg' }).isChecked()).toBe(true);

    // The menu's section link leads to the home screen, in Welsh.
    await page.getByRole('link', { name: 'Fy nhudalennau' }).first().click();
    await page.getByRole('heading', { level: 1, name: /^Helo/ }).waitFor();
    await page.getByRole('heading', { name: 'Fy sifftiau nesaf' }).waitFor();
    await page.getByText('Oriau eleni').waitFor();

    // A reload reads the choice back from the server.
    await page.reload();
    await page.getByRole('heading', { name: 'Yn aros amdanaf' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('cy');
    await page.getByRole('link', { name: 'Fy ngosodiadau' }).first().click();
    await heading(page, 'Fy ngosodiadau');

    await page.getByRole('radio', { name: 'English' }).check();
    await heading(page, 'My settings');
    await page
      .getByRole('status')
      .filter({ hasText: 'Your screens are now in English.' })
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-GB');
    await expect(storedLocale()).resolves.toBe('en-GB');
    await page.reload();
    await heading(page, 'My settings');
    await page.getByRole('link', { name: 'My shifts' }).first().waitFor();
    await context.close();
  });

  it('in Welsh, home, shifts and settings are axe-clean and fit in the four looks', async () => {
    // Each screen opened once, then checked in the four looks (inEachLook).
    const context = await contextAt(portal.browser, LOOKS[0]);
    const token = await apiToken(portal.sandbox, DEMO_LOGINS.volunteer);
    const id = tokenUserId(token);
    const put = await fetch(`${portal.sandbox.url}/api/users/${id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ locale: 'cy' }),
    });
    expect(put.status).toBe(200);
    const page = await waitForShell(
      await signInAt(await context.newPage(), `${portal.baseUrl}/my`, {
        as: DEMO_LOGINS.volunteer,
      }),
    );
    for (const [name, path, title] of [
      ['home', '/my', /^Helo/],
      ['shifts', '/my/shifts', 'Fy sifftiau'],
      ['settings', '/my/settings', 'Fy ngosodiadau'],
    ] as const) {
      // In the running portal; openScreen waits for the new screen's heading.
      await openScreen(page, path);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page
        .getByText(/^(Loading|Wrthi'n llwytho)/)
        .first()
        .waitFor({ state: 'detached' });
      await inEachLook(page, async (look) => {
        const at = look.join(' ');
        expect(await page.evaluate(() => document.documentElement.lang), `${name} ${at}`).toBe(
          'cy',
        );
        await shotAt(page, `volunteer-welsh-${name}`, look, { fullPage: true });
        expect({ name, at, violations: await runAxe(page) }).toEqual({ name, at, violations: [] });
        expect({ name, at, fits: await fitsWidth(page) }).toEqual({ name, at, fits: true });
      });
    }
    await context.close();
  }, 360_000);
});
