// Issue 49, the volunteer's half: diversity answers (chosen or declined, read by
// the person and by 'view-user-diversity' only, refused outside their choices
// with nothing stored), the profile photo (checked by its first bytes and size,
// one per person, removable, its file read only by those who read the person)
// and the ★ hour milestones (computed from attended shifts, written and
// notified once each).
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  asPerson,
  type callerAs,
  DEMO_LOGINS,
  digest,
  json,
  target,
  type Target,
} from '../attack/support.js';
import { SECOND_VOLUNTEER } from '../seed/volunteerDemo.js';
import { attendedHours, HOUR_MILESTONES } from './milestones.js';

type Call = ReturnType<typeof callerAs>;
let s: Target;
let val: { id: number; call: Call; token: string };
let coordinator: { id: number; call: Call; token: string };
let leader: { id: number; call: Call; token: string };
let sam: { id: number; call: Call; token: string };

beforeAll(async () => {
  s = await target();
  val = await asPerson(s, DEMO_LOGINS.volunteer);
  coordinator = await asPerson(s, DEMO_LOGINS.coordinator);
  leader = await asPerson(s, DEMO_LOGINS.teamLeader);
  sam = await asPerson(s, SECOND_VOLUNTEER);
});
afterAll(() => s.cleanup());

test('Val answers and declines diversity questions, read back; the coordinator sees them and the report counts them', async () => {
  const questions = (await val.call('/organisation/diversity/questions')).body.data as {
    id: number;
    question: string;
    options: string[];
  }[];
  const gender = questions.find((q) => q.question.includes('gender'))!;
  const ethnicity = questions.find((q) => q.question.includes('ethnicity'))!;
  const reportBefore = (await coordinator.call('/organisation/diversity/reports/user')).body
    .data as { category: string; answers: { answer: string; count: number }[] }[];
  const count = (r: typeof reportBefore, category: string, answer: string): number =>
    r.find((c) => c.category === category)!.answers.find((a) => a.answer === answer)!.count;
  const before = (await val.call(`/users/${val.id}/diversity/`)).body.data;
  const ok = await val.call(`/users/${val.id}/diversity/${gender.id}`, 'PUT', {
    answer: 'Non-binary',
  });
  expect(ok.status).toBe(200);
  const declined = await val.call(`/users/${val.id}/diversity/${ethnicity.id}`, 'PUT', {
    answer: null,
  });
  expect(declined.status).toBe(200);
  const mine = (await val.call(`/users/${val.id}/diversity/`)).body.data;
  expect(mine).toMatchObject({ gender: 'Non-binary', ethnicity: null });
  expect((await coordinator.call(`/users/${val.id}/diversity/`)).body.data).toEqual(mine);
  const reportAfter = (await coordinator.call('/organisation/diversity/reports/user')).body.data;
  expect(count(reportAfter, 'Gender', 'Non-binary')).toBe(
    count(reportBefore, 'Gender', 'Non-binary') + (before.gender === 'Non-binary' ? 0 : 1),
  );
  if (typeof before.ethnicity === 'string')
    expect(count(reportAfter, 'Ethnicity', before.ethnicity)).toBe(
      count(reportBefore, 'Ethnicity', before.ethnicity) - 1,
    );
  expect((await val.call(`/users/${val.id}/diversity/has-answers`)).body.data.has_answers).toBe(
    true,
  );
});

test('an answer outside its choices is 422 on the field and nothing is stored', async () => {
  for (const [question, body] of [
    [2, { answer: 'Martian' }],
    [2, { answer: 3 }],
    [2, {}],
    [2, { answer: 'Woman', extra: 1 }],
    [4, { answer: 'Woman' }],
  ] as const) {
    const was = digest(s.db);
    const res = await val.call(`/users/${val.id}/diversity/${question}`, 'PUT', body);
    expect(res.status).toBe(422);
    expect(res.body.errors.answer ?? res.body.errors.extra).toBeDefined();
    expect(digest(s.db)).toBe(was);
  }
  expect((await val.call(`/users/${val.id}/diversity/99`, 'PUT', { answer: null })).status).toBe(
    404,
  );
});

test('nobody else reads or writes them: another volunteer, a team leader without the right, the limited account', async () => {
  const limited = await asPerson(s, DEMO_LOGINS.limited);
  for (const other of [sam, leader, limited]) {
    const was = digest(s.db);
    expect((await other.call(`/users/${val.id}/diversity/`)).status).toBe(403);
    expect(
      (await other.call(`/users/${val.id}/diversity/2`, 'PUT', { answer: 'Woman' })).status,
    ).toBeGreaterThanOrEqual(403);
    expect(digest(s.db)).toBe(was);
  }
  // The user record's own diversity field: the person and the right's holders only.
  const anyone = (await coordinator.call('/users/?per_page=100')).body.data as Record<
    string,
    unknown
  >[];
  expect(anyone.some((u) => u.diversity !== undefined)).toBe(true);
  const seen = (await leader.call('/users/?per_page=100')).body.data as Record<string, unknown>[];
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.every((u) => u.diversity === undefined)).toBe(true);
  const one = seen[0]!;
  expect((await leader.call(`/users/${String(one.id)}`)).body.data.diversity).toBeUndefined();
  expect((await leader.call('/users/?filter[diversity]=x')).status).toBe(403);
});

test('diversity data (`diversity`, `gender`) is hidden on every read path without view-user-diversity, and written only as an answer', async () => {
  // Someone in the leader's teams, with a gender on their record the old way (a field of its own).
  const mine = (await leader.call('/users/?per_page=100&filter[status]=active')).body
    .data as Record<string, unknown>[];
  const person = mine.find((u) => u.id !== leader.id && u.role === 'volunteer')!;
  const id = Number(person.id);
  s.db
    .prepare(`UPDATE records SET data = json_set(data, '$.gender', 'Woman') WHERE id = ?`)
    .run(id);
  const hasNone = (u: Record<string, unknown>) => !('gender' in u) && !('diversity' in u);

  // Single GET and lists: the holder of the right reads them, the leader does not.
  const full = (await coordinator.call(`/users/${id}`)).body.data;
  expect(full).toMatchObject({ gender: 'Woman' });
  expect(full.diversity).toBeDefined();
  expect(hasNone((await leader.call(`/users/${id}`)).body.data)).toBe(true);
  const listed = (await leader.call('/users/?per_page=100')).body.data as Record<string, unknown>[];
  expect(listed.length).toBeGreaterThan(1);
  expect(listed.every(hasNone)).toBe(true);

  // List filters and sorts on them tell whose answer is what: refused (403), even with an operator.
  for (const q of [
    'filter[gender]=Woman',
    'filter[gender][like]=wo',
    // `in` takes words too (filter[status][in]=open,in_progress): never on a hidden field.
    'filter[gender][in]=Woman,Man',
    'sort=gender',
    's=gender&o=desc',
    'filter[diversity][like]=White',
  ]) {
    const res = await leader.call(`/users/?${q}`);
    expect(res.status, q).toBe(403);
    expect(res.body.code).toBe('forbidden_filter');
  }
  const filtered = await coordinator.call('/users/?filter[gender]=Woman&per_page=100');
  expect(filtered.status).toBe(200);
  expect((filtered.body.data as { id: number }[]).map((u) => u.id)).toContain(id);

  // A saved view of people filtered on them: not stored, and one stored anyway is not used.
  const was = digest(s.db);
  const view = { name: 'By gender', resource: 'users', query: '', filter: 'filter[gender]=Woman' };
  expect((await leader.call('/organisation/saved-list/', 'POST', view)).status).toBe(403);
  expect(digest(s.db)).toBe(was);
  const planted = s.db
    .prepare(
      `INSERT INTO records (collection, scope, data, created_at, updated_at) VALUES ('organisation.savedList', '', ?, datetime('now'), datetime('now')) RETURNING id`,
    )
    .get(JSON.stringify({ ...view, created_by: leader.id })) as { id: number };
  const before = digest(s.db);
  expect((await leader.call(`/organisation/saved-list/${planted.id}`)).status).toBe(403);
  const bulk = await leader.call('/bulk/', 'POST', {
    action: 'remove-team',
    saved_list_id: planted.id,
    team_id: (person.team_ids as number[])[0],
  });
  expect(bulk.status).toBe(403);
  expect(digest(s.db)).toBe(before);

  // The query builder does not query them at all (its fields are a fixed list).
  for (const field of ['gender', 'diversity'])
    expect(
      (
        await coordinator.call('/organisation/query-builder/preview', 'POST', {
          query: { condition: 'AND', rules: [{ field, operator: 'equal', value: 'Woman' }] },
        })
      ).status,
    ).toBe(422);

  // A 412 answers the record as the caller may read it.
  const stale = await s.api(`/users/${id}`, {
    method: 'PUT',
    token: leader.token,
    headers: { 'if-match': '"stale"' },
    json: { phone: '07000000000' },
  });
  expect(stale.status).toBe(412);
  expect(hasNone(((await json(stale)) as { data: Record<string, unknown> }).data)).toBe(true);
  // And a stale delete by someone who may delete people but not read their answers.
  const grant = (json: string) =>
    s.db
      .prepare(`UPDATE records SET data = json_set(data, '$.permissions', json(?)) WHERE id = ?`)
      .run(json, leader.id);
  const held = s.db
    .prepare(`SELECT json_extract(data, '$.permissions') AS p FROM records WHERE id = ?`)
    .get(leader.id) as { p: string };
  grant(JSON.stringify([...(JSON.parse(held.p) as string[]), 'delete-users']));
  const deleter = await asPerson(s, DEMO_LOGINS.teamLeader);
  const staleDelete = await s.api(`/users/${id}`, {
    method: 'DELETE',
    token: deleter.token,
    headers: { 'if-match': '"stale"' },
  });
  grant(held.p);
  // (A change of permissions ends the sessions issued before it: the leader signs in again.)
  leader = await asPerson(s, DEMO_LOGINS.teamLeader);
  expect(staleDelete.status).toBe(412);
  const refused = (await json(staleDelete)) as { data: Record<string, unknown> };
  expect(refused.data.id).toBe(id);
  expect(hasNone(refused.data)).toBe(true);

  // Nobody writes them on the user record, not even the person or the right's holders.
  const unchanged = digest(s.db);
  for (const [who, target, body] of [
    [leader, id, { gender: 'Man' }],
    [val, val.id, { gender: 'Man' }],
    [val, val.id, { diversity: { gender: 'Man' } }],
    [coordinator, id, { diversity: { gender: 'Man' } }],
  ] as const) {
    const res = await who.call(`/users/${target}`, 'PUT', body);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden_field');
  }
  expect(digest(s.db)).toBe(unchanged);

  // Reports: the diversity overview needs the right too; it counts the answers, saved ones first.
  const team = (person.team_ids as number[])[0];
  expect((await leader.call(`/reports/overview/diversity/?team_id=${team}`)).status).toBe(403);
  expect((await leader.call('/organisation/diversity/reports/user')).status).toBe(403);
  const overview = async () =>
    Object.fromEntries(
      (
        (await coordinator.call(`/reports/overview/diversity/?team_id=${team}`)).body.data as {
          label: string;
          value: number;
        }[]
      ).map((r) => [r.label, r.value]),
    ) as Record<string, number>;
  const answered = (await coordinator.call(`/users/${id}/diversity/`)).body.data.gender;
  const counted = await overview();
  const next = answered === 'Man' ? 'Woman' : 'Man';
  expect((await coordinator.call(`/users/${id}/diversity/2`, 'PUT', { answer: next })).status).toBe(
    200,
  );
  const after = await overview();
  expect(after[next]).toBe((counted[next] ?? 0) + 1);
  expect((await leader.call(`/users/${id}/diversity/2`, 'PUT', { answer: 'Woman' })).status).toBe(
    403,
  );
});

const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1,
  0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89,
]);

async function upload(
  token: string,
  id: number,
  bytes: Uint8Array,
  name = 'me.png',
  type = 'image/png',
) {
  const form = new FormData();
  form.append('photo', new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), name);
  const res = await s.api(`/users/${id}/profile-photo/`, { method: 'POST', token, body: form });
  return { status: res.status, body: await json(res) };
}

test('Val uploads a photo: stored once, on her record, read by staff and not by another volunteer; removed again', async () => {
  const first = await upload(val.token, val.id, PNG);
  expect(first.status).toBe(201);
  const second = await upload(val.token, val.id, PNG, 'again.png');
  expect(second.status).toBe(201);
  const list = (await val.call(`/users/${val.id}/profile-photo/`)).body.data as { id: number }[];
  expect(list.map((p) => p.id)).toEqual([second.body.data.id]);
  const record = (await val.call(`/users/${val.id}`)).body.data;
  expect(record.photo_url).toBe(second.body.data.url);
  const path = new URL(record.photo_url as string).pathname.replace(/^\/api/, '');
  const read = async (token: string) => (await s.api(path, { token })).status;
  expect(await read(val.token)).toBe(200);
  expect(await read(coordinator.token)).toBe(200);
  expect(await read(sam.token)).toBe(404);
  // The old file is gone with its record.
  const old = new URL(first.body.data.url as string).pathname.replace(/^\/api/, '');
  expect((await s.api(old, { token: val.token })).status).toBe(404);
  // Nobody sets the URL by hand.
  expect(
    (await val.call(`/users/${val.id}`, 'PUT', { photo_url: 'https://evil.test/x.png' })).status,
  ).toBe(403);
  expect(
    (await val.call(`/users/${val.id}/profile-photo/${second.body.data.id}`, 'DELETE')).status,
  ).toBe(204);
  expect((await val.call(`/users/${val.id}`)).body.data.photo_url).toBeNull();
  expect(await read(val.token)).toBe(404);
  expect((await val.call(`/users/${val.id}/profile-photo/`)).body.data).toEqual([]);
});

test('a photo of the wrong type or over the limit is 422 on the field and nothing is stored', async () => {
  const big = new Uint8Array(2 * 1024 * 1024 + 1);
  big.set(PNG);
  for (const [bytes, name, type] of [
    [new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.png', 'image/png'],
    [Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0, 0]), 'x.gif', 'image/gif'],
    [big, 'big.png', 'image/png'],
  ] as const) {
    const was = digest(s.db);
    const res = await upload(val.token, val.id, bytes, name, type);
    expect(res.status).toBe(422);
    expect(res.body.errors.photo).toHaveLength(1);
    expect(digest(s.db)).toBe(was);
  }
  // Another volunteer may not set Val's photo.
  const was = digest(s.db);
  expect((await upload(sam.token, val.id, PNG)).status).toBe(403);
  expect(digest(s.db)).toBe(was);
});

test('hour milestones from attended shifts: each written and notified once; more attendance reaches the next', async () => {
  const hours = attendedHours({ db: s.db }, val.id);
  const reached = HOUR_MILESTONES.filter((m) => hours >= m);
  const milestones = async () =>
    (
      (await val.call(`/users/${val.id}/recognitions/?per_page=100`)).body.data as {
        milestone_hours?: number;
      }[]
    )
      .map((r) => r.milestone_hours)
      .filter((m) => m !== undefined);
  const notes = async () =>
    (
      (await val.call(`/users/${val.id}/notifications/?per_page=100`)).body.data as {
        kind: string;
      }[]
    ).filter((n) => n.kind === 'milestone').length;
  expect(await milestones()).toEqual(reached);
  expect(await milestones()).toEqual(reached);
  expect((await val.call(`/users/${val.id}/recognitions/`)).body.meta.attended_hours).toBe(hours);
  expect(await notes()).toBe(reached.length);
  // The coordinator records Val's attendance on a long shift: the next milestone.
  const next = HOUR_MILESTONES.find((m) => hours < m)!;
  const need = Math.ceil(next - hours) + 1;
  const start = new Date(Date.now() - (need + 48) * 3600_000);
  const end = new Date(start.getTime() + need * 3600_000);
  const shift = await coordinator.call('/shifts/', 'POST', {
    team_id: (await val.call(`/users/${val.id}`)).body.data.team_ids[0],
    title: 'Long survey',
    start: start.toISOString(),
    end: end.toISOString(),
    places: 2,
    status: 'scheduled',
    assignments: [],
  });
  expect(shift.status).toBe(201);
  const marked = await coordinator.call(`/shifts/${shift.body.data.id}`, 'PUT', {
    assignments: [{ user_id: val.id, status: 'attended' }],
  });
  expect(marked.status).toBe(200);
  expect(await notes()).toBe(reached.length + 1);
  expect(await milestones()).toEqual([...reached, next]);
  expect(await notes()).toBe(reached.length + 1);
  // A volunteer does not write recognitions.
  expect(
    (await val.call(`/users/${val.id}/recognitions/`, 'POST', { name: 'Self-made' })).status,
  ).toBe(403);
});

test('a self check-in is attendance too: the next milestone is written and notified at once', async () => {
  const hours = attendedHours({ db: s.db }, val.id);
  const next = HOUR_MILESTONES.find((m) => hours < m)!;
  const notes = async () =>
    (
      (await val.call(`/users/${val.id}/notifications/?per_page=100`)).body.data as {
        kind: string;
        params?: { hours?: number };
      }[]
    ).filter((n) => n.kind === 'milestone' && n.params?.hours === next).length;
  expect(await notes()).toBe(0);
  const need = Math.ceil(next - hours) + 1;
  const start = new Date(Date.now() - 30 * 60_000);
  const shift = await coordinator.call('/shifts/', 'POST', {
    team_id: (await val.call(`/users/${val.id}`)).body.data.team_ids[0],
    title: 'Long watch',
    start: start.toISOString(),
    end: new Date(start.getTime() + need * 3600_000).toISOString(),
    places: 2,
    status: 'scheduled',
    assignments: [{ user_id: val.id, status: 'assigned' }],
  });
  expect(shift.status).toBe(201);
  expect((await val.call(`/shifts/${shift.body.data.id}/check-in`, 'POST', {})).status).toBe(201);
  expect(await notes()).toBe(1);
});
