import { useMemo } from 'react';
import { useCan } from '../../app/useCan.js';
import { HIDDEN_NAME } from '../../app/permissionNames.js';
import { personName } from '../../app/displayName.js';
import { isRecord } from '../../registry/infer.js';
import { useApi } from '../../app/useApi.js';
import { flattenTeams, readTeamTree, type TeamNode } from '../teams/teamTree.js';
import { useLoad } from '../../app/useLoad.js';
import { useCompareText } from '../../app/locale/useCompareText.js';

const PAGE = { limit: 200, per_page: 200 };

/** One person as the event screens name them. */
export interface PersonOption {
  /** User id. */
  id: string;
  /** Display name. */
  name: string;
}

/**
 * What every event screen needs besides the event: the team tree (with names
 * by id) and the people (with names by id). People are optional: a
 * coordinator without `view-users` still manages events, seeing ids.
 */
export function useEventContext() {
  const api = useApi();
  const tree = useLoad((signal) => api.organisation.teams.recursive({}, { signal }), 'teams');
  const canSeePeople = useCan('view-users');
  const compare = useCompareText();
  const people = useLoad(
    (signal) =>
      canSeePeople ? api.users.listAll(PAGE, { signal, maxPages: 5 }) : Promise.resolve([]),
    `people:${String(canSeePeople)}`,
  );
  const teams: TeamNode[] = useMemo(
    () => (tree.status === 'success' ? readTeamTree(tree.data) : []),
    [tree.status, tree.data],
  );
  const teamNames = useMemo(() => {
    const map = new Map<string, string>();
    for (const { node } of flattenTeams(teams)) map.set(String(node.id), node.name);
    return map;
  }, [teams]);
  const persons: PersonOption[] = useMemo(() => {
    const out: PersonOption[] = [];
    for (const p of people.data ?? [])
      if (isRecord(p) && (typeof p.id === 'number' || typeof p.id === 'string'))
        out.push({ id: String(p.id), name: personName(p) ?? HIDDEN_NAME });
    return out.sort((a, b) => compare(a.name, b.name));
  }, [people.data, compare]);
  const personNames = useMemo(() => new Map(persons.map((p) => [p.id, p.name])), [persons]);
  return {
    api,
    teams,
    teamName: (id: string | null) => (id ? (teamNames.get(id) ?? `Team ${id}`) : 'No team'),
    persons,
    peopleStatus: people.status,
    canSeePeople,
    personName: (id: string) => personNames.get(id) ?? HIDDEN_NAME,
  };
}

/** What {@link useEventContext} returns. */
export type EventContext = ReturnType<typeof useEventContext>;

/** Props of the event page's panels (invitations, supervisors, attachments). */
export interface EventPanelProps {
  /** The event's id. */
  eventId: string;
  /** The people, teams and API the panels share. */
  context: EventContext;
  /** Tells screen-reader users what a panel did. */
  announce: (text: string) => void;
}

/** One page of a panel's list: the panels read up to 200 rows a page. */
export const PANEL_PAGE = { limit: 200, per_page: 200 };
