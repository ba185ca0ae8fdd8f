/**
 * Attacks by a signed-in volunteer on records that are not theirs: privilege
 * escalation, account takeover, IDOR on every user sub-record kind, writes to
 * organisation settings, and mass assignment of server-controlled fields.
 * Each is refused with a 4xx and leaves the database as it was.
 */
import { catalogue } from '@volunteerkit/api-client/catalogue';
import { ALL_PERMISSIONS } from '../seed/permissions.js';
import {
  DEMO_LOGINS,
  digest,
  json,
  loginAs,
  target,
  userId,
  writeFigures,
  type Target,
} from './support.js';

let s: Target;
let volunteer: string;
let admin: string;
let me: number;
let adminId: number;

beforeAll(async () => {
  s = await target();
  volunteer = await loginAs(s, DEMO_LOGINS.volunteer);
  admin = await loginAs(s, DEMO_LOGINS.admin);
  me = userId(s.db, DEMO_LOGINS.volunteer);
  adminId = userId(s.db, DEMO_LOGINS.admin);
});
afterAll(() => s.cleanup());

let refusedCount = 0;
afterAll(() =>
  writeFigures('escalation', {
    refusedRequests: refusedCount,
    userSubResources: userSubResources.length,
  }),
);

async function refused(
  path: string,
  init: { method?: string; json?: unknown; token?: string },
  status = 403,
): Promise<Record<string, unknown>> {
  const before = digest(s.db);
  const res = await s.api(path, { token: volunteer, ...init });
  expect(res.status, `${init.method ?? 'GET'} ${path}`).toBe(status);
  const body = await json(res);
  expect(digest(s.db), `${init.method ?? 'GET'} ${path} changed data`).toBe(before);
  refusedCount += 1;
  return body;
}

test('a volunteer cannot give themself permissions, a role or another status', async () => {
  for (const [field, value] of [
    ['permissions', ALL_PERMISSIONS],
    ['role', 'administrator'],
    ['status', 'archived'],
    ['email', 'me@elsewhere.test'],
  ] as const) {
    const body = await refused(`/users/${me}`, {
      method: 'PUT',
      json: { first_name: 'Val', [field]: value },
    });
    expect(body.code).toBe('forbidden_field');
    expect(Object.keys(body.errors as object)).toEqual([field]);
  }
  // The next refresh carries the same permissions.
  const refreshed = await json(
    await s.api('/auth/api/refresh', { method: 'POST', json: { token: volunteer } }),
  );
  volunteer = refreshed.token as string;
  const claims = JSON.parse(Buffer.from(volunteer.split('.')[1] ?? '', 'base64url').toString());
  expect(claims.user.permissions).not.toContain('manage-permissions');
  // A harmless change of their own record still works.
  expect(
    (
      await s.api(`/users/${me}`, {
        method: 'PUT',
        token: volunteer,
        json: { first_name: 'Valerie' },
      })
    ).status,
  ).toBe(200);
});

test("a volunteer cannot take over the administrator's account or read it", async () => {
  await refused(`/users/${adminId}`, { method: 'PUT', json: { email: 'attacker@evil.test' } });
  await refused(`/users/${adminId}`, { method: 'DELETE' });
  await refused(`/users/${adminId}`, {});
  await refused('/users/', {});
  await refused(`/users/${adminId}/password/${adminId}`, {
    method: 'PUT',
    json: { password: 'taken-over-1', password_confirmation: 'taken-over-1' },
  });
});

const userSubResources = catalogue.filter(
  (e) => e.kind === 'resource' && e.path.startsWith('/users/{userId}/'),
);

test.each(userSubResources.map((e) => [e.path, e] as const))(
  "IDOR: another user's %s can be neither read nor written",
  async (path, entry) => {
    if (entry.kind !== 'resource') return;
    const base = path.replace('{userId}', String(adminId)).replace(/\{[^}]+\}/g, '1');
    const item = `${base.replace(/\/$/, '')}/1`;
    const ops = entry.operations;
    if (ops.includes('list')) await refused(base, {});
    if (ops.includes('show')) await refused(item, {});
    if (ops.includes('store')) await refused(base, { method: 'POST', json: { name: 'x' } });
    // An open update (setting a password with a reset link) needs the link's secret instead.
    const openUpdate = Array.isArray(entry.open) && entry.open.includes('update');
    if (ops.includes('update'))
      await refused(item, { method: 'PUT', json: { name: 'x' } }, openUpdate ? 410 : 403);
    if (ops.includes('delete')) await refused(item, { method: 'DELETE' });
  },
);

test("a volunteer cannot read or edit another user's notes, even with a real note id", async () => {
  const note = await json(
    await s.api(`/users/${adminId}/notes/`, {
      method: 'POST',
      token: admin,
      json: { title: 'Private' },
    }),
  );
  expect(note.data.id).toBeGreaterThan(0);
  await refused(`/users/${adminId}/notes/${note.data.id}`, {});
  await refused(`/users/${adminId}/notes/${note.data.id}`, {
    method: 'PUT',
    json: { title: 'Mine now' },
  });
  // Their own staff notes are not theirs to read or write either.
  await refused(`/users/${me}/notes/`, {});
});

test('a volunteer cannot change organisation settings, permission groups, safeguarding or adverts', async () => {
  await refused('/organisation/safeguarding/', { method: 'PUT', json: { minimum_age: 5 } });
  await refused('/organisation/permission-groups/', {
    method: 'POST',
    json: { name: 'Mine', permissions: ALL_PERMISSIONS },
  });
  await refused('/organisation/permission-groups/1', {
    method: 'PUT',
    json: { permissions: ALL_PERMISSIONS },
  });
  await refused('/organisation/1', { method: 'PUT', json: { name: 'Hijacked' } });
  await refused('/organisation/webhooks/', {});
  await refused('/residential-opportunities/', {
    method: 'POST',
    json: { display_name: 'Free holiday' },
  });
  await refused('/residential-opportunities/1', {
    method: 'PUT',
    json: { advert_target: 'external' },
  });
});

test('server-controlled fields are refused on sub-records, per field', async () => {
  for (const [field, value] of [
    ['user_id', adminId],
    ['organisation_id', 99],
    ['approved_by', adminId],
    ['approved_at', '2026-01-01'],
    ['created_by', adminId],
    ['completed_at', '2026-01-01'],
    ['deleted_at', '2026-01-01'],
    ['status', 'approved'],
    ['permissions', ['edit-users']],
    ['secret', 'x'],
  ] as const) {
    const body = await refused(`/users/${me}/expenses/`, {
      method: 'POST',
      json: { description: 'Train', amount: 12, [field]: value },
    });
    expect(body.errors, field).toHaveProperty(field);
  }
  // The same claim without the server fields is stored, with the caller's own id allowed.
  const ok = await s.api(`/users/${me}/expenses/`, {
    method: 'POST',
    token: volunteer,
    json: { description: 'Train', amount: 12, user_id: me },
  });
  expect(ok.status).toBe(201);
});

test('an induction is completed only by self-complete under the own id', async () => {
  const induction = s.db
    .prepare(`SELECT id FROM records WHERE collection = 'users.inductions' AND scope = ?`)
    .get(`userId=${me}`) as { id: number };
  await refused(`/users/${me}/inductions/${induction.id}`, {
    method: 'PUT',
    json: { status: 'completed' },
  });
  // Not for another user, even by an administrator, by the generic PUT or the call.
  await refused(`/users/${me}/inductions/${induction.id}`, {
    method: 'PUT',
    json: { status: 'completed' },
    token: admin,
  });
  await refused(`/users/${me}/inductions/self-complete/${induction.id}`, {
    method: 'PUT',
    json: {},
    token: admin,
  });
  const done = await s.api(`/users/${me}/inductions/self-complete/${induction.id}`, {
    method: 'PUT',
    token: volunteer,
    json: {},
  });
  expect(done.status).toBe(200);
  expect((await json(done)).data.status).toBe('completed');
});

test('the administrator still does what their permissions allow', async () => {
  const res = await s.api(`/users/${me}`, {
    method: 'PUT',
    token: admin,
    json: { role: 'coordinator', permissions: ['view-users'] },
  });
  expect(res.status).toBe(200);
  expect((await json(res)).data).toMatchObject({
    role: 'coordinator',
    permissions: ['view-users'],
  });
});
