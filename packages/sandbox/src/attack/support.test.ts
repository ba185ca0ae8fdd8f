import { DEMO_LOGINS, digest, loginAs, target, userId, type Target } from './support.js';

// The attack files prove "refused and nothing changed" with digest(): it must see every
// change, including one that leaves the row count alone, made through the API or not.
let s: Target;
beforeAll(async () => {
  s = await target();
});
afterAll(() => s.cleanup());

test('digest changes with every stored change and stays equal while nothing changes', async () => {
  const first = digest(s.db);
  expect(digest(s.db)).toBe(first);
  // A change through the API (a permitted edit of one's own record).
  const token = await loginAs(s, DEMO_LOGINS.volunteer);
  const me = userId(s.db, DEMO_LOGINS.volunteer);
  const res = await s.api(`/users/${me}`, {
    method: 'PUT',
    token,
    json: { first_name: 'Valerie' },
  });
  expect(res.status).toBe(200);
  const afterApi = digest(s.db);
  expect(afterApi).not.toBe(first);
  // A change made directly in the database, one value of one row.
  s.db
    .prepare('UPDATE credentials SET failed_attempts = failed_attempts + 1 WHERE email = ?')
    .run(DEMO_LOGINS.coordinator);
  const afterSql = digest(s.db);
  expect(afterSql).not.toBe(afterApi);
  // A read changes nothing.
  expect((await s.api(`/users/${me}`, { token })).status).toBe(200);
  expect(digest(s.db)).toBe(afterSql);
});
