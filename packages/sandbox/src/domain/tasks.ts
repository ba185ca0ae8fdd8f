/**
 * Task behaviour beyond the generic store: the assignee and the team must
 * exist, every change of a tracked field is written to the task's history
 * (`/tasks/{id}/history/`), and bulk tasks (`POST /bulk/tasks/`) either create
 * one task per assignee or apply one change to many tasks, in one transaction.
 *
 * @module
 */
import { validationError, type FieldErrors } from '../errors.js';
import { storeRecord, updateRecord } from '../routes/resources.js';
import type { Handler, RequestCtx } from '../routes/types.js';
import type { RecordStore, StoredRecord } from '../store/records.js';
import { schemaFor } from '../routes/schemas.js';
import { validateRecord } from '../validation.js';
import { checkIfMatch } from './concurrency.js';
import { bodyObject, bodyOrUndefined, idList, recordAtIdParam } from './input.js';
import { named } from '../store/collections.js';

/** Fields whose changes are written to a task's history. */
export const TRACKED_TASK_FIELDS = ['title', 'status', 'priority', 'assignee_id', 'due_date'];
const HISTORY = named('tasks.history');

function checkRefs(store: RecordStore, body: Record<string, unknown>, errors: FieldErrors): void {
  if (
    body.assignee_id !== undefined &&
    body.assignee_id !== null &&
    !store.get(named('users'), {}, Number(body.assignee_id))
  )
    errors.assignee_id = ['must be the id of a person'];
  if (
    body.team_id !== undefined &&
    body.team_id !== null &&
    !store.get(named('organisation.teams'), {}, Number(body.team_id))
  )
    errors.team_id = ['must be the id of a team'];
}

function userOf(ctx: RequestCtx): number | null {
  return ctx.session ? Number(ctx.session.user.id) : null;
}

/** Writes the history entries of one task change (a `created` entry when `before` is undefined). */
export function recordTaskHistory(
  store: RecordStore,
  userId: number | null,
  after: StoredRecord,
  before?: StoredRecord,
): void {
  const scope = { taskId: String(after.id) };
  const at = new Date().toISOString();
  if (!before) {
    store.insert(HISTORY, scope, { action: 'created', at, user_id: userId });
    return;
  }
  for (const field of TRACKED_TASK_FIELDS) {
    const from = before[field] ?? null;
    const to = after[field] ?? null;
    if (from === to) continue;
    const action =
      field === 'status' ? `status changed to ${String(to)}` : `${field.replace('_', ' ')} changed`;
    store.insert(HISTORY, scope, { action, field, from, to, at, user_id: userId });
  }
}

/** `POST /tasks/`: checks the references and writes the `created` history entry. */
export const storeTask: Handler = async (ctx) => {
  const body = bodyOrUndefined(ctx);
  const errors: FieldErrors = {};
  if (body) checkRefs(ctx.services.store, body, errors);
  if (Object.keys(errors).length > 0) throw validationError(errors);
  if (body) ctx.body = { status: 'open', priority: 'normal', ...body };
  const reply = await storeRecord(ctx);
  const task = (reply.json as { data: StoredRecord }).data;
  recordTaskHistory(ctx.services.store, userOf(ctx), task);
  return reply;
};

/** `PUT /tasks/{id}` (If-Match honoured): changes of tracked fields go to the history. */
export const updateTask: Handler = async (ctx) => {
  const body = bodyOrUndefined(ctx);
  const before = recordAtIdParam(ctx, named('tasks'));
  if (!body || !before) return updateRecord(ctx);
  checkIfMatch(ctx, before);
  const errors: FieldErrors = {};
  checkRefs(ctx.services.store, body, errors);
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const reply = await updateRecord(ctx);
  const after = (reply.json as { data: StoredRecord }).data;
  recordTaskHistory(ctx.services.store, userOf(ctx), after, before);
  return reply;
};

/**
 * `POST /bulk/tasks/`: `{assignee_ids, title, priority?, due_date?, team_id?}`
 * creates one task per assignee; `{task_ids, changes: {status?, priority?,
 * assignee_id?, due_date?}}` applies the changes to each task. Either way the
 * bulk record (with `task_ids` and `count`) is stored and answered; nothing is
 * written when any part is invalid.
 */
export const storeBulkTasks: Handler = (ctx) => {
  const body = bodyObject(ctx);
  const store = ctx.services.store;
  const schema = schemaFor(named('tasks'));
  const creating = body.assignee_ids !== undefined;
  if (!creating && body.task_ids === undefined)
    throw validationError({
      assignee_ids: ['give assignee_ids (new tasks) or task_ids (changes)'],
    });
  const ids = idList(body, creating ? 'assignee_ids' : 'task_ids');
  const errors: FieldErrors = {};
  const fields = (creating ? { ...body } : body.changes) as Record<string, unknown> | undefined;
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields))
    throw validationError({ changes: ['must be an object of task fields'] });
  const { assignee_ids: _a, task_ids: _t, changes: _c, ...taskFields } = fields;
  if (creating && (typeof taskFields.title !== 'string' || taskFields.title.trim() === ''))
    errors.title = ['is required'];
  if (!creating && Object.keys(taskFields).length === 0)
    errors.changes = ['must change at least one field'];
  let clean: Record<string, unknown> = {};
  try {
    clean = validateRecord(taskFields, schema, true);
  } catch (e) {
    const fieldErrors = (e as { errors?: FieldErrors }).errors;
    if (!fieldErrors) throw e;
    Object.assign(errors, fieldErrors);
  }
  checkRefs(store, clean, errors);
  ids.forEach((id, i) => {
    if (!store.get(creating ? named('users') : named('tasks'), {}, id))
      errors[`${creating ? 'assignee_ids' : 'task_ids'}.${i}`] = [
        creating ? 'must be the id of a person' : 'must be the id of a task',
      ];
  });
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const userId = userOf(ctx);
  const record = ctx.services.db.transaction(() => {
    const taskIds: number[] = [];
    for (const id of ids) {
      if (creating) {
        const task = store.insert(
          named('tasks'),
          {},
          {
            status: 'open',
            priority: 'normal',
            ...clean,
            assignee_id: id,
          },
        );
        recordTaskHistory(store, userId, task);
        taskIds.push(task.id);
      } else {
        const before = store.get(named('tasks'), {}, id)!;
        const after = store.update(named('tasks'), {}, id, clean)!;
        recordTaskHistory(store, userId, after, before);
        taskIds.push(id);
      }
    }
    return store.insert(
      named('bulk.tasks'),
      {},
      {
        kind: creating ? 'create' : 'update',
        fields: clean,
        task_ids: taskIds,
        count: taskIds.length,
        user_id: userId,
      },
    );
  })();
  return { status: 201, json: { data: record } };
};
