/**
 * Permission groups give their members what they allow (issue 46): a group edited
 * changes what its members may do at once; unknown names and an edit that would
 * leave nobody able to manage permissions are refused, nothing stored.
 */
import { DEMO_LOGINS, json, loginAs, target, userId, type Target } from '../attack/support.js';

let s: Target;
let admin: string;

beforeAll(async () => {
  s = await target();
  admin = await loginAs(s, DEMO_LOGINS.admin);
});
afterAll(() => s.cleanup());

async function groupNamed(name: string) {
  const list = (await json(await s.api('/organisation/permission-groups/', { token: admin })))
    .data as { id: number; name: string; permissions: string[] }[];
  return list.find((g) => g.name === name)!;
}
async function person(email: string) {
  return (await json(await s.api(`/users/${userId(s.db, email)}`, { token: admin }))).data as {
    permissions: string[];
    permission_group_ids: number[];
  };
}

test('the demo team leader is in the "Team leaders" group, and an edit of it reaches them', async () => {
  const group = await groupNamed('Team leaders');
  expect((await person(DEMO_LOGINS.teamLeader)).permission_group_ids).toEqual([group.id]);
  const leader = await loginAs(s, DEMO_LOGINS.teamLeader);
  const res = await s.api(`/organisation/permission-groups/${group.id}`, {
    method: 'PUT',
    token: admin,
    json: { permissions: [...group.permissions, 'export-rotas'] },
  });
  expect(res.status).toBe(200);
  expect((await person(DEMO_LOGINS.teamLeader)).permissions).toContain('export-rotas');
  // Their session is renewed so it carries the new permission.
  expect((await s.api('/rota/', { token: leader })).status).toBe(401);
  // The limited account (not in the group) is untouched.
  expect((await person(DEMO_LOGINS.limited)).permissions).not.toContain('export-rotas');
});

test('a name that is not a permission is refused with a field error, and nothing changes', async () => {
  const group = await groupNamed('Coordinators');
  const res = await s.api(`/organisation/permission-groups/${group.id}`, {
    method: 'PUT',
    token: admin,
    json: { permissions: [...group.permissions, 'view-user'] },
  });
  expect(res.status).toBe(422);
  expect(JSON.stringify(await json(res))).toContain('“view-user” is not a permission');
  expect((await groupNamed('Coordinators')).permissions).toEqual(group.permissions);
});

test('an edit that would leave nobody able to manage permissions is refused', async () => {
  const group = await groupNamed('Administrators');
  const res = await s.api(`/organisation/permission-groups/${group.id}`, {
    method: 'PUT',
    token: admin,
    json: { permissions: group.permissions.filter((p) => p !== 'manage-permissions') },
  });
  expect(res.status).toBe(422);
  expect((await person(DEMO_LOGINS.admin)).permissions).toContain('manage-permissions');
});

test("a person's groups must exist", async () => {
  const id = userId(s.db, DEMO_LOGINS.volunteer);
  const res = await s.api(`/users/${id}`, {
    method: 'PUT',
    token: admin,
    json: { permission_group_ids: [999_999] },
  });
  expect(res.status).toBe(422);
  expect((await person(DEMO_LOGINS.volunteer)).permission_group_ids).toBeUndefined();
});

test('every permission the rule table and the seed name is in the shared table of permissions in words', async () => {
  const { ACCESS_RULES } = await import('../authz/rules.js');
  const { ALL_PERMISSIONS } = await import('../seed/permissions.js');
  const { permissionWords } = await import('@volunteerkit/api-client/permissions');
  const named = new Set<string>(ALL_PERMISSIONS);
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v))
        if (k === 'anyOf' && Array.isArray(x)) x.forEach((n) => named.add(String(n)));
        else walk(x);
  };
  walk(ACCESS_RULES);
  expect(named.size).toBeGreaterThan(20);
  expect([...named].filter((n) => !permissionWords(n))).toEqual([]);
});
