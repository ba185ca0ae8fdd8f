/**
 * Attacks on sessions: a stolen token that keeps working after refresh,
 * password change, device deletion, or the user's deletion, blocking or loss
 * of permissions.
 */
import {
  DEMO_LOGINS,
  DEMO_PASSWORD,
  json,
  loginAs,
  target,
  userId,
  type Target,
} from './support.js';

let s: Target;
let admin: string;

beforeAll(async () => {
  s = await target();
  admin = await loginAs(s, DEMO_LOGINS.admin);
});
afterAll(() => s.cleanup());

const refresh = (token: string) =>
  s.api('/auth/api/refresh', { method: 'POST', json: { token, minimal: true } });
const works = async (token: string) => (await s.api('/mobile/dashboard/stats/', { token })).status;

test('refresh tokens rotate and are single-use; reusing a spent one ends the whole session', async () => {
  const first = await loginAs(s, DEMO_LOGINS.volunteer);
  const second = (await json(await refresh(first))).token as string;
  expect(second).not.toBe(first);
  // The spent token no longer works for calls either.
  expect(await works(first)).toBe(401);
  expect(await works(second)).toBe(200);
  // Someone replays the spent token (the thief, or the owner after the thief refreshed):
  const reuse = await refresh(first);
  expect(reuse.status).toBe(401);
  expect((await json(reuse)).code).toBe('refresh_reused');
  // ... and the whole family is gone, including the newest token.
  expect(await works(second)).toBe(401);
  expect((await refresh(second)).status).toBe(401);
  // A new login is a new, working session.
  expect(await works(await loginAs(s, DEMO_LOGINS.volunteer))).toBe(200);
});

test("a password change ends every other session at once; the changer's own continues after a refresh", async () => {
  const stolen = await loginAs(s, DEMO_LOGINS.volunteer);
  const mine = await loginAs(s, DEMO_LOGINS.volunteer);
  const id = userId(s.db, DEMO_LOGINS.volunteer);
  const changed = await s.api(`/users/${id}/password/${id}`, {
    method: 'PUT',
    token: mine,
    json: {
      current_password: DEMO_PASSWORD,
      password: 'a-new-password',
      password_confirmation: 'a-new-password',
    },
  });
  expect(changed.status).toBe(200);
  expect(await works(stolen)).toBe(401);
  expect((await refresh(stolen)).status).toBe(401);
  const renewed = await refresh(mine);
  expect(renewed.status).toBe(200);
  expect(await works((await json(renewed)).token as string)).toBe(200);
  // Put the demo password back (an administrator may set it without the current one).
  await s.api(`/users/${id}/password/${id}`, {
    method: 'PUT',
    token: admin,
    json: { password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD },
  });
});

test('deleting a device session revokes its token', async () => {
  const device = await json(
    await s.api('/auth/mobile/', {
      method: 'POST',
      json: { email: DEMO_LOGINS.volunteer, password: DEMO_PASSWORD, device_name: 'Lost phone' },
    }),
  );
  const other = await loginAs(s, DEMO_LOGINS.volunteer);
  expect(await works(device.data.token)).toBe(200);
  expect(
    (await s.api(`/auth/mobile/${device.data.id}`, { method: 'DELETE', token: other })).status,
  ).toBe(204);
  expect(await works(device.data.token)).toBe(401);
  expect((await refresh(device.data.token)).status).toBe(401);
  expect(await works(other)).toBe(200);
});

test('changed permissions apply to the next call; a refresh carries the new ones', async () => {
  const token = await loginAs(s, DEMO_LOGINS.twoFactor, DEMO_PASSWORD).catch(() => undefined);
  expect(token).toBeUndefined(); // two-factor user: needs a code; use the coordinator instead
  const coordinator = await loginAs(s, DEMO_LOGINS.coordinator);
  const id = userId(s.db, DEMO_LOGINS.coordinator);
  expect((await s.api('/organisation/permission-groups/', { token: coordinator })).status).toBe(
    200,
  );
  const cut = await s.api(`/users/${id}`, {
    method: 'PUT',
    token: admin,
    json: { permissions: ['view-rotas'] },
  });
  expect(cut.status).toBe(200);
  const stale = await s.api('/organisation/permission-groups/', { token: coordinator });
  expect(stale.status).toBe(401);
  expect((await json(stale)).code).toBe('token_stale');
  const fresh = (await json(await refresh(coordinator))).token as string;
  expect((await s.api('/organisation/permission-groups/', { token: fresh })).status).toBe(403);
  expect((await s.api('/rota/', { token: fresh })).status).toBe(200);
});

test('an e-mail change by an administrator ends the sessions of that user', async () => {
  const before = await loginAs(s, DEMO_LOGINS.volunteer);
  const id = userId(s.db, DEMO_LOGINS.volunteer);
  const moved = await s.api(`/users/${id}`, {
    method: 'PUT',
    token: admin,
    json: { email: 'val@new.test' },
  });
  expect(moved.status).toBe(200);
  expect(await works(before)).toBe(401);
  expect((await refresh(before)).status).toBe(401);
  await s.api(`/users/${id}`, {
    method: 'PUT',
    token: admin,
    json: { email: DEMO_LOGINS.volunteer },
  });
});

test('blocking a user ends their sessions, and unblocking lets them sign in again', async () => {
  const token = await loginAs(s, DEMO_LOGINS.volunteer);
  const id = userId(s.db, DEMO_LOGINS.volunteer);
  expect(
    (await s.api(`/users/${id}`, { method: 'PUT', token: admin, json: { status: 'blocked' } }))
      .status,
  ).toBe(200);
  expect(await works(token)).toBe(401);
  expect((await refresh(token)).status).toBe(401);
  const login = await s.api('/auth/api/', {
    method: 'POST',
    json: { email: DEMO_LOGINS.volunteer, password: DEMO_PASSWORD },
  });
  expect(login.status).toBe(403);
  expect(
    (await s.api(`/users/${id}`, { method: 'PUT', token: admin, json: { status: 'active' } }))
      .status,
  ).toBe(200);
  expect(await works(await loginAs(s, DEMO_LOGINS.volunteer))).toBe(200);
});

test('deleting a user ends their sessions at once', async () => {
  const created = await json(
    await s.api('/users/', {
      method: 'POST',
      token: admin,
      json: { email: 'temp@volunteerkit.test', first_name: 'Temp' },
    }),
  );
  const id = created.data.id as number;
  // Give the new user a login, then sign in as them.
  const { hashPassword } = await import('../auth/passwords.js');
  s.db
    .prepare('INSERT INTO credentials (user_id, email, password_hash) VALUES (?, ?, ?)')
    .run(id, 'temp@volunteerkit.test', hashPassword(DEMO_PASSWORD));
  const token = await loginAs(s, 'temp@volunteerkit.test');
  expect(await works(token)).toBe(200);
  expect((await s.api(`/users/${id}`, { method: 'DELETE', token: admin })).status).toBe(204);
  expect(await works(token)).toBe(401);
  expect((await refresh(token)).status).toBe(401);
});
