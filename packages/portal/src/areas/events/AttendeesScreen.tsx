import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Page } from '../../app/Page.js';
import { personName } from '../../app/displayName.js';
import { ErrorState, Loading, errorMessage } from '../../app/states.js';
import { isRecord, normaliseList } from '../../registry/infer.js';
import { StatusLine, useAnnouncer } from '../../app/ui/Announcer.js';
import { useApi } from '../../app/useApi.js';
import { ATTENDEE_STATUSES } from '@volunteerkit/api-client/models';
import {
  bulkDeleteBody,
  bulkStatusBody,
  readAttendees,
  selectionState,
  toggleAll,
  toggleOne,
} from './attendees.js';
import { useLoad } from '../../app/useLoad.js';
import './events.css';
import { FormProblem } from '../../app/ui/FormProblem.js';
import { FormField } from '../../app/ui/FormField.js';
import { NamedOptions } from '../../app/ui/NamedOptions.js';
import { RemoveButton } from './panelParts.js';
import { vocabularyLabel } from '../../presentation/vocabularies.js';
import { CARDS_CLASS, useCardCells } from '../../app/ui/table/labelCells.js';

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const PAGE = { limit: 200, per_page: 200 };
const valid = (v: string | null) => (v && ID.test(v) ? v : null);

/** The events or sessions of a list reply as options: each with its name, title or a numbered fallback. */
function options(payload: unknown, fallback: string): { id: string; name: string }[] {
  return normaliseList(payload)
    .rows.filter(isRecord)
    .filter((r) => ID.test(String(r.id ?? '')))
    .map((r) => ({
      id: String(r.id),
      name:
        typeof r.name === 'string' && r.name
          ? r.name
          : typeof r.title === 'string' && r.title
            ? r.title
            : `${fallback} ${String(r.id)}`,
    }));
}

/**
 * A session's attendees (spec 7.7) as a table with row selection and the two
 * bulk actions: change the status of the selected people
 * (`bulk-update-user-status`) and remove them from the session
 * (`bulk-delete-users`). The list is read again after each action.
 */
export default function AttendeesScreen() {
  const cards = useCardCells();
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const eventId = valid(params.get('event'));
  const sessionId = eventId ? valid(params.get('session')) : null;
  const { announce, message } = useAnnouncer();
  const ids = useId();
  const events = useLoad((signal) => api.events.list(PAGE, { signal }), 'events');
  const sessions = useLoad(
    (signal) => api.events.sessions(eventId!).list(PAGE, { signal }),
    eventId,
  );
  const people = useLoad((signal) => api.users.listAll(PAGE, { signal, maxPages: 5 }), 'people');
  const attendees = useLoad(
    (signal) =>
      api.events.sessions(eventId!).attendees(sessionId!).listAll(PAGE, { signal, maxPages: 10 }),
    eventId && sessionId ? `${eventId}/${sessionId}` : null,
  );
  const names = useMemo(() => {
    const map = new Map<string, string>();
    for (const p of people.data ?? []) if (isRecord(p)) map.set(String(p.id), personName(p) ?? '');
    return map;
  }, [people.data]);
  const rows = useMemo(() => readAttendees(attendees.data ?? [], names), [attendees.data, names]);
  const statuses = useMemo(
    () => [...new Set([...ATTENDEE_STATUSES, ...rows.map((r) => r.status)])],
    [rows],
  );
  // The selection belongs to one session: choosing another starts empty.
  const sessionKey = `${eventId ?? ''}/${sessionId ?? ''}`;
  const [selection, setSelection] = useState<{ key: string; ids: Set<string> }>({
    key: sessionKey,
    ids: new Set(),
  });
  const selected = selection.key === sessionKey ? selection.ids : new Set<string>();
  const setSelected = (ids: Set<string>) => setSelection({ key: sessionKey, ids });
  const [status, setStatus] = useState<string>('attended');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const all = selectionState(rows, selected);
  const allRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = all === 'some';
  }, [all]);
  const chosen = rows.filter((r) => selected.has(r.userId));

  const run = async (action: () => Promise<unknown>, said: string) => {
    setBusy(true);
    setProblem(null);
    try {
      await action();
      setSelected(new Set());
      attendees.reload();
      announce(said);
    } catch (e) {
      setProblem(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const userIds = chosen.map((r) => r.userId);
  const plural = (n: number) => `${n} attendee${n === 1 ? '' : 's'}`;

  return (
    <Page title="Session attendees">
      <div className="vke">
        <div className="vke-pickers">
          <FormField id={`${ids}-event`} label="Event">
            <select
              id={`${ids}-event`}
              value={eventId ?? ''}
              onChange={(e) => setParams(e.target.value ? { event: e.target.value } : {})}
            >
              <option value="">Choose an event</option>
              <NamedOptions items={options(events.data, 'Event')} />
            </select>
          </FormField>
          <FormField id={`${ids}-session`} label="Session">
            <select
              id={`${ids}-session`}
              value={sessionId ?? ''}
              disabled={!eventId}
              onChange={(e) =>
                setParams(
                  e.target.value
                    ? { event: eventId!, session: e.target.value }
                    : { event: eventId! },
                )
              }
            >
              <option value="">Choose a session</option>
              <NamedOptions items={options(sessions.data, 'Session')} />
            </select>
          </FormField>
        </div>
        <StatusLine message={message} />
        {events.status === 'error' ? (
          <ErrorState error={events.error} onRetry={events.reload} />
        ) : null}
        {!sessionId ? (
          <p>Choose an event and one of its sessions to see who is attending.</p>
        ) : attendees.status === 'error' ? (
          <ErrorState error={attendees.error} onRetry={attendees.reload} />
        ) : attendees.status !== 'success' ? (
          <Loading label="Loading attendees…" />
        ) : rows.length === 0 ? (
          <p>Nobody is attending this session yet.</p>
        ) : (
          <>
            <div className="vke-bulk" role="group" aria-label="Bulk actions">
              <span aria-live="polite">{chosen.length} selected</span>
              <label className="vke-inline" htmlFor={`${ids}-status`}>
                New status
              </label>
              <select
                id={`${ids}-status`}
                value={status}
                onChange={(e) => setStatus(e.target.value)}
              >
                {statuses.map((value) => (
                  <option key={value} value={value}>
                    {vocabularyLabel('attendeeStatus', value)}
                  </option>
                ))}
              </select>
              <button
                type="button"
                className="vkp-button vkp-primary"
                disabled={busy || chosen.length === 0}
                onClick={() =>
                  void run(
                    () =>
                      api.events
                        .sessions(eventId!)
                        .bulkUpdateUserStatus(sessionId, bulkStatusBody(userIds, status)),
                    `Status of ${plural(userIds.length)} changed to ${vocabularyLabel('attendeeStatus', status).toLowerCase()}.`,
                  )
                }
              >
                Change status
              </button>
              <RemoveButton
                label="Remove from session"
                disabled={busy || chosen.length === 0}
                onRemove={() =>
                  void run(
                    () =>
                      api.events
                        .sessions(eventId!)
                        .bulkDeleteUsers(sessionId, bulkDeleteBody(userIds)),
                    `${plural(userIds.length)} removed from the session.`,
                  )
                }
              />
            </div>
            <FormProblem problem={problem} />
            <div className="vkp-table-wrap">
              <table className={`vkp-table ${CARDS_CLASS}`} aria-busy={busy} ref={cards}>
                <caption className="vkp-visually-hidden">Attendees of the session</caption>
                <thead>
                  <tr>
                    <th scope="col">
                      <input
                        ref={allRef}
                        type="checkbox"
                        aria-label="Select all attendees"
                        checked={all === 'all'}
                        onChange={() => setSelected(toggleAll(rows, selected))}
                      />
                    </th>
                    <th scope="col">Name</th>
                    <th scope="col">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.userId} data-selected={selected.has(r.userId) || undefined}>
                      <td>
                        <input
                          type="checkbox"
                          aria-label={`Select ${r.name}`}
                          checked={selected.has(r.userId)}
                          onChange={() => setSelected(toggleOne(selected, r.userId))}
                        />
                      </td>
                      <td>{r.name}</td>
                      <td data-testid="attendee-status">
                        {vocabularyLabel('attendeeStatus', r.status)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </div>
    </Page>
  );
}
