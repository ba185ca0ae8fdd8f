import { SeedContext } from './context.js';
import { seedLarge } from './large.js';
import { openDb } from '../store/db.js';

// The large seed generator on its own (it was in routes/catalogue.test.ts): it runs
// synchronously for seconds, and there it held the event loop while that file's sandbox
// kept idle keep-alive connections, which the server then reset under load (ECONNRESET in
// the next test).

test('the large seed generator is deterministic and keeps teams at most four levels deep', () => {
  const make = (sizes = { opportunities: 300, teams: 120, roles: 40 }) => {
    const db = openDb(':memory:');
    const ctx = new SeedContext(db);
    // Hashing passwords is the slow part; the generator is what this test is about.
    db.transaction(() => seedLarge(ctx, { seed: 42, ...sizes }))();
    return db;
  };
  const a = make();
  const b = make();
  // The demo organisation alone, to count exactly what the generator added.
  const base = make({ opportunities: 0, teams: 0, roles: 0 });
  const dump = (db: ReturnType<typeof openDb>) =>
    db
      .prepare(
        `SELECT id, collection, data FROM records WHERE collection IN ('residentialOpportunities', 'organisation.teams', 'organisation.roleProfiles') ORDER BY id`,
      )
      .all();
  expect(dump(a)).toEqual(dump(b));
  const count = (db: ReturnType<typeof openDb>, c: string) =>
    (db.prepare('SELECT COUNT(*) AS n FROM records WHERE collection = ?').get(c) as { n: number })
      .n;
  expect(count(a, 'residentialOpportunities')).toBe(300);
  expect(count(a, 'organisation.roleProfiles')).toBe(12 + 40);
  for (const [collection, n] of [
    ['residentialOpportunities', 300],
    ['organisation.teams', 120],
    ['organisation.roleProfiles', 40],
  ] as const)
    expect(count(a, collection) - count(base, collection)).toBe(n);
  expect((a.prepare('SELECT COUNT(*) AS n FROM residential_index').get() as { n: number }).n).toBe(
    300,
  );
  const teams = new Map(
    (
      a
        .prepare(
          `SELECT id, json_extract(data, '$.parent_id') AS parent FROM records WHERE collection = 'organisation.teams'`,
        )
        .all() as { id: number; parent: number | null }[]
    ).map((t) => [t.id, t.parent]),
  );
  const depth = (id: number): number => {
    const parent = teams.get(id);
    return parent ? 1 + depth(parent) : 1;
  };
  expect(Math.max(...[...teams.keys()].map(depth))).toBeLessThanOrEqual(4);
  a.close();
  b.close();
  base.close();
});
