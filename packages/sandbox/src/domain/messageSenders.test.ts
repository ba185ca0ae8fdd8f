// Sender names on a volunteer's messages and replies (issue 28): Val cannot
// read people, yet each message she can read says who sent it.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEMO_LOGINS, json, loginAs, target, userId, type Target } from '../attack/support.js';

let s: Target;
let val: string;
let valId: number;

beforeAll(async () => {
  s = await target();
  val = await loginAs(s, DEMO_LOGINS.volunteer);
  valId = userId(s.db, DEMO_LOGINS.volunteer);
});
afterAll(() => s.cleanup());

test('messages and replies carry the sender name; the person record stays closed', async () => {
  const list = await json(await s.api(`/users/${valId}/messaging/`, { token: val }));
  const messages = list.data as { id: number; from_id: number; from_name?: string }[];
  expect(messages.length).toBeGreaterThan(0);
  const sender = messages[0]!;
  const row = s.db
    .prepare("SELECT data FROM records WHERE collection = 'users' AND id = ?")
    .get(sender.from_id) as { data: string };
  const person = JSON.parse(row.data) as { first_name: string; last_name: string };
  expect(sender.from_name).toBe(`${person.first_name} ${person.last_name}`);
  expect((await s.api(`/users/${sender.from_id}`, { token: val })).status).toBeGreaterThanOrEqual(
    403,
  );
  const one = await json(await s.api(`/users/${valId}/messaging/${sender.id}`, { token: val }));
  expect(one.data.from_name).toBe(sender.from_name);

  const sent = await s.api(`/users/${valId}/messaging/${sender.id}/reply/`, {
    method: 'POST',
    token: val,
    json: { body: 'Thanks!', from_id: valId },
  });
  expect(sent.status).toBe(201);
  const replies = await json(
    await s.api(`/users/${valId}/messaging/${sender.id}/reply/`, { token: val }),
  );
  expect(replies.data.at(-1)).toMatchObject({ body: 'Thanks!', from_name: 'Val Volunteer' });
});
