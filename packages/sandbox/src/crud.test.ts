import type { CatalogueEntry } from '@volunteerkit/api-client/catalogue';
import { join } from 'node:path';
import { startSandbox } from './sandbox.js';
import { seedOrganisation } from './seed/demo.js';
import { tempDir, testSandbox, type TestSandbox } from './testSupport.js';

// A small local catalogue: one resource per operation kind, a nested resource,
// and the login call. Entries carry their accessor: the sandbox's handler table is keyed by it.
const catalogue: CatalogueEntry[] = [
  {
    kind: 'call',
    area: 'auth',
    accessor: 'auth.login',
    method: 'POST',
    path: '/auth/api/',
    response: 'json',
    open: true,
  },
  {
    kind: 'resource',
    area: 'x',
    accessor: 'users',
    path: '/users/',
    operations: ['list', 'show', 'store', 'update', 'delete'],
  },
  {
    kind: 'resource',
    area: 'x',
    accessor: 'news',
    path: '/news/',
    operations: ['list', 'show', 'store', 'update', 'delete'],
  },
  {
    kind: 'resource',
    area: 'x',
    accessor: 'news.comments',
    path: '/news/{newsId}/comments/',
    operations: ['list', 'show', 'store', 'update', 'delete'],
  },
  {
    kind: 'resource',
    area: 'x',
    accessor: 'images',
    path: '/images/',
    operations: ['show', 'store', 'update', 'delete'],
  },
  {
    kind: 'resource',
    area: 'x',
    accessor: 'search',
    path: '/search/',
    operations: ['list', 'show'],
  },
  {
    kind: 'resource',
    area: 'x',
    accessor: 'contactUs',
    path: '/contact-us/',
    operations: ['store'],
  },
  {
    kind: 'resource',
    area: 'x',
    accessor: 'dashboard',
    path: '/dashboard/',
    operations: ['list', 'show', 'store', 'delete'],
  },
  {
    kind: 'resource',
    area: 'x',
    accessor: 'bulk.imports',
    path: '/bulk/imports/',
    operations: ['list', 'show', 'store', 'update'],
  },
  {
    kind: 'resource',
    area: 'x',
    accessor: 'organisation.teams',
    path: '/organisation/teams/',
    operations: ['list', 'show', 'store', 'update', 'delete'],
  },
  {
    kind: 'resource',
    area: 'x',
    accessor: 'files',
    path: '/files/',
    operations: ['show', 'store', 'update', 'delete'],
    upload: true,
  },
];

let s: TestSandbox & { cleanup(): Promise<void> };
let token: string;

beforeAll(async () => {
  s = await testSandbox({ catalogue, seed: (ctx) => void seedOrganisation(ctx) });
  token = await s.login();
});
afterAll(() => s.cleanup());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- responses are read loosely in tests
type Loose = Record<string, any>;
const json = async (res: Response) => (await res.json()) as Loose;

test('store, show, list, update and delete a record', async () => {
  const created = await s.api('/news/', {
    method: 'POST',
    token,
    json: { title: 'First', body: 'Hello' },
  });
  expect(created.status).toBe(201);
  const { data } = await json(created);
  expect(data).toMatchObject({ title: 'First', body: 'Hello' });
  expect(typeof data.id).toBe('number');

  const shown = await json(await s.api(`/news/${data.id}`, { token }));
  expect(shown.data).toMatchObject({ id: data.id, title: 'First' });

  const updated = await s.api(`/news/${data.id}/`, {
    method: 'PUT',
    token,
    json: { title: 'Renamed', id: 999 },
  });
  expect(updated.status).toBe(200);
  expect((await json(updated)).data).toMatchObject({
    id: data.id,
    title: 'Renamed',
    body: 'Hello',
  });

  const list = await json(await s.api('/news/', { token }));
  expect(list.data.map((n: { id: number }) => n.id)).toContain(data.id);
  expect(list.meta.pagination).toMatchObject({ current_page: 1, per_page: 20 });

  const deleted = await s.api(`/news/${data.id}`, { method: 'DELETE', token });
  expect(deleted.status).toBe(204);
  expect((await s.api(`/news/${data.id}`, { token })).status).toBe(404);
  expect((await s.api(`/news/${data.id}`, { method: 'DELETE', token })).status).toBe(404);
});

test('lists paginate with page and limit, and search with q', async () => {
  for (let i = 1; i <= 5; i++) await s.api('/search/', { method: 'POST', token, json: {} });
  const ids: number[] = [];
  for (let i = 1; i <= 5; i++) {
    const r = await s.api('/news/', { method: 'POST', token, json: { name: `Page note ${i}` } });
    ids.push((await json(r)).data.id);
  }
  const page = await json(await s.api('/news/?limit=2&page=2&q=page%20note', { token }));
  expect(page.data.map((n: { id: number }) => n.id)).toEqual(ids.slice(2, 4));
  expect(page.meta.pagination).toEqual({
    current_page: 2,
    total_pages: 3,
    per_page: 2,
    count: 2,
    total: 5,
  });
  const sorted = await json(await s.api('/news/?sort=-id&limit=1&q=page', { token }));
  expect(sorted.data[0].id).toBe(ids[4]);
  const bad = await s.api('/news/?limit=0&page=x', { token });
  expect(bad.status).toBe(422);
  expect((await json(bad)).errors).toEqual({
    page: ['must be a positive integer'],
    limit: ['must be a positive integer'],
  });
});

test('nested resources are scoped by their path parameters and need their parent', async () => {
  const a = (await json(await s.api('/news/', { method: 'POST', token, json: { name: 'A' } }))).data
    .id;
  const b = (await json(await s.api('/news/', { method: 'POST', token, json: { name: 'B' } }))).data
    .id;
  const c = await json(
    await s.api(`/news/${a}/comments/`, { method: 'POST', token, json: { text: 'on A' } }),
  );
  expect((await json(await s.api(`/news/${a}/comments/`, { token }))).data).toHaveLength(1);
  expect((await json(await s.api(`/news/${b}/comments/`, { token }))).data).toHaveLength(0);
  expect((await s.api(`/news/${b}/comments/${c.data.id}`, { token })).status).toBe(404);
  const orphan = await s.api('/news/999999/comments/', {
    method: 'POST',
    token,
    json: { text: 'x' },
  });
  expect(orphan.status).toBe(404);
  expect((await json(orphan)).code).toBe('not_found');
});

test.each([
  ['GET', '/images/', 'list disabled'],
  ['GET', '/contact-us/1', 'show disabled'],
  ['POST', '/search/', 'store disabled'],
  ['PUT', '/dashboard/1', 'update disabled'],
  ['DELETE', '/bulk/imports/1', 'delete disabled'],
])('%s %s answers 405 JSON (%s)', async (method, path) => {
  const res = await s.api(path, {
    method,
    token,
    ...(method === 'POST' || method === 'PUT' ? { json: {} } : {}),
  });
  expect(res.status).toBe(405);
  expect(res.headers.get('content-type')).toContain('application/json');
  const body = await json(res);
  expect(body.code).toBe('method_not_allowed');
  expect(res.headers.get('allow')).toBe(body.allowed_methods.join(', '));
});

test('unknown ids and routes answer 404 JSON', async () => {
  const res = await s.api('/news/424242', { token });
  expect(res.status).toBe(404);
  expect(await json(res)).toMatchObject({ code: 'not_found' });
  const route = await s.api('/no-such-thing/', { token });
  expect(route.status).toBe(404);
  expect(await json(route)).toMatchObject({ code: 'route_not_found' });
});

async function countRecords() {
  return (s.db.prepare('SELECT COUNT(*) AS n FROM records').get() as { n: number }).n;
}

test('malformed JSON is 400 and wrong types are 422 with field errors; nothing is written', async () => {
  const before = await countRecords();
  const malformed = await s.api('/organisation/teams/', {
    method: 'POST',
    token,
    headers: { 'content-type': 'application/json' },
    body: '{"name": "x",',
  });
  expect(malformed.status).toBe(400);
  expect(await json(malformed)).toEqual({
    message: 'The request body is not valid JSON.',
    code: 'malformed_json',
    errors: { body: ['is not valid JSON'] },
  });

  const wrong = await s.api('/organisation/teams/', {
    method: 'POST',
    token,
    json: { name: 42, parent_id: 'x', disabled: 'no' },
  });
  expect(wrong.status).toBe(422);
  expect(await json(wrong)).toEqual({
    message: 'The given data was invalid.',
    code: 'validation_failed',
    errors: {
      name: ['must be a string'],
      parent_id: ['must be an integer'],
      disabled: ['must be true or false'],
    },
  });
  const missing = await json(
    await s.api('/organisation/teams/', { method: 'POST', token, json: {} }),
  );
  expect(missing.errors).toEqual({ name: ['is required'] });
  const notObject = await s.api('/news/', { method: 'POST', token, json: [1, 2] });
  expect(notObject.status).toBe(422);
  expect((await json(notObject)).errors).toEqual({ body: ['must be a JSON object'] });
  const badEmail = await s.api('/users/', {
    method: 'POST',
    token,
    json: { email: 'not-an-email' },
  });
  expect((await json(badEmail)).errors).toEqual({ email: ['must be a valid e-mail address'] });
  expect(await countRecords()).toBe(before);

  const team = (
    await json(
      await s.api('/organisation/teams/', { method: 'POST', token, json: { name: 'Valid' } }),
    )
  ).data;
  const badUpdate = await s.api(`/organisation/teams/${team.id}`, {
    method: 'PUT',
    token,
    json: { name: 'Changed', parent_id: 1.5 },
  });
  expect(badUpdate.status).toBe(422);
  expect((await json(await s.api(`/organisation/teams/${team.id}`, { token }))).data.name).toBe(
    'Valid',
  );
});

test('form uploads store the file and link it', async () => {
  const form = new FormData();
  form.set('title', 'Policy');
  form.set('file', new Blob(['%PDF-1.4 test'], { type: 'application/pdf' }), 'policy.pdf');
  const res = await s.api('/files/', { method: 'POST', token, body: form });
  expect(res.status).toBe(201);
  const { data } = await json(res);
  expect(data).toMatchObject({
    title: 'Policy',
    file: { file_name: 'policy.pdf', mime_type: 'application/pdf', size: 13 },
  });
  // Files are served at an unguessable URL, to a signed-in user who may read the record.
  expect(data.file.url).toMatch(/\/api\/_files\/[A-Za-z0-9_-]{22}$/);
  expect((await fetch(data.file.url)).status).toBe(401);
  const download = await fetch(data.file.url, { headers: { authorization: `Bearer ${token}` } });
  expect(await download.text()).toBe('%PDF-1.4 test');
  expect(download.headers.get('content-disposition')).toContain('attachment');
});

test('data persists across a restart of the same database file', async () => {
  const tmp = tempDir();
  const db = join(tmp.dir, 'persist.db');
  try {
    const first = await startSandbox({ db, catalogue, seed: (ctx) => void seedOrganisation(ctx) });
    const login = await fetch(`${first.url}/api/auth/api/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@volunteerkit.test', password: 'volunteerkit-demo' }),
    });
    const { token: t } = (await login.json()) as { token: string };
    const created = await fetch(`${first.url}/api/news/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${t}` },
      body: JSON.stringify({ title: 'Survives' }),
    });
    const id = ((await created.json()) as { data: { id: number } }).data.id;
    const users = (
      first.db.prepare(`SELECT COUNT(*) AS n FROM records WHERE collection = 'users'`).get() as {
        n: number;
      }
    ).n;
    await first.close();

    const second = await startSandbox({ db, catalogue, seed: (ctx) => void seedOrganisation(ctx) });
    // The token is still valid (the signing secret is kept) and the seed did not run again.
    const shown = await fetch(`${second.url}/api/news/${id}`, {
      headers: { authorization: `Bearer ${t}` },
    });
    expect(((await shown.json()) as { data: { title: string } }).data.title).toBe('Survives');
    expect(
      (
        second.db.prepare(`SELECT COUNT(*) AS n FROM records WHERE collection = 'users'`).get() as {
          n: number;
        }
      ).n,
    ).toBe(users);
    await second.close();

    const reset = await startSandbox({ db, catalogue, seed: 'none', reset: true });
    expect((reset.db.prepare('SELECT COUNT(*) AS n FROM records').get() as { n: number }).n).toBe(
      0,
    );
    await reset.close();
  } finally {
    tmp.cleanup();
  }
});

test('teams stay a tree: parents must exist, no cycles, no orphaned children', async () => {
  const create = (body: unknown) =>
    s.api('/organisation/teams/', { method: 'POST', token, json: body });
  const root = (await json(await create({ name: 'Root' }))).data;
  const child = (await json(await create({ name: 'Child', parent_id: root.id }))).data;
  const missing = await create({ name: 'Orphan', parent_id: 987654 });
  expect(missing.status).toBe(422);
  expect((await json(missing)).errors).toEqual({ parent_id: ['must be the id of a team'] });
  const cycle = await s.api(`/organisation/teams/${root.id}`, {
    method: 'PUT',
    token,
    json: { parent_id: child.id },
  });
  expect((await json(cycle)).errors).toEqual({
    parent_id: ['would make the team its own ancestor'],
  });
  expect(
    (await json(await s.api(`/organisation/teams/${root.id}`, { token }))).data.parent_id,
  ).toBeUndefined();
  const del = await s.api(`/organisation/teams/${root.id}`, { method: 'DELETE', token });
  expect(del.status).toBe(409);
  expect((await json(del)).code).toBe('team_has_children');
  expect((await s.api(`/organisation/teams/${child.id}`, { method: 'DELETE', token })).status).toBe(
    204,
  );
  expect((await s.api(`/organisation/teams/${root.id}`, { method: 'DELETE', token })).status).toBe(
    204,
  );
});

test('user e-mail addresses are unique and the login follows them', async () => {
  const taken = await s.api('/users/', {
    method: 'POST',
    token,
    json: { email: 'ADMIN@volunteerkit.test' },
  });
  expect(taken.status).toBe(422);
  expect((await json(taken)).errors).toEqual({ email: ['has already been taken'] });
  const users = (await json(await s.api('/users/?q=coordinator', { token }))).data;
  const coordinator = users[0];
  await s.api(`/users/${coordinator.id}`, {
    method: 'PUT',
    token,
    json: { email: 'cory@volunteerkit.test' },
  });
  expect(await s.login('cory@volunteerkit.test')).toEqual(expect.any(String));
  await expect(s.login('coordinator@volunteerkit.test')).rejects.toThrow(/401/);
  expect((await s.api(`/users/${coordinator.id}`, { method: 'DELETE', token })).status).toBe(204);
  await expect(s.login('cory@volunteerkit.test')).rejects.toThrow(/401/);
});

test('a POST with an Idempotency-Key is applied once; a repeat replays the answer', async () => {
  const post = (key: string, title: string) =>
    s.api('/news/', {
      method: 'POST',
      token,
      headers: { 'idempotency-key': key },
      json: { title, body: 'Once' },
    });
  const before = (await json(await s.api('/news/?per_page=100', { token }))).meta.pagination.total;
  const first = await post('k-idem-1', 'Idempotent');
  const again = await post('k-idem-1', 'Idempotent');
  expect(first.status).toBe(201);
  expect(again.status).toBe(201);
  expect(again.headers.get('idempotent-replayed')).toBe('true');
  expect((await json(again)).data.id).toBe((await json(first)).data.id);
  const reused = await post('k-idem-1', 'Another body');
  expect(reused.status).toBe(422);
  expect(await json(reused)).toMatchObject({ code: 'idempotency_key_reused' });
  expect((await post('k-idem-2', 'Idempotent')).status).toBe(201);
  const after = (await json(await s.api('/news/?per_page=100', { token }))).meta.pagination.total;
  expect(after).toBe(before + 2);
});
