// List parameters on every list: per_page or limit (capped at 500), s/o sort,
// filter[field], and 422 on malformed values.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { testSandbox } from '../testSupport.js';

let sb: Awaited<ReturnType<typeof testSandbox>>;
let token: string;
beforeAll(async () => {
  sb = await testSandbox({ seed: 'demo' });
  token = await sb.login();
});
afterAll(() => sb.cleanup());

type List = {
  data: Record<string, unknown>[];
  meta: { pagination: { per_page: number; total: number; count: number } };
};
const list = async (q: string) => {
  const res = await sb.api(`/users/?${q}`, { token });
  expect(res.status, q).toBe(200);
  return (await res.json()) as List;
};

test('per_page and limit both set the page size; larger values are capped at 500', async () => {
  expect((await list('per_page=7')).data).toHaveLength(7);
  expect((await list('limit=9')).data).toHaveLength(9);
  const capped = await list('per_page=10000');
  expect(capped.meta.pagination.per_page).toBe(500);
  expect(capped.data).toHaveLength(Math.min(500, capped.meta.pagination.total));
});

test('s and o sort, and filter[field] narrows, on a generic list', async () => {
  const asc = (await list('s=last_name&o=asc&per_page=50')).data.map((u) => String(u.last_name));
  expect(asc).toEqual([...asc].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  const desc = (await list('s=start_date&o=desc&per_page=20&filter[status]=leaver')).data;
  expect(desc.every((u) => u.status === 'leaver')).toBe(true);
  const dates = desc.map((u) => String(u.start_date));
  expect(dates).toEqual([...dates].sort().reverse());
  const leavers = (await list('filter[status]=leaver&per_page=1')).meta.pagination.total;
  const count = sb.db
    .prepare(
      `SELECT COUNT(*) AS n FROM records WHERE collection = 'users' AND json_extract(data, '$.status') = 'leaver'`,
    )
    .get() as { n: number };
  expect(leavers).toBe(count.n);
});

test('range filters: filter[field][gte|gt|lte|lt] on dates (as text) and numbers', async () => {
  const all = (await list('per_page=500&s=start_date')).data.filter(
    (u) => typeof u.start_date === 'string',
  );
  const from = String(all[Math.floor(all.length / 3)]?.start_date);
  const to = String(all[Math.floor((2 * all.length) / 3)]?.start_date);
  const inRange = await list(
    `per_page=500&filter[start_date][gte]=${from}&filter[start_date][lt]=${to}`,
  );
  const expected = all.filter((u) => String(u.start_date) >= from && String(u.start_date) < to);
  expect(inRange.meta.pagination.total).toBe(expected.length);
  expect(inRange.data.every((u) => String(u.start_date) >= from && String(u.start_date) < to)).toBe(
    true,
  );
  // Numbers compare as numbers (10 > 9), not as text.
  const big = (await (
    await sb.api('/shifts/?per_page=500&filter[places][gte]=10', { token })
  ).json()) as {
    data: { places?: number }[];
    meta: { pagination: { total: number } };
  };
  const count = sb.db
    .prepare(
      `SELECT COUNT(*) AS n FROM records WHERE collection = 'shifts' AND json_extract(data, '$.places') >= 10`,
    )
    .get() as { n: number };
  expect(big.meta.pagination.total).toBe(count.n);
  expect(big.data.every((s) => Number(s.places) >= 10)).toBe(true);
  const empty = await sb.api('/users/?filter[start_date][gte]=', { token });
  expect(empty.status).toBe(422);
});

test('malformed list parameters answer 422 with field errors', async () => {
  const res = await sb.api('/users/?o=sideways&per_page=0', { token });
  expect(res.status).toBe(422);
  const body = (await res.json()) as { errors: Record<string, string[]> };
  expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(['per_page']));
  const bad = await sb.api('/users/?s=name;drop', { token });
  expect(bad.status).toBe(422);
  const o = await sb.api('/users/?s=name&o=sideways', { token });
  expect(((await o.json()) as { errors: Record<string, string[]> }).errors).toHaveProperty('o');
});

test('shifts: the team must exist, the end follows the start, assignments name people within the places', async () => {
  const team = (
    sb.db.prepare(`SELECT id FROM records WHERE collection = 'organisation.teams'`).get() as {
      id: number;
    }
  ).id;
  const person =
    // An active person (the demo's last person is an applicant on the blacklist, issue 50).
    (
      sb.db
        .prepare(
          `SELECT id FROM records WHERE collection = 'users' AND json_extract(data, '$.status') = 'active' ORDER BY id DESC`,
        )
        .get() as {
        id: number;
      }
    ).id;
  const post = (json: unknown) => sb.api('/shifts/', { method: 'POST', token, json });
  const bad = await post({
    team_id: 999999,
    title: 'X',
    start: '2031-01-02T10:00:00Z',
    end: '2031-01-02T09:00:00Z',
    places: 1,
    assignments: [{ user_id: person }, { user_id: person, status: 'late' }],
  });
  expect(bad.status).toBe(422);
  const errors = ((await bad.json()) as { errors: Record<string, string[]> }).errors;
  expect(Object.keys(errors).sort()).toEqual([
    'assignments',
    'assignments.1.status',
    'assignments.1.user_id',
    'end',
    'team_id',
  ]);
  const ok = await post({
    team_id: team,
    title: 'Y',
    start: '2031-01-02T10:00:00.000Z',
    end: '2031-01-02T12:00:00.000Z',
    places: 2,
    assignments: [{ user_id: person, status: 'assigned' }],
    status: 'scheduled',
  });
  expect(ok.status).toBe(201);
  const user = (await (await sb.api(`/users/${person}`, { token })).json()) as {
    data: { last_scheduled_at: string };
  };
  expect(user.data.last_scheduled_at).toBe('2031-01-02T10:00:00.000Z');
});
