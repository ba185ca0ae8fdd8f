import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useFormatValue, useUser } from '../../app/hooks.js';
import { Page } from '../../app/Page.js';
import { isStaleRecord } from '../../app/stale.js';
import { Empty, ErrorState, Loading, errorMessage } from '../../app/states.js';
import { StatusLine, useAnnouncer } from '../../app/ui/Announcer.js';
import { Board } from '../recruitment/Board.js';
import { groupCards, moveMessage } from '../recruitment/board.js';
import { BulkCreateDialog } from './BulkCreateDialog.js';
import { EditTaskDialog } from './EditTaskDialog.js';
import { HistoryDialog } from './HistoryDialog.js';
import { TaskActions, TaskCard } from './TaskCard.js';
import { TaskList } from './TaskList.js';
import {
  TASK_PRIORITIES,
  TASK_STATUSES,
  compareTasks,
  isOverdue,
  labelOf,
  type Task,
} from './tasks.js';
import { useTasks } from './useTasks.js';
import { NeedsPermission } from '../../app/ui/NeedsPermission.js';
import { useCan } from '../../app/useCan.js';
import './tasks.css';
import { PriorityField } from './PriorityField.js';

/** The task views: the board (no `view` parameter) and the list. */
const VIEWS = [
  { key: 'board', label: 'Board', param: '' },
  { key: 'list', label: 'List', param: 'list' },
] as const;

const PRIORITY_KEYS = new Set<string>(TASK_PRIORITIES.map((p) => p.key));
/** The list shows the work still to do first (status order), then by priority and due date. */
const statusRank = (t: Task) => {
  const i = TASK_STATUSES.findIndex((s) => s.key === t.status);
  return i < 0 ? TASK_STATUSES.length : i;
};

/**
 * Tasks (spec 7.12) as a board by status and as a list: assignees,
 * priorities, due dates (overdue marked), each task's history, completing a
 * task from its card, and bulk tasks (new tasks for several people, or one
 * change to many tasks). Every write is read back and announced.
 */
export default function TasksScreen() {
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'list' ? 'list' : 'board';
  const mine = params.get('assignee') === 'me';
  const rawPriority = params.get('priority') ?? '';
  const priority = PRIORITY_KEYS.has(rawPriority) ? rawPriority : '';
  const user = useUser();
  const canSeePeople = useCan('view-users');
  const { tasks, people, update, bulk, history, nameOf } = useTasks();
  const { announce, message } = useAnnouncer();
  const format = useFormatValue();
  const [list, setList] = useState<Task[] | null>(null);
  const [historyOf, setHistoryOf] = useState<Task | null>(null);
  const [editing, setEditing] = useState<Task | null>(null);
  const [creating, setCreating] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ id: string } | null>(null);
  const today = new Date().toISOString().slice(0, 10);
  // A new load replaces the local copy (which single changes update in place).
  const [loaded, setLoaded] = useState(tasks.data);
  if (loaded !== tasks.data) {
    setLoaded(tasks.data);
    setList(tasks.data ?? null);
  }

  const shown = useMemo(
    () =>
      (list ?? [])
        .filter((t) => !mine || String(t.assigneeId) === String(user?.id))
        .filter((t) => !priority || t.priority === priority)
        .sort((a, b) => statusRank(a) - statusRank(b) || compareTasks(a, b)),
    [list, mine, priority, user?.id],
  );
  const board = useMemo(
    () => groupCards(shown, TASK_STATUSES, (t) => t.status, compareTasks),
    [shown],
  );
  const replace = (stored: Task) =>
    setList((l) => (l ?? []).map((t) => (t.id === stored.id ? stored : t)));
  const set = (key: string, value: string) =>
    setParams((p) => {
      const next = Object.fromEntries(p);
      if (value) next[key] = value;
      else delete next[key];
      return next;
    });

  const change = async (task: Task, body: Record<string, unknown>, what: (t: Task) => string) => {
    try {
      const stored = await update(task, body);
      replace(stored);
      announce(what(stored));
    } catch (e) {
      if (isStaleRecord<Task>(e) && e.newer) {
        replace(e.newer);
        announce(
          `${task.title} was changed by someone else first (now ${labelOf(TASK_STATUSES, e.newer.status)}). Nothing was changed; the newer version is shown.`,
        );
      } else announce(`${task.title} was not changed: ${errorMessage(e)}`);
    }
  };

  const onMove = (task: Task, to: string) =>
    change(task, { status: to }, (stored) => {
      const column = groupCards(
        shown.map((t) => (t.id === stored.id ? stored : t)),
        TASK_STATUSES,
        (t) => t.status,
        compareTasks,
      ).columns.find((c) => c.key === stored.status);
      const index = column?.cards.findIndex((t) => t.id === stored.id) ?? -1;
      return moveMessage(
        task.title,
        labelOf(TASK_STATUSES, task.status),
        labelOf(TASK_STATUSES, stored.status),
        column && index >= 0 ? { index, count: column.cards.length } : undefined,
      );
    });

  const toolbar = (
    <div className="vkb-toolbar">
      <nav className="vkt-views" aria-label="Task views">
        {VIEWS.map((v) => (
          <a
            key={v.key}
            className="vkp-button"
            href={`?view=${v.key}`}
            aria-current={view === v.key ? 'page' : undefined}
            onClick={(e) => {
              e.preventDefault();
              set('view', v.param);
            }}
          >
            {v.label}
          </a>
        ))}
      </nav>
      <label>
        Assigned to
        <select value={mine ? 'me' : ''} onChange={(e) => set('assignee', e.target.value)}>
          <option value="">Anyone</option>
          <option value="me">Me</option>
        </select>
      </label>
      <PriorityField value={priority} onChange={(p) => set('priority', p)} any="Any" />
      <button type="button" className="vkp-button vkp-primary" onClick={() => setCreating(true)}>
        New tasks…
      </button>
    </div>
  );

  let body;
  if (tasks.status === 'error') body = <ErrorState error={tasks.error} onRetry={tasks.reload} />;
  else if (!list) body = <Loading label="Loading tasks…" />;
  else if (shown.length === 0)
    body = (
      <Empty>
        {list.length === 0 ? 'There are no tasks yet. ' : 'No tasks match these filters. '}
        {list.length === 0 ? (
          <button type="button" className="vkp-button" onClick={() => setCreating(true)}>
            Create tasks
          </button>
        ) : (
          <button
            type="button"
            className="vkp-button"
            onClick={() => setParams(view === 'list' ? { view } : {})}
          >
            Show all tasks
          </button>
        )}
      </Empty>
    );
  else if (view === 'list')
    body = (
      <TaskList
        tasks={shown}
        today={today}
        nameOf={nameOf}
        onHistory={setHistoryOf}
        onBulk={async (ids, changes) => {
          await bulk({ task_ids: ids, changes });
          tasks.reload();
          announce(`${ids.length} task${ids.length === 1 ? '' : 's'} changed.`);
        }}
      />
    );
  else
    body = (
      <Board
        label="Tasks by status"
        columns={board.columns}
        idOf={(t) => String(t.id)}
        titleOf={(t) => t.title}
        canMove={() => true}
        onMove={onMove}
        emptyColumn="No tasks with this status."
        focusRequest={focusRequest}
        renderCard={(t) => (
          <TaskCard task={t} assignee={nameOf(t.assigneeId)} overdue={isOverdue(t, today)} />
        )}
        renderActions={(t, tab) => (
          <TaskActions
            task={t}
            tabIndex={tab}
            onComplete={() =>
              void change(t, { status: 'done' }, (s) =>
                s.status === 'done' ? `${t.title} completed.` : `${t.title} is ${s.status}.`,
              ).then(() => setFocusRequest({ id: String(t.id) }))
            }
            onHistory={() => setHistoryOf(t)}
            onEdit={() => setEditing(t)}
          />
        )}
      />
    );

  return (
    <Page
      title={view === 'list' ? 'Task list' : 'Task board'}
      crumbs={[{ label: 'Tasks', to: '/area/tasks' }]}
    >
      {!canSeePeople ? (
        <NeedsPermission permission="view-users" to="see who tasks are assigned to" />
      ) : null}
      {toolbar}
      <StatusLine message={message} />
      {body}
      <EditTaskDialog
        key={editing?.id ?? 'none'}
        task={editing}
        people={people.data ?? []}
        assigneeName={nameOf(editing?.assigneeId ?? null)}
        onClose={() => setEditing(null)}
        onSubmit={async (b) => {
          if (!editing) return;
          try {
            const stored = await update(editing, b);
            replace(stored);
            setEditing(null);
            announce(
              `${stored.title} saved: ${labelOf(TASK_PRIORITIES, stored.priority)} priority, ${nameOf(stored.assigneeId)}, due ${stored.dueDate ? format(stored.dueDate) : '-'}.`,
            );
            setFocusRequest({ id: String(stored.id) });
          } catch (e) {
            if (isStaleRecord<Task>(e) && e.newer) replace(e.newer);
            throw e;
          }
        }}
      />
      <HistoryDialog
        task={historyOf}
        load={history}
        nameOf={nameOf}
        onClose={() => setHistoryOf(null)}
      />
      <BulkCreateDialog
        key={String(creating)}
        open={creating}
        people={people.data ?? []}
        onClose={() => setCreating(false)}
        onSubmit={async (b) => {
          const ids = await bulk(b);
          setCreating(false);
          tasks.reload();
          announce(`${ids.length} task${ids.length === 1 ? '' : 's'} created.`);
        }}
      />
    </Page>
  );
}
