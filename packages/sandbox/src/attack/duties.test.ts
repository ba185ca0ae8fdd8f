/**
 * Separation of duties, attacked by the coordinator (every permission but
 * 'view-users', role coordinator): taking over the administrator's account,
 * locking the administrator out, approving their own expense claim, and
 * storing server-controlled fields through query strings, nested objects and
 * bulk items. Each is refused with a 4xx and leaves the database as it was.
 */
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
let coordinator: string;
let admin: string;
let volunteer: string;
let adminId: number;
let coordinatorId: number;
let volunteerId: number;

beforeAll(async () => {
  s = await target();
  coordinator = await loginAs(s, DEMO_LOGINS.coordinator);
  admin = await loginAs(s, DEMO_LOGINS.admin);
  volunteer = await loginAs(s, DEMO_LOGINS.volunteer);
  adminId = userId(s.db, DEMO_LOGINS.admin);
  coordinatorId = userId(s.db, DEMO_LOGINS.coordinator);
  volunteerId = userId(s.db, DEMO_LOGINS.volunteer);
});
afterAll(() => s.cleanup());

async function refused(
  path: string,
  init: { method?: string; json?: unknown; token?: string },
  status = 403,
): Promise<Record<string, unknown>> {
  const before = digest(s.db);
  const res = await s.api(path, { token: coordinator, ...init });
  expect(res.status, `${init.method ?? 'GET'} ${path}`).toBe(status);
  const body = await json(res);
  expect(digest(s.db), `${init.method ?? 'GET'} ${path} changed data`).toBe(before);
  return body;
}

test("an 'edit-users' holder cannot set another person's password, two-factor or e-mail", async () => {
  const body = await refused(`/users/${adminId}/password/${adminId}`, {
    method: 'PUT',
    json: { password: 'taken-over-1', password_confirmation: 'taken-over-1' },
  });
  expect(body.code).toBe('separation_of_duties');
  await refused(`/users/${adminId}/two-factor/`, { method: 'POST', json: {} });
  await refused(`/users/${adminId}/two-factor/1`, { method: 'PUT', json: { enabled: false } });
  await refused(`/users/${volunteerId}`, {
    method: 'PUT',
    json: { email: 'attacker@evil.test' },
  });
  // The administrator's password still signs in; the coordinator's own change still works.
  expect(
    (
      await s.api('/auth/api/', {
        method: 'POST',
        json: { email: DEMO_LOGINS.admin, password: DEMO_PASSWORD },
      })
    ).status,
  ).toBe(200);
  // An administrator may reset another person's password (the reset e-mail is the other way).
  const reset = await s.api(`/users/${volunteerId}/password/${volunteerId}`, {
    method: 'PUT',
    token: admin,
    json: { password: 'reset-by-admin', password_confirmation: 'reset-by-admin' },
  });
  expect(reset.status).toBe(200);
  volunteer = await loginAs(s, DEMO_LOGINS.volunteer, 'reset-by-admin');
});

test('administrators cannot be blocked, demoted or removed by non-administrators', async () => {
  for (const [field, value] of [
    ['status', 'blocked'],
    ['locked', true],
    ['role', 'volunteer'],
    ['permissions', []],
    ['email', 'elsewhere@evil.test'],
  ] as const) {
    const body = await refused(`/users/${adminId}`, { method: 'PUT', json: { [field]: value } });
    expect(body.code).toBe('separation_of_duties');
    expect(Object.keys(body.errors as object)).toEqual([field]);
  }
  await refused(`/users/${adminId}`, { method: 'DELETE' });
  await refused(`/users/${adminId}/blocked/`, { method: 'POST', json: { reason: 'gone' } }, 409);
  // The administrator still signs in and works.
  expect((await s.api(`/users/${adminId}`, { token: admin })).status).toBe(200);
  // The coordinator still blocks a volunteer (their job).
  const blocked = await s.api(`/users/${volunteerId}`, {
    method: 'PUT',
    token: coordinator,
    json: { status: 'blocked' },
  });
  expect(blocked.status).toBe(200);
  const unblocked = await s.api(`/users/${volunteerId}`, {
    method: 'PUT',
    token: coordinator,
    json: { status: 'active' },
  });
  expect(unblocked.status).toBe(200);
});

test('nobody approves their own expense claim', async () => {
  // Stored approved, or with a decision, it is refused.
  for (const extra of [
    { status: 'approved' },
    { authoriser_id: adminId },
    { decided_at: '2026-01-01T00:00:00Z' },
  ])
    await refused('/claims/', {
      method: 'POST',
      json: { user_id: coordinatorId, description: 'Taxi', amount: 40, ...extra },
    });
  const claim = await s.api('/claims/', {
    method: 'POST',
    token: coordinator,
    json: { user_id: coordinatorId, description: 'Taxi', amount: 40 },
  });
  expect(claim.status).toBe(201);
  const id = (await json(claim)).data.id as number;
  // Deciding it directly: refused.
  await refused(`/claims/${id}`, { method: 'PUT', json: { status: 'approved' } });
  // Moving it to someone else first (to approve it as their authoriser, then move back): refused.
  const moved = await refused(`/claims/${id}`, { method: 'PUT', json: { user_id: volunteerId } });
  expect(moved.errors).toHaveProperty('user_id');
  // Own expenses under the user: the status is not theirs to set.
  await refused(`/users/${coordinatorId}/expenses/`, {
    method: 'POST',
    json: { description: 'Lunch', amount: 9, status: 'approved' },
  });
  // An authoriser who is not the claimant decides it.
  const decided = await s.api(`/claims/${id}`, {
    method: 'PUT',
    token: admin,
    json: { status: 'approved' },
  });
  expect(decided.status).toBe(200);
  expect((await json(decided)).data).toMatchObject({ status: 'approved', authoriser_id: adminId });
});

test('a volunteer files and reads their own claims, never approves or reads others', async () => {
  // Signed in again: blocking them above ended their sessions.
  volunteer = await loginAs(s, DEMO_LOGINS.volunteer, 'reset-by-admin');
  const own = await s.api('/claims/', {
    method: 'POST',
    token: volunteer,
    json: { description: 'Bus fare', amount: 3 },
  });
  expect(own.status).toBe(201);
  const claim = (await json(own)).data as { id: number; user_id: number; status?: string };
  expect(claim.user_id).toBe(volunteerId);
  const list = await json(await s.api('/claims/?limit=100', { token: volunteer }));
  expect(list.data.every((c: { user_id: number }) => c.user_id === volunteerId)).toBe(true);
  await refused(`/claims/${claim.id}`, {
    method: 'PUT',
    json: { status: 'approved' },
    token: volunteer,
  });
});

test('server-controlled fields are refused in query strings, nested objects and bulk items', async () => {
  const org = s.db.prepare(`SELECT id FROM records WHERE collection = 'organisation'`).get() as {
    id: number;
  };
  const other = org.id + 99;
  await refused(`/tasks/?organisation_id=${other}`, { method: 'POST', json: { title: 'Q' } });
  await refused(`/tasks/?data[created_by]=${adminId}`, { method: 'POST', json: { title: 'Q' } });
  const nested = await refused('/tasks/', {
    method: 'POST',
    json: { title: 'N', details: { organisation_id: other } },
  });
  expect(nested.errors).toHaveProperty(['details.organisation_id']);
  const bulk = await refused('/bulk/tasks', {
    method: 'POST',
    json: { tasks: [{ title: 'B1' }, { title: 'B2', organisation_id: other }] },
  });
  expect(JSON.stringify(bulk.errors)).toContain('organisation_id');
  const array = await refused('/bulk/tasks', {
    method: 'POST',
    json: [{ title: 'A1', approved_by: adminId }],
  });
  expect(array.errors).toHaveProperty(['0.approved_by']);
  // The same writes without server fields are stored.
  expect(
    (await s.api('/tasks/', { method: 'POST', token: coordinator, json: { title: 'Fine' } }))
      .status,
  ).toBe(201);
});
