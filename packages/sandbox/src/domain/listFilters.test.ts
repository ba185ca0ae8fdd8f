// Operator filters of generic lists (filter[field][like|gte|lte]) and saved lists
// (/organisation/saved-list/: store and show) that the portal's data table uses.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { testSandbox } from '../testSupport.js';

let sb: Awaited<ReturnType<typeof testSandbox>>;
let token: string;
beforeAll(async () => {
  sb = await testSandbox({ seed: 'demo' });
  token = await sb.login();
});
afterAll(() => sb.cleanup());

type Person = { email: string; start_date: string | null; status: string; last_name: string };
type List = { data: Person[]; meta: { pagination: { total: number } } };
const list = async (q: string) => {
  const res = await sb.api(`/users/?per_page=500&${q}`, { token });
  expect(res.status, q).toBe(200);
  return (await res.json()) as List;
};
const count = (where: string, ...args: unknown[]) =>
  (
    sb.db
      .prepare(`SELECT COUNT(*) AS n FROM records WHERE collection = 'users' AND ${where}`)
      .get(...args) as { n: number }
  ).n;

test('a date range keeps the people who started within it, on the date part', async () => {
  const body = await list('filter[start_date][gte]=2024-01-01&filter[start_date][lte]=2024-12-31');
  expect(body.data.length).toBeGreaterThan(0);
  expect(
    body.data.every((p) => p.start_date! >= '2024-01-01' && p.start_date! <= '2024-12-31'),
  ).toBe(true);
  expect(body.meta.pagination.total).toBe(
    count(
      `json_extract(data, '$.start_date') >= '2024-01-01' AND json_extract(data, '$.start_date') <= '2024-12-31'`,
    ),
  );
});

test('like is a case-insensitive contains, combined with equality filters', async () => {
  const body = await list('filter[last_name][like]=SMI&filter[status]=active');
  expect(body.data.length).toBeGreaterThan(0);
  expect(
    body.data.every((p) => p.last_name.toLowerCase().includes('smi') && p.status === 'active'),
  ).toBe(true);
  // a % in the value is a literal, not a wildcard
  expect((await list('filter[last_name][like]=%25')).meta.pagination.total).toBe(0);
});

test('numbers compare as numbers', async () => {
  const body = await list('filter[id][gte]=10&filter[id][lte]=19');
  expect(body.meta.pagination.total).toBe(count(`id BETWEEN 10 AND 19`));
});

test('in keeps the records whose field is one of some words (statuses), as it does for ids', async () => {
  const body = await list('filter[status][in]=leaver,applicant');
  expect(body.data.length).toBeGreaterThan(0);
  expect(new Set(body.data.map((p) => p.status))).toEqual(new Set(['leaver', 'applicant']));
  expect(body.meta.pagination.total).toBe(
    count(`json_extract(data, '$.status') IN ('leaver', 'applicant')`),
  );
  // Not a list of words: refused, naming the filter.
  const res = await sb.api('/users/?filter[status][in]=active;drop', { token });
  expect(res.status).toBe(422);
  expect(Object.keys(((await res.json()) as { errors: object }).errors)).toEqual([
    'filter[status][in]',
  ]);
});

test('an unknown operator answers 422 with a field error', async () => {
  const res = await sb.api('/users/?filter[id][between]=1', { token });
  expect(res.status).toBe(422);
  const errors = ((await res.json()) as { errors: Record<string, string[]> }).errors;
  expect(Object.keys(errors)).toEqual(['filter[id][between]']);
});

test('a saved list is stored and read back by id', async () => {
  const definition = { name: 'Leavers 2024', resource: 'users', query: 'f.status=leaver' };
  const res = await sb.api('/organisation/saved-list/', {
    method: 'POST',
    token,
    json: definition,
  });
  expect(res.status).toBe(201);
  const { data } = (await res.json()) as { data: { id: number } };
  const back = await sb.api(`/organisation/saved-list/${data.id}`, { token });
  expect(((await back.json()) as { data: unknown }).data).toMatchObject(definition);
});

test('sessions: bulk update and bulk location change every session named, all or nothing', async () => {
  const post = async (path: string, json: unknown) => {
    const res = await sb.api(path, { method: 'POST', token, json });
    expect(res.status, path).toBe(201);
    return ((await res.json()) as { data: { id: number } }).data.id;
  };
  const event = await post('/events/', { name: 'Beach clean' });
  const a = await post(`/events/${event}/sessions/`, { name: 'Morning', location: 'North' });
  const b = await post(`/events/${event}/sessions/`, { name: 'Afternoon', location: 'North' });
  const put = (path: string, json: unknown) =>
    sb.api(`/events/${event}/sessions/${path}`, { method: 'PUT', token, json });
  expect((await put('bulk-update-location/', { ids: [a, b], location: 'South bay' })).status).toBe(
    200,
  );
  expect((await put('bulk-update/', { ids: [a], places: 12 })).status).toBe(200);
  const list = (await (await sb.api(`/events/${event}/sessions/`, { token })).json()) as {
    data: { id: number; location: string; places?: number }[];
  };
  expect(list.data.map((s) => [s.location, s.places ?? null])).toEqual([
    ['South bay', 12],
    ['South bay', null],
  ]);
  const bad = await put('bulk-update/', { ids: [a, 999999], places: 1 });
  expect(bad.status).toBe(422);
  expect(((await bad.json()) as { errors: Record<string, string[]> }).errors).toHaveProperty('ids');
  const again = (await (await sb.api(`/events/${event}/sessions/${a}`, { token })).json()) as {
    data: { places: number };
  };
  expect(again.data.places).toBe(12);
  expect((await put('bulk-update-location/', { ids: [a] })).status).toBe(422);
});
