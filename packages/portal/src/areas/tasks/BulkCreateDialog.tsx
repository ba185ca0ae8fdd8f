import { useMemo, useState } from 'react';
import { errorMessage } from '../../app/states.js';
import { matchesText } from '../../app/text.js';
import { Dialog } from '../../app/ui/Dialog.js';
import { PriorityField } from './PriorityField.js';
import { FormEnd } from '../../app/ui/FormEnd.js';
import { FieldError } from '../../app/ui/FieldError.js';
import { DayInput } from '../../app/ui/DayInput.js';
import { FormField } from '../../app/ui/FormField.js';
import { isDayOrEmpty } from '../../app/dayText.js';

/** Shown at most, of the people matching the filter. */
const SHOWN = 40;

/**
 * Bulk tasks: one task (title, priority, due date) for each chosen person,
 * sent as one `POST /bulk/tasks/` (all or nothing).
 */
export function BulkCreateDialog({
  open,
  people,
  onClose,
  onSubmit,
}: {
  open: boolean;
  people: ReadonlyArray<{ id: number; name: string }>;
  onClose: () => void;
  onSubmit: (body: Record<string, unknown>) => Promise<void>;
}) {
  const [title, setTitle] = useState('');
  const [priority, setPriority] = useState('normal');
  const [due, setDue] = useState('');
  const [filter, setFilter] = useState('');
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const matches = useMemo(() => {
    const q = filter.trim();
    return people.filter((p) => chosen.has(p.id) || (q && matchesText(p.name, q)));
  }, [people, filter, chosen]);
  const toggle = (id: number) =>
    setChosen((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <Dialog open={open} title="New tasks for several people" onClose={onClose} wide>
      <form
        className="vkb-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const found: Record<string, string> = {};
          if (!title.trim()) found.title = 'Give the task a title.';
          if (chosen.size === 0) found.people = 'Choose at least one person.';
          setErrors(found);
          if (Object.keys(found).length > 0) return;
          if (!isDayOrEmpty(due)) {
            // The field says what is wrong beside it (DayInput); take the person there.
            document.getElementById('vkt-due')?.focus();
            return;
          }
          setBusy(true);
          onSubmit({
            title: title.trim(),
            priority,
            ...(due ? { due_date: due } : {}),
            assignee_ids: [...chosen],
          })
            .catch((x: unknown) => setErrors({ form: errorMessage(x) }))
            .finally(() => setBusy(false));
        }}
      >
        <label>
          Title
          <input
            value={title}
            maxLength={300}
            aria-invalid={!!errors.title}
            aria-describedby={errors.title ? 'vkt-title-error' : undefined}
            onChange={(e) => setTitle(e.target.value)}
          />
        </label>
        <FieldError id="vkt-title-error" error={errors.title} />
        <PriorityField value={priority} onChange={setPriority} />
        <FormField id="vkt-due" label="Due date (optional)">
          <DayInput id="vkt-due" value={due} onValue={setDue} />
        </FormField>
        <fieldset aria-describedby={errors.people ? 'vkt-people-error' : undefined}>
          <legend>People ({chosen.size} chosen)</legend>
          <label>
            Find people
            <input type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
          </label>
          {matches.length === 0 ? (
            <p className="vkb-meta">
              {people.length === 0
                ? 'No people can be listed (this needs permission to view people).'
                : 'Type part of a name to find people.'}
            </p>
          ) : (
            <ul className="vkt-people">
              {matches.slice(0, SHOWN).map((p) => (
                <li key={p.id}>
                  <label>
                    <input
                      type="checkbox"
                      checked={chosen.has(p.id)}
                      onChange={() => toggle(p.id)}
                    />
                    {p.name}
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
        <FieldError id="vkt-people-error" error={errors.people} />
        <FormEnd
          problem={errors.form}
          busy={busy}
          busyLabel="Creating…"
        >{`Create ${chosen.size || ''} task${chosen.size === 1 ? '' : 's'}`}</FormEnd>
      </form>
    </Dialog>
  );
}
