// A person's language for their own screens (issue 35): the user record's
// `locale`, an extension beyond the spec ('en-GB' or 'cy'). Val sets her own
// through the profile PUT and reads it back; anything else is a 422 with a
// field error and nothing changes; another person's is refused.
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  asPerson,
  type callerAs,
  DEMO_LOGINS,
  digest,
  target,
  userId,
  type Target,
} from '../attack/support.js';
import { SECOND_VOLUNTEER } from '../seed/volunteerDemo.js';

let s: Target;
let call: ReturnType<typeof callerAs>;
let valId: number;
let samId: number;

beforeAll(async () => {
  s = await target();
  ({ id: valId, call } = await asPerson(s, DEMO_LOGINS.volunteer));
  samId = userId(s.db, SECOND_VOLUNTEER);
  // Starting a demo sandbox takes seconds on a loaded machine.
}, 60_000);
afterAll(() => s.cleanup());

test('Val chooses Welsh, then English again, each read back', async () => {
  for (const locale of ['cy', 'en-GB']) {
    expect((await call(`/users/${valId}`, 'PUT', { locale })).status).toBe(200);
    expect((await call(`/users/${valId}`)).body.data.locale).toBe(locale);
  }
});

test('anything but en-GB or cy is a 422 naming the field, and nothing changes', async () => {
  await call(`/users/${valId}`, 'PUT', { locale: 'cy' });
  for (const locale of ['fr', 'CY', 'cy-GB', '', null, 1, ['cy']]) {
    const before = digest(s.db);
    const res = await call(`/users/${valId}`, 'PUT', { locale });
    expect(res.status, JSON.stringify(locale)).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['locale']);
    expect(digest(s.db)).toBe(before);
  }
  expect((await call(`/users/${valId}`)).body.data.locale).toBe('cy');
});

test("Val cannot set another person's language", async () => {
  const before = digest(s.db);
  const res = await call(`/users/${samId}`, 'PUT', { locale: 'cy' });
  expect([403, 404]).toContain(res.status);
  expect(digest(s.db)).toBe(before);
});
