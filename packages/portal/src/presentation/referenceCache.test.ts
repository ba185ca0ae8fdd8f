import { createReferenceCache, type ReferenceTransport } from './referenceCache.js';
import { REFERENCE_TARGETS } from './references.js';
import { resolveReference } from './useReferences.js';

function transport(rows: Array<Record<string, unknown>>) {
  const calls: Array<{ path: string; query?: Record<string, string | number> }> = [];
  const http: ReferenceTransport = {
    request: <T>(o: { path: string; query?: Record<string, string | number> }) => {
      calls.push({ path: o.path, ...(o.query ? { query: o.query } : {}) });
      const gte = Number(o.query?.['filter[id][gte]'] ?? -Infinity);
      const lte = Number(o.query?.['filter[id][lte]'] ?? Infinity);
      const data = rows.filter((r) => Number(r.id) >= gte && Number(r.id) <= lte);
      return Promise.resolve({ data } as T);
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
  expect(calls).toEqual([
    { path: 'users', query: { 'filter[id][gte]': 3, 'filter[id][lte]': 41, per_page: 500 } },
  ]);
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

test('ids far apart take one request per page-wide range', async () => {
  const { http, calls } = transport([...PEOPLE, { id: 2000, name: 'Far' }]);
  const cache = createReferenceCache(http);
  await cache.load('users', ['3', '2000']);
  expect(calls.map((c) => c.query?.['filter[id][gte]'])).toEqual([3, 2000]);
  expect(cache.peek('users', '2000')).toMatchObject({ name: 'Far' });
});

test('a refused lookup leaves the names unknown-as-missing, not an id', async () => {
  const cache = createReferenceCache({ request: () => Promise.reject(new Error('403')) });
  await cache.load('organisation/teams', ['5']);
  expect(resolveReference(cache, REFERENCE_TARGETS.team, 5, {})).toEqual({ text: 'Deleted team' });
  expect(resolveReference(cache, REFERENCE_TARGETS.team, null, {})).toEqual({ text: '—' });
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
