import { useSearchParams } from 'react-router';
import { useDefaultTeams } from '../../app/useDefaultTeams.js';
import { newestAdvertTeam } from './advertTeams.js';
import { Page } from '../../app/Page.js';
import { useUser } from '../../app/hooks.js';
import { Empty, ErrorState, isRetryable, Loading } from '../../app/states.js';
import { isSafeParam } from '../../registry/paths.js';
import { useLoad } from '../../app/useLoad.js';
import { StatusLine, useAnnouncer } from '../../app/ui/Announcer.js';
import { useApi } from '../../app/useApi.js';
import { TeamPicker } from '../teams/TeamPicker.js';
import { readTeamTree } from '../teams/teamTree.js';
import { AdvertEditor } from './AdvertEditor.js';
import { availabilityText, readAdverts } from './adverts.js';
import './adverts.css';
import { CARDS_CLASS, useCardCells } from '../../app/ui/table/labelCells.js';

/**
 * A team's residential opportunities (adverts): the list with each one's
 * state and availability, and an editor with a live preview of the public card;
 * a new advert starts as a draft, publishing is authorised separately.
 */
export default function AdvertsScreen() {
  const cards = useCardCells();
  const api = useApi();
  const user = useUser();
  const canPublish = user?.permissions.includes('publish-opportunities') ?? false;
  const [params, setParams] = useSearchParams();
  const team = params.get('team');
  const teamId = team && isSafeParam(team) ? team : null;
  const chosen = params.get('advert');
  const advertId = chosen && (chosen === 'new' || isSafeParam(chosen)) ? chosen : null;
  const { announce, message } = useAnnouncer();
  const tree = useLoad((signal) => api.organisation.teams.recursive({}, { signal }), 'teams');
  const adverts = useLoad(
    (signal) =>
      api.residentialOpportunities.listAll(
        { team_id: teamId, limit: 100, s: 'date_advertised', o: 'desc' },
        { signal, maxPages: 5, public: false },
      ),
    teamId,
  );
  // Opens on the user's last team here, else their own first team, else the newest advert's
  // (a team the server refused is not remembered).
  useDefaultTeams(
    'adverts',
    teamId ? [teamId] : [],
    ([first]) => {
      if (first) setParams({ team: first }, { replace: true });
    },
    (signal) => newestAdvertTeam(api, signal),
    adverts.status === 'error' && !isRetryable(adverts.error),
  );
  const rows = adverts.status === 'success' ? readAdverts(adverts.data) : [];
  const selected = advertId && advertId !== 'new' ? rows.find((r) => r.id === advertId) : null;
  const select = (id: string | null) =>
    setParams(teamId ? { team: teamId, ...(id ? { advert: id } : {}) } : {});

  return (
    <Page title="Residential adverts">
      <div className="vkres">
        <div className="vkres-toolbar">
          {tree.status === 'error' ? (
            <ErrorState error={tree.error} onRetry={tree.reload} />
          ) : (
            <TeamPicker
              teams={tree.status === 'success' ? readTeamTree(tree.data) : []}
              value={teamId}
              onChange={(id) => setParams(id === null ? {} : { team: String(id) })}
            />
          )}
          {teamId ? (
            <button type="button" className="vkp-button vkp-primary" onClick={() => select('new')}>
              New advert
            </button>
          ) : null}
        </div>
        <StatusLine message={message} />
        {!teamId ? (
          <p>Choose a team to see its residential adverts.</p>
        ) : adverts.status === 'error' ? (
          <ErrorState error={adverts.error} onRetry={adverts.reload} />
        ) : adverts.status !== 'success' ? (
          <Loading label="Loading adverts…" />
        ) : (
          <>
            {rows.length === 0 ? (
              <Empty>This team has no residential adverts yet.</Empty>
            ) : (
              <div className="vkp-table-wrap">
                <table className={`vkp-table ${CARDS_CLASS}`} ref={cards}>
                  <caption className="vkp-visually-hidden">Residential adverts of the team</caption>
                  <thead>
                    <tr>
                      <th scope="col">Advert</th>
                      <th scope="col">State</th>
                      <th scope="col">Advertised to</th>
                      <th scope="col">Availability</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((r) => (
                      <tr key={r.id} data-selected={r.id === advertId || undefined}>
                        <td>
                          <a
                            href={`?team=${encodeURIComponent(teamId)}&advert=${encodeURIComponent(r.id)}`}
                            aria-current={r.id === advertId ? 'true' : undefined}
                            onClick={(e) => {
                              e.preventDefault();
                              select(r.id);
                            }}
                          >
                            {r.title}
                          </a>
                        </td>
                        <td>{r.published ? 'Published' : 'Draft'}</td>
                        <td>{r.target === 'internal' ? 'Internal' : 'Everyone'}</td>
                        <td>{availabilityText(r.slots)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            {advertId === 'new' || selected ? (
              <section aria-labelledby="vkres-edit-h" className="vkres-edit">
                <h2 id="vkres-edit-h">{selected ? `Edit: ${selected.title}` : 'New advert'}</h2>
                <AdvertEditor
                  key={selected?.id ?? 'new'}
                  advert={selected ?? null}
                  teamId={teamId}
                  canPublish={canPublish}
                  announce={announce}
                  onSaved={(id) => {
                    adverts.reload();
                    if (id !== advertId) select(id);
                  }}
                />
              </section>
            ) : advertId ? (
              <p>That advert is not in this team’s list.</p>
            ) : null}
          </>
        )}
      </div>
    </Page>
  );
}
