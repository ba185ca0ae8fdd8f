import { useId, useMemo } from 'react';
import { FormProblem } from '../../app/ui/FormProblem.js';
import { LoadedRows } from '../../app/ui/RecordsTable.js';
import { usePanelActions } from '../../app/usePanelActions.js';
import { readSupervisors } from './eventRecords.js';
import { PANEL_PAGE as PAGE, type EventPanelProps } from './useEventContext.js';
import { useLoad } from '../../app/useLoad.js';
import { AddPersonForm, RemoveButton } from './panelParts.js';

/** An event's supervisors: add a person, remove one. */
export function SupervisorsPanel({ eventId, context, announce }: EventPanelProps) {
  const api = context.api.events.supervisors(eventId);
  const ids = useId();
  const list = useLoad((signal) => api.listAll(PAGE, { signal, maxPages: 5 }), eventId);
  const rows = useMemo(() => (list.status === 'success' ? readSupervisors(list.data) : []), [list]);
  const taken = useMemo(() => new Set(rows.map((r) => r.userId)), [rows]);
  const { problem, setProblem, busy, run } = usePanelActions(list.reload, announce);
  return (
    <section className="vke-panel" aria-labelledby={`${ids}-h`}>
      <h2 id={`${ids}-h`}>Supervisors</h2>
      <AddPersonForm
        label="Add a supervisor"
        submitLabel="Add supervisor"
        pickerLabel="Supervisor"
        exclude={taken}
        busy={busy}
        missing="Choose a person to add as supervisor."
        onProblem={setProblem}
        onAdd={(person, chosen) =>
          run(
            () => api.store({ user_id: Number(person) }),
            `${chosen.name} now supervises this event.`,
          )
        }
      />
      <FormProblem problem={problem} />
      <LoadedRows
        state={list}
        loading="Loading supervisors…"
        empty={rows.length === 0}
        whenEmpty={<p>No supervisors yet.</p>}
      >
        <ul className="vke-people" aria-label="Supervisors" aria-busy={busy}>
          {rows.map((r) => {
            const name = context.personName(r.userId);
            return (
              <li key={r.id}>
                <span>{name}</span>
                <RemoveButton
                  label={`Remove ${name}`}
                  disabled={busy}
                  onRemove={() =>
                    void run(() => api.delete(r.id), `${name} no longer supervises this event.`)
                  }
                />
              </li>
            );
          })}
        </ul>
      </LoadedRows>
    </section>
  );
}
