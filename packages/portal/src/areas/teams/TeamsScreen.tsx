import { Link, useSearchParams } from 'react-router';
import { Page } from '../../app/Page.js';
import { Empty, ErrorState, Loading } from '../../app/states.js';
import { useServices } from '../../app/services.js';
import { useRequest } from '../../app/useRequest.js';
import { normaliseRecord } from '../../registry/infer.js';
import { isSafeParam } from '../../registry/paths.js';
import { childParams, manageUrl, type ResourceDef } from '../../registry/registry.js';
import { ActionBar } from '../../registry/screens/ActionBar.js';
import { RecordFields } from '../../registry/screens/RecordTable.js';
import { TeamPicker } from './TeamPicker.js';
import { readTeamTree } from './teamTree.js';

/** The team hierarchy: the tree on the left, the chosen team's details and sub-records on the right. */
export default function TeamsScreen() {
  const { registry } = useServices();
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = searchParams.get('team');
  const teamId = selected && isSafeParam(selected) ? selected : null;
  const tree = useRequest<unknown>(
    { method: 'GET', path: 'organisation/teams/recursive/' },
    'teams:tree',
  );
  const teams = registry.byKey.get('organisation/teams');
  const nodes = tree.status === 'success' ? readTeamTree(tree.data) : [];
  return (
    <Page
      title="Team hierarchy"
      crumbs={[{ label: 'Configuration', to: '/area/configuration' }, { label: 'Team hierarchy' }]}
      actions={
        teams?.screens.has('create') ? (
          <Link className="vkp-button vkp-primary" to={manageUrl(teams, {}, 'create')}>
            New team
          </Link>
        ) : null
      }
    >
      <div className="vkp-two-col">
        <section aria-labelledby="teams-tree">
          <h2 id="teams-tree">Teams</h2>
          {tree.status === 'loading' ? (
            <Loading />
          ) : tree.status === 'error' ? (
            <ErrorState error={tree.error} onRetry={tree.reload} />
          ) : nodes.length === 0 ? (
            <Empty>No teams yet.</Empty>
          ) : (
            <TeamPicker
              teams={nodes}
              value={teamId}
              onChange={(id) => setSearchParams(id === null ? {} : { team: String(id) })}
            />
          )}
        </section>
        <section aria-labelledby="teams-detail">
          <h2 id="teams-detail">{teamId ? `Team ${teamId}` : 'Choose a team'}</h2>
          {teamId && teams ? (
            <TeamDetail teams={teams} teamId={teamId} />
          ) : (
            <p>Choose a team in the tree to see its details.</p>
          )}
        </section>
      </div>
    </Page>
  );
}

function TeamDetail({ teams, teamId }: { teams: ResourceDef; teamId: string }) {
  const { registry } = useServices();
  const team = useRequest<unknown>(
    { method: 'GET', path: `organisation/teams/${teamId}`, template: teams.path },
    `team:${teamId}`,
  );
  const record = team.status === 'success' ? normaliseRecord(team.data) : null;
  const children = teams.children
    .map((k) => registry.byKey.get(k))
    .filter((d): d is ResourceDef => !!d);
  return (
    <>
      <p>
        <Link to={manageUrl(teams, {}, 'show', teamId)}>Open the team record</Link>
        {teams.screens.has('edit') ? (
          <>
            {' · '}
            <Link to={manageUrl(teams, {}, 'edit', teamId)}>Edit</Link>
          </>
        ) : null}
      </p>
      <ActionBar def={teams} params={{}} scope="item" id={teamId} />
      {team.status === 'loading' ? (
        <Loading />
      ) : team.status === 'error' ? (
        <ErrorState error={team.error} onRetry={team.reload} />
      ) : record ? (
        <RecordFields record={record} />
      ) : null}
      {children.length > 0 ? (
        <>
          <h3>Sub-records</h3>
          <ul className="vkp-link-list">
            {children.map((c) => (
              <li key={c.key}>
                <Link to={manageUrl(c, childParams(c, {}, teamId))}>{c.tabLabel}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
