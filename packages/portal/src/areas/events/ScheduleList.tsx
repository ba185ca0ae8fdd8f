import { Link } from 'react-router';
import { vocabularyLabel } from '../../presentation/vocabularies.js';
import { longDay, timeRange } from '../../app/dayFormat.js';
import { groupByDay, readSessions, type EventSummary } from './eventRecords.js';
import type { EventContext } from './useEventContext.js';
import { useLoad } from '../../app/useLoad.js';

const PAGE = { limit: 200, per_page: 200 };

/** Events grouped under their day, each with its sessions and their attendees links. */
export function ScheduleList({
  events,
  timezone,
  context,
}: {
  events: readonly EventSummary[];
  timezone: string;
  context: EventContext;
}) {
  return (
    <div className="vke-schedule">
      {groupByDay(events, timezone).map((group) => (
        <section
          key={group.day ?? 'undated'}
          className="vke-day"
          aria-label={group.day ? longDay(group.day) : 'No date'}
        >
          <h3>{group.day ? longDay(group.day) : 'No date'}</h3>
          <ul className="vke-events">
            {group.events.map((e) => (
              <li key={e.id} className="vke-event">
                <EventItem event={e} timezone={timezone} context={context} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function EventItem({
  event,
  timezone,
  context,
}: {
  event: EventSummary;
  timezone: string;
  context: EventContext;
}) {
  const sessions = useLoad(
    (signal) => context.api.events.sessions(event.id).list(PAGE, { signal }),
    event.id,
  );
  const rows = sessions.status === 'success' ? readSessions(sessions.data) : [];
  return (
    <article aria-labelledby={`vke-ev-${event.id}`}>
      <h4 id={`vke-ev-${event.id}`}>
        <Link to={`/events/${encodeURIComponent(event.id)}`}>{event.name}</Link>
      </h4>
      <p className="vke-meta">
        {event.start && event.end
          ? timeRange({ start: event.start, end: event.end }, timezone)
          : 'Time not set'}
        {' · '}
        {context.teamName(event.teamId)}
        {event.status ? ` · ${vocabularyLabel('eventStatus', event.status)}` : ''}
      </p>
      {sessions.status === 'error' ? (
        <p className="vkp-form-error">Sessions could not be loaded.</p>
      ) : sessions.status !== 'success' ? (
        <p className="vke-meta">Loading sessions…</p>
      ) : rows.length === 0 ? (
        <p className="vke-meta">No sessions.</p>
      ) : (
        <ul className="vke-sessions" aria-label={`Sessions of ${event.name}`}>
          {rows.map((s) => (
            <li key={s.id}>
              <span>{s.name}</span>
              <span className="vke-meta">
                {s.start && s.end ? timeRange({ start: s.start, end: s.end }, timezone) : ''}
                {s.places !== null ? ` · ${s.places} places` : ''}
              </span>
              <Link
                to={`/events/attendees?event=${encodeURIComponent(event.id)}&session=${encodeURIComponent(s.id)}`}
                aria-label={`Attendees of ${s.name}, ${event.name}`}
              >
                Attendees
              </Link>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
