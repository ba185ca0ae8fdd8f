// Accounts people can get into (issue 44): "Forgot your password?" on the sign-in
// screen e-mails a link through the sandbox's outbox (read here from
// GET /api/_sandbox/emails); the set-password page it opens sets a new password and
// signs the person in. The old password is then refused, and the link is refused a
// second time and once expired (the sandbox's clock moved past its hour). The new
// screens are axe clean at 390 and 1280 px, light and dark, in English and Welsh.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { runAxe } from './support/axe.js';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../packages/sandbox/src/index.js';
import {
  contextAt,
  fitsWidth,
  inEachLook,
  shotAt,
  signInAt,
  usePortal,
  WORKFLOW_SHOTS,
  type Look,
} from './support/portal.js';

let now = Date.now();
const portal = usePortal({ seed: 'demo', clock: () => now });
const SHOTS = join(WORKFLOW_SHOTS, 'accounts');
const PHONE: Look = [390, 844, 'light'];
const NEW_PASSWORD = 'heather on the hills';

interface Mail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  sent_at: string;
}

async function outbox(to: string): Promise<Mail[]> {
  const res = await fetch(
    `${portal.sandbox.url}/api/_sandbox/emails?to=${encodeURIComponent(to)}`,
    { headers: { authorization: `Bearer ${portal.sandbox.adminToken}` } },
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Mail[] }).data;
}

async function resetLink(to: string, count: number): Promise<string> {
  let mails: Mail[] = [];
  await expect.poll(async () => (mails = await outbox(to)).length).toBe(count);
  const link = mails[0]!.links.find((l) => l.startsWith(`${portal.baseUrl}/set-password#`));
  expect(link, mails[0]!.text).toBeTruthy();
  return link!;
}

/** axe in every look, and a review screenshot of each. */
async function audit(page: Page, name: string) {
  await inEachLook(page, async (look) => {
    expect(await runAxe(page), `${name} at ${look.join(' ')}`).toEqual([]);
    expect(await fitsWidth(page), `${name} fits ${look[0]} px`).toBe(true);
    await shotAt(page, name, look, { dir: SHOTS });
  });
}

async function setNewPassword(page: Page, password: string) {
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Type it again').fill(password);
  await page.getByRole('button', { name: 'Set the password and sign in' }).click();
}

test('forgot password end to end: the link from the outbox sets a new password and signs in; the old password, a reused and an expired link are refused', async () => {
  const who = DEMO_LOGINS.volunteer;
  const context = await contextAt(portal.browser, PHONE);
  const page = await context.newPage();
  await page.goto(portal.baseUrl + '/');
  await page.getByRole('heading', { level: 1, name: 'Sign in to VolunteerKit' }).waitFor();
  await page.getByLabel('E-mail address').fill(who);
  await audit(page, 'sign-in');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
  // The address typed on the sign-in form is kept.
  expect(await page.getByLabel('E-mail address').inputValue()).toBe(who);
  await page.getByLabel('E-mail address').fill('not an address');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await page.getByText('Enter an e-mail address like name@example.org.').waitFor();
  await audit(page, 'forgot-error');
  await page.getByLabel('E-mail address').fill(who);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
  await audit(page, 'forgot-sent');

  const link = await resetLink(who, 1);
  await page.goto(link);
  await page.getByRole('heading', { level: 1, name: 'Choose your password' }).waitFor();
  await setNewPassword(page, 'short');
  await page.getByText('Use at least 8 characters.').waitFor();
  await audit(page, 'set-password-error');
  await setNewPassword(page, NEW_PASSWORD);
  // Signed in: the volunteer's own home; the link is gone from the address bar.
  await page.getByRole('heading', { level: 1, name: 'Hello, Val' }).waitFor();
  expect(page.url()).not.toContain('token=');

  // The old password is refused; the new one works.
  const other = await contextAt(portal.browser, PHONE);
  const fresh = await signInAt(await other.newPage(), portal.baseUrl + '/', { as: who });
  await fresh.getByText("That e-mail address and password don't match.").waitFor();
  await fresh.getByLabel('Password').fill(NEW_PASSWORD);
  await fresh.getByRole('button', { name: 'Sign in' }).click();
  await fresh.getByRole('heading', { level: 1, name: 'Hello, Val' }).waitFor();
  await other.close();

  // The same link a second time (a fresh load: the page is at another address now).
  await page.goto(link);
  await setNewPassword(page, 'another good password');
  await page.getByText('This link has already been used').waitFor();
  await page.getByRole('heading', { name: 'Ask for a new link' }).waitFor();
  await audit(page, 'set-password-used');

  // A new link, opened after its hour: expired; a new one can be asked for on the spot.
  await page.getByLabel('E-mail address').fill(who);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
  const late = await resetLink(who, 2);
  now += 60 * 60_000 + 1_000;
  // A fresh load (from this page, only the fragment would change).
  await page.goto('about:blank');
  await page.goto(late);
  await setNewPassword(page, 'another good password');
  await page.getByText('This link has expired').waitFor();
  const login = await fetch(`${portal.sandbox.url}/api/auth/api/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: who, password: NEW_PASSWORD }),
  });
  expect(login.status).toBe(200);
  await context.close();
});

test('in Welsh: the sign-in screen, the forgot form and the set-password page', async () => {
  const context = await contextAt(portal.browser, PHONE);
  const page = await context.newPage();
  await page.goto(portal.baseUrl + '/');
  await page.getByRole('button', { name: 'Cymraeg' }).click();
  await page.getByRole('heading', { level: 1, name: 'Mewngofnodi i VolunteerKit' }).waitFor();
  expect(await page.getByRole('main').getAttribute('lang')).toBe('cy');
  await audit(page, 'sign-in-cy');
  await page.getByRole('button', { name: 'Wedi anghofio eich cyfrinair?' }).click();
  await page.getByLabel('Cyfeiriad e-bost').fill(DEMO_LOGINS.coordinator);
  await page.getByRole('button', { name: 'Anfon y ddolen' }).click();
  await page.getByRole('heading', { name: 'Gwiriwch eich e-bost' }).waitFor();
  await audit(page, 'forgot-sent-cy');
  // The choice is kept: the set-password page opens in Welsh.
  const link = await resetLink(DEMO_LOGINS.coordinator, 1);
  await page.goto(link);
  await page.getByRole('heading', { level: 1, name: 'Dewiswch eich cyfrinair' }).waitFor();
  await page.getByLabel('Cyfrinair newydd').fill(DEMO_PASSWORD);
  await page.getByLabel('Teipiwch ef eto').fill('rhywbeth arall');
  await page.getByRole('button', { name: 'Gosod y cyfrinair a mewngofnodi' }).click();
  await page.getByText("Mae'r ddau gyfrinair yn wahanol").waitFor();
  await audit(page, 'set-password-cy');
  // A broken link, in the link's language (a fresh load, not a change of fragment).
  await page.goto('about:blank');
  await page.goto(`${portal.baseUrl}/set-password#user=1&lang=cy`);
  await page.getByText("Nid yw'r ddolen hon yn gyflawn").waitFor();
  await audit(page, 'set-password-broken-cy');
  await context.close();
});

test('a person the coordinator adds with a welcome e-mail sets their first password from its link and is signed in', async () => {
  const email = 'morven.new@example.org';
  const context = await contextAt(portal.browser, [1280, 800, 'light']);
  const page = await signInAt(await context.newPage(), portal.baseUrl + '/people/new', {
    as: DEMO_LOGINS.coordinator,
  });
  await page.getByRole('tree', { name: 'Teams' }).waitFor();
  await page.getByLabel('First name').fill('Morven');
  await page.getByLabel('Last name').fill('New');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  const welcome = page.getByLabel('Send a welcome e-mail with a link to set their password');
  if (!(await welcome.isChecked())) await welcome.check();
  await page.getByRole('button', { name: 'Add person' }).click();
  await page.getByText(`A welcome e-mail to set a password went to ${email}.`).waitFor();
  await context.close();

  const mails = await outbox(email);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.subject).toMatch(/^Welcome to .+: set your password$/);
  expect(mails[0]!.text).toContain('for 7 days');
  const link = await resetLink(email, 1);
  const own = await contextAt(portal.browser, PHONE);
  const phone = await own.newPage();
  await phone.goto(link);
  await setNewPassword(phone, 'my very first password');
  // Signed in as Morven, who has no login before this.
  await phone.getByRole('heading', { level: 1, name: 'Hello, Morven' }).waitFor();
  await own.close();
  const login = await fetch(`${portal.sandbox.url}/api/auth/api/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'my very first password' }),
  });
  expect(login.status).toBe(200);
});
