import { useMemo } from 'react';
import { TeamNameLink, TeamTreeSelector } from '@volunteerkit/widgets';
import { useUser } from '../../app/hooks.js';
import { mayActOn } from '../../app/access.js';
import { ErrorState, Loading } from '../../app/states.js';
import { isRecord } from '../../registry/infer.js';
import { readTeamTree, teamTrail, type TeamNode } from '../teams/teamTree.js';
import type { Person } from './person.js';
import { SaveActions, usePersonSetEditor } from './personSave.js';
import { updatePerson, useApi, useLoad } from './usePersonData.js';
import { useRecordText } from '../me/useRecordText.js';

type TeamId = TeamNode['id'];

/**
 * The person's teams, each with its place in the hierarchy (names link to the
 * team page with 'view-related-hierarchy-touchpoints'), edited in the widgets'
 * team tree selector and saved with the version read (`If-Match`).
 */
export function TeamsPanel({ person, onSaved }: { person: Person; onSaved: (p: Person) => void }) {
  const api = useApi();
  const me = useUser();
  const canEdit =
    (me?.permissions ?? []).includes('edit-users') &&
    mayActOn(me, { id: person.id, permissions: person.record.permissions });
  const tree = useLoad(
    async (signal) => readTeamTree(await api.organisation.teams.recursive(undefined, { signal })),
    'teams:tree',
  );
  const editor = usePersonSetEditor<TeamId>(onSaved);
  const { text, fill } = useRecordText();
  const nodes = useMemo(() => (tree.status === 'success' ? tree.data : []), [tree]);

  // Teams the record embeds with their names stand for themselves when the tree lacks them.
  const embedded = new Map(
    (Array.isArray(person.record.teams) ? person.record.teams : [])
      .filter(isRecord)
      .flatMap((t) =>
        (typeof t.id === 'number' || typeof t.id === 'string') && typeof t.name === 'string'
          ? [[String(t.id), { id: t.id, name: t.name, children: [] } as TeamNode] as const]
          : [],
      ),
  );
  const trails = person.teamIds.map((id) => {
    const trail = teamTrail(nodes, id);
    const own = embedded.get(id);
    return { id, trail: trail.length === 0 && own ? [own] : trail };
  });
  const held = trails.flatMap((t) => (t.trail.length > 0 ? [t.trail[t.trail.length - 1]!.id] : []));
  const value = editor.draft ?? held;

  const save = () =>
    editor.save(
      () =>
        updatePerson(api, person, {
          team_ids: value.map((id) =>
            typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id,
          ),
        }),
      (stored) => {
        const names = stored.teamIds.map(
          (id) => teamTrail(nodes, id).pop()?.name ?? fill(text.teamNumbered, { id }),
        );
        return fill(text.savedTeams, {
          name: person.name,
          teams: names.length === 0 ? text.noTeams : names.join(', '),
        });
      },
    );

  return (
    <section aria-labelledby="teams-heading" className="vkp-person-section">
      <h2 id="teams-heading">{text.sectionTeams}</h2>
      {trails.length === 0 ? (
        <p>{fill(text.notInTeam, { name: person.name })}</p>
      ) : (
        <ul className="vkp-link-list" aria-labelledby="teams-heading">
          {trails.map(({ id, trail }) => {
            const team = trail[trail.length - 1];
            return (
              <li key={id}>
                {team ? (
                  <>
                    <TeamNameLink team={team} userId={person.id} user={me} />
                    {trail.length > 1 ? (
                      <span className="vkp-person-trail">
                        {' '}
                        (
                        {trail
                          .slice(0, -1)
                          .map((t) => t.name)
                          .join(' › ')}
                        )
                      </span>
                    ) : null}
                  </>
                ) : tree.status === 'success' ? (
                  fill(text.teamGone, { id })
                ) : (
                  fill(text.teamNumbered, { id })
                )}
              </li>
            );
          })}
        </ul>
      )}
      {tree.status === 'loading' ? (
        <Loading label={text.loadingTeams} />
      ) : tree.status === 'error' ? (
        <ErrorState error={tree.error} onRetry={tree.reload} />
      ) : canEdit ? (
        <>
          <h3>{text.changeTeams}</h3>
          <TeamTreeSelector
            teams={nodes}
            label={fill(text.teamsOf, { name: person.name })}
            value={value}
            onValueChange={(ids) => editor.setDraft(ids)}
          />
          <SaveActions
            editor={editor}
            held={held}
            saveLabel={text.saveTeams}
            onSave={() => void save()}
          />
        </>
      ) : null}
    </section>
  );
}
