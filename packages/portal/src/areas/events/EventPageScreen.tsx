import { useState } from 'react';
import { vocabularyLabel } from '../../presentation/vocabularies.js';
import { useParams } from 'react-router';
import { Page } from '../../app/Page.js';
import { useDateSettings } from '../../app/hooks.js';
import { DEFAULT_TIMEZONE } from '../../app/format.js';
import { isStaleRecord, staleOn412 } from '../../app/stale.js';
import { ErrorState, Loading } from '../../app/states.js';
import { NotFound } from '../../registry/screens/ResourceScreen.js';
import { StatusLine, useAnnouncer } from '../../app/ui/Announcer.js';
import { timeRange, longDay } from '../../app/dayFormat.js';
import { dateKeyIn } from '@volunteerkit/api-client/scheduling';
import { AttachmentsPanel } from './AttachmentsPanel.js';
import { RECORD_ID, readEvent, type EventSummary } from './eventRecords.js';
import { InvitationsPanel } from './InvitationsPanel.js';
import { ScheduleForm, draftOf } from './ScheduleForm.js';
import { SessionsPanel } from './SessionsPanel.js';
import { SupervisorsPanel } from './SupervisorsPanel.js';
import { useEventContext } from './useEventContext.js';
import { useLoad } from '../../app/useLoad.js';
import {
  readRecheck,
  RecheckNote,
  WorkRequirements,
  type Recheck,
} from '../safety/WorkRequirements.js';
import './events.css';
import './schedule.css';

/**
 * One event (spec 7.7): its details (edited with optimistic concurrency: a
 * 412 shows the newer record), sessions with their attendees links,
 * invitations, supervisors and attachments. Every change is read back and
 * announced.
 */
export default function EventPageScreen() {
  const { eventId: raw = '' } = useParams();
  const eventId = RECORD_ID.test(raw) ? raw : null;
  if (!eventId) return <NotFound />;
  return <EventPage key={eventId} eventId={eventId} />;
}

function EventPage({ eventId }: { eventId: string }) {
  const ctx = useEventContext();
  const { api } = ctx;
  const { timezone = DEFAULT_TIMEZONE } = useDateSettings();
  const { announce, message } = useAnnouncer();
  const loaded = useLoad((signal) => api.events.show(eventId, {}, { signal }), eventId);
  const [editing, setEditing] = useState(false);
  const [stale, setStale] = useState<EventSummary | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [recheck, setRecheck] = useState<Recheck | null>(null);
  const event = loaded.status === 'success' ? readEvent(loaded.data.data) : null;
  const title = event?.name ?? 'Event';
  return (
    <Page title={title} crumbs={[{ label: 'Events', to: '/events' }, { label: title }]}>
      <div className="vke">
        <StatusLine message={message} />
        {loaded.status === 'error' ? (
          <ErrorState error={loaded.error} onRetry={loaded.reload} />
        ) : !event ? (
          <Loading label="Loading the event…" />
        ) : (
          <>
            <section className="vke-panel" aria-labelledby="vke-details">
              <div className="vke-panel-head">
                <h2 id="vke-details">Details</h2>
                {!editing ? (
                  <button type="button" className="vkp-button" onClick={() => setEditing(true)}>
                    Edit details
                  </button>
                ) : null}
              </div>
              {stale ? (
                <p className="vkp-form-error" role="alert">
                  Someone else changed this event while you were editing. Their version is shown
                  below: check it and save again.
                </p>
              ) : null}
              {editing ? (
                <ScheduleForm
                  key={formKey}
                  kind="event"
                  timezone={timezone}
                  teams={ctx.teams}
                  initial={draftOf(stale ?? event, timezone)}
                  submitLabel="Save details"
                  onCancel={() => {
                    setEditing(false);
                    setStale(null);
                  }}
                  onSubmit={async (body) => {
                    let answer: unknown;
                    const base = stale ?? event;
                    try {
                      answer = await staleOn412(
                        () =>
                          api.events.update(
                            event.id,
                            body,
                            base.etag ? { ifMatch: base.etag } : {},
                          ),
                        (current) => readEvent(current),
                        'Someone else changed this event. Their version is shown.',
                      );
                    } catch (e) {
                      if (!isStaleRecord<EventSummary>(e)) throw e;
                      loaded.reload();
                      if (!e.newer) throw e.refused;
                      setStale({ ...e.newer, etag: e.etag ?? e.newer.etag });
                      setFormKey((k) => k + 1);
                      announce(e.message);
                      return;
                    }
                    setStale(null);
                    setEditing(false);
                    loaded.reload();
                    const told = readRecheck(answer);
                    setRecheck(told);
                    announce(`Event details saved.${told ? ` ${told.message}` : ''}`);
                  }}
                />
              ) : (
                <dl className="vke-facts">
                  <dt>When</dt>
                  <dd>
                    {event.start && event.end
                      ? `${longDay(dateKeyIn(event.start, timezone))}, ${timeRange({ start: event.start, end: event.end }, timezone)}`
                      : 'Not set'}
                  </dd>
                  <dt>Team</dt>
                  <dd>{ctx.teamName(event.teamId)}</dd>
                  {event.status ? (
                    <>
                      <dt>Status</dt>
                      <dd>{vocabularyLabel('eventStatus', event.status)}</dd>
                    </>
                  ) : null}
                </dl>
              )}
              <WorkRequirements kind="event" id={event.id} record={loaded.data?.data} />
              <RecheckNote recheck={recheck} />
            </section>
            <SessionsPanel event={event} context={ctx} timezone={timezone} announce={announce} />
            <InvitationsPanel eventId={event.id} context={ctx} announce={announce} />
            <SupervisorsPanel eventId={event.id} context={ctx} announce={announce} />
            <AttachmentsPanel eventId={event.id} context={ctx} announce={announce} />
          </>
        )}
      </div>
    </Page>
  );
}
