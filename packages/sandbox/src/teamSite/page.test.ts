// A team's public site and its contact-us form (issue 49) without a browser: the
// page (text, contact details, open opportunities, a labelled form with no script),
// refusals that keep what was typed and store nothing (empty, too long, too fast,
// too often, in Welsh on the Welsh page), the honeypot, and a message delivered to
// the team leaders' inboxes and the outbox, by the page and by the API without a
// token. The Chromium journey is e2e/team-site.test.ts.
import { createRequire } from 'node:module';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { asPerson, DEMO_LOGINS, json, target, type Target } from '../attack/support.js';
import { MIN_FILL_MS } from '../domain/formToken.js';

const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { document: Document } };
};

let s: Target;
let now = Date.now();
let teamId: number;

beforeAll(async () => {
  s = await target({ clock: () => now });
  const row = s.db
    .prepare(
      `SELECT scope FROM records WHERE collection = 'call:teams.site.show' ORDER BY id LIMIT 1`,
    )
    .get() as { scope: string };
  teamId = Number(/teamId=(\d+)/.exec(row.scope)![1]);
});
afterAll(() => s.cleanup());

const page = (path: string, init?: RequestInit) =>
  fetch(`${s.url}${path}`, { redirect: 'manual', ...init });
const doc = async (res: Response) => new JSDOM(await res.text()).window.document;
const count = (sql: string) => (s.db.prepare(sql).get() as { n: number }).n;
const stored = () =>
  count(`SELECT COUNT(*) AS n FROM records WHERE json_extract(data, '$.source') = 'team-site'`) +
  count(`SELECT COUNT(*) AS n FROM outbox WHERE kind = 'team-contact'`);

/** Posts the form as a browser does; a form token from a page read `age` ms ago. */
async function send(values: Record<string, string>, lang = '', address = '10.0.0.1') {
  const form = await doc(await page(`/team-sites/${teamId}${lang}`));
  const token = form.querySelector<HTMLInputElement>('input[name=form_token]')!.value;
  now += MIN_FILL_MS + 10;
  return page(`/team-sites/${teamId}${lang}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
    body: new URLSearchParams({ form_token: token, leave_blank: '', ...values }),
  });
}

test('the page: the site text, contact details, open opportunities and a labelled form, no script', async () => {
  const res = await page(`/team-sites/${teamId}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-security-policy')).toMatch(/form-action 'self'/);
  expect(res.headers.get('content-security-policy')).not.toMatch(/script-src/);
  const d = await doc(res);
  expect(d.querySelectorAll('script')).toHaveLength(0);
  expect(d.querySelector('h1')?.textContent).toMatch(/base$/);
  expect(d.querySelector('.team-site__text strong')).not.toBeNull();
  expect(d.querySelector('a[href^="mailto:"]')?.textContent).toMatch(
    /@highlandsandhills\.example$/,
  );
  const opportunities = [...d.querySelectorAll('.team-site__opportunities a')];
  expect(opportunities.length).toBeGreaterThan(0);
  expect(opportunities[0]!.getAttribute('href')).toMatch(/^\/opportunities\/[a-z0-9-]+$/);
  for (const input of d.querySelectorAll('form input:not([type=hidden]), form textarea'))
    expect(d.querySelector(`label[for="${input.id}"]`), input.getAttribute('name')!).not.toBeNull();
  expect(d.querySelector('.hp')?.getAttribute('aria-hidden')).toBe('true');
  // Welsh, with the opportunity links in Welsh too.
  const cy = await doc(await page(`/team-sites/${teamId}?lang=cy`));
  expect(cy.documentElement.lang).toBe('cy');
  expect(cy.querySelector('button[type=submit]')?.textContent).toBe('Anfon neges');
  expect(cy.querySelector('.team-site__opportunities a')?.getAttribute('href')).toMatch(
    /\?lang=cy$/,
  );
  // No site: 404 (a team without one, a hidden or unknown team, not a number).
  for (const id of ['999999', 'abc', '1'])
    expect((await page(`/team-sites/${id}`)).status, id).toBe(404);
});

test('empty, too long, too fast: each error beside its field, everything typed kept, nothing stored', async () => {
  const before = stored();
  const empty = await send({ name: '', email: 'not-an-address', message: '' }, '', '10.0.1.1');
  expect(empty.status).toBe(422);
  const d = await doc(empty);
  expect(d.querySelector('#field-name-error')?.textContent).toContain('Enter your name');
  expect(d.querySelector('#field-email-error')?.textContent).toContain(
    'Enter an e-mail address like',
  );
  expect(d.querySelector('#field-message-error')?.textContent).toContain('Enter your message');
  expect(d.querySelector<HTMLInputElement>('input[name=email]')?.value).toBe('not-an-address');
  expect(d.querySelector('.error-summary')?.getAttribute('role')).toBe('alert');
  const long = 'x'.repeat(2001);
  const tooLong = await send(
    { name: 'Rhian', email: 'rhian@example.com', message: long },
    '?lang=cy',
    '10.0.1.2',
  );
  expect(tooLong.status).toBe(422);
  const w = await doc(tooLong);
  expect(w.querySelector('#field-message-error')?.textContent).toContain(
    '2000 nod neu lai (mae ganddi 2001)',
  );
  expect(w.querySelector('textarea')?.textContent).toBe(long);
  expect(w.querySelector<HTMLInputElement>('input[name=name]')?.value).toBe('Rhian');
  // Too fast: the form sent at once after it was given out.
  const form = await doc(await page(`/team-sites/${teamId}`));
  const token = form.querySelector<HTMLInputElement>('input[name=form_token]')!.value;
  const fast = await page(`/team-sites/${teamId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '10.0.1.3' },
    body: new URLSearchParams({
      form_token: token,
      name: 'A',
      email: 'a@example.com',
      message: 'Hi',
    }),
  });
  expect(fast.status).toBe(422);
  const f = await doc(fast);
  expect(f.querySelector('#field-message-error')?.textContent).toContain('too quickly');
  expect(f.querySelector('textarea')?.textContent).toBe('Hi');
  expect(stored()).toBe(before);
});

test('a message reaches the team leaders’ inboxes and the outbox; the page confirms', async () => {
  const before = stored();
  const res = await send(
    { name: 'Sam Visitor', email: 'sam.visitor@example.com', message: 'Can I bring my dog?' },
    '',
    '10.0.2.1',
  );
  expect(res.status).toBe(303);
  expect(res.headers.get('location')).toBe(`/team-sites/${teamId}/sent`);
  const sent = await doc(await page(res.headers.get('location')!));
  expect(sent.querySelector('.confirmation[role=status]')).not.toBeNull();
  const email = s.db
    .prepare(
      `SELECT to_address, subject, text FROM outbox WHERE kind = 'team-contact' ORDER BY id DESC LIMIT 1`,
    )
    .get() as { to_address: string; subject: string; text: string };
  expect(email.to_address).toMatch(/@highlandsandhills\.example$/);
  expect(email.subject).toBe('Message from your team site: Sam Visitor');
  expect(email.text).toContain('Can I bring my dog?');
  expect(email.text).toContain('sam.visitor@example.com');
  expect(stored()).toBeGreaterThan(before);
  // The honeypot filled: a success for the bot, nothing kept.
  const after = stored();
  const bot = await send(
    { name: 'Bot', email: 'bot@example.com', message: 'Buy now', leave_blank: 'x' },
    '',
    '10.0.2.2',
  );
  expect(bot.status).toBe(303);
  expect(stored()).toBe(after);
});

test('too often: the fourth message from one e-mail address in an hour is refused beside the field', async () => {
  const values = { name: 'Pat', email: 'pat.often@example.com', message: 'Hello' };
  for (let i = 0; i < 3; i++) expect((await send(values, '', `10.0.3.${i}`)).status).toBe(303);
  const before = stored();
  const refused = await send(values, '', '10.0.3.9');
  expect(refused.status).toBe(429);
  const d = await doc(refused);
  expect(d.querySelector('#field-email-error')?.textContent).toContain('several messages already');
  expect(d.querySelector('textarea')?.textContent).toBe('Hello');
  expect(stored()).toBe(before);
});

test('the API: POST /teams/{teamId}/site/contact-us needs no token; field errors in 422; a team without a site is 404', async () => {
  const call = (id: number, body: unknown) =>
    fetch(`${s.url}/api/teams/${id}/site/contact-us`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.0.4.1' },
      body: JSON.stringify(body),
    });
  // An hour on: the earlier tests' messages no longer count against this address.
  now += 3600_000;
  const before = stored();
  const bad = await call(teamId, { name: '', email: 'x', message: '', locale: 'cy' });
  expect(bad.status).toBe(422);
  expect((await json(bad)).errors.message).toEqual(['Rhowch eich neges']);
  expect(stored()).toBe(before);
  const ok = await call(teamId, { name: 'Ali', email: 'ali@example.com', message: 'Hi there' });
  expect(ok.status).toBe(202);
  expect(stored()).toBeGreaterThan(before);
  expect((await call(999999, { name: 'A', email: 'a@example.com', message: 'Hi' })).status).toBe(
    404,
  );
  // It is in the team's inbox: the inbox of a leader of the team, read through the API.
  const row = s.db
    .prepare(
      `SELECT scope FROM records WHERE json_extract(data, '$.source') = 'team-site' ORDER BY id DESC LIMIT 1`,
    )
    .get() as { scope: string };
  const leader = Number(/userId=(\d+)/.exec(row.scope)![1]);
  const admin = await asPerson(s, DEMO_LOGINS.admin);
  const inbox = await admin.call(`/users/${leader}/messaging/?limit=100`);
  expect(inbox.status).toBe(200);
  const message = (inbox.body.data as Record<string, unknown>[]).find(
    (m) => m.from_email === 'ali@example.com',
  );
  expect(message?.body).toContain('Hi there');
});
