import { DEMO_LOGINS, DEMO_PASSWORD, DEMO_TOTP_SECRET, startSandbox } from '../index.js';
import { verifyPassword } from '../auth/passwords.js';

// scripts/start.mjs prints these (from the built entry): they must be the logins the demo seed makes.
test('the exported demo logins are the seeded credentials: one locked, one with the TOTP secret', async () => {
  const sandbox = await startSandbox({ port: 0, db: ':memory:', seed: 'demo' });
  try {
    const rows = sandbox.db
      .prepare('SELECT email, password_hash, totp_secret, locked FROM credentials')
      .all() as {
      email: string;
      password_hash: string;
      totp_secret: string | null;
      locked: number;
    }[];
    const byEmail = new Map(rows.map((r) => [r.email, r]));
    for (const email of Object.values(DEMO_LOGINS)) {
      const row = byEmail.get(email);
      expect(row, email).toBeDefined();
      expect(verifyPassword(DEMO_PASSWORD, row!.password_hash), email).toBe(true);
    }
    expect(rows.filter((r) => r.locked).map((r) => r.email)).toEqual([DEMO_LOGINS.locked]);
    expect(rows.filter((r) => r.totp_secret).map((r) => [r.email, r.totp_secret])).toEqual([
      [DEMO_LOGINS.twoFactor, DEMO_TOTP_SECRET],
    ]);
  } finally {
    await sandbox.close();
  }
});

test('the demo roles match jobs: the coordinator sees people but not settings; the limited account lacks view-users', async () => {
  const sandbox = await startSandbox({ port: 0, db: ':memory:', seed: 'demo' });
  try {
    const users = sandbox.db
      .prepare("SELECT data FROM records WHERE collection = 'users'")
      .all()
      .map((r) => JSON.parse((r as { data: string }).data) as Record<string, unknown>);
    const byEmail = (email: string) => users.find((u) => u.email === email)!;
    const perms = (email: string) => byEmail(email).permissions as string[];
    expect(perms(DEMO_LOGINS.coordinator)).toEqual(
      expect.arrayContaining(['view-users', 'edit-users', 'edit-rotas', 'view-reports']),
    );
    expect(perms(DEMO_LOGINS.coordinator)).not.toContain('manage-organisation');
    expect(perms(DEMO_LOGINS.coordinator)).not.toContain('manage-permissions');
    expect(perms(DEMO_LOGINS.coordinator)).not.toContain('manage-integrations');
    expect(perms(DEMO_LOGINS.limited)).not.toContain('view-users');
    expect(perms(DEMO_LOGINS.teamLeader)).toContain('view-users');
    expect((byEmail(DEMO_LOGINS.teamLeader).team_ids as number[]).length).toBe(2);
    expect((byEmail(DEMO_LOGINS.coordinator).team_ids as number[]).length).toBe(3);
  } finally {
    await sandbox.close();
  }
});
