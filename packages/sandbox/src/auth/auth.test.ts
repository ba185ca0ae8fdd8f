import { decodeJwt } from 'jose';
import { DEMO_TOTP_SECRET } from '../seed/context.js';
import { seedOrganisation } from '../seed/demo.js';
import { testSandbox, type TestSandbox } from '../testSupport.js';
import { totpFor } from './routes.js';

let s: TestSandbox & { cleanup(): Promise<void> };
// Token times follow this clock; tests move it forward instead of sleeping.
let offsetMs = 0;

beforeAll(async () => {
  s = await testSandbox({
    seed: (ctx) => void seedOrganisation(ctx),
    tokenLifetimeSeconds: 60,
    refreshGraceSeconds: 600,
    clock: () => Date.now() + offsetMs,
  });
});
afterAll(() => s.cleanup());

const post = (path: string, body: unknown) => s.api(path, { method: 'POST', json: body });
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- responses are read loosely in tests
type Loose = Record<string, any>;
const json = async (res: Response) => (await res.json()) as Loose;
const PASSWORD = 'volunteerkit-demo';

test('login returns a signed token carrying user and environment', async () => {
  const res = await post('/auth/api/', {
    email: 'admin@volunteerkit.test',
    password: PASSWORD,
    minimal: true,
  });
  expect(res.status).toBe(200);
  const body = await json(res);
  expect(Object.keys(body)).toEqual(['token']);
  const claims = decodeJwt(body.token) as Loose;
  expect(claims.user).toMatchObject({
    timezone: 'Europe/London',
    organisation: {
      features: ['residential', 'rotas', 'events'],
      package_features: expect.objectContaining({ residential: 200 }),
      tech_features: expect.objectContaining({ two_factor: true }),
      date_format: 'DD/MM/YYYY',
    },
  });
  expect(claims.user.permissions).toContain('view-users');
  expect(claims.environment).toEqual({ name: 'sandbox', api_version: 3, region: 'uk' });
  expect(claims.exp - claims.iat).toBe(60);

  const coordinator = await json(
    await post('/auth/api/', {
      email: 'coordinator@volunteerkit.test',
      password: PASSWORD,
      minimal: true,
    }),
  );
  const perms = (decodeJwt(coordinator.token) as { user: { permissions: string[] } }).user
    .permissions;
  // A volunteer coordinator sees people but not the organisation's settings.
  expect(perms).toContain('view-users');
  expect(perms).toContain('view-related-hierarchy-touchpoints');
  expect(perms).not.toContain('manage-organisation');
  expect(perms).not.toContain('manage-permissions');
});

test('wrong passwords, unknown users and locked accounts are refused with clear errors', async () => {
  const wrong = await post('/auth/api/', { email: 'admin@volunteerkit.test', password: 'nope' });
  expect(wrong.status).toBe(401);
  expect((await json(wrong)).code).toBe('invalid_credentials');
  const unknown = await post('/auth/api/', {
    email: 'nobody@volunteerkit.test',
    password: PASSWORD,
  });
  expect(unknown.status).toBe(401);
  const locked = await post('/auth/api/', {
    email: 'locked@volunteerkit.test',
    password: PASSWORD,
  });
  expect(locked.status).toBe(403);
  expect((await json(locked)).code).toBe('account_locked');
  const missing = await post('/auth/api/', { email: 'admin@volunteerkit.test' });
  expect(missing.status).toBe(422);
  expect((await json(missing)).errors).toEqual({ password: ['is required'] });
});

test('non-public routes need a valid bearer token', async () => {
  const none = await s.api('/users/');
  expect(none.status).toBe(401);
  expect((await json(none)).code).toBe('unauthenticated');
  const forged = await s.api('/users/', { token: 'eyJhbGciOiJIUzI1NiJ9.eyJ0eXAiOiJhY2Nlc3MifQ.x' });
  expect(forged.status).toBe(401);
  expect((await json(forged)).code).toBe('invalid_token');
  // public_search=true does not open a private route.
  expect((await s.api('/users/?public_search=true')).status).toBe(401);
});

test('an expired token is refused, and refresh within the grace window gives a new one', async () => {
  const { token } = await json(
    await post('/auth/api/', { email: 'admin@volunteerkit.test', password: PASSWORD }),
  );
  expect((await s.api('/heartbeat/', { token })).status).toBe(200);
  offsetMs += 61_000;
  const expired = await s.api('/heartbeat/', { token });
  expect(expired.status).toBe(401);
  expect((await json(expired)).code).toBe('token_expired');
  const refreshed = await post('/auth/api/refresh', { token, minimal: true });
  expect(refreshed.status).toBe(200);
  const fresh = (await json(refreshed)).token as string;
  expect(fresh).not.toBe(token);
  expect((await s.api('/heartbeat/', { token: fresh })).status).toBe(200);
  const [header, payload, signature] = fresh.split('.');
  const forged = `${header}.${Buffer.from(JSON.stringify({ ...decodeJwt(fresh), sub: '1' })).toString('base64url')}.${signature}`;
  expect(payload).not.toBe(forged.split('.')[1]);
  const bad = await post('/auth/api/refresh', { token: forged });
  expect(bad.status).toBe(401);
  // Past the grace window, refresh is refused: log in again.
  offsetMs += 700_000;
  const late = await post('/auth/api/refresh', { token });
  expect(late.status).toBe(401);
  expect((await json(late)).code).toBe('token_expired');
  offsetMs = 0;
});

test('heartbeat needs view-users', async () => {
  const { token } = await json(
    await post('/auth/api/', { email: 'volunteer@volunteerkit.test', password: PASSWORD }),
  );
  const res = await s.api('/heartbeat/', { token });
  expect(res.status).toBe(403);
  expect((await json(res)).code).toBe('forbidden');
});

test('two-factor login, then trust this computer', async () => {
  const creds = { email: '2fa@volunteerkit.test', password: PASSWORD, minimal: true };
  const first = await post('/auth/api/', creds);
  expect(first.status).toBe(403);
  expect(await json(first)).toMatchObject({
    code: 'two_factor_required',
    two_factor_required: true,
  });

  const wrong = await post('/auth/api/', {
    ...creds,
    code: '000000' === totpFor(DEMO_TOTP_SECRET).generate() ? '111111' : '000000',
  });
  expect(wrong.status).toBe(422);
  expect((await json(wrong)).errors).toEqual({ code: ['is not a valid two-factor code'] });

  const code = totpFor(DEMO_TOTP_SECRET).generate();
  const ok = await json(await post('/auth/api/', { ...creds, code, trust_computer: true }));
  expect(typeof ok.token).toBe('string');
  expect(typeof ok.trust_token).toBe('string');

  const trusted = await post('/auth/api/', { ...creds, trust_token: ok.trust_token });
  expect(trusted.status).toBe(200);
  expect(Object.keys(await json(trusted))).toEqual(['token']);
  // A trust token of another user does not skip the code.
  const adminTrust = (
    await json(await post('/auth/api/', { ...creds, code: totpFor(DEMO_TOTP_SECRET).generate() }))
  ).trust_token;
  expect(adminTrust).toBeUndefined();
  expect((await post('/auth/api/', { ...creds, trust_token: ok.token })).status).toBe(403);
});

test('token exchange and mobile token flow', async () => {
  const { token } = await json(
    await post('/auth/api/', { email: 'admin@volunteerkit.test', password: PASSWORD }),
  );
  const exchanged = await json(await post('/auth/api/token', { token, key: 'portal' }));
  expect((decodeJwt(exchanged.token) as { environment: { key: string } }).environment.key).toBe(
    'portal',
  );

  const requested = await post('/auth/mobile/request-token', {
    email: 'volunteer@volunteerkit.test',
  });
  expect(requested.status).toBe(202);
  const code = (s.logs('mobile_code').at(-1)?.payload as { code: string }).code;
  expect(code).toMatch(/^\d{6}$/);
  expect(
    (
      await post('/auth/mobile/verify-token', {
        email: 'volunteer@volunteerkit.test',
        code: code === '999999' ? '000000' : '999999',
      })
    ).status,
  ).toBe(422);
  const verified = await json(
    await post('/auth/mobile/verify-token', { email: 'volunteer@volunteerkit.test', code }),
  );
  expect(typeof verified.token).toBe('string');
  // A code works once.
  expect(
    (await post('/auth/mobile/verify-token', { email: 'volunteer@volunteerkit.test', code }))
      .status,
  ).toBe(422);

  const device = await post('/auth/mobile/', {
    email: 'volunteer@volunteerkit.test',
    password: PASSWORD,
    device_name: 'Pixel',
  });
  expect(device.status).toBe(201);
  const { data } = await json(device);
  expect((await s.api(`/auth/mobile/${data.id}`, { token: data.token })).status).toBe(200);
  expect(
    (await s.api(`/auth/mobile/${data.id}`, { method: 'DELETE', token: data.token })).status,
  ).toBe(204);
  // Deleting the device session revokes its token at once.
  expect((await s.api(`/auth/mobile/${data.id}`, { token: data.token })).status).toBe(401);
  const orgs = await json(
    await s.api('/auth/mobile/organisations', { token: verified.token as string }),
  );
  expect(orgs.data[0]).toMatchObject({ name: 'Highlands and Hills Volunteers' });
});

test('a user turns two-factor on with a code, and changes the password', async () => {
  const login = async (email: string, password: string, extra: Record<string, unknown> = {}) =>
    post('/auth/api/', { email, password, minimal: true, ...extra });
  const token = (await json(await login('volunteer@volunteerkit.test', PASSWORD))).token as string;
  const id = (decodeJwt(token) as { user: { id: number } }).user.id;
  const other = await s.api(`/users/${id + 1}/two-factor/`, { method: 'POST', token, json: {} });
  expect(other.status).toBe(403);

  const started = await json(
    await s.api(`/users/${id}/two-factor/`, { method: 'POST', token, json: {} }),
  );
  expect(started.data.otpauth_url).toMatch(/^otpauth:\/\/totp\//);
  const wrong = await s.api(`/users/${id}/two-factor/${started.data.id}`, {
    method: 'PUT',
    token,
    json: { code: '12345' },
  });
  expect(wrong.status).toBe(422);
  const code = totpFor(started.data.secret).generate();
  const confirmed = await json(
    await s.api(`/users/${id}/two-factor/${started.data.id}`, {
      method: 'PUT',
      token,
      json: { code },
    }),
  );
  expect(confirmed.data.enabled).toBe(true);
  expect((await login('volunteer@volunteerkit.test', PASSWORD)).status).toBe(403);
  const trusted = await json(
    await s.api(`/users/${id}/two-factor/trust-computer`, { method: 'POST', token, json: {} }),
  );
  expect(
    (
      await login('volunteer@volunteerkit.test', PASSWORD, {
        trust_token: trusted.data.trust_token,
      })
    ).status,
  ).toBe(200);

  const badChange = await s.api(`/users/${id}/password/${id}`, {
    method: 'PUT',
    token,
    json: { current_password: 'nope', password: 'short', password_confirmation: 'x' },
  });
  expect((await json(badChange)).errors).toEqual({
    current_password: ['is not your current password'],
    password: ['must be at least 8 characters'],
  });
  const changed = await s.api(`/users/${id}/password/${id}`, {
    method: 'PUT',
    token,
    json: {
      current_password: PASSWORD,
      password: 'a-new-password',
      password_confirmation: 'a-new-password',
    },
  });
  expect(changed.status).toBe(200);
  expect(
    (
      await login('volunteer@volunteerkit.test', PASSWORD, {
        trust_token: trusted.data.trust_token,
      })
    ).status,
  ).toBe(401);
  // The trust token was bound to the old password: it no longer skips the code.
  const afterChange = await login('volunteer@volunteerkit.test', 'a-new-password', {
    trust_token: trusted.data.trust_token,
  });
  expect(afterChange.status).toBe(403);
  expect((await json(afterChange)).code).toBe('two_factor_required');
});

test('wrong passwords back off with 429 and Retry-After, and never lock the owner out for good', async () => {
  const email = 'coordinator@volunteerkit.test';
  for (let i = 0; i < 6; i++)
    expect((await post('/auth/api/', { email, password: `wrong-${i}` })).status).toBe(401);
  const blocked = await post('/auth/api/', { email, password: PASSWORD });
  expect(blocked.status).toBe(429);
  const body = await json(blocked);
  expect(body.code).toBe('too_many_attempts');
  expect(body.retry_after_seconds).toBeGreaterThanOrEqual(1);
  expect(blocked.headers.get('retry-after')).toBe(String(body.retry_after_seconds));
  // Once the back-off is over, the right password works (and clears the counters).
  offsetMs += (body.retry_after_seconds as number) * 1000 + 1000;
  expect((await post('/auth/api/', { email, password: PASSWORD })).status).toBe(200);
  expect((await post('/auth/api/', { email, password: 'wrong-again' })).status).toBe(401);
  offsetMs = 0;
});

test('staff send a person a password reset, which the person’s notifications then show', async () => {
  const tokenOf = async (email: string) =>
    (await json(await post('/auth/api/', { email, password: PASSWORD, minimal: true })))
      .token as string;
  const admin = await tokenOf('admin@volunteerkit.test');
  // (The volunteer's password is changed by a test above.)
  const coordinator = await tokenOf('coordinator@volunteerkit.test');
  const coordinatorId = (decodeJwt(coordinator) as { user: { id: number } }).user.id;

  const sent = await s.api(`/users/${coordinatorId}/forgot-password`, {
    method: 'POST',
    token: admin,
    json: {},
  });
  expect(sent.status).toBe(201);
  const { data } = await json(sent);
  expect(data.email).toBe('coordinator@volunteerkit.test');
  const list = await json(
    await s.api(`/users/${coordinatorId}/notifications/?per_page=100`, { token: admin }),
  );
  expect(list.data).toContainEqual(
    expect.objectContaining({
      title: 'Password reset',
      body: 'A link to choose a new password was sent to coordinator@volunteerkit.test.',
    }),
  );
  const missing = await s.api(`/users/99999/forgot-password`, {
    method: 'POST',
    token: admin,
    json: {},
  });
  expect(missing.status).toBe(404);
});
