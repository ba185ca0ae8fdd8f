import { createReferenceCache, type ReferenceTransport } from './referenceCache.js';
import { REFERENCE_TARGETS } from './references.js';
import { resolveReference } from './useReferences.js';

/** A list of `rows` served `perPage` at a time, each record also on its own path. */
function transport(rows: Array<Record<string, unknown>>, perPage = 500) {
  const calls: Array<{ path: string; query?: Record<string, string | number> }> = [];
  const http: ReferenceTransport = {
    request: <T>(o: { path: string; query?: Record<string, string | number> }) => {
      calls.push({ path: o.path, ...(o.query ? { query: o.query } : {}) });
      const one = /\/(\d+)$/.exec(o.path);
      if (one) {
        const row = rows.find((r) => String(r.id) === one[1]);
        return row ? Promise.resolve({ data: row } as T) : Promise.reject(new Error('404'));
      }
      const data = rows.slice(0, perPage);
      const pagination = {
        current_page: 1,
        total_pages: Math.max(1, Math.ceil(rows.length / perPage)),
        per_page: perPage,
        count: data.length,
        total: rows.length,
      };
      return Promise.resolve({ data, meta: { pagination } } as T);
    },
  };
  return { http, calls };
}

const PEOPLE = [
  { id: 3, first_name: 'Oliver', last_name: 'Smith' },
  { id: 41, first_name: 'Ada', last_name: 'Admin' },
];

test('a page of references costs one request, and cached names none', async () => {
  const { http, calls } = transport(PEOPLE);
  const cache = createReferenceCache(http);
  await cache.load('users', ['41', '3', '41', '9']);
  expect(calls).toEqual([{ path: 'users', query: { per_page: 500 } }]);
  await cache.load('users', ['3', '41', '9']);
  expect(calls).toHaveLength(1);
  const person = REFERENCE_TARGETS.person;
  expect(resolveReference(cache, person, 41, {})).toEqual({
    text: 'Ada Admin',
    href: '/people/41',
  });
  expect(resolveReference(cache, person, 9, {})).toEqual({ text: 'Unknown person' });
  expect(resolveReference(cache, person, 77, {})).toEqual({ text: undefined });
});

test('concurrent loads of the same ids share one request', async () => {
  const { http, calls } = transport(PEOPLE);
  const cache = createReferenceCache(http);
  await Promise.all([cache.load('users', ['3']), cache.load('users', ['3'])]);
  expect(calls).toHaveLength(1);
});

test('a name past the first page of a long list is read on its own; the list is read once', async () => {
  const { http, calls } = transport([...PEOPLE, { id: 2000, name: 'Far' }], 2);
  const cache = createReferenceCache(http);
  await cache.load('users', ['3', '2000', '9999']);
  expect(calls.map((c) => c.path)).toEqual(['users', 'users/2000', 'users/9999']);
  expect(cache.peek('users', '2000')).toMatchObject({ name: 'Far' });
  expect(cache.peek('users', '9999')).toBeNull();
  await cache.load('users', ['41']);
  expect(calls).toHaveLength(3);
});

test('an unreachable list leaves the names unknown-as-missing, not an id', async () => {
  const cache = createReferenceCache({ request: () => Promise.reject(new Error('offline')) });
  await cache.load('organisation/teams', ['5']);
  expect(resolveReference(cache, REFERENCE_TARGETS.team, 5, {})).toEqual({ text: 'Deleted team' });
  expect(resolveReference(cache, REFERENCE_TARGETS.team, null, {})).toEqual({ text: '—' });
});

/** A transport that refuses every read as the sandbox does (403, with the missing permission). */
function refusing(required?: string) {
  const error = Object.assign(new Error('refused'), {
    status: 403,
    body: required ? { message: 'Forbidden', required: { anyOf: [required] } } : {},
  });
  return { request: () => Promise.reject(error) };
}

test('a refused lookup says what permission would show it, not "Unknown person"', async () => {
  const cache = createReferenceCache(refusing('view-users'));
  await cache.load('users', ['41']);
  expect(cache.refusal('users')).toEqual(['view-users']);
  expect(resolveReference(cache, REFERENCE_TARGETS.person, 41, {})).toEqual({
    text: 'Hidden (needs ‘view people’)',
  });
});

test('a refusal without the permission named falls back to the target’s own', async () => {
  const cache = createReferenceCache(refusing());
  await cache.load('organisation/teams', ['5']);
  expect(resolveReference(cache, REFERENCE_TARGETS.team, 5, {})).toEqual({
    text: 'Hidden (needs ‘view teams’)',
  });
  await cache.load('organisation/skillCategories', ['2']);
  expect(resolveReference(cache, REFERENCE_TARGETS.skillCategory, 2, {})).toEqual({
    text: 'Hidden (your role cannot see this skill category)',
  });
});

test('ids asked for in the same tick are read in one request, then subscribers are told', async () => {
  const { http, calls } = transport(PEOPLE);
  const cache = createReferenceCache(http);
  const told = new Promise<void>((resolve) => cache.subscribe(resolve));
  cache.want('users', '3');
  cache.want('users', '41');
  cache.want('users', '3');
  await told;
  expect(calls).toHaveLength(1);
  expect(cache.version()).toBe(1);
  expect(cache.peek('users', '41')).toMatchObject({ first_name: 'Ada' });
});
