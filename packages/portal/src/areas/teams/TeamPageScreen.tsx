import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useUser } from '../../app/hooks.js';
import { Page, type Crumb } from '../../app/Page.js';
import { ErrorState, Loading } from '../../app/states.js';
import { useServices } from '../../app/services.js';
import { useRequest } from '../../app/useRequest.js';
import { canAccess } from '../../registry/access.js';
import { normaliseRecord, recordTitle } from '../../registry/infer.js';
import { findNavArea } from '../../registry/navigation.js';
import { isSafeParam } from '../../registry/paths.js';
import { recordPath } from '../../registry/requests.js';
import { ListScreen } from '../../registry/screens/ListScreen.js';
import { ReadableFields } from '../../registry/screens/ReadableValue.js';
import { NotFound } from '../../registry/screens/ResourceScreen.js';
import { readTeamPageHash, TEAM_PAGE_TABS, teamPageHash } from './teamPage.js';

/**
 * The team page of the spec's team link, `/portal/team/{id}#tab=N&user_id=M`:
 * tab 0 is the team's record, tab 1 (the one the link opens) the touchpoints
 * of the person in `user_id`. The tab and the person live in the fragment, so
 * the link, a reload and the tab links all keep them.
 */
export default function TeamPageScreen() {
  const { registry } = useServices();
  const user = useUser();
  const location = useLocation();
  const { teamId = '' } = useParams();
  const link = readTeamPageHash(location.hash);
  const teams = registry.byAccessor.get('organisation.teams');
  const touchpoints = registry.byAccessor.get('users.touchpoints');
  const valid = isSafeParam(teamId);
  const team = useRequest<unknown>(
    valid && teams?.screens.has('show')
      ? { method: 'GET', path: recordPath(teams, {}, teamId, 'show'), template: teams.path }
      : null,
    `team-page:${teamId}`,
  );
  if (!valid || !teams) return <NotFound />;
  const record = team.status === 'success' ? normaliseRecord(team.data) : null;
  const title = record ? recordTitle(record, 'name') : `Team ${teamId}`;
  const configuration = findNavArea('configuration');
  const people = findNavArea('people');
  const canConfigure = !!configuration && canAccess(configuration, user);
  const canSeePeople = !!people && canAccess(people, user);
  const hierarchyUrl = `/teams?team=${encodeURIComponent(teamId)}`;
  const crumbs: Crumb[] = canConfigure
    ? [
        { label: 'Configuration', to: '/area/configuration' },
        { label: 'Team hierarchy', to: hierarchyUrl },
        { label: title },
      ]
    : [{ label: 'Dashboard', to: '/' }, { label: title }];
  const current = TEAM_PAGE_TABS[link.tab]!;

  return (
    <Page title={title} crumbs={crumbs}>
      <nav aria-label="Team page tabs" className="vkp-tabs">
        <ul>
          {TEAM_PAGE_TABS.map((t, i) => (
            <li key={t.id}>
              <Link
                to={{ pathname: location.pathname, hash: teamPageHash(i, link.userId) }}
                aria-current={t === current ? 'page' : undefined}
              >
                {t.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {link.invalidTab ? (
        <p className="vkp-note" role="status">
          The link asked for a tab this page does not have; showing {current.label}.
        </p>
      ) : null}
      {link.invalidUserId ? (
        <p className="vkp-note" role="status">
          The link's person id is not valid, so no person is selected.
        </p>
      ) : null}
      {current.id === 'team' ? (
        <section aria-labelledby="team-page-details">
          <h2 id="team-page-details">Team details</h2>
          {canConfigure ? (
            <p>
              <Link to={hierarchyUrl}>Open in the team hierarchy</Link>
            </p>
          ) : null}
          {!teams.screens.has('show') ? (
            <p>The catalogue does not allow reading a team record.</p>
          ) : team.status === 'loading' ? (
            <Loading />
          ) : team.status === 'error' ? (
            <ErrorState error={team.error} onRetry={team.reload} />
          ) : record ? (
            <ReadableFields record={record} accessor="organisation.teams" />
          ) : (
            <ErrorState error={new Error('The server sent a record the portal cannot read.')} />
          )}
        </section>
      ) : (
        <section aria-labelledby="team-page-touchpoints">
          <h2 id="team-page-touchpoints">
            {link.userId ? `Touchpoints of person ${link.userId}` : 'Touchpoints'}
          </h2>
          {!touchpoints ? (
            <p>The catalogue has no touchpoints.</p>
          ) : link.userId ? (
            <>
              {canSeePeople ? (
                <p>
                  <Link to={`/people/${encodeURIComponent(link.userId)}/touchpoints`}>
                    Open person {link.userId}'s record
                  </Link>
                </p>
              ) : null}
              <ListScreen
                key={link.userId}
                def={touchpoints}
                params={{ [touchpoints.parentParam ?? 'userId']: link.userId }}
                crumbs={[]}
                embedded
                readOnly={!canSeePeople}
              />
            </>
          ) : (
            <ChoosePerson tab={link.tab} />
          )}
        </section>
      )}
    </Page>
  );
}

/** Asks for the person whose touchpoints to show when the link carried none. */
function ChoosePerson({ tab }: { tab: number }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [value, setValue] = useState('');
  const [error, setError] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = value.trim();
    if (!isSafeParam(id)) {
      setError(true);
      return;
    }
    void navigate({ pathname: location.pathname, hash: teamPageHash(tab, id) });
  };
  return (
    <form className="vkp-form" noValidate onSubmit={submit}>
      <p>Team links from a person's record open this tab with that person.</p>
      <div className="vkp-form-field" data-invalid={error || undefined}>
        <label htmlFor="team-page-user">Person's user id</label>
        <input
          id="team-page-user"
          value={value}
          aria-invalid={error || undefined}
          aria-describedby={error ? 'team-page-user-error' : undefined}
          onChange={(e) => {
            setValue(e.target.value);
            setError(false);
          }}
        />
        {error ? (
          <p id="team-page-user-error" className="vkp-field-error">
            Enter an id made of letters, digits, - or _.
          </p>
        ) : null}
      </div>
      <div className="vkp-form-actions">
        <button type="submit" className="vkp-button vkp-primary">
          Show touchpoints
        </button>
      </div>
    </form>
  );
}
