import { useId, useState } from 'react';
import { Dialog } from '../../app/ui/Dialog.js';
import { useSubmit } from '../../app/useSubmit.js';
import type { Task } from './tasks.js';
import { PriorityField } from './PriorityField.js';
import { FormEnd } from '../../app/ui/FormEnd.js';
import { NamedOptions } from '../../app/ui/NamedOptions.js';
import { DayInput } from '../../app/ui/DayInput.js';
import { FormField } from '../../app/ui/FormField.js';
import { isDayOrEmpty } from '../../app/dayText.js';

/** Edits a task's title, assignee, priority and due date (stored with If-Match, then read back). */
export function EditTaskDialog({
  task,
  people,
  assigneeName,
  onClose,
  onSubmit,
}: {
  task: Task | null;
  people: ReadonlyArray<{ id: number; name: string }>;
  /** The current assignee's name as the board shows it ("Name hidden" when the user may not see it). */
  assigneeName: string;
  onClose: () => void;
  onSubmit: (body: Record<string, unknown>) => Promise<void>;
}) {
  const [title, setTitle] = useState(task?.title ?? '');
  const [assignee, setAssignee] = useState(task?.assigneeId != null ? String(task.assigneeId) : '');
  const [priority, setPriority] = useState(task?.priority ?? 'normal');
  const [due, setDue] = useState(task?.dueDate ?? '');
  const { error, setError, busy, submit } = useSubmit();
  const id = useId();
  const known = people.some((p) => String(p.id) === assignee);
  return (
    <Dialog open={task !== null} title={`Edit ${task?.title ?? 'task'}`} onClose={onClose}>
      <form
        className="vkb-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!title.trim()) {
            setError('Give the task a title.');
            return;
          }
          if (!isDayOrEmpty(due)) {
            // The field says what is wrong beside it (DayInput); take the person there.
            document.getElementById(`${id}-due`)?.focus();
            return;
          }
          submit(() =>
            onSubmit({
              title: title.trim(),
              assignee_id: assignee ? Number(assignee) : null,
              priority,
              due_date: due || null,
            }),
          );
        }}
      >
        <label>
          Title
          <input value={title} maxLength={300} onChange={(e) => setTitle(e.target.value)} />
        </label>
        <label>
          Assigned to
          <select value={assignee} onChange={(e) => setAssignee(e.target.value)}>
            <option value="">Nobody</option>
            {assignee && !known ? <option value={assignee}>{assigneeName}</option> : null}
            <NamedOptions items={people} />
          </select>
        </label>
        <PriorityField value={priority} onChange={setPriority} />
        <FormField id={`${id}-due`} label="Due date">
          <DayInput id={`${id}-due`} value={due} onValue={setDue} />
        </FormField>
        <FormEnd problem={error} busy={busy} busyLabel="Saving…">
          Save task
        </FormEnd>
      </form>
    </Dialog>
  );
}
