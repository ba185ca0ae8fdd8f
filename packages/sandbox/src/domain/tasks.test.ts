// Tasks through the typed client against a real demo sandbox: changes are
// written to the history, references are checked, bulk tasks create or change
// many tasks in one go (or none), and a volunteer is refused.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApi } from '../../../api-client/src/resources/createApi.js';
import { createHttpClient } from '../../../api-client/src/http/createHttpClient.js';
import { ApiError } from '../../../api-client/src/errors/errors.js';
import { startSandbox, type Sandbox } from '../sandbox.js';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../seed/context.js';

type Rec = Record<string, unknown> & { id: number };
type Api = ReturnType<typeof createApi>;
let sandbox: Sandbox;
let admin: Api;
let volunteer: Api;
let adminId: number;

async function clientFor(email: string): Promise<[Api, number]> {
  const http = createHttpClient({ baseURL: `${sandbox.url}/api/` });
  const result = await http.login({ email, password: DEMO_PASSWORD });
  if (result.status !== 'authenticated' || !result.user) throw new Error('login failed');
  return [createApi(http), Number(result.user.id)];
}

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, db: ':memory:', seed: 'demo' });
  [admin, adminId] = await clientFor(DEMO_LOGINS.admin);
  [volunteer] = await clientFor(DEMO_LOGINS.volunteer);
});
afterAll(() => sandbox.close());

const data = <T = Rec>(r: unknown) => (r as { data: T }).data;
const fieldErrors = async (p: Promise<unknown>) => {
  const e = await p.then(
    () => null,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(ApiError);
  expect((e as ApiError).status).toBe(422);
  return Object.keys((e as ApiError).fieldErrors ?? {}).sort();
};
const history = async (id: number) =>
  data<Rec[]>(await admin.tasks.history(id).list({ per_page: 100 }));

describe('tasks', () => {
  test('creating and completing a task writes both to its history', async () => {
    const task = data(await admin.tasks.store({ title: 'Sharpen saws', assignee_id: adminId }));
    expect(task.status).toBe('open');
    expect((await history(task.id)).map((h) => h.action)).toEqual(['created']);
    await admin.tasks.update(task.id, { status: 'done', priority: 'high' });
    expect(data(await admin.tasks.show(task.id)).status).toBe('done');
    const actions = (await history(task.id)).map((h) => h.action);
    expect(actions).toEqual(['created', 'status changed to done', 'priority changed']);
    expect((await history(task.id))[1]).toMatchObject({
      from: 'open',
      to: 'done',
      user_id: adminId,
    });
  });

  test('an unknown assignee or status is refused and nothing changes', async () => {
    const task = data(await admin.tasks.store({ title: 'Count cones' }));
    expect(await fieldErrors(admin.tasks.update(task.id, { assignee_id: 99999999 }))).toEqual([
      'assignee_id',
    ]);
    expect(await fieldErrors(admin.tasks.update(task.id, { status: 'finished' }))).toEqual([
      'status',
    ]);
    expect(data(await admin.tasks.show(task.id))).toMatchObject({ status: 'open' });
    expect(await history(task.id)).toHaveLength(1);
  });

  test('bulk tasks: one task per assignee, then one change for many', async () => {
    const [a, b] = data<Rec[]>(await admin.users.list({ per_page: 2 }));
    const bulk = data(
      await admin.bulk.tasks.store({
        title: 'Read the new handbook',
        priority: 'high',
        due_date: '2030-02-01',
        assignee_ids: [a!.id, b!.id],
      }),
    );
    expect(bulk).toMatchObject({ kind: 'create', count: 2 });
    const ids = bulk.task_ids as number[];
    const created = await Promise.all(ids.map(async (id) => data(await admin.tasks.show(id))));
    expect(created.map((t) => t.assignee_id)).toEqual([a!.id, b!.id]);
    expect(created.every((t) => t.title === 'Read the new handbook')).toBe(true);
    const change = data(
      await admin.bulk.tasks.store({ task_ids: ids, changes: { status: 'done' } }),
    );
    expect(change).toMatchObject({ kind: 'update', count: 2 });
    for (const id of ids) {
      expect(data(await admin.tasks.show(id)).status).toBe('done');
      expect((await history(id)).at(-1)?.action).toBe('status changed to done');
    }
    expect(data<Rec>(await admin.bulk.tasks.show(bulk.id)).task_ids).toEqual(ids);
  });

  test('a bulk task with one bad part writes nothing', async () => {
    const task = data(await admin.tasks.store({ title: 'Fold the flags' }));
    const before = (await admin.tasks.list()).meta.pagination.total;
    expect(
      await fieldErrors(admin.bulk.tasks.store({ title: 'X', assignee_ids: [adminId, 99999999] })),
    ).toEqual(['assignee_ids.1']);
    expect(await fieldErrors(admin.bulk.tasks.store({ assignee_ids: [adminId] }))).toEqual([
      'title',
    ]);
    expect(
      await fieldErrors(
        admin.bulk.tasks.store({ task_ids: [task.id], changes: { priority: 'meh' } }),
      ),
    ).toEqual(['priority']);
    expect((await admin.tasks.list()).meta.pagination.total).toBe(before);
    expect(data(await admin.tasks.show(task.id)).priority).toBe('normal');
  });

  test('a volunteer cannot change tasks or send bulk tasks', async () => {
    const task = data(await admin.tasks.store({ title: 'Lock the shed' }));
    for (const p of [
      volunteer.tasks.update(task.id, { status: 'done' }),
      volunteer.bulk.tasks.store({ title: 'Y', assignee_ids: [adminId] }),
    ])
      await expect(p).rejects.toSatisfy((e) => e instanceof ApiError && e.status === 403);
  });
});
