/**
 * Attacks on sessions and second factors, round 2: a mobile code standing in
 * for the password and the authenticator app, a "trust this computer" token
 * that outlives a password change, a token exchange that escapes its session
 * family, a token that keeps working after sign-out, and two-factor codes
 * that can be guessed without limit or skipped when the secret is replaced.
 */
import { DEMO_TOTP_SECRET } from '../seed/context.js';
import { totpFor } from '../auth/credentials.js';
import {
  DEMO_LOGINS,
  DEMO_PASSWORD,
  digest,
  json,
  loginAs,
  target,
  userId,
  type Target,
} from './support.js';

let s: Target;
let twoFactorSession = '';
beforeAll(async () => {
  s = await target();
});
afterAll(() => s.cleanup());

const post = (path: string, body: unknown, token?: string) =>
  s.api(path, { method: 'POST', json: body, ...(token ? { token } : {}) });
const works = async (token: string) => (await s.api('/mobile/dashboard/stats/', { token })).status;
const refresh = (token: string) => post('/auth/api/refresh', { token, minimal: true });
const lastCode = () => (s.logs('mobile_code').at(-1)?.payload as { code: string }).code;
const sessions = () =>
  (s.db.prepare('SELECT COUNT(*) AS n FROM sessions').get() as { n: number }).n;

test('the e-mailed mobile code alone does not sign in a two-factor account', async () => {
  const email = DEMO_LOGINS.twoFactor;
  expect((await post('/auth/mobile/request-token', { email })).status).toBe(202);
  const code = lastCode();
  const before = sessions();
  const alone = await post('/auth/mobile/verify-token', { email, code });
  expect(alone.status).toBe(403);
  expect((await json(alone)).code).toBe('two_factor_required');
  const wrong = await post('/auth/mobile/verify-token', {
    email,
    code,
    two_factor_code: String((Number(totpFor(DEMO_TOTP_SECRET).generate()) + 1) % 1e6).padStart(
      6,
      '0',
    ),
  });
  expect(wrong.status).toBe(422);
  expect(sessions()).toBe(before);
  // With the app's code as well, the code is a real sign-in (and is spent).
  const both = await post('/auth/mobile/verify-token', {
    email,
    code,
    two_factor_code: totpFor(DEMO_TOTP_SECRET).generate(),
  });
  expect(both.status).toBe(200);
  twoFactorSession = (await json(both)).token as string;
  expect((await post('/auth/mobile/verify-token', { email, code })).status).toBe(422);
});

test('a "trust this computer" token dies with a password change', async () => {
  const id = userId(s.db, DEMO_LOGINS.twoFactor);
  const trusted = await json(
    await post(`/users/${id}/two-factor/trust-computer`, {}, twoFactorSession),
  );
  const trust = trusted.data.trust_token as string;
  const login = (password: string) =>
    post('/auth/api/', { email: DEMO_LOGINS.twoFactor, password, trust_token: trust });
  expect((await login(DEMO_PASSWORD)).status).toBe(200);
  const changed = await s.api(`/users/${id}/password/${id}`, {
    method: 'PUT',
    token: twoFactorSession,
    json: {
      current_password: DEMO_PASSWORD,
      password: 'another-password',
      password_confirmation: 'another-password',
    },
  });
  expect(changed.status).toBe(200);
  // The changer's own session continues after a refresh.
  twoFactorSession = (await json(await refresh(twoFactorSession))).token as string;
  const before = sessions();
  const after = await login('another-password');
  expect(after.status).toBe(403);
  expect((await json(after)).code).toBe('two_factor_required');
  expect(sessions()).toBe(before);
});

test("a token exchange stays in the caller's session family: refresh reuse ends both", async () => {
  const first = await loginAs(s, DEMO_LOGINS.volunteer);
  const exchanged = (await json(await post('/auth/api/token', { token: first, key: 'portal' })))
    .token as string;
  expect(await works(exchanged)).toBe(200);
  const second = (await json(await refresh(first))).token as string;
  expect(await works(second)).toBe(200);
  // The stolen original is replayed: the family ends, the exchanged token with it.
  expect((await refresh(first)).status).toBe(401);
  expect(await works(second)).toBe(401);
  expect(await works(exchanged)).toBe(401);
  expect((await refresh(exchanged)).status).toBe(401);
});

test('sign-out ends the session on the server: the token and its refreshes stop working', async () => {
  const token = await loginAs(s, DEMO_LOGINS.volunteer);
  const exchanged = (await json(await post('/auth/api/token', { token, key: 'embed' })))
    .token as string;
  expect((await post('/auth/api/logout', undefined, token)).status).toBe(204);
  expect(await works(token)).toBe(401);
  expect((await refresh(token)).status).toBe(401);
  expect(await works(exchanged)).toBe(401);
  // Signing out needs a live session; a second sign-out changes nothing.
  const before = digest(s.db);
  expect((await post('/auth/api/logout', undefined, token)).status).toBe(401);
  expect((await post('/auth/api/logout', undefined)).status).toBe(401);
  expect(digest(s.db)).toBe(before);
  // Another session of the same user is untouched.
  expect(await works(await loginAs(s, DEMO_LOGINS.volunteer))).toBe(200);
});

test('replacing the two-factor secret needs a current code', async () => {
  const id = userId(s.db, DEMO_LOGINS.twoFactor);
  const started = await json(await post(`/users/${id}/two-factor/`, {}, twoFactorSession));
  const fresh = totpFor(started.data.secret as string).generate();
  const before = digest(s.db);
  const replaced = await s.api(`/users/${id}/two-factor/${started.data.id}`, {
    method: 'PUT',
    token: twoFactorSession,
    json: { code: fresh },
  });
  expect(replaced.status).toBe(422);
  expect((await json(replaced)).errors).toHaveProperty('current_code');
  expect(digest(s.db)).toBe(before);
});

test('codes that turn two-factor off have an attempt limit', async () => {
  const id = userId(s.db, DEMO_LOGINS.twoFactor);
  const right = totpFor(DEMO_TOTP_SECRET).generate();
  const wrong = String((Number(right) + 7) % 1e6).padStart(6, '0');
  const before = digest(s.db);
  const statuses: number[] = [];
  for (let i = 0; i < 12; i++)
    statuses.push(
      (
        await s.api(`/users/${id}/two-factor/1`, {
          method: 'PUT',
          token: twoFactorSession,
          json: { enabled: false, code: wrong },
        })
      ).status,
    );
  expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
  expect(statuses.slice(6).every((x) => x === 429)).toBe(true);
  // Even the right code waits now; two-factor is still on.
  const late = await s.api(`/users/${id}/two-factor/1`, {
    method: 'PUT',
    token: twoFactorSession,
    json: { enabled: false, code: right },
  });
  expect(late.status).toBe(429);
  expect(digest(s.db)).toBe(before);
});
