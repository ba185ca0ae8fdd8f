import { startSandbox } from '../sandbox.js';
import { tempDir } from '../testSupport.js';
import { DEMO_LOGINS, DEMO_PASSWORD } from './context.js';

// Demo databases are copies of one seeded image: each must still be its own.
async function token(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/api/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_LOGINS.admin, password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

const count = (db: { prepare(sql: string): { get(): unknown } }) =>
  (
    db.prepare("SELECT count(*) AS n FROM records WHERE collection = 'users'").get() as {
      n: number;
    }
  ).n;

test('demo databases copied from the template are independent, in memory and on disk', async () => {
  const tmp = tempDir();
  const a = await startSandbox({ port: 0 });
  const b = await startSandbox({ port: 0, db: `${tmp.dir}/b.db` });
  try {
    const users = count(a.db);
    expect(users).toBeGreaterThan(5);
    expect(count(b.db)).toBe(users);
    const tokenOfA = await token(a.url);
    a.db.prepare("DELETE FROM records WHERE collection = 'users'").run();
    expect(count(a.db)).toBe(0);
    expect(count(b.db)).toBe(users);
    // Each database makes its own signing secret: a token of one is refused by the other.
    const res = await fetch(`${b.url}/api/users/`, {
      headers: { authorization: `Bearer ${tokenOfA}` },
    });
    expect(res.status).toBe(401);
    const c = await startSandbox({ port: 0 });
    try {
      expect(count(c.db)).toBe(users);
    } finally {
      await c.close();
    }
  } finally {
    await a.close();
    await b.close();
    tmp.cleanup();
  }
});
