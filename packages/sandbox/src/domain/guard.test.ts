// Guard: no report answers canned or hash-derived figures. On an empty
// organisation every figure is zero; change the data and exactly the figures
// that follow from the change move.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { testSandbox } from '../testSupport.js';
import { ALL_PERMISSIONS } from '../seed/permissions.js';
import { REPORTS, reportEntry } from './routes.js';

let sb: Awaited<ReturnType<typeof testSandbox>>;
let token: string;
beforeAll(async () => {
  sb = await testSandbox({
    seed: (ctx) => {
      ctx.user(
        {
          email: 'admin@volunteerkit.test',
          first_name: 'Ada',
          last_name: 'Admin',
          permissions: ALL_PERMISSIONS,
        },
        { password: 'volunteerkit-demo' },
      );
      ctx.insert('organisation.teams', { name: 'Root', parent_id: null });
    },
  });
  token = await sb.login();
});
afterAll(() => sb.cleanup());

type Body = { data: Record<string, unknown>[]; meta: { total: number; kind: string } };
const get = async (path: string): Promise<Body> => {
  const res = await sb.api(path, { token });
  expect(res.status, path).toBe(200);
  return (await res.json()) as Body;
};
const concrete = (p: string) => p.replace(/\{[^}]+\}/g, '1');
const stats = async () =>
  Object.fromEntries(
    (await get('/analytics/organisation-stats')).data.map((r) => [r.label, r.value]),
  );

test('on an empty organisation every report and dataset answers zero figures', async () => {
  for (const accessor of Object.keys(REPORTS)) {
    const path = reportEntry(accessor).path.replace(/\/$/, '');
    const body = await get(`${concrete(path)}/`.replace(/\/\/$/, '/'));
    const numbers = body.data.flatMap((r) => Object.values(r).filter((v) => typeof v === 'number'));
    if (path === '/reports/overview/status') {
      // The one person there is: the admin login, with no status.
      expect(body.data).toEqual([{ label: 'unknown', value: 1 }]);
      continue;
    }
    if (body.meta.kind === 'series')
      expect(
        numbers.every((n) => n === 0),
        path,
      ).toBe(true);
    if (body.meta.kind === 'rows') expect(body.data, path).toEqual([]);
    expect(body.meta.total, path).toBe(0);
  }
});

test('changing the data changes exactly the figures that follow from it', async () => {
  const today = new Date().toISOString().slice(0, 10);
  const before = await stats();
  expect(Object.values(before).every((v) => v === 0)).toBe(true);
  const json = (path: string, body: unknown) =>
    sb.api(path, { method: 'POST', token, json: body }).then((r) => r.json()) as Promise<{
      data: { id: number };
    }>;
  const p = await json('/users/', {
    email: 'new@x.test',
    first_name: 'New',
    last_name: 'Starter',
    status: 'active',
    start_date: today,
    role: 'volunteer',
  });
  await json('/users/', {
    email: 'gone@x.test',
    first_name: 'Gone',
    last_name: 'Away',
    status: 'leaver',
    start_date: '2020-01-01',
    leave_date: today,
    leaving_reason: 'Health',
  });
  await json('/shifts/', {
    team_id: (
      sb.db.prepare(`SELECT id FROM records WHERE collection = 'organisation.teams'`).get() as {
        id: number;
      }
    ).id,
    title: 'Past',
    start: `${today}T00:00:00.000Z`,
    end: `${today}T02:30:00.000Z`,
    places: 2,
    assignments: [{ user_id: p.data.id, status: 'attended' }],
  });
  await json('/claims/', {
    user_id: p.data.id,
    amount: 12.34,
    status: 'pending',
    submitted_at: today,
    expense_type: 'Travel',
  });
  expect(await stats()).toEqual({
    ...before,
    'Active volunteers': 1,
    'New starters': 1,
    Leavers: 1,
    'Hours volunteered': 2.5,
    'Expenses pending': 1,
  });
  expect((await get('/analytics/starters-leavers/leaving-reasons/')).data).toEqual([
    { label: 'Health', value: 1 },
  ]);
  expect((await get('/reports/expenses/by-expense-type')).data).toEqual([
    { label: 'Travel', value: 12.34, claims: 1 },
  ]);
  // And back: the leaver record removed, the leaver figures follow.
  await sb.api(`/users/${p.data.id}`, {
    method: 'PUT',
    token,
    json: { status: 'leaver', leave_date: today, leaving_reason: 'Moved away' },
  });
  expect((await stats())['Active volunteers']).toBe(0);
  expect((await get('/analytics/starters-leavers/leaving-reasons/')).data).toEqual([
    { label: 'Health', value: 1 },
    { label: 'Moved away', value: 1 },
  ]);
});
