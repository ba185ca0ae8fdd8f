import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_LOGINS } from '../packages/sandbox/src/index.js';
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

// Guardians and minors in the volunteer's own portal, against the demo sandbox:
// the guardian (Morag) signs in, sees Ewan under "People in my care", gives
// parental consent for his application (read back from the server as Ewan, and
// in the guardian log); Ewan sees what waits for him on his home, and applies
// to an opportunity whose form asks a required recruitment question (refused
// beside the field, nothing typed lost, then sent and read back). axe-clean
// and fitting in four looks, as each.

type Rec = Record<string, unknown> & { id: number };

describe('guardians and minors', () => {
  const portal = usePortal({ db: ':memory:', seed: 'demo' });
  let guardianToken = '';
  let minorToken = '';
  let minorId = 0;

  beforeAll(async () => {
    guardianToken = await apiToken(portal.sandbox, DEMO_LOGINS.guardian);
    minorToken = await apiToken(portal.sandbox, DEMO_LOGINS.minor);
    minorId = tokenUserId(minorToken);
  });

  async function api<T = Rec>(path: string, as: string, init: RequestInit = {}) {
    const res = await fetch(`${portal.sandbox.url}/api/${path}`, {
      ...init,
      headers: { authorization: `Bearer ${as}`, 'content-type': 'application/json' },
    });
    return { status: res.status, body: (await res.json()) as { data: T; code?: string } };
  }

  async function signIn(context: BrowserContext, as: string, path: string): Promise<Page> {
    const page = await signInAt(await context.newPage(), `${portal.baseUrl}${path}`, { as });
    return waitForShell(page);
  }

  // Morag's and Ewan's tests each share one page signed in on first use, in the first look
  // (a new context signed in costs about 0.6 s of CPU: docs/testing.md, round 18); a later
  // test opens its screen in the running portal by way of their home, so it mounts afresh
  // and reads the server.
  const [width, height, colorScheme] = LOOKS[0];
  const look = { viewport: { width, height }, colorScheme, home: '/my' };
  const shared = {
    [DEMO_LOGINS.guardian]: useSignedInPage(portal, DEMO_LOGINS.guardian, look),
    [DEMO_LOGINS.minor]: useSignedInPage(portal, DEMO_LOGINS.minor, look),
  };

  it('the guardian sees Ewan in their care, gives consent, and the server and log show it', async () => {
    const page = await shared[DEMO_LOGINS.guardian]!.at('/my');
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    await nav.getByRole('link', { name: 'People in my care' }).click();
    await page.getByRole('heading', { level: 1, name: 'People in my care' }).waitFor();
    const minor = page.locator(`[data-minor="${minorId}"]`);
    await minor.getByRole('heading', { level: 2, name: /Ewan Fraser/ }).waitFor();
    const waiting = minor.getByRole('list', { name: 'Waiting for Ewan' });
    await waiting.getByText('Young rangers summer week: waiting for parental consent').waitFor();
    await waiting
      .getByText('Young rangers summer week: reference requested from Callum Reid (scout leader)')
      .waitFor();
    await minor
      .getByRole('list', { name: "Ewan's next shifts" })
      .getByRole('heading', { name: 'Beach clean' })
      .waitFor();

    const form = minor.getByRole('form', {
      name: 'Parental consent for Young rangers summer week',
    });
    // No choice made: the refusal is beside the control, nothing is sent.
    await form.getByRole('button', { name: 'Send my answer' }).click();
    await form.getByText('Choose whether you give or refuse consent.').waitFor();
    await form.getByLabel('Yes, I give my consent').check();
    await form.getByLabel('A note for the organisers (optional)').fill('Happy for him to go.');
    await form.getByRole('button', { name: 'Send my answer' }).click();
    await page
      .getByText("You gave consent for Ewan's application to Young rangers summer week.")
      .waitFor();
    await minor.locator('[data-consent="given"]').getByText('Parental consent given').waitFor();
    await minor
      .getByRole('list', { name: 'Guardian log of Ewan' })
      .getByText('Gave parental consent for Young rangers summer week')
      .waitFor();

    // Read back from the server, as the minor and as the guardian.
    const apps = (await api<Rec[]>(`users/${minorId}/applications/`, minorToken)).body.data;
    const app = apps.find((a) => a.name === 'Young rangers summer week')!;
    const consent = (
      await api<Rec[]>(`users/${minorId}/applications/${app.id}/parental-consent/`, minorToken)
    ).body.data;
    expect(consent[0]).toMatchObject({ status: 'given', note: 'Happy for him to go.' });
    const log = (await api<Rec[]>(`users/${minorId}/guardians/logs/?per_page=100`, guardianToken))
      .body.data;
    expect(log.at(-1)).toMatchObject({
      action: 'consent_given',
      application_id: app.id,
      guardian_id: tokenUserId(guardianToken),
    });

    // The guardian gives back Ewan's place on a shift, with a reason; the server and log show it.
    const shifts = minor.getByRole('list', { name: "Ewan's next shifts" });
    await shifts.getByRole('button', { name: 'Cancel place on Beach clean' }).click();
    await shifts.getByRole('button', { name: "Cancel Ewan's place" }).click();
    await shifts.getByText('Say why Ewan cannot come.').waitFor();
    await shifts.getByLabel('Why can Ewan not come?').fill('Family wedding');
    await shifts.getByRole('button', { name: "Cancel Ewan's place" }).click();
    await page.getByText("Ewan's place on Beach clean was cancelled.").waitFor();
    await shifts.getByRole('heading', { name: 'Beach clean' }).waitFor({ state: 'detached' });
    const own = (await api<Rec[]>(`shifts/?user_id=${minorId}`, minorToken)).body.data;
    expect(own.map((sh) => sh.title)).not.toContain('Beach clean');
    const after = (await api<Rec[]>(`users/${minorId}/guardians/logs/?per_page=100`, guardianToken))
      .body.data;
    expect(after.at(-1)).toMatchObject({
      action: 'place_cancelled',
      summary: 'Cancelled the place on Beach clean: Family wedding',
    });
  });

  it('Val, who has nobody in her care, is not offered the screen', async () => {
    const context = await portal.browser.newContext();
    const page = await signIn(context, DEMO_LOGINS.volunteer, '/my');
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    await nav.getByRole('link', { name: 'My shifts' }).waitFor();
    expect(await nav.getByRole('link', { name: 'People in my care' }).count()).toBe(0);
    await context.close();
  });

  it('Ewan applies: a required question left empty is refused beside it, then answered and sent', async () => {
    const page = await shared[DEMO_LOGINS.minor]!.at('/my');
    const home = page.getByRole('list', { name: 'Waiting on Young rangers summer week' });
    await home.getByText('Reference requested from Callum Reid (scout leader)').waitFor();
    await openScreen(page, '/my/opportunities');
    const name = 'Junior rangers';
    const item = page.locator('[data-opportunity]').filter({ hasText: name });
    await item.getByRole('button', { name: `Apply to ${name}` }).click();
    const form = page.getByRole('form', { name: `Apply to ${name}` });
    const why = form.getByLabel('Why would you like to do this?');
    const days = form.getByLabel(/Which days of the week can you usually volunteer\? \(required\)/);
    const health = form.getByLabel(/Is there anything about your health we should know\?/);
    await why.fill('I want to help the rangers.');
    await health.fill('Mild hay fever.');
    await form.getByRole('button', { name: 'Send my application' }).click();
    await form.getByText('Answer this question.').waitFor();
    expect(await days.getAttribute('aria-invalid')).toBe('true');
    expect(await why.inputValue()).toBe('I want to help the rangers.');
    expect(await health.inputValue()).toBe('Mild hay fever.');
    const before = (await api<Rec[]>(`users/${minorId}/applications/`, minorToken)).body.data;
    expect(before.some((a) => a.name === name)).toBe(false);
    await days.fill('Saturdays');
    await form.getByRole('button', { name: 'Send my application' }).click();
    await page.getByText(`Your application to ${name} was sent.`).waitFor();
    const apps = (await api<Rec[]>(`users/${minorId}/applications/`, minorToken)).body.data;
    const app = apps.find((a) => a.name === name)!;
    expect(app.answers).toEqual([
      expect.objectContaining({ answer: 'Saturdays' }),
      expect.objectContaining({ answer: 'Mild hay fever.' }),
    ]);
    const mine = page
      .getByRole('list', { name: 'My applications' })
      .locator(`[data-application="${app.id}"]`);
    await mine.getByText('Saturdays').waitFor();
    await mine.getByText('Waiting for parental consent').waitFor();
    await mine.locator('[aria-current="step"]').getByText('Applied').waitFor();
  });

  const SCREENS = [
    ['guardian', DEMO_LOGINS.guardian, '/my/care', 'People in my care'],
    ['minor-home', DEMO_LOGINS.minor, '/my', 'Hello, Ewan'],
    ['minor-opportunities', DEMO_LOGINS.minor, '/my/opportunities', 'Opportunities'],
  ] as const;

  it('guardian and minor screens are axe-clean and fit in the four looks', async () => {
    // Each screen opened once (on the login's shared page), then checked in the four looks.
    for (const [name, as, path, title] of SCREENS) {
      const open = await shared[as]!.at(path);
      await open.getByRole('heading', { level: 1, name: title }).waitFor();
      await open.waitForFunction(
        () => !/(Loading|Checking)[^.]*…/.test(document.querySelector('main')?.textContent ?? ''),
      );
      await inEachLook(open, async (look) => {
        const at = `${name} ${look.join(' ')}`;
        await shotAt(open, `own-${name}`, look, { fullPage: true });
        expect({ at, violations: await runAxe(open) }).toEqual({ at, violations: [] });
        expect({ at, fits: await fitsWidth(open) }).toEqual({ at, fits: true });
      });
    }
  }, 360_000);
});
