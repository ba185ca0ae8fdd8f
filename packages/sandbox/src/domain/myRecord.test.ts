// A volunteer's own record (issue 28, "My record"): usual availability and
// time away on the user record, skills with a bio per skill category
// (languages are a category), interests and notification settings, each
// written and read back by Val herself; bad input refused with field errors
// and the data untouched; and Val reaches none of another person's.
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
});
afterAll(() => s.cleanup());

test('Val sets her usual times and time away, read back; a bad slot or period is refused untouched', async () => {
  const ok = await call(`/users/${valId}`, 'PUT', {
    availability: ['monday-evening', 'saturday-morning'],
    unavailable_periods: [
      { start: '2030-01-04T00:00:00Z', end: '2030-01-09T00:00:00Z', reason: 'Exams' },
    ],
  });
  expect(ok.status).toBe(200);
  const back = await call(`/users/${valId}`);
  expect(back.body.data.availability).toEqual(['monday-evening', 'saturday-morning']);
  expect(back.body.data.unavailable_periods[0]).toMatchObject({ reason: 'Exams' });
  for (const bad of [
    { availability: ['someday-morning'] },
    { unavailable_periods: [{ start: 'soon', end: '2030-01-09T00:00:00Z' }] },
    { unavailable_periods: [{ end: '2030-01-09T00:00:00Z' }] },
  ]) {
    const before = digest(s.db);
    const res = await call(`/users/${valId}`, 'PUT', bad);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(Object.keys(bad));
    expect(digest(s.db)).toBe(before);
  }
});

test('Val adds a language and a bio for its category, read back; a bio of an unknown category is 404', async () => {
  const cats = (await call('/organisation/skillCategories/?per_page=100')).body.data as {
    id: number;
    name: string;
  }[];
  const languages = cats.find((c) => c.name === 'Languages')!;
  expect(languages).toBeDefined();
  const skills = (await call('/organisation/skills/?per_page=500')).body.data as {
    id: number;
    name: string;
    category_id: number;
  }[];
  const welsh = skills.find((x) => x.name === 'Welsh' && x.category_id === languages.id)!;
  const added = await call(`/users/${valId}/skills/`, 'POST', {
    skill_id: welsh.id,
    category_id: languages.id,
    name: 'Welsh',
  });
  expect(added.status).toBe(201);
  const bio = await call(`/users/${valId}/skills/${languages.id}/bio`, 'POST', {
    bio: 'Fluent Welsh',
  });
  expect(bio.status).toBe(201);
  const mine = (await call(`/users/${valId}/skills/?per_page=500`)).body.data as {
    skill_id: number;
  }[];
  expect(mine.some((m) => m.skill_id === welsh.id)).toBe(true);
  const bios = (await call(`/users/${valId}/skills/${languages.id}/bio`)).body.data;
  expect(bios).toEqual([expect.objectContaining({ bio: 'Fluent Welsh' })]);
  const before = digest(s.db);
  expect((await call(`/users/${valId}/skills/999999/bio`, 'POST', { bio: 'x' })).status).toBe(404);
  expect(digest(s.db)).toBe(before);
});

test("Val reaches none of another person's record through the My record endpoints; nothing changes", async () => {
  const before = digest(s.db);
  const attempts: [string, string, unknown?][] = [
    [`/users/${samId}`, 'PUT', { availability: ['monday-morning'] }],
    [`/users/${samId}`, 'PUT', { unavailable_periods: [] }],
    [`/users/${samId}/skills/`, 'GET'],
    [`/users/${samId}/skills/`, 'POST', { skill_id: 1, name: 'x' }],
    [`/users/${samId}/interests/`, 'GET'],
    [`/users/${samId}/interests/`, 'POST', { name: 'Hacking' }],
    [`/users/${samId}/notification-settings/`, 'GET'],
    [`/users/${samId}/notification-settings/`, 'POST', { topic: 'news', by_email: false }],
    [
      `/users/${samId}/password/${samId}`,
      'PUT',
      { password: 'taken-over-1', password_confirmation: 'taken-over-1' },
    ],
    [`/users/${samId}/two-factor/`, 'POST', {}],
    [`/users/${samId}/two-factor/trust-computer`, 'POST', {}],
    [`/users/${samId}/request-anonymisation/`, 'POST', { reason: 'x' }],
  ];
  for (const [path, method, body] of attempts) {
    const res = await call(path, method, body);
    expect([403, 404], `${method} ${path}`).toContain(res.status);
  }
  expect(digest(s.db)).toBe(before);
});

test('Val keeps her notification settings and interests: stored, changed and read back', async () => {
  const list = async () =>
    (await call(`/users/${valId}/notification-settings/?per_page=100`)).body.data as {
      id: number;
      topic: string;
      by_email: boolean;
    }[];
  const news = (await list()).find((r) => r.topic === 'news')!;
  expect(news).toBeDefined();
  const res = await call(`/users/${valId}/notification-settings/${news.id}`, 'PUT', {
    by_email: !news.by_email,
  });
  expect(res.status).toBe(200);
  expect((await list()).find((r) => r.id === news.id)!.by_email).toBe(!news.by_email);
  expect((await call(`/users/${valId}/interests/`, 'POST', { name: 'Hedge laying' })).status).toBe(
    201,
  );
  const interests = (await call(`/users/${valId}/interests/`)).body.data as { name: string }[];
  expect(interests.map((i) => i.name)).toContain('Hedge laying');
});
