import { useState } from 'react';
import { useFormatValue } from '../../app/hooks.js';
import { errorMessage } from '../../app/states.js';
import { TASK_PRIORITIES, TASK_STATUSES, isOverdue, labelOf, type Task } from './tasks.js';
import { FormProblem } from '../../app/ui/FormProblem.js';
import { CARDS_CLASS, useCardCells } from '../../app/ui/table/labelCells.js';

/**
 * The tasks as a table with row selection and one bulk change (status or
 * priority of every selected task, sent as one bulk task).
 */
export function TaskList({
  tasks,
  today,
  nameOf,
  onBulk,
  onHistory,
}: {
  tasks: readonly Task[];
  today: string;
  nameOf: (id: number | null) => string;
  onBulk: (ids: number[], changes: Record<string, string>) => Promise<void>;
  onHistory: (task: Task) => void;
}) {
  const cards = useCardCells();
  const format = useFormatValue();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [change, setChange] = useState('status:done');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = tasks.map((t) => t.id);
  const chosen = ids.filter((id) => selected.has(id));
  const all = chosen.length === ids.length && ids.length > 0;
  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="vkt-list">
      <form
        className="vkb-toolbar"
        onSubmit={(e) => {
          e.preventDefault();
          const [field, value] = change.split(':') as [string, string];
          setBusy(true);
          setError(null);
          onBulk(chosen, { [field]: value })
            .then(() => setSelected(new Set()))
            .catch((x: unknown) => setError(errorMessage(x)))
            .finally(() => setBusy(false));
        }}
      >
        <label>
          Change the {chosen.length} selected
          <select value={change} onChange={(e) => setChange(e.target.value)}>
            {TASK_STATUSES.map((s) => (
              <option key={s.key} value={`status:${s.key}`}>
                Status: {s.label}
              </option>
            ))}
            {TASK_PRIORITIES.map((p) => (
              <option key={p.key} value={`priority:${p.key}`}>
                Priority: {p.label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="vkp-button" disabled={busy || chosen.length === 0}>
          Apply to selected
        </button>
        <FormProblem problem={error} />
      </form>
      <div className="vkp-table-wrap">
        <table className={`vkp-table ${CARDS_CLASS}`} ref={cards}>
          <caption className="vkp-visually-hidden">Tasks</caption>
          <thead>
            <tr>
              <th scope="col">
                <input
                  type="checkbox"
                  aria-label="Select all tasks"
                  checked={all}
                  onChange={() => setSelected(all ? new Set() : new Set(ids))}
                />
              </th>
              <th scope="col">Task</th>
              <th scope="col">Status</th>
              <th scope="col">Priority</th>
              <th scope="col">Assignee</th>
              <th scope="col">Due</th>
              <th scope="col">History</th>
            </tr>
          </thead>
          <tbody>
            {tasks.map((t) => (
              <tr key={t.id}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`Select ${t.title}`}
                    checked={selected.has(t.id)}
                    onChange={() => toggle(t.id)}
                  />
                </td>
                <th scope="row">{t.title}</th>
                <td>{labelOf(TASK_STATUSES, t.status)}</td>
                <td>{labelOf(TASK_PRIORITIES, t.priority)}</td>
                <td>{nameOf(t.assigneeId)}</td>
                <td>
                  {t.dueDate ? format(t.dueDate) : '-'}
                  {isOverdue(t, today) ? <strong className="vkt-overdue"> overdue</strong> : null}
                </td>
                <td>
                  <button
                    type="button"
                    className="vkp-button vkb-small"
                    aria-label={`History of ${t.title}`}
                    onClick={() => onHistory(t)}
                  >
                    History
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
