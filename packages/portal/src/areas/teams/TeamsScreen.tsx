import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { TeamTreeSelector } from '@volunteerkit/widgets';
import { Page } from '../../app/Page.js';
import { ErrorState, Loading } from '../../app/states.js';
import { useServices } from '../../app/services.js';
import { useRequest } from '../../app/useRequest.js';
import { normaliseRecord } from '../../registry/infer.js';
import { isSafeParam } from '../../registry/paths.js';
import { childParams, manageUrl, type ResourceDef } from '../../registry/registry.js';
import { ActionBar } from '../../registry/screens/ActionBar.js';
import { ReadableFields } from '../../registry/screens/ReadableValue.js';
import { teamPageUrl } from './teamPage.js';
import { teamTrail, type TeamNode } from './teamTree.js';
import { LoadedTeams } from './LoadedTeams.js';
import { useTeamTree } from './useTeamTree.js';

type TeamId = string | number;

/** The URL of the hierarchy with one team open. */
function focusUrl(id: TeamId): string {
  return `/teams?team=${encodeURIComponent(String(id))}`;
}

/**
 * The team hierarchy. The tree is the widgets' multi-select team tree
 * selector, used as one: ticked teams gather in a "Ticked teams" list, each
 * with a "Show details" link. The open team (`?team=<id>`, a deep link) shows
 * its place in the hierarchy, its record, its sub-teams (each one a link that
 * opens it) and its sub-records.
 */
export default function TeamsScreen() {
  const { registry } = useServices();
  const [searchParams] = useSearchParams();
  const selected = searchParams.get('team');
  const teamId = selected && isSafeParam(selected) ? selected : null;
  const [ticked, setTicked] = useState<TeamId[]>([]);
  const tree = useTeamTree();
  const { nodes } = tree;
  const teams = registry.byAccessor.get('organisation.teams');
  const trail = teamId ? teamTrail(nodes, teamId) : [];
  const open = trail[trail.length - 1];
  const tickedTeams = ticked
    .map((id) => teamTrail(nodes, String(id)).pop())
    .filter((t): t is TeamNode => !!t);
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
          <LoadedTeams tree={tree}>
            <>
              <p id="teams-tree-help">
                Tick teams to gather them in the list below, then choose one to see its details.
              </p>
              <TeamTreeSelector
                teams={nodes}
                label="Teams"
                value={ticked}
                onValueChange={setTicked}
              />
              <h3 id="teams-ticked">Ticked teams ({tickedTeams.length})</h3>
              {tickedTeams.length === 0 ? (
                <p>No teams ticked.</p>
              ) : (
                <>
                  <ul className="vkp-link-list" aria-labelledby="teams-ticked">
                    {tickedTeams.map((t) => (
                      <li key={String(t.id)}>
                        <Link
                          to={focusUrl(t.id)}
                          aria-current={String(t.id) === teamId ? 'page' : undefined}
                        >
                          Show details of {t.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                  <button type="button" className="vkp-button" onClick={() => setTicked([])}>
                    Clear ticks
                  </button>
                </>
              )}
            </>
          </LoadedTeams>
        </section>
        <section aria-labelledby="teams-detail">
          <h2 id="teams-detail">{teamId ? (open?.name ?? `Team ${teamId}`) : 'No team open'}</h2>
          {teamId && teams ? (
            <TeamDetail teams={teams} teamId={teamId} trail={trail} />
          ) : (
            <p>Tick a team in the tree and choose “Show details of …” to open it here.</p>
          )}
        </section>
      </div>
    </Page>
  );
}

function TeamDetail({
  teams,
  teamId,
  trail,
}: {
  teams: ResourceDef;
  teamId: string;
  trail: readonly TeamNode[];
}) {
  const { registry } = useServices();
  const team = useRequest<unknown>(
    { method: 'GET', path: `organisation/teams/${teamId}`, template: teams.path },
    `team:${teamId}`,
  );
  const record = team.status === 'success' ? normaliseRecord(team.data) : null;
  const open = trail[trail.length - 1];
  const parents = trail.slice(0, -1);
  const children = teams.children
    .map((k) => registry.byKey.get(k))
    .filter((d): d is ResourceDef => !!d);
  return (
    <>
      {parents.length > 0 ? (
        <nav aria-label="Parent teams">
          <p>
            Part of{' '}
            {parents.map((p, i) => (
              <span key={String(p.id)}>
                {i > 0 ? ' › ' : ''}
                <Link to={focusUrl(p.id)}>{p.name}</Link>
              </span>
            ))}
          </p>
        </nav>
      ) : null}
      <p>
        <Link to={manageUrl(teams, {}, 'show', teamId)}>Open the team record</Link>
        {' · '}
        <Link to={teamPageUrl(teamId, 1)}>Team page (touchpoints)</Link>
        {teams.screens.has('edit') ? (
          <>
            {' · '}
            <Link to={manageUrl(teams, {}, 'edit', teamId)}>Edit</Link>
          </>
        ) : null}
      </p>
      <ActionBar def={teams} params={{}} scope="item" id={teamId} />
      <h3 id="team-subteams">Sub-teams</h3>
      {open && open.children.length > 0 ? (
        <ul className="vkp-link-list" aria-labelledby="team-subteams">
          {open.children.map((c) => (
            <li key={String(c.id)}>
              <Link to={focusUrl(c.id)}>{c.name}</Link>
              {c.children.length > 0 ? ` (${c.children.length} sub-teams)` : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p>{open ? 'This team has no sub-teams.' : 'This team is not in the hierarchy.'}</p>
      )}
      <h3>Details</h3>
      {team.status === 'loading' ? (
        <Loading />
      ) : team.status === 'error' ? (
        <ErrorState error={team.error} onRetry={team.reload} />
      ) : record ? (
        <ReadableFields record={record} accessor="organisation.teams" />
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
