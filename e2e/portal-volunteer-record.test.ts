import type { Page } from 'playwright-core';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../packages/sandbox/src/index.js';
import { totpFor } from '../packages/sandbox/src/auth/credentials.js';
import { SECOND_VOLUNTEER } from '../packages/sandbox/src/seed/volunteerDemo.js';
import { runAxe } from './support/axe.js';
import {
  apiToken,
  fitsWidth,
  inEachLook,
  LOOKS,
  openScreen,
  shotAt,
  usePortal,
  useSignedInPage,
  waitForShell,
  tokenUserId,
} from './support/portal.js';

// "My record" of the volunteer portal as Val Volunteer, against the demo
// sandbox: change her usual availability and add time away, add a language
// with a bio, set a notification setting, change her password and sign in
// with the new one, set up two-factor (the code computed here), sign in
// with a code and trust the computer (then no code is asked); each change read back over HTTP (as the administrator, since a
// password change ends Val's other sessions). Val's token reaches none of
// another volunteer's record through these screens' endpoints. axe-clean and
// fitting in four looks.

type Rec = Record<string, unknown> & { id: number };
const NEW_PASSWORD = 'a-new-password-for-val';

describe('volunteer portal: my record', () => {
  const portal = usePortal({ db: ':memory:', seed: 'demo' });
  let admin = '';
  let valId = 0;
  let samId = 0;

  beforeAll(async () => {
    admin = await apiToken(portal.sandbox);
    const val = await apiToken(portal.sandbox, DEMO_LOGINS.volunteer);
    valId = tokenUserId(val);
    const sam = await apiToken(portal.sandbox, SECOND_VOLUNTEER);
    samId = tokenUserId(sam);
  });

  async function api<T = Rec>(path: string, init: RequestInit = {}, as = admin) {
    const res = await fetch(`${portal.sandbox.url}/api/${path}`, {
      ...init,
      headers: { authorization: `Bearer ${as}`, 'content-type': 'application/json' },
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as { data: T } };
  }

  // The tests of Val's screens share one page signed in on first use, in the first look (a
  // new context signed in costs about 0.6 s of CPU: docs/testing.md, round 18); a later
  // test opens its screen in the running portal by way of her home, so it mounts afresh
  // and reads the server. The sign-ins with a new password or a code keep their own.
  const [width, height, colorScheme] = LOOKS[0];
  const val = useSignedInPage(portal, DEMO_LOGINS.volunteer, {
    viewport: { width, height },
    colorScheme,
    home: '/my',
  });

  const loaded = (page: Page) =>
    page
      .getByText(/^Loading/)
      .first()
      .waitFor({ state: 'detached' });

  const SCREENS = [
    ['availability', '/my/availability', 'My availability'],
    ['skills', '/my/skills', 'My skills and interests'],
    ['settings', '/my/settings', 'My settings'],
  ] as const;

  it('the My record screens are axe-clean and fit in the four looks', async () => {
    // Each screen opened once, then checked in the four looks (inEachLook).
    const page = await val.at('/my/availability');
    for (const [name, path, title] of SCREENS) {
      // In the running portal; openScreen waits for the new screen's heading.
      await openScreen(page, path);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await loaded(page);
      await inEachLook(page, async (look) => {
        const at = look.join(' ');
        await shotAt(page, `volunteer-${name}`, look, { fullPage: true });
        expect({ name, at, violations: await runAxe(page) }).toEqual({ name, at, violations: [] });
        expect({ name, at, fits: await fitsWidth(page) }).toEqual({ name, at, fits: true });
      });
    }
    // The breadcrumb of one's own record starts at one's own home, not the dashboard.
    await openScreen(page, '/me');
    await page.getByRole('heading', { level: 1, name: 'Val Volunteer' }).waitFor();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await inEachLook(page, async (look) => {
      expect(await crumbs.getByText('Dashboard').count(), `breadcrumb ${look.join(' ')}`).toBe(0);
    });
  }, 360_000);

  it('changes her usual times and adds time away; a wrong range is refused beside the field', async () => {
    const page = await val.at('/my/availability');
    const usual = page.getByRole('region', { name: 'When I can usually volunteer' });
    await usual.getByRole('checkbox', { name: 'Monday morning' }).check();
    await usual.getByRole('checkbox', { name: 'Saturday morning' }).uncheck();
    await usual.getByRole('button', { name: 'Save my usual times' }).click();
    await usual.getByText('Your usual times were saved.').waitFor();
    const after = (await api(`users/${valId}`)).body.data;
    expect(after.availability).toContain('monday-morning');
    expect(after.availability).not.toContain('saturday-morning');

    const away = page.getByRole('region', { name: 'Times I am away' });
    const first = away.getByLabel('First day away');
    const last = away.getByLabel('Last day away');
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    await first.fill(day(90));
    await last.fill(day(85));
    await away.getByLabel('Reason (optional)').fill('Exams');
    await away.getByRole('button', { name: 'Add time away' }).click();
    await away.getByText('The last day cannot be before the first day.').waitFor();
    expect(await last.getAttribute('aria-invalid')).toBe('true');
    // Nothing typed is lost.
    expect(await away.getByLabel('Reason (optional)').inputValue()).toBe('Exams');
    await last.fill(day(95));
    await away.getByRole('button', { name: 'Add time away' }).click();
    await away.getByText(/You are marked away from/).waitFor();
    const periods = (await api(`users/${valId}`)).body.data.unavailable_periods as Rec[];
    expect(periods).toContainEqual({
      start: `${day(90)}T00:00:00Z`,
      end: `${day(96)}T00:00:00Z`,
      reason: 'Exams',
    });
  });

  it('adds a language with a bio and sets a notification setting, read back', async () => {
    const page = await val.at('/my/skills');
    const languages = page.getByRole('region', { name: 'Languages I speak' });
    await languages.getByRole('checkbox', { name: 'French' }).check();
    await languages.getByLabel('About my languages (optional)').fill('Good spoken French');
    await languages.getByRole('button', { name: 'Save languages' }).click();
    await page.getByRole('status').getByText('Your languages were saved.').waitFor();
    const skills = (await api<Rec[]>('organisation/skills/?per_page=500')).body.data;
    const cats = (await api<Rec[]>('organisation/skillCategories/?per_page=100')).body.data;
    const category = cats.find((c) => c.name === 'Languages')!;
    const french = skills.find((s) => s.name === 'French' && s.category_id === category.id)!;
    const mine = (await api<Rec[]>(`users/${valId}/skills/?per_page=500`)).body.data;
    expect(mine.map((m) => m.skill_id)).toContain(french.id);
    const bio = (await api<Rec[]>(`users/${valId}/skills/${category.id}/bio`)).body.data;
    expect(bio.map((b) => b.bio)).toEqual(['Good spoken French']);
    // The card shows what the server stored after the read-back.
    await languages.getByRole('checkbox', { name: 'French', checked: true }).waitFor();

    await openScreen(page, '/my/settings');
    const box = page.getByRole('checkbox', { name: 'News from the organisation by e-mail' });
    await box.waitFor();
    const before = await box.isChecked();
    await box.setChecked(!before);
    await page.getByText(/News from the organisation: you will/).waitFor();
    const settings = (await api<Rec[]>(`users/${valId}/notification-settings/?per_page=100`)).body
      .data;
    expect(settings.find((s) => s.topic === 'news')?.by_email).toBe(!before);
  });

  it("Val's token reaches no other person's record through these screens' endpoints", async () => {
    const val = await apiToken(portal.sandbox, DEMO_LOGINS.volunteer);
    const snapshot = async () =>
      JSON.stringify([
        (await api(`users/${samId}`)).body.data,
        (await api(`users/${samId}/skills/?per_page=500`)).body.data,
        (await api(`users/${samId}/interests/?per_page=100`)).body.data,
        (await api(`users/${samId}/notification-settings/?per_page=100`)).body.data,
      ]);
    const before = await snapshot();
    const writes: [string, string, unknown][] = [
      [`users/${samId}`, 'PUT', { availability: ['monday-morning'], unavailable_periods: [] }],
      [`users/${samId}/skills/`, 'POST', { skill_id: 1, name: 'Chainsaw' }],
      [`users/${samId}/skills/1/bio`, 'POST', { bio: 'x' }],
      [`users/${samId}/interests/`, 'POST', { name: 'Taking over' }],
      [`users/${samId}/notification-settings/`, 'POST', { topic: 'news', by_email: false }],
      [`users/${samId}/password/${samId}`, 'PUT', { password: 'x'.repeat(12) }],
      [`users/${samId}/two-factor/`, 'POST', {}],
      [`users/${samId}/request-anonymisation/`, 'POST', {}],
    ];
    for (const [path, method, body] of writes) {
      const res = await api(path, { method, body: JSON.stringify(body) }, val);
      expect([403, 404], `${method} ${path}`).toContain(res.status);
    }
    for (const path of [`users/${samId}/skills/`, `users/${samId}/notification-settings/`])
      expect([403, 404]).toContain((await api(path, {}, val)).status);
    expect(await snapshot()).toBe(before);
  });

  it('changes her password (a wrong current one refused beside it) and signs in with the new one', async () => {
    const page = await val.at('/my/settings');
    const card = page.getByRole('region', { name: 'Password' });
    await card.getByLabel('Current password').fill('not-my-password');
    await card.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await card.getByLabel('New password again').fill(NEW_PASSWORD);
    await card.getByRole('button', { name: 'Change my password' }).click();
    await card.getByText('That is not your current password.').waitFor();
    expect(await card.getByLabel('New password', { exact: true }).inputValue()).toBe(NEW_PASSWORD);
    await card.getByLabel('Current password').fill(DEMO_PASSWORD);
    await card.getByRole('button', { name: 'Change my password' }).click();
    await card.getByText(/Your password was changed/).waitFor();

    // The old password no longer works; the new one does, in the portal.
    const old = await fetch(`${portal.sandbox.url}/api/auth/api/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_LOGINS.volunteer, password: DEMO_PASSWORD }),
    });
    expect(old.status).toBeGreaterThanOrEqual(400);
    const fresh = await portal.browser.newContext();
    const next = await fresh.newPage();
    await next.goto(`${portal.baseUrl}/my`);
    await next.getByLabel('E-mail address').fill(DEMO_LOGINS.volunteer);
    await next.getByLabel('Password').fill(NEW_PASSWORD);
    await next.getByRole('button', { name: 'Sign in' }).click();
    await next.getByRole('heading', { level: 1, name: 'Hello, Val' }).waitFor();
    await fresh.close();
  });

  it('sets up two-factor with a code from the QR key, then signs in with a code', async () => {
    const context = await portal.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${portal.baseUrl}/my/settings`);
    await page.getByLabel('E-mail address').fill(DEMO_LOGINS.volunteer);
    await page.getByLabel('Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const card = page.getByRole('region', { name: 'Two-factor sign-in' });
    await card.getByRole('button', { name: 'Set up two-factor' }).click();
    await card.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await card.locator('.vkm-secret').textContent())!.trim();
    await shotAt(page, 'volunteer-settings-two-factor', [1280, 720, 'light'], { fullPage: true });
    // A wrong code is refused beside the field.
    await card.getByLabel('Code from the app').fill('12345');
    await card.getByRole('button', { name: 'Turn on two-factor' }).click();
    await card.getByText('Type the 6 digits the app shows.').waitFor();
    await card.getByLabel('Code from the app').fill(totpFor(secret).generate());
    await card.getByRole('button', { name: 'Turn on two-factor' }).click();
    await card.getByText(/Two-factor sign-in is on/).waitFor();
    await card.getByText('On', { exact: true }).waitFor();
    expect((await api(`users/${valId}`)).body.data.two_factor_enabled).toBe(true);
    await context.close();

    // Signing in now asks for a code (the next one: each code works once).
    const fresh = await portal.browser.newContext();
    const next = await fresh.newPage();
    await next.goto(`${portal.baseUrl}/my`);
    await next.getByLabel('E-mail address').fill(DEMO_LOGINS.volunteer);
    await next.getByLabel('Password').fill(NEW_PASSWORD);
    await next.getByRole('button', { name: 'Sign in' }).click();
    const code = next.getByLabel('Code', { exact: true });
    await code.waitFor();
    await code.fill(totpFor(secret).generate({ timestamp: Date.now() + 30_000 }));
    await next.getByRole('button', { name: 'Verify' }).click();
    await next.getByRole('heading', { level: 1, name: 'Hello, Val' }).waitFor();

    // "Trust this computer" from the settings: the next sign-in here needs no code.
    await openScreen(next, '/my/settings');
    const again = next.getByRole('region', { name: 'Two-factor sign-in' });
    await again.getByRole('button', { name: 'Trust this computer' }).click();
    await again.getByText(/This computer is trusted/).waitFor();
    await next.getByRole('button', { name: 'Sign out' }).click();
    await next.getByLabel('E-mail address').fill(DEMO_LOGINS.volunteer);
    await next.getByLabel('Password').fill(NEW_PASSWORD);
    await next.getByRole('button', { name: 'Sign in' }).click();
    // Signed in straight away (the code step would keep the sign-in heading).
    await waitForShell(next);
    expect(await next.getByLabel('Code', { exact: true }).count()).toBe(0);
    await fresh.close();
  });
});
