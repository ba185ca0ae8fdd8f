import { useFormatValue } from '../../app/hooks.js';
import { TASK_PRIORITIES, labelOf, type Task } from './tasks.js';

/** What a task card shows under its title: priority, overdue, assignee and due date. */
export function TaskCard({
  task,
  assignee,
  overdue,
}: {
  task: Task;
  assignee: string;
  overdue: boolean;
}) {
  const format = useFormatValue();
  return (
    <>
      <ul className="vkb-badges" aria-label="Details">
        <li className="vkb-badge" data-tone={task.priority === 'urgent' ? 'warn' : undefined}>
          {labelOf(TASK_PRIORITIES, task.priority)} priority
        </li>
        {overdue ? (
          <li className="vkb-badge" data-tone="warn">
            Overdue
          </li>
        ) : null}
      </ul>
      <p className="vkb-meta">
        {assignee} · due {task.dueDate ? format(task.dueDate) : '-'}
      </p>
    </>
  );
}

/** A task card's buttons: Complete (unless done), History and Edit, named with the task. */
export function TaskActions({
  task,
  tabIndex,
  onComplete,
  onHistory,
  onEdit,
}: {
  task: Task;
  tabIndex: number;
  onComplete: () => void;
  onHistory: () => void;
  onEdit: () => void;
}) {
  const button = (label: string, name: string, onClick: () => void) => (
    <button
      type="button"
      className="vkp-button vkb-small"
      tabIndex={tabIndex}
      aria-label={`${name} ${task.title}`}
      onClick={onClick}
    >
      {label}
    </button>
  );
  return (
    <>
      {task.status !== 'done' ? button('Complete', 'Complete', onComplete) : null}
      {button('History', 'History of', onHistory)}
      {button('Edit', 'Edit', onEdit)}
    </>
  );
}
