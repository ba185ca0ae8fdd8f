/**
 * Tasks as the task board and list show them: read from the API's records,
 * ordered by priority and due date, with the statuses and priorities the
 * server accepts.
 *
 * @module
 */
import { etagField, numberField } from '../../app/fieldValues.js';
import { compareDates } from '../recruitment/board.js';

type Rec = Record<string, unknown>;

/** One task. */
export interface Task {
  /** Record id. */
  id: number;
  title: string;
  /** `open`, `in_progress`, `done` or `cancelled`. */
  status: string;
  /** `low`, `normal`, `high` or `urgent`. */
  priority: string;
  /** Assignee's user id. */
  assigneeId: number | null;
  /** Due date (YYYY-MM-DD). */
  dueDate: string | null;
  /** The version the task was read from (sent as If-Match). */
  etag: string | undefined;
}

/** The task statuses, in board order. */
export const TASK_STATUSES = [
  { key: 'open', label: 'Open' },
  { key: 'in_progress', label: 'In progress' },
  { key: 'done', label: 'Done' },
  { key: 'cancelled', label: 'Cancelled' },
] as const;

/** The priorities, most urgent first. */
export const TASK_PRIORITIES = [
  { key: 'urgent', label: 'Urgent' },
  { key: 'high', label: 'High' },
  { key: 'normal', label: 'Normal' },
  { key: 'low', label: 'Low' },
] as const;

const RANK = new Map<string, number>(TASK_PRIORITIES.map((p, i) => [p.key, i]));

/** The label of a status or priority key. */
export function labelOf(list: ReadonlyArray<{ key: string; label: string }>, key: string): string {
  return list.find((x) => x.key === key)?.label ?? (key || '-');
}

const num = numberField;

/** Reads one task record; `null` for a record without an id. */
export function readTask(r: Rec): Task | null {
  const id = num(r.id);
  if (id === null) return null;
  return {
    id,
    title: typeof r.title === 'string' && r.title.trim() ? r.title : `Task ${id}`,
    status: typeof r.status === 'string' && r.status ? r.status : 'open',
    priority: typeof r.priority === 'string' && r.priority ? r.priority : 'normal',
    assigneeId: num(r.assignee_id),
    dueDate: typeof r.due_date === 'string' && r.due_date ? r.due_date.slice(0, 10) : null,
    etag: etagField(r.etag),
  };
}

/** Board and list order: most urgent first, then the earliest due date (none last), then id. */
export function compareTasks(a: Task, b: Task): number {
  return (
    (RANK.get(a.priority) ?? 9) - (RANK.get(b.priority) ?? 9) ||
    compareDates(a.dueDate, b.dueDate) ||
    a.id - b.id
  );
}

/** `true` for an open or in-progress task whose due date is before `today` (YYYY-MM-DD). */
export function isOverdue(task: Task, today: string): boolean {
  return (
    !!task.dueDate &&
    task.dueDate < today &&
    (task.status === 'open' || task.status === 'in_progress')
  );
}

/** One entry of a task's history, as shown. */
export interface HistoryEntry {
  id: number;
  action: string;
  at: string;
  userId: number | null;
}

/** Reads a task's history, oldest first. */
export function readHistory(rows: readonly Rec[]): HistoryEntry[] {
  return rows
    .flatMap((r) => {
      const id = num(r.id);
      return id === null
        ? []
        : [
            {
              id,
              action: typeof r.action === 'string' ? r.action : 'changed',
              at: typeof r.at === 'string' ? r.at : '',
              userId: num(r.user_id),
            },
          ];
    })
    .sort((a, b) => compareDates(a.at, b.at) || a.id - b.id);
}
