import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { TeamTreeSelector } from '@volunteerkit/widgets';
import {
  dayWindow,
  rotaConflicts,
  totalPlaces,
  weekWindow,
  type Shift,
} from '@volunteerkit/api-client/scheduling';
import { Page } from '../../app/Page.js';
import { useUser } from '../../app/hooks.js';
import { DEFAULT_TIMEZONE } from '../../app/format.js';
import { ErrorState, Loading, errorMessage } from '../../app/states.js';
import { flattenTeams } from '../teams/teamTree.js';
import { StatusLine, useAnnouncer } from '../../app/ui/Announcer.js';
import { downloadRotaPdf } from './downloadRotaPdf.js';
import { longDay } from '../../app/dayFormat.js';
import { formatDateRange } from '../../presentation/formats.js';
import { RotaDialogs, type OpenDialog } from './RotaDialogs.js';
import { readRotaQuery, writeRotaQuery, type RotaQuery } from './rotaQuery.js';
import { useDefaultTeams } from '../../app/useDefaultTeams.js';
import { RotaToolbar } from './RotaToolbar.js';
import { useRotaData } from './useRotaData.js';
import { WeekGrid, type RotaTeam } from './WeekGrid.js';
import './rotas.css';
import { useLedTeams } from '../teams/useLedTeams.js';
import { useTeamTree } from '../teams/useTeamTree.js';

/** The toolbar's dialogs that plan many shifts at once, in toolbar order. */
const PLAN_DIALOGS = [
  { kind: 'repeat', label: 'Repeating shift' },
  { kind: 'bulk', label: 'Bulk change' },
] as const;

/** The organisation's timezone (from the session), else the user's, else Europe/London. */
function useOrganisationTimezone(): string {
  const user = useUser();
  const org = user?.organisation.timezone;
  return typeof org === 'string' && org ? org : (user?.timezone ?? DEFAULT_TIMEZONE);
}

/**
 * The rota planner: a week or day of shifts for the chosen teams (a team and its
 * sub-teams through the team tree), with places filled and left, creating and
 * editing shifts, repeating shifts, assigning people fairly, bulk changes with a
 * preview and the rota PDF. Every change is announced in a live region.
 */
export default function RotaPlannerScreen() {
  const timezone = useOrganisationTimezone();
  const [params, setParams] = useSearchParams();
  const query = readRotaQuery(params, new Date(), timezone);
  const { announce, message } = useAnnouncer();
  // Opens on the user's last teams here, else their own teams.
  useDefaultTeams('rota', query.teams, (teams) =>
    setParams(writeRotaQuery({ ...query, teams }), { replace: true }),
  );
  const setQuery = (next: RotaQuery, said: string) => {
    setParams(writeRotaQuery(next));
    if (said) announce(said);
  };
  const days = useMemo(
    () =>
      query.view === 'week'
        ? weekWindow(query.date, timezone).days
        : [dayWindow(query.date, timezone)],
    [query.view, query.date, timezone],
  );
  const range = useMemo(() => ({ start: days[0]!.start, end: days[days.length - 1]!.end }), [days]);
  const data = useRotaData(range);
  const tree = useTeamTree();
  const { nodes } = tree;
  // A team leader chooses among the teams they lead (the server shows them no other).
  const led = useLedTeams(nodes);
  const teamNames = useMemo(
    () => new Map(flattenTeams(nodes).map(({ node }) => [String(node.id), node.name])),
    [nodes],
  );
  const chosen: RotaTeam[] = query.teams.map((id) => ({
    id,
    name: teamNames.get(id) ?? `Team ${id}`,
  }));
  const chosenIds = useMemo(() => new Set(query.teams), [query.teams]);
  const treeValue = useMemo(
    () =>
      flattenTeams(nodes)
        .map(({ node }) => node.id)
        .filter((id) => chosenIds.has(String(id))),
    [nodes, chosenIds],
  );
  const all = useMemo(() => data.shifts ?? [], [data.shifts]);
  const shown = all.filter((s) => chosenIds.has(String(s.team_id)));
  const people = useMemo(() => data.people ?? [], [data.people]);
  const conflicted = useMemo(
    () =>
      new Set(
        rotaConflicts(
          all,
          people.flatMap((p) => p.unavailable),
        ).keys(),
      ),
    [all, people],
  );
  const names = useMemo(() => new Map(people.map((p) => [String(p.id), p.name])), [people]);
  const totals = totalPlaces(shown.filter((s) => s.status !== 'cancelled'));
  // A link may name a shift to open (the dashboard's "Coming up"): its drawer opens at once.
  const [dialog, setDialog] = useState<OpenDialog | null>(() => {
    const shift = params.get('shift');
    return shift && /^\d{1,15}$/.test(shift) ? { kind: 'shift', shiftId: shift } : null;
  });
  const close = useCallback(() => setDialog(null), [setDialog]);
  const [downloading, setDownloading] = useState(false);

  // One format for the shown period: a day in words, a week as one range ("23 – 29 Nov 2026").
  const period =
    query.view === 'week'
      ? formatDateRange(days[0]!.date, days[days.length - 1]!.date)
      : longDay(days[0]!.date);
  const download = async () => {
    const [team, ...subs] = query.teams;
    if (!team) return;
    setDownloading(true);
    try {
      const file = await downloadRotaPdf(data.api, {
        date: query.date,
        teamId: team,
        view: query.view,
        timezone,
        subTeamIds: subs,
      });
      announce(`Downloaded the rota PDF (${file}).`);
    } catch (e) {
      announce(`The rota PDF could not be downloaded: ${errorMessage(e)}`);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Page title="Rota calendar">
      <div className="vkr">
        <details className="vkr-teams" open={query.teams.length === 0}>
          <summary>
            Teams: {chosen.length === 0 ? 'none chosen' : chosen.map((t) => t.name).join(', ')}
          </summary>
          {tree.status === 'loading' ? (
            <Loading />
          ) : tree.status === 'error' ? (
            <ErrorState error={tree.error} onRetry={tree.reload} />
          ) : (
            <>
              {led.note ? <p className="vkr-help">{led.note}</p> : null}
              <TeamTreeSelector
                teams={led.nodes}
                label="Teams on the rota"
                value={treeValue}
                onValueChange={(ids) =>
                  setQuery(
                    { ...query, teams: ids.map(String) },
                    `${ids.length} team${ids.length === 1 ? '' : 's'} on the rota.`,
                  )
                }
              />
            </>
          )}
        </details>
        <RotaToolbar query={query} timezone={timezone} onChange={setQuery} />
        <div className="vkp-page-actions">
          <button
            type="button"
            className="vkp-button vkp-primary"
            disabled={chosen.length === 0}
            onClick={() => setDialog({ kind: 'new', teamId: query.teams[0]!, date: query.date })}
          >
            New shift
          </button>
          {PLAN_DIALOGS.map(({ kind, label }) => (
            <button
              key={kind}
              type="button"
              className="vkp-button"
              disabled={chosen.length === 0}
              onClick={() => setDialog({ kind })}
            >
              {label}
            </button>
          ))}
          <button
            type="button"
            className="vkp-button"
            disabled={chosen.length === 0 || downloading}
            onClick={() => void download()}
          >
            Download rota PDF
          </button>
        </div>
        <StatusLine message={message} />
        {chosen.length === 0 ? (
          <p>Choose one or more teams to plan their rota.</p>
        ) : data.error ? (
          <ErrorState error={data.error} onRetry={data.reload} />
        ) : data.shifts === null ? (
          <Loading label="Loading shifts…" />
        ) : (
          <>
            <p className="vkr-totals" data-testid="rota-totals">
              {period} ({timezone}): {shown.length} shift{shown.length === 1 ? '' : 's'},{' '}
              {totals.filled} of {totals.places} places filled, {totals.remaining} left.
            </p>
            <WeekGrid
              teams={chosen}
              days={days}
              shifts={shown}
              timezone={timezone}
              caption={period}
              conflicted={conflicted}
              onOpenShift={(s: Shift) => setDialog({ kind: 'shift', shiftId: String(s.id) })}
              onNewShift={(teamId, date) => setDialog({ kind: 'new', teamId, date })}
              {...(query.view === 'day' ? { names } : {})}
            />
          </>
        )}
      </div>
      <RotaDialogs
        dialog={dialog}
        onClose={close}
        onOpen={setDialog}
        data={data}
        teams={chosen}
        teamNames={teamNames}
        days={days}
        timezone={timezone}
        announce={announce}
      />
    </Page>
  );
}
