import { useState } from 'react';
import { Link } from 'react-router';
import { dateKeyIn, timeIn } from '@volunteerkit/api-client/scheduling';
import { FormProblem } from '../../app/ui/FormProblem.js';
import { usePanelActions } from '../../app/usePanelActions.js';
import { shortDay, timeRange } from '../../app/dayFormat.js';
import { readSessions, type EventSummary } from './eventRecords.js';
import { ScheduleForm } from './ScheduleForm.js';
import { PANEL_PAGE as PAGE, type EventContext } from './useEventContext.js';
import { useLoad } from '../../app/useLoad.js';
import { PanelTable, RemoveButton } from './panelParts.js';

const SESSION_COLUMNS = ['Session', 'When', 'Places', 'Actions'];

/** The sessions of an event: a table with attendees links, adding and removing sessions. */
export function SessionsPanel({
  event,
  context,
  timezone,
  announce,
}: {
  event: EventSummary;
  context: EventContext;
  timezone: string;
  announce: (text: string) => void;
}) {
  const api = context.api.events.sessions(event.id);
  const sessions = useLoad((signal) => api.list(PAGE, { signal }), event.id);
  const [adding, setAdding] = useState(false);
  const { problem, fire } = usePanelActions(sessions.reload, announce);
  const rows = sessions.status === 'success' ? readSessions(sessions.data) : [];
  const day = event.start ? dateKeyIn(event.start, timezone) : '';
  return (
    <section className="vke-panel" aria-labelledby="vke-sessions">
      <div className="vke-panel-head">
        <h2 id="vke-sessions">Sessions</h2>
        <button
          type="button"
          className="vkp-button"
          aria-expanded={adding}
          onClick={() => setAdding((a) => !a)}
        >
          Add session
        </button>
      </div>
      {adding ? (
        <ScheduleForm
          kind="session"
          timezone={timezone}
          initial={{
            name: '',
            day,
            from: event.start ? timeIn(event.start, timezone) : '10:00',
            to: event.end ? timeIn(event.end, timezone) : '12:00',
            teamId: '',
            places: '20',
          }}
          submitLabel="Save session"
          onCancel={() => setAdding(false)}
          onSubmit={async (body) => {
            await api.store(body);
            setAdding(false);
            sessions.reload();
            announce(`Session ${String(body.name)} added.`);
          }}
        />
      ) : null}
      <FormProblem problem={problem} />
      <PanelTable
        state={sessions}
        loading="Loading sessions…"
        empty={rows.length === 0}
        whenEmpty="No sessions yet: add the first one."
        caption={`Sessions of ${event.name}`}
        columns={SESSION_COLUMNS}
      >
        {rows.map((s) => (
          <tr key={s.id}>
            <td>{s.name}</td>
            <td>
              {s.start && s.end
                ? `${shortDay(dateKeyIn(s.start, timezone))} ${timeRange({ start: s.start, end: s.end }, timezone)}`
                : '—'}
            </td>
            <td>{s.places ?? '—'}</td>
            <td className="vke-row-actions">
              <Link
                to={`/events/attendees?event=${encodeURIComponent(event.id)}&session=${encodeURIComponent(s.id)}`}
                aria-label={`Attendees of ${s.name}`}
              >
                Attendees
              </Link>
              <RemoveButton
                label={`Remove ${s.name}`}
                onRemove={() => fire(() => api.delete(s.id), `Session ${s.name} removed.`)}
              />
            </td>
          </tr>
        ))}
      </PanelTable>
    </section>
  );
}
