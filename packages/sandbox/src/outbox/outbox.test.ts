// The development outbox: sendEmail keeps each e-mail with its links; GET
// /api/_sandbox/emails answers them newest first (filter ?to=) behind the
// administrator token; the sandbox's sends (bulk e-mail, a mobile sign-in code,
// a staff password reset) all land in it; the page is served with its CSP.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { testSandbox, type TestSandbox } from '../testSupport.js';
import { openDb } from '../store/db.js';
import { named } from '../store/collections.js';
import { RecordStore } from '../store/records.js';
import {
  getEmail,
  linksIn,
  listEmails,
  portalLink,
  sendEmail,
  type StoredEmail,
} from './outbox.js';
import { outboxPageUrl } from './routes.js';

describe('linksIn', () => {
  test('finds the absolute links of text and HTML, in order, once each', () => {
    expect(
      linksIn(
        'Set it here: https://portal.example/set-password#token=a1&user=2. Or (https://x.example/a).',
        '<p><a href="https://portal.example/set-password#token=a1&amp;user=2">Set</a> <a href=\'http://y.example/?q=1&amp;r=2\'>y</a> https://z.example/z</p>',
      ),
    ).toEqual([
      'https://portal.example/set-password#token=a1&user=2',
      'https://x.example/a',
      'http://y.example/?q=1&r=2',
      'https://z.example/z',
    ]);
  });

  test('leaves out what is not an http(s) URL', () => {
    expect(
      linksIn('mailto:a@b.example and ftp://f.example', '<a href="javascript:alert(1)">x</a>'),
    ).toEqual([]);
  });
});

describe('sendEmail and listEmails', () => {
  test('keep each e-mail; the newest first; ?to= is one address, any case', () => {
    const db = openDb(':memory:');
    const first = sendEmail(
      db,
      { to: 'Nia@Example.org', subject: 'One', text: 'https://a.example/1', kind: 'welcome' },
      Date.parse('2026-01-01T10:00:00Z'),
    );
    sendEmail(db, { to: 'other@example.org', subject: 'Two', text: 'no links', html: '<b>hi</b>' });
    const third = sendEmail(db, { to: 'nia@example.org', subject: 'Three', text: 'x', userId: 7 });
    expect(first).toMatchObject<Partial<StoredEmail>>({
      to: 'Nia@Example.org',
      subject: 'One',
      kind: 'welcome',
      html: null,
      sent_at: '2026-01-01T10:00:00.000Z',
      links: ['https://a.example/1'],
    });
    expect(listEmails(db).map((e) => e.subject)).toEqual(['Three', 'Two', 'One']);
    expect(listEmails(db, { to: 'NIA@example.ORG' }).map((e) => e.id)).toEqual([
      third.id,
      first.id,
    ]);
    expect(listEmails(db, { kind: 'welcome' }).map((e) => e.id)).toEqual([first.id]);
    expect(getEmail(db, third.id)?.user_id).toBe(7);
    expect(() => sendEmail(db, { to: ' ', subject: 's', text: 't' })).toThrow(/no recipient/);
    db.close();
  });

  test('portalLink puts a path on the configured portal', () => {
    expect(portalLink({ portalUrl: () => 'https://p.example/' }, '/set-password#t=1')).toBe(
      'https://p.example/set-password#t=1',
    );
    expect(portalLink({}, 'x')).toBe('http://127.0.0.1:4020/x');
  });
});

describe('the outbox routes', () => {
  let s: TestSandbox & { cleanup(): Promise<void> };
  let admin: string;
  beforeAll(async () => {
    s = await testSandbox({ seed: 'demo', portalUrl: 'http://portal.test:4020/' });
    admin = await s.login();
  });
  afterAll(() => s.cleanup());

  const emails = async (query = '') => {
    const res = await s.api(`/_sandbox/emails${query}`, { token: s.adminToken });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: StoredEmail[] }).data;
  };

  test('GET /api/_sandbox/emails needs the administrator token, not a user token', async () => {
    for (const path of ['/_sandbox/emails', '/_sandbox/emails/1']) {
      expect((await s.api(path)).status, path).toBe(401);
      expect((await s.api(path, { token: admin })).status, path).toBe(401);
    }
    expect((await s.api('/_sandbox/emails', { method: 'DELETE', token: admin })).status).toBe(401);
  });

  test('a bulk e-mail reaches the outbox, one e-mail per person, rendered for them', async () => {
    const store = new RecordStore(s.db);
    const people = store
      .all(named('users'))
      .filter((u) => typeof u.email === 'string')
      .slice(0, 2);
    const list = await s.api('/organisation/saved-list/', {
      method: 'POST',
      token: admin,
      json: { name: 'Outbox test', user_ids: people.map((p) => p.id) },
    });
    expect(list.status).toBe(201);
    const listId = ((await list.json()) as { data: { id: number } }).data.id;
    const sent = await s.api('/bulk/email/', {
      method: 'POST',
      token: admin,
      json: {
        saved_list_id: listId,
        subject: 'Hello {first_name}',
        body: 'Rota: https://rota.example/x',
      },
    });
    expect(sent.status).toBe(201);
    const bulk = await emails('?kind=bulk');
    expect(bulk.map((e) => e.to).sort()).toEqual(people.map((p) => p.email).sort());
    for (const person of people) {
      const mail = (await emails(`?to=${encodeURIComponent(String(person.email))}`))[0]!;
      expect(mail).toMatchObject({
        subject: `Hello ${String(person.first_name)}`,
        text: 'Rota: https://rota.example/x',
        links: ['https://rota.example/x'],
        user_id: person.id,
      });
    }
  });

  test('a mobile sign-in code and a staff password reset reach the outbox', async () => {
    const res = await s.api('/auth/mobile/request-token', {
      method: 'POST',
      json: { email: 'volunteer@volunteerkit.test' },
    });
    expect(res.status).toBe(202);
    const [code] = await emails('?to=volunteer@volunteerkit.test&kind=mobile-code');
    const logged = s.logs('mobile_code').at(-1)?.payload as { code: string };
    expect(code?.text).toContain(logged.code);
    // An unknown address gets no e-mail.
    await s.api('/auth/mobile/request-token', {
      method: 'POST',
      json: { email: 'nobody@nowhere.example' },
    });
    expect(await emails('?to=nobody@nowhere.example')).toEqual([]);

    const coordinator = new RecordStore(s.db)
      .all(named('users'))
      .find((u) => u.email === 'coordinator@volunteerkit.test')!;
    const reset = await s.api(`/users/${coordinator.id}/forgot-password`, {
      method: 'POST',
      token: admin,
      json: {},
    });
    expect(reset.status).toBe(201);
    const [mail] = await emails('?to=coordinator@volunteerkit.test');
    expect(mail).toMatchObject({ kind: 'password-reset', user_id: coordinator.id });
  });

  test('newest first; one by id; DELETE empties it', async () => {
    const all = await emails();
    expect(all.length).toBeGreaterThan(2);
    const ids = all.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const one = await s.api(`/_sandbox/emails/${ids[0]}`, { token: s.adminToken });
    expect(((await one.json()) as { data: StoredEmail }).data).toEqual(all[0]);
    expect((await s.api('/_sandbox/emails/999999', { token: s.adminToken })).status).toBe(404);
    expect(s.emails()).toEqual(all);
    const cleared = await s.api('/_sandbox/emails', { method: 'DELETE', token: s.adminToken });
    expect(cleared.status).toBe(204);
    expect(await emails()).toEqual([]);
  });

  test('the page, its script and stylesheet are served; the page under a strict CSP', async () => {
    expect(s.outboxUrl).toBe(outboxPageUrl(s.url, s.adminToken));
    expect(s.outboxUrl).toMatch(/\/_sandbox\/outbox#token=/);
    const page = await fetch(`${s.url}/_sandbox/outbox`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe');
    const html = await page.text();
    expect(html).toContain('<script type="module" src="/_sandbox/outbox.js">');
    const script = await fetch(`${s.url}/_sandbox/outbox.js`);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain('/api/_sandbox/emails');
    const css = await fetch(`${s.url}/_sandbox/outbox.css`);
    expect(await css.text()).toContain('--vk-color-primary');
  });
});
