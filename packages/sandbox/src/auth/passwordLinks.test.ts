// Set-password links (auth/passwordLinks.ts): "Forgot your password?" e-mails a
// single-use link through the outbox, whose second half (PUT
// /users/{userId}/forgot-password/{id}) sets the password and signs the person in,
// ending their other sessions. Links die after 1 hour (a reset) or 7 days (a
// welcome), on a moved clock; requests are rate-limited per address and per e-mail;
// nothing in the answer tells a registered address from another.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { testSandbox, type TestSandbox } from '../testSupport.js';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../seed/context.js';
import { named } from '../store/collections.js';
import { RecordStore } from '../store/records.js';
import type { StoredEmail } from '../outbox/outbox.js';
import {
  FORGOT_PASSWORD_LIMITS,
  RESET_LINK_TTL_MS,
  WELCOME_LINK_TTL_MS,
  sendWelcomeEmail,
} from './passwordLinks.js';
import type { SandboxServices } from '../routes/types.js';

let s: TestSandbox & { cleanup(): Promise<void> };
let now = Date.parse('2026-03-02T09:00:00Z');
let address = 0;

beforeAll(async () => {
  s = await testSandbox({
    seed: 'demo',
    clock: () => now,
    trustProxy: true,
    portalUrl: 'http://portal.test',
  });
});
afterAll(() => s.cleanup());

/** Each request from its own client address unless told (the per-address limit is tested apart). */
function forgot(email: string, from = `10.0.${Math.floor(++address / 250)}.${address % 250}`) {
  return s.api('/auth/api/forgot-password', {
    method: 'POST',
    json: { email },
    headers: { 'x-forwarded-for': from },
  });
}

function lastMailTo(email: string): StoredEmail {
  expect(email).toMatch(/@/);
  const mail = s.emails({ to: email })[0];
  if (!mail) throw new Error(`no e-mail to ${email}`);
  return mail;
}

interface Link {
  userId: string;
  linkId: string;
  token: string;
  lang: string | null;
}

function linkOf(mail: StoredEmail): Link {
  const url = mail.links.find((l) => l.includes('/set-password#'));
  if (!url) throw new Error(`no set-password link in ${mail.text}`);
  expect(url.startsWith('http://portal.test/set-password#')).toBe(true);
  const params = new URLSearchParams(new URL(url).hash.slice(1));
  return {
    userId: params.get('user')!,
    linkId: params.get('link')!,
    token: params.get('token')!,
    lang: params.get('lang'),
  };
}

function setPassword(link: Link, password: string, confirmation = password, token = link.token) {
  return s.api(`/users/${link.userId}/forgot-password/${link.linkId}`, {
    method: 'PUT',
    json: { token, password, password_confirmation: confirmation },
  });
}

async function login(email: string, password: string) {
  return s.api('/auth/api/', { method: 'POST', json: { email, password, minimal: true } });
}

describe('forgot password, end to end through the outbox', () => {
  const email = DEMO_LOGINS.coordinator;

  test('the link sets a new password once, signs in and ends the other sessions', async () => {
    const before = await s.login(email);
    expect((await s.api('/heartbeat/', { token: before })).status).toBe(200);
    const res = await forgot(email);
    expect(res.status).toBe(202);
    const mail = lastMailTo(email);
    expect(mail).toMatchObject({
      kind: 'password-reset',
      subject: 'Choose a new VolunteerKit password',
    });
    expect(mail.text).toContain('for 1 hour');
    const link = linkOf(mail);
    // Only the link's hash is stored.
    const stored = JSON.stringify(s.db.prepare('SELECT * FROM password_links').all());
    expect(stored).not.toContain(link.token);

    const set = await setPassword(link, 'a brand new password');
    expect(set.status).toBe(200);
    const body = (await set.json()) as { token: string; data: { password_changed: boolean } };
    expect(body.data.password_changed).toBe(true);
    // Signed in: the answer's token works; the session from before does not.
    expect((await s.api('/heartbeat/', { token: body.token })).status).toBe(200);
    expect((await s.api('/heartbeat/', { token: before })).status).toBe(401);
    expect((await login(email, DEMO_PASSWORD)).status).toBe(401);
    expect((await login(email, 'a brand new password')).status).toBe(200);

    // Single use.
    const again = await setPassword(link, 'yet another password');
    expect(again.status).toBe(410);
    expect(await again.json()).toMatchObject({ code: 'link_used' });
    expect((await login(email, 'a brand new password')).status).toBe(200);
  });

  test('a new link kills the older ones when it is used', async () => {
    await forgot(email);
    const first = linkOf(lastMailTo(email));
    await forgot(email);
    const second = linkOf(lastMailTo(email));
    expect(second.linkId).not.toBe(first.linkId);
    expect((await setPassword(second, DEMO_PASSWORD)).status).toBe(200);
    expect(await (await setPassword(first, 'something else entirely')).json()).toMatchObject({
      code: 'link_used',
    });
  });

  test('a reset link dies after 1 hour, on the sandbox clock', async () => {
    const who = DEMO_LOGINS.teamLeader;
    await forgot(who);
    const link = linkOf(lastMailTo(who));
    now += RESET_LINK_TTL_MS;
    const late = await setPassword(link, 'too late a password');
    expect(late.status).toBe(410);
    expect(await late.json()).toMatchObject({ code: 'link_expired' });
    expect((await login(who, DEMO_PASSWORD)).status).toBe(200);
    // One just inside its hour works.
    await forgot(who);
    const fresh = linkOf(lastMailTo(who));
    now += RESET_LINK_TTL_MS - 1;
    expect((await setPassword(fresh, DEMO_PASSWORD)).status).toBe(200);
  });

  test('a wrong token, another person or a made-up link: 410 link_invalid', async () => {
    const who = DEMO_LOGINS.limited;
    await forgot(who);
    const link = linkOf(lastMailTo(who));
    for (const [l, token] of [
      [link, 'x'.repeat(43)],
      [link, ''],
      [{ ...link, userId: String(Number(link.userId) + 1) }, link.token],
      [{ ...link, linkId: '999999' }, link.token],
      [{ ...link, linkId: 'abc' }, link.token],
    ] as const) {
      const res = await setPassword(l, 'a good long password', undefined, token);
      expect(res.status).toBe(410);
      expect(await res.json()).toMatchObject({ code: 'link_invalid' });
    }
    // Still usable by its owner.
    expect((await setPassword(link, DEMO_PASSWORD)).status).toBe(200);
  });

  test('the password rules answer field errors and leave the link usable', async () => {
    const who = DEMO_LOGINS.volunteer;
    await forgot(who);
    const link = linkOf(lastMailTo(who));
    const short = await setPassword(link, 'short');
    expect(short.status).toBe(422);
    expect(await short.json()).toMatchObject({
      errors: { password: ['must be at least 8 characters'] },
    });
    const mismatch = await setPassword(link, 'long enough password', 'another one');
    expect(await mismatch.json()).toMatchObject({
      errors: { password_confirmation: ['must match the password'] },
    });
    expect((await setPassword(link, 'x'.repeat(1025))).status).toBe(422);
    expect((await setPassword(link, DEMO_PASSWORD)).status).toBe(200);
  });

  test('a two-factor account sets its password but signs in with its code', async () => {
    const who = DEMO_LOGINS.twoFactor;
    await forgot(who);
    const res = await setPassword(linkOf(lastMailTo(who)), DEMO_PASSWORD);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { token?: string; data: { two_factor_required: boolean } };
    expect(body.token).toBeUndefined();
    expect(body.data.two_factor_required).toBe(true);
  });
});

describe('no enumeration', () => {
  test('a registered and an unknown address get the same answer; each gets an e-mail', async () => {
    const known = await forgot(DEMO_LOGINS.admin);
    const unknown = await forgot('nobody.here@example.org');
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    const mail = lastMailTo('nobody.here@example.org');
    expect(mail.links).toEqual([]);
    expect(mail.text).toContain('no account uses it');
    // A blocked account is told a new password would not help, with no link.
    await forgot(DEMO_LOGINS.locked);
    const locked = lastMailTo(DEMO_LOGINS.locked);
    expect(locked.links).toEqual([]);
    expect(locked.text).toContain('blocked');
  });

  test('registered and unknown addresses take similar time', async () => {
    const people = new RecordStore(s.db)
      .all(named('users'))
      .map((u) => u.email)
      .filter((e): e is string => typeof e === 'string' && e.endsWith('.test'))
      .slice(0, 12);
    expect(people.length).toBeGreaterThanOrEqual(8);
    const known: number[] = [];
    const unknown: number[] = [];
    const time = async (email: string, into: number[]) => {
      const t = performance.now();
      expect((await forgot(email)).status).toBe(202);
      into.push(performance.now() - t);
    };
    now += FORGOT_PASSWORD_LIMITS.perEmail.windowMs;
    for (const [i, email] of people.entries()) {
      await time(email, known);
      await time(`unknown.${i}@example.org`, unknown);
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    // Loose bounds for a busy machine; a password hash (tens of ms) or a per-person scan
    // that stops early on one side only would still fall outside them.
    const ratio = median(known) / median(unknown);
    expect(ratio).toBeGreaterThan(0.4);
    expect(ratio).toBeLessThan(2.5);
  });
});

describe('rate limits', () => {
  test(`one e-mail address: ${FORGOT_PASSWORD_LIMITS.perEmail.max} an hour, from anywhere, known or not`, async () => {
    now += FORGOT_PASSWORD_LIMITS.perEmail.windowMs;
    for (const email of [DEMO_LOGINS.guardian, 'flood.target@example.org']) {
      const before = s.emails({ to: email }).length;
      for (let i = 0; i < FORGOT_PASSWORD_LIMITS.perEmail.max; i++)
        expect((await forgot(email)).status).toBe(202);
      const refused = await forgot(email);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(s.emails({ to: email }).length).toBe(before + FORGOT_PASSWORD_LIMITS.perEmail.max);
    }
    now += FORGOT_PASSWORD_LIMITS.perEmail.windowMs;
    expect((await forgot(DEMO_LOGINS.guardian)).status).toBe(202);
  });

  test(`one client address: ${FORGOT_PASSWORD_LIMITS.perAddress.max} in 15 minutes`, async () => {
    now += FORGOT_PASSWORD_LIMITS.perAddress.windowMs;
    const from = '192.0.2.77';
    for (let i = 0; i < FORGOT_PASSWORD_LIMITS.perAddress.max; i++)
      expect((await forgot(`spray.${i}@example.org`, from)).status).toBe(202);
    expect((await forgot('spray.last@example.org', from)).status).toBe(429);
    expect(s.emails({ to: 'spray.last@example.org' })).toEqual([]);
    // Another address is not held up.
    expect((await forgot('spray.last@example.org')).status).toBe(202);
  });

  test('a malformed e-mail is refused with a field error and sends nothing', async () => {
    for (const email of ['', 'not-an-address', 'a@b', `${'x'.repeat(320)}@example.org`]) {
      const res = await forgot(email);
      expect(res.status, email).toBe(422);
      expect(
        ((await res.json()) as { errors: Record<string, string[]> }).errors.email,
      ).toBeTruthy();
    }
  });
});

describe('welcome', () => {
  let admin: string;

  async function addPerson(email: string, extra: Record<string, unknown> = {}) {
    // A fresh token: the tests move the clock past a token's hour.
    admin = await s.login();
    const res = await s.api('/users/', {
      method: 'POST',
      token: admin,
      json: { first_name: 'Nia', last_name: 'New', email, timezone: 'Europe/London', ...extra },
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { data: { id: number } }).data.id;
  }

  test('staff add a person with a welcome: a 7-day link sets the first password and signs in', async () => {
    const email = 'nia.welcome@example.org';
    const id = await addPerson(email);
    const sent = await s.api(`/users/${id}/forgot-password`, {
      method: 'POST',
      token: admin,
      json: { purpose: 'welcome' },
    });
    expect(sent.status).toBe(201);
    const mail = lastMailTo(email);
    expect(mail).toMatchObject({ kind: 'welcome', user_id: id });
    expect(mail.subject).toMatch(/^Welcome to .+: set your password$/);
    expect(mail.text).toContain('for 7 days');
    // The e-mail log staff read has no link.
    const log = s.db
      .prepare(`SELECT data FROM records WHERE collection = ? AND json_extract(data, '$.to') = ?`)
      .all(named('organisation.emailLogGroups.logs'), email) as { data: string }[];
    expect(log).toHaveLength(1);
    expect(log[0]!.data).not.toContain('set-password');
    const link = linkOf(mail);
    now += WELCOME_LINK_TTL_MS - 60_000;
    const set = await setPassword(link, 'my first password');
    expect(set.status).toBe(200);
    expect((await login(email, 'my first password')).status).toBe(200);
  });

  test('a welcome link dies after 7 days', async () => {
    const email = 'late.welcome@example.org';
    const id = await addPerson(email);
    await s.api(`/users/${id}/forgot-password`, {
      method: 'POST',
      token: admin,
      json: { purpose: 'welcome' },
    });
    const link = linkOf(lastMailTo(email));
    now += WELCOME_LINK_TTL_MS;
    expect(await (await setPassword(link, 'my first password')).json()).toMatchObject({
      code: 'link_expired',
    });
    expect((await login(email, 'my first password')).status).toBe(401);
  });

  test('sendWelcomeEmail: a person with a login is told to sign in, with no link', () => {
    const services = {
      db: s.db,
      store: new RecordStore(s.db),
      tokens: { now: () => now },
      portalUrl: () => 'http://portal.test',
    } as unknown as SandboxServices;
    const volunteer = services.store
      .all(named('users'))
      .find((u) => u.email === DEMO_LOGINS.volunteer)!;
    const mail = sendWelcomeEmail(services, volunteer, {
      intro: 'Thank you for applying.',
      kind: 'application',
    });
    expect(mail.kind).toBe('application');
    expect(mail.text).toContain('Thank you for applying.');
    expect(mail.text).toContain('You already have an account');
    expect(mail.links).toEqual(['http://portal.test/sign-in']);
  });

  test('a Welsh speaker gets a Welsh e-mail and a Welsh page', async () => {
    const email = 'cymraeg@example.org';
    const id = await addPerson(email, { locale: 'cy' });
    await s.api(`/users/${id}/forgot-password`, {
      method: 'POST',
      token: admin,
      json: { purpose: 'welcome' },
    });
    const mail = lastMailTo(email);
    expect(mail.subject).toMatch(/^Croeso i /);
    expect(linkOf(mail).lang).toBe('cy');
  });
});
