/**
 * Internals and files: the inspection routes need the sandbox's administrator
 * token; uploaded files are at unguessable URLs, for users allowed to read
 * their record; the database file is readable by its owner only.
 */
import { statSync } from 'node:fs';
import { DEMO_LOGINS, json, loginAs, target, userId, type Target } from './support.js';

let s: Target;
beforeAll(async () => {
  s = await target();
});
afterAll(() => s.cleanup());

test('logs and files by id need the administrator token, not a user token', async () => {
  await s.api('/auth/mobile/request-token', { method: 'POST', json: { email: DEMO_LOGINS.admin } });
  const admin = await loginAs(s, DEMO_LOGINS.admin);
  for (const path of ['/_sandbox/logs', '/_sandbox/logs?kind=mobile_code', '/_sandbox/files/1']) {
    expect((await s.api(path)).status, path).toBe(401);
    expect((await s.api(path, { token: admin })).status, path).toBe(401);
  }
  const logs = await s.api('/_sandbox/logs?kind=mobile_code', { token: s.adminToken });
  expect(logs.status).toBe(200);
  expect((await json(logs)).data).toHaveLength(1);
});

test('files are served at unguessable URLs, only to users who may read the record', async () => {
  const volunteer = await loginAs(s, DEMO_LOGINS.volunteer);
  const me = userId(s.db, DEMO_LOGINS.volunteer);
  const form = new FormData();
  form.set('title', 'Passport scan');
  form.set('file', new Blob(['secret scan'], { type: 'text/plain' }), 'passport.txt');
  const up = await s.api(`/users/${me}/files/`, { method: 'POST', token: volunteer, body: form });
  expect(up.status).toBe(201);
  const url = (await json(up)).data.file.url as string;
  expect(url).toMatch(/\/api\/_files\/[A-Za-z0-9_-]{22}$/);
  expect(url).not.toMatch(/\/\d+$/);
  const get = (token?: string) =>
    fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  expect((await get()).status).toBe(401);
  expect(await (await get(volunteer)).text()).toBe('secret scan');
  // The limited account may not read the volunteer's records (no view-users): not found.
  expect((await get(await loginAs(s, DEMO_LOGINS.limited))).status).toBe(404);
  expect((await get(await loginAs(s, DEMO_LOGINS.admin))).status).toBe(200);
  // Guessing: sequential ids are not URLs, and a made-up token finds nothing.
  expect((await s.api('/_files/1', { token: volunteer })).status).toBe(404);
  expect((await s.api('/_files/AAAAAAAAAAAAAAAAAAAAAA', { token: volunteer })).status).toBe(404);
});

test('the database file is readable and writable by its owner only', () => {
  const file = s.db.name;
  expect(statSync(file).mode & 0o777).toBe(0o600);
  for (const extra of ['-wal', '-shm']) {
    try {
      expect(statSync(file + extra).mode & 0o777, extra).toBe(0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
});
