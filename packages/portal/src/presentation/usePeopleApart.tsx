/**
 * The hook and the line every list of people uses to tell same-named people
 * apart (see `peopleApart.ts`): the records of the people whose names collide
 * are read through the reference cache (one request per list, shared with the
 * names), and their teams' names with them.
 *
 * @module
 */
import { useEffect, useState } from 'react';
import './peopleApart.css';
import { apartLine, sharedNameIds, type ShownPerson } from './peopleApart.js';
import { listPathOf } from './references.js';
import { namedRecordName } from './recordNames.js';
import { useReferenceCache } from './useReferences.js';

/**
 * For a list of shown people, a reader of the second line of each: the line
 * that tells a person apart when another person in the list has the same name,
 * `undefined` for everyone else (and while their records load).
 *
 * @example
 * const apart = usePeopleApart(rows.map((r) => ({ name: nameOf(r), userId: r.user_id })));
 * apart(row.user_id) // 'Callander base · noah.macleod@example.org'
 */
export function usePeopleApart(
  people: readonly ShownPerson[],
): (userId: unknown) => string | undefined {
  const cache = useReferenceCache();
  const [, setVersion] = useState(0);
  // Cheap to work out on each render; the effect below runs only when the ids change.
  const shared = [...sharedNameIds(people)].sort();
  const users = listPathOf('users');
  const teams = listPathOf('organisation.teams');
  const key = shared.join(',');
  useEffect(() => {
    if (shared.length === 0 || !users || !teams) return;
    const controller = new AbortController();
    void cache
      .load(users, shared, controller.signal)
      .then(() => {
        const teamIds = new Set<string>();
        for (const id of shared) {
          const ids = cache.peek(users, id)?.team_ids;
          if (Array.isArray(ids)) for (const t of ids) teamIds.add(String(t));
        }
        return cache.load(teams, [...teamIds], controller.signal);
      })
      .then(() => {
        if (!controller.signal.aborted) setVersion((v) => v + 1);
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `shared`
  }, [cache, key, users, teams]);
  const set = new Set(shared);
  return (userId) => {
    const id = userId === null || userId === undefined ? '' : String(userId);
    if (!users || !teams || !set.has(id)) return undefined;
    const teamName = (t: string) => {
      const team = cache.peek(teams, t);
      return team ? namedRecordName(team) : undefined;
    };
    return apartLine(cache.peek(users, id), teamName);
  };
}

/**
 * The second line under a person's name (nothing when there is none to show).
 *
 * @example
 * <PersonApart line={apart(row.user_id)} />
 */
export function PersonApart({ line }: { line: string | undefined }) {
  return line ? <span className="vkp-person-apart">{line}</span> : null;
}
