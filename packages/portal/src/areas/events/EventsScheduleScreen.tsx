import { useId, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../app/Page.js';
import { useDateSettings } from '../../app/hooks.js';
import { Empty, ErrorState, Loading } from '../../app/states.js';
import { DEFAULT_TIMEZONE } from '../../app/format.js';
import { StatusLine, useAnnouncer } from '../../app/ui/Announcer.js';
import { TeamPicker } from '../teams/TeamPicker.js';
import { flattenTeams, type TeamNode } from '../teams/teamTree.js';
import { RECORD_ID, filterByTeams, readEvent, readEvents, splitSchedule } from './eventRecords.js';
import { ScheduleForm } from './ScheduleForm.js';
import { ScheduleList } from './ScheduleList.js';
import { useEventContext } from './useEventContext.js';
import { useLoad } from '../../app/useLoad.js';
import './events.css';
import './schedule.css';

const PAGE = { limit: 200, per_page: 200 };
/** Past events shown before "Show all past events". */
const PAST_SHOWN = 10;

/** The ids of a team and all its sub-teams. */
function teamAndBelow(teams: readonly TeamNode[], id: string): Set<string> {
  const find = (nodes: readonly TeamNode[]): TeamNode | undefined => {
    for (const n of nodes) {
      if (String(n.id) === id) return n;
      const below = find(n.children);
      if (below) return below;
    }
    return undefined;
  };
  const root = find(teams);
  return new Set(root ? flattenTeams([root]).map((r) => String(r.node.id)) : [id]);
}

/**
 * The events schedule (spec 7.7): events by date, upcoming first, each with
 * its sessions and a link to their attendees; a filter by team (and its
 * sub-teams); a form to create an event, which opens the new event's page.
 */
export default function EventsScheduleScreen() {
  const ctx = useEventContext();
  const { api, teams } = ctx;
  const navigate = useNavigate();
  const { timezone = DEFAULT_TIMEZONE } = useDateSettings();
  const [params, setParams] = useSearchParams();
  const rawTeam = params.get('team');
  const teamId = rawTeam && RECORD_ID.test(rawTeam) ? rawTeam : null;
  const withSubTeams = params.get('sub') !== '0';
  const [creating, setCreating] = useState(false);
  const [allPast, setAllPast] = useState(false);
  const { announce, message } = useAnnouncer();
  const ids = useId();
  const events = useLoad(
    (signal) => api.events.listAll({ ...PAGE, sort: 'start' }, { signal, maxPages: 10 }),
    'events',
  );
  const { upcoming, past } = useMemo(() => {
    const chosen = teamId ? (withSubTeams ? teamAndBelow(teams, teamId) : new Set([teamId])) : null;
    return splitSchedule(filterByTeams(readEvents(events.data ?? []), chosen), new Date());
  }, [events.data, teamId, withSubTeams, teams]);
  const shownPast = allPast ? past : past.slice(0, PAST_SHOWN);
  const setFilter = (next: { team?: string | null; sub?: boolean }) => {
    const team = next.team === undefined ? teamId : next.team;
    const sub = next.sub ?? withSubTeams;
    const out: Record<string, string> = {};
    if (team) out.team = team;
    if (!sub) out.sub = '0';
    setParams(out);
  };

  return (
    <Page title="Events schedule">
      <div className="vke">
        <div className="vke-pickers">
          <TeamPicker
            teams={teams}
            value={teamId}
            label="Filter by team"
            placeholder="All teams"
            onChange={(id) => {
              setFilter({ team: id === null ? null : String(id) });
              announce(
                id === null ? 'Showing every team.' : `Showing ${ctx.teamName(String(id))}.`,
              );
            }}
          />
          <div className="vke-check">
            <input
              id={`${ids}-sub`}
              type="checkbox"
              checked={withSubTeams}
              disabled={!teamId}
              onChange={(e) => setFilter({ sub: e.target.checked })}
            />
            <label htmlFor={`${ids}-sub`}>Include sub-teams</label>
          </div>
          <button
            type="button"
            className="vkp-button vkp-primary"
            aria-expanded={creating}
            aria-controls={`${ids}-new`}
            onClick={() => setCreating((c) => !c)}
          >
            New event
          </button>
        </div>
        <StatusLine message={message} />
        <section id={`${ids}-new`} hidden={!creating} aria-labelledby={`${ids}-new-h`}>
          <h2 id={`${ids}-new-h`}>New event</h2>
          {creating ? (
            <ScheduleForm
              kind="event"
              timezone={timezone}
              teams={teams}
              initial={{
                name: '',
                day: '',
                from: '10:00',
                to: '16:00',
                teamId: teamId ?? '',
                places: '',
              }}
              submitLabel="Create event"
              onCancel={() => setCreating(false)}
              onSubmit={async (body) => {
                const stored = readEvent(
                  ((await api.events.store(body)) as { data?: unknown }).data,
                );
                if (!stored) throw new Error('The server did not return the new event.');
                // Read it back before opening it.
                const fresh = readEvent((await api.events.show(stored.id)).data);
                events.reload();
                announce(`Event ${fresh?.name ?? stored.name} created.`);
                void navigate(`/events/${encodeURIComponent(stored.id)}`);
              }}
            />
          ) : null}
        </section>
        {events.status === 'error' ? (
          <ErrorState error={events.error} onRetry={events.reload} />
        ) : events.status !== 'success' ? (
          <Loading label="Loading events…" />
        ) : upcoming.length + past.length === 0 ? (
          <Empty>No events{teamId ? ' for this team' : ''} yet.</Empty>
        ) : (
          <>
            <h2>Upcoming</h2>
            {upcoming.length ? (
              <ScheduleList events={upcoming} timezone={timezone} context={ctx} />
            ) : (
              <p>No upcoming events{teamId ? ' for this team' : ''}.</p>
            )}
            {past.length ? (
              <>
                <h2>Past</h2>
                <ScheduleList events={shownPast} timezone={timezone} context={ctx} />
                {past.length > shownPast.length ? (
                  <button type="button" className="vkp-button" onClick={() => setAllPast(true)}>
                    Show all {past.length} past events
                  </button>
                ) : null}
              </>
            ) : null}
          </>
        )}
      </div>
    </Page>
  );
}
