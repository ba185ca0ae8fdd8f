/**
 * Everyone's names, for the boards' cards and assignee pickers.
 *
 * @module
 */
import { personName } from './displayName.js';
import { usePortalLocale } from './locale/portalLocale.js';
import { compareText } from './text.js';
import { useApi } from './useApi.js';
import { useLoad } from './useLoad.js';
import { useCan } from './useCan.js';

/** One person as a picker or card names them. */
export interface PersonName {
  /** The user id. */
  id: number;
  /** The display name (or the caller's fallback for a user without one). */
  name: string;
}

const ALL = { per_page: 500, limit: 500 } as const;

/**
 * Loads every user's name, sorted by name in the screens' language. Names are optional: without the
 * `view-users` permission no request is made, the list is empty and the screen
 * says why (`NeedsPermission`).
 *
 * @param unnamed The name of a user the API gives no name for.
 * @example
 * const people = usePeopleNames(() => HIDDEN_NAME);
 */
export function usePeopleNames(unnamed: (id: number) => string) {
  const api = useApi();
  const canSee = useCan('view-users');
  const { tag } = usePortalLocale();
  return useLoad(
    (signal) =>
      // Without 'view-users' there is nothing to ask for: the screen explains it instead.
      !canSee
        ? Promise.resolve([])
        : api.users
            .listAll(ALL, { signal, maxPages: 4 })
            .then((r): PersonName[] =>
              (Array.isArray(r) ? (r as Record<string, unknown>[]) : [])
                .map((p) => ({ id: Number(p.id), name: personName(p) ?? unnamed(Number(p.id)) }))
                .sort((a, b) => compareText(a.name, b.name, tag)),
            )
            .catch((): PersonName[] => []),
    `people:${String(canSee)}:${tag}`,
  );
}
