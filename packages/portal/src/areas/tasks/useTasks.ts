import { useCallback, useMemo } from 'react';
import { usePeopleNames } from '../../app/usePeopleNames.js';
import { HIDDEN_NAME } from '../../app/permissionNames.js';
import { updateAndReadBack } from '../../app/updateAndReadBack.js';
import { useLoad } from '../../app/useLoad.js';
import { useApi } from '../../app/useApi.js';
import { readHistory, readTask, type HistoryEntry, type Task } from './tasks.js';

type Rec = Record<string, unknown>;
const ALL = { per_page: 500, limit: 500 } as const;
const rows = (r: unknown): Rec[] => (Array.isArray(r) ? (r as Rec[]) : []);

/**
 * The tasks, the people they can be assigned to, and the writes: update one
 * task (If-Match, read back), bulk tasks (create for many people or change
 * many tasks) and a task's history.
 */
export function useTasks() {
  const api = useApi();
  const tasks = useLoad(
    (signal) =>
      api.tasks
        .listAll(ALL, { signal, maxPages: 20 })
        .then((r) => rows(r).flatMap((x) => readTask(x) ?? [])),
    'tasks',
  );
  // Names are optional: without 'view-users' the screen says so and cards say the name is hidden.
  const people = usePeopleNames(() => HIDDEN_NAME);

  const update = useCallback(
    // A 412 rejects with a StaleRecordError<Task> carrying the newer task.
    (task: Task, body: Rec): Promise<Task> =>
      updateAndReadBack({
        update: () => api.tasks.update(task.id, body, task.etag ? { ifMatch: task.etag } : {}),
        show: () => api.tasks.show(task.id),
        read: readTask,
        noun: 'task',
      }),
    [api],
  );

  const bulk = useCallback(
    async (body: Rec): Promise<number[]> => {
      const reply = (await api.bulk.tasks.store(body)).data;
      return Array.isArray(reply.task_ids) ? (reply.task_ids as number[]) : [];
    },
    [api],
  );

  const history = useCallback(
    async (id: number, signal?: AbortSignal): Promise<HistoryEntry[]> =>
      readHistory(
        rows(
          await api.tasks.history(id).listAll(ALL, { maxPages: 5, ...(signal ? { signal } : {}) }),
        ),
      ),
    [api],
  );

  const names = useMemo(
    () => new Map((people.data ?? []).map((p) => [p.id, p.name])),
    [people.data],
  );
  const nameOf = useCallback(
    (id: number | null) => (id === null ? 'Nobody' : (names.get(id) ?? HIDDEN_NAME)),
    [names],
  );

  return { tasks, people, update, bulk, history, nameOf };
}
