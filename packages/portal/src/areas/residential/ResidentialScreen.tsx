import { Link, useParams, useSearchParams } from 'react-router';
import { Page } from '../../app/Page.js';
import { useServices } from '../../app/services.js';
import { isSafeParam } from '../../registry/paths.js';
import type { ResourceDef } from '../../registry/registry.js';
import { ListScreen } from '../../registry/screens/ListScreen.js';
import { NotFound } from '../../registry/screens/ResourceScreen.js';
import { TeamPicker } from '../teams/TeamPicker.js';
import { useLedTeams } from '../teams/useLedTeams.js';
import { LoadedTeams } from '../teams/LoadedTeams.js';
import { useTeamTree } from '../teams/useTeamTree.js';

/** Sections of the residential admin and the resource each lists. */
export const RESIDENTIAL_SECTIONS: ReadonlyArray<{
  id: string;
  label: string;
  resource: string;
  perTeam: boolean;
}> = [
  {
    id: 'opportunities',
    label: 'Opportunities',
    resource: 'residentialOpportunities',
    perTeam: false,
  },
  { id: 'bookings', label: 'Bookings', resource: 'residentialBookings', perTeam: false },
  {
    id: 'rooms',
    label: 'Rooms',
    resource: 'organisation.teams.residentialRooms',
    perTeam: true,
  },
  {
    id: 'changeover-days',
    label: 'Changeover days',
    resource: 'organisation.teams.changeoverDays',
    perTeam: true,
  },
];

/**
 * The residential admin: opportunities, bookings, and per team its rooms
 * (each room's unavailable periods open from the room) and changeover days.
 */
export default function ResidentialScreen() {
  const { registry } = useServices();
  const { section = 'opportunities' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const current = RESIDENTIAL_SECTIONS.find((s) => s.id === section);
  if (!current) return <NotFound />;
  const def = registry.byAccessor.get(current.resource);
  const team = searchParams.get('team');
  const teamId = team && isSafeParam(team) ? team : null;
  return (
    <Page title="Residential admin">
      <nav aria-label="Residential sections" className="vkp-tabs">
        <ul>
          {RESIDENTIAL_SECTIONS.map((s) => (
            <li key={s.id}>
              <Link
                to={`/residential/${s.id}${s.perTeam && teamId ? `?team=${teamId}` : ''}`}
                aria-current={s === current ? 'page' : undefined}
              >
                {s.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {!def ? (
        <p>The catalogue has no {current.label.toLowerCase()} resource.</p>
      ) : current.perTeam ? (
        <PerTeam
          def={def}
          teamId={teamId}
          onTeam={(id) => setSearchParams(id === null ? {} : { team: String(id) })}
        />
      ) : (
        <>
          <h2>{current.label}</h2>
          <ListScreen key={def.key} def={def} params={{}} crumbs={[]} embedded />
        </>
      )}
    </Page>
  );
}

function PerTeam({
  def,
  teamId,
  onTeam,
}: {
  def: ResourceDef;
  teamId: string | null;
  onTeam: (id: string | number | null) => void;
}) {
  const tree = useTeamTree();
  const led = useLedTeams(tree.nodes);
  const param = def.params[0] ?? 'teamId';
  return (
    <div className="vkp-two-col">
      <section aria-labelledby="res-team">
        <h2 id="res-team">Team</h2>
        <LoadedTeams tree={tree}>
          <TeamPicker teams={led.nodes} value={teamId} onChange={onTeam} />
          {led.note ? <p className="vkr-help">{led.note}</p> : null}
        </LoadedTeams>
      </section>
      <section aria-labelledby="res-list">
        <h2 id="res-list">{def.label}</h2>
        {teamId ? (
          <ListScreen
            key={`${def.key}:${teamId}`}
            def={def}
            params={{ [param]: teamId }}
            crumbs={[]}
            embedded
          />
        ) : (
          <p>Choose a team to see its {def.label.toLowerCase()}.</p>
        )}
      </section>
    </div>
  );
}
