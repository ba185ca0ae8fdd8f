// One application, two views (issues 28 and 30): a volunteer's application
// reaches the staff pipeline (`/applications/`, the recruitment board) with
// the applicant, opportunity, category and first stage; a stage move by
// staff is what the volunteer then reads in their own applications; a
// refused application writes neither; ownership still holds.
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  DEMO_LOGINS,
  digest,
  json,
  loginAs,
  target,
  userId,
  type Target,
} from '../attack/support.js';

let s: Target;
let val: string;
let valId: number;
let coordinator: string;
let trail: { id: number; display_name: string };

beforeAll(async () => {
  s = await target();
  val = await loginAs(s, DEMO_LOGINS.volunteer);
  valId = userId(s.db, DEMO_LOGINS.volunteer);
  coordinator = await loginAs(s, DEMO_LOGINS.coordinator);
  const list = await json(await s.api('/opportunities/?per_page=200', { token: val }));
  trail = (list.data as { id: number; display_name: string }[]).find(
    (o) => o.display_name === 'Trail team volunteer',
  )!;
});
afterAll(() => s.cleanup());

const apply = (body: Record<string, unknown>) =>
  s.api(`/opportunities/${trail.id}/apply/`, { method: 'POST', token: val, json: body });

async function pipelineOf(opportunityId: number): Promise<Record<string, unknown>[]> {
  const res = await s.api(`/applications/?per_page=500&filter[user_id]=${valId}`, {
    token: coordinator,
  });
  expect(res.status).toBe(200);
  return ((await json(res)).data as Record<string, unknown>[]).filter(
    (a) => a.opportunity_id === opportunityId,
  );
}

async function mine(token: string, id = valId): Promise<Response> {
  return s.api(`/users/${id}/applications/?per_page=100`, { token });
}

test('a refused application writes neither view', async () => {
  const before = digest(s.db);
  const empty = await apply({ motivation: '  ' });
  expect(empty.status).toBe(422);
  expect(digest(s.db)).toBe(before);
  expect(await pipelineOf(trail.id)).toEqual([]);
});

test("the volunteer's application is on the pipeline; staff's stage move is what they then see", async () => {
  const res = await apply({ motivation: 'I love mending paths.' });
  expect(res.status).toBe(201);
  const own = (await json(res)).data as Record<string, unknown>;
  const [pipeline, ...others] = await pipelineOf(trail.id);
  expect(others).toEqual([]);
  // The opportunity names no category: the organisation's first one with stages.
  const categories = (
    await json(await s.api('/organisation/recruitment/categories/', { token: coordinator }))
  ).data as { id: number }[];
  const stagesOf = async (id: number) =>
    (
      (
        await json(
          await s.api(`/organisation/recruitment/categories/${id}/stages/?per_page=50`, {
            token: coordinator,
          }),
        )
      ).data as { name: string; position?: number; id: number }[]
    )
      .sort((a, b) => Number(a.position ?? a.id) - Number(b.position ?? b.id) || a.id - b.id)
      .map((x) => x.name);
  let category: { id: number } | undefined;
  let stages: string[] = [];
  for (const c of categories) {
    stages = await stagesOf(c.id);
    category = c;
    if (stages.length > 0) break;
  }
  expect(stages.length).toBeGreaterThan(1);
  const names = (await json(await s.api(`/users/${valId}`, { token: coordinator }))).data as {
    first_name: string;
  };
  expect(names.first_name).toBe('Val');
  expect(pipeline).toMatchObject({
    user_id: valId,
    opportunity_id: trail.id,
    name: trail.display_name,
    category_id: category!.id,
    stage: stages[0],
    status: 'pending',
  });
  expect(own).toMatchObject({
    application_id: pipeline!.id,
    stage: stages[0],
    status: 'pending',
    category_id: category!.id,
  });

  // A second application while this one is open: 409, and nothing written.
  const before = digest(s.db);
  const again = await apply({ motivation: 'Again.' });
  expect(again.status).toBe(409);
  expect(digest(s.db)).toBe(before);

  const moved = await s.api(`/applications/${pipeline!.id}`, {
    method: 'PUT',
    token: coordinator,
    json: { stage: stages[1] },
  });
  expect(moved.status).toBe(200);
  const listed = await mine(val);
  expect(listed.status).toBe(200);
  const followed = ((await json(listed)).data as Record<string, unknown>[]).find(
    (a) => a.id === own.id,
  );
  expect(followed).toMatchObject({ application_id: pipeline!.id, stage: stages[1] });
  const shown = await json(await s.api(`/users/${valId}/applications/${own.id}`, { token: val }));
  expect(shown.data.stage).toBe(stages[1]);

  // A refused move (not a stage of the category) changes neither view.
  const unmoved = digest(s.db);
  const lunch = await s.api(`/applications/${pipeline!.id}`, {
    method: 'PUT',
    token: coordinator,
    json: { stage: 'lunch' },
  });
  expect(lunch.status).toBe(422);
  expect(digest(s.db)).toBe(unmoved);
});

test('the volunteer still reaches only their own applications', async () => {
  const [pipeline] = await pipelineOf(trail.id);
  // Their own pipeline record, read-only; nobody else's.
  expect((await s.api(`/applications/${pipeline!.id}`, { token: val })).status).toBe(200);
  const put = await s.api(`/applications/${pipeline!.id}`, {
    method: 'PUT',
    token: val,
    json: { stage: 'offered' },
  });
  expect(put.status).toBe(403);
  const all = await json(await s.api('/applications/?per_page=500', { token: val }));
  expect((all.data as { user_id: number }[]).every((a) => a.user_id === valId)).toBe(true);
  const someone = userId(s.db, DEMO_LOGINS.coordinator);
  expect((await mine(val, someone)).status).toBe(403);
});

test("the demo's own applications (Val's, the minor's) are on the pipeline too", async () => {
  const own = (await json(await mine(val))).data as Record<string, unknown>[];
  const seeded = own.find((a) => a.name === 'Residential volunteers');
  expect(seeded).toMatchObject({ stage: 'references', status: 'pending' });
  const res = await s.api(`/applications/${String(seeded!.application_id)}`, {
    token: coordinator,
  });
  expect(res.status).toBe(200);
  expect((await json(res)).data).toMatchObject({
    user_id: valId,
    category_id: seeded!.category_id,
    stage: 'references',
  });
  const unlinked = Number(
    (
      s.db
        .prepare(
          "SELECT COUNT(*) AS n FROM records WHERE collection = 'users.applications' AND json_extract(data, '$.application_id') IS NULL",
        )
        .get() as { n: number }
    ).n,
  );
  expect(unlinked).toBe(0);
});
