// The set-password e-mail (POST /users/{userId}/forgot-password): a reset, and the
// welcome after adding a person, write the person's notification and the e-mail
// log row in one transaction; a welcome reaches a person without a login yet,
// a reset does not.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { testSandbox, type TestSandbox } from '../testSupport.js';
import { named } from '../store/collections.js';
import { RecordStore } from '../store/records.js';
import { sendPasswordReset } from './account.js';
import type { RequestCtx } from '../routes/types.js';

let s: TestSandbox & { cleanup(): Promise<void> };
let admin: string;

beforeAll(async () => {
  s = await testSandbox({ seed: 'demo' });
  admin = await s.login();
});
afterAll(() => s.cleanup());

const store = () => new RecordStore(s.db);
const logRowsFor = (userId: number) =>
  store()
    .all(named('organisation.emailLogGroups'))
    .flatMap((g) =>
      store()
        .all(named('organisation.emailLogGroups.logs'), { groupId: String(g.id) })
        .map((row) => ({ group: g, row })),
    )
    .filter(({ row }) => row.user_id === userId);

async function addPerson(email: string): Promise<number> {
  const res = await s.api('/users/', {
    method: 'POST',
    token: admin,
    json: { first_name: 'Nia', last_name: 'New', email, timezone: 'Europe/London' },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

describe('the set-password e-mail', () => {
  test('a reset writes the notification and one e-mail log row', async () => {
    const person = store()
      .all(named('users'))
      .find((u) => u.email === 'coordinator@volunteerkit.test')!;
    const before = logRowsFor(person.id).length;
    const res = await s.api(`/users/${person.id}/forgot-password`, {
      method: 'POST',
      token: admin,
      json: {},
    });
    expect(res.status).toBe(201);
    const rows = logRowsFor(person.id);
    expect(rows.length).toBe(before + 1);
    expect(rows.at(-1)).toMatchObject({
      group: { kind: 'password-reset', count: 1 },
      row: { to: person.email, subject: 'Reset your password', status: 'sent' },
    });
    const notes = store().all(named('users.notifications'), { userId: String(person.id) });
    expect(notes.map((n) => n.title)).toContain('Password reset');
  });

  test('a welcome reaches a person without a login; a reset of them is refused and logs nothing', async () => {
    const id = await addPerson('nia.new@example.org');
    const reset = await s.api(`/users/${id}/forgot-password`, {
      method: 'POST',
      token: admin,
      json: {},
    });
    expect(reset.status).toBe(409);
    expect(logRowsFor(id)).toEqual([]);
    const welcome = await s.api(`/users/${id}/forgot-password`, {
      method: 'POST',
      token: admin,
      json: { purpose: 'welcome' },
    });
    expect(welcome.status).toBe(201);
    expect(logRowsFor(id)).toEqual([
      expect.objectContaining({
        group: expect.objectContaining({ kind: 'welcome' }),
        row: expect.objectContaining({
          to: 'nia.new@example.org',
          subject: 'Welcome: set your password',
        }),
      }),
    ]);
    // The e-mail log reads it back through the API.
    const group = logRowsFor(id)[0]!.group;
    const read = await s.api(`/organisation/email-log-groups/${group.id}/logs/`, { token: admin });
    expect(read.status).toBe(200);
    const body = (await read.json()) as { data: { to: string }[] };
    expect(body.data.map((r) => r.to)).toEqual(['nia.new@example.org']);
  });

  test('when the notification cannot be written, no e-mail log row is left behind', async () => {
    const id = await addPerson('ola.atomic@example.org');
    const real = store();
    const failing = Object.create(real) as RecordStore;
    failing.insert = (collection, scope, data) => {
      if (collection === named('users.notifications')) throw new Error('disk full');
      return real.insert(collection, scope, data);
    };
    const ctx = {
      params: { userId: String(id) },
      body: { purpose: 'welcome' },
      services: {
        db: s.db,
        store: failing,
        tokens: { now: () => Date.now() },
      },
    } as unknown as RequestCtx;
    expect(() => sendPasswordReset(ctx)).toThrow('disk full');
    expect(logRowsFor(id)).toEqual([]);
  });
});
