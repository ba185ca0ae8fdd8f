import { useState } from 'react';
import { Link } from 'react-router';
import { TwoStepDeleteButton } from '@volunteerkit/widgets';
import { dateKeyIn, timeIn } from '@volunteerkit/api-client/scheduling';
import { ErrorState, Loading, errorMessage } from '../../app/states.js';
import { shortDay, timeRange } from '../rotas/formatRota.js';
import { readSessions, type EventSummary } from './eventRecords.js';
import { ScheduleForm } from './ScheduleForm.js';
import type { EventContext } from './useEventContext.js';
import { useLoad } from '../../app/useLoad.js';

const PAGE = { limit: 200, per_page: 200 };

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
  const [problem, setProblem] = useState<string | null>(null);
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
      {problem ? (
        <p className="vkp-form-error" role="alert">
          {problem}
        </p>
      ) : null}
      {sessions.status === 'error' ? (
        <ErrorState error={sessions.error} onRetry={sessions.reload} />
      ) : sessions.status !== 'success' ? (
        <Loading label="Loading sessions…" />
      ) : rows.length === 0 ? (
        <p>No sessions yet: add the first one.</p>
      ) : (
        <div className="vkp-table-wrap">
          <div className="vkp-table-wrap">
            <table className="vkp-table">
              <caption className="vkp-visually-hidden">Sessions of {event.name}</caption>
              <thead>
                <tr>
                  <th scope="col">Session</th>
                  <th scope="col">When</th>
                  <th scope="col">Places</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
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
                      <TwoStepDeleteButton
                        className="vkp-button vkp-danger"
                        messages={{ delete: `Remove ${s.name}` }}
                        onDelete={() => {
                          setProblem(null);
                          api
                            .delete(s.id)
                            .then(() => {
                              sessions.reload();
                              announce(`Session ${s.name} removed.`);
                            })
                            .catch((e: unknown) => setProblem(errorMessage(e)));
                        }}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </section>
  );
}
