// Tasks through the typed client against a real demo sandbox: changes are
// written to the history, references are checked, bulk tasks create or change
// many tasks in one go (or none), and a volunteer is refused.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ApiError } from '../../../api-client/src/errors/errors.js';
import type { Sandbox } from '../sandbox.js';
import {
  data,
  demoSandbox,
  fieldErrorsOf,
  signInAs,
  type Api,
  type Rec,
} from '../clientTestSupport.js';
import { DEMO_LOGINS } from '../seed/context.js';

let sandbox: Sandbox;
let admin: Api;
let volunteer: Api;
let adminId: number;

beforeAll(async () => {
  sandbox = await demoSandbox();
  [admin, adminId] = await signInAs(sandbox, DEMO_LOGINS.admin);
  [volunteer] = await signInAs(sandbox, DEMO_LOGINS.volunteer);
});
afterAll(() => sandbox.close());

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
    expect(await fieldErrorsOf(admin.tasks.update(task.id, { assignee_id: 99999999 }))).toEqual([
      'assignee_id',
    ]);
    expect(
      await fieldErrorsOf(admin.tasks.update(task.id, { status: 'finished' } as never)),
    ).toEqual(['status']);
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
      await fieldErrorsOf(
        admin.bulk.tasks.store({ title: 'X', assignee_ids: [adminId, 99999999] }),
      ),
    ).toEqual(['assignee_ids.1']);
    expect(await fieldErrorsOf(admin.bulk.tasks.store({ assignee_ids: [adminId] }))).toEqual([
      'title',
    ]);
    expect(
      await fieldErrorsOf(
        // @ts-expect-error a priority no task has: the sandbox refuses it too
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
