/**
 * Who a saved list reaches, resolved when it is used (never when it is saved):
 * a list of people names them (`user_ids`) and teams (`team_ids`, sub-teams
 * included); a saved view of the people list (`resource: 'users'`) carries the
 * list's filter in the API's own list query (`filter`: `filter[status]=active&search=ann`),
 * and reaches whoever matches it now. A team leader's audience is narrowed to
 * the teams they lead (authz/teamScope.ts), as their people list is.
 *
 * @module
 */
import { validationError } from '../errors.js';
import { readListQuery } from '../routes/resources.js';
import type { RequestCtx } from '../routes/types.js';
import { named } from '../store/collections.js';
import type { StoredRecord } from '../store/records.js';
import { teamScopeOf, teamsUnder, withinScope } from '../authz/teamScope.js';
import { checkListQuery } from '../authz/policy.js';

/** The most people one bulk action or e-mail reaches. */
export const AUDIENCE_LIMIT = 1000;

/** The query keys a saved view's filter may hold (no paging: it names everyone matching). */
const FILTER_KEY = /^(filter\[[A-Za-z_][A-Za-z0-9_]{0,63}\](\[[a-z]+\])?|search|q)$/;

/**
 * Checks a saved view's filter (an API list query without paging); answers the
 * field errors, empty when it is usable.
 */
export function filterErrors(filter: string): string[] {
  const query = new URLSearchParams(filter);
  const bad = [...query.keys()].filter((k) => !FILTER_KEY.test(k));
  if (bad.length > 0) return [`may hold only filters and a search, not ${bad.join(', ')}`];
  try {
    readListQuery(query);
    return [];
  } catch {
    return ['is not a valid list filter'];
  }
}

function usable(u: StoredRecord): boolean {
  return u.status !== 'blocked' && u.blocked !== true && !u.anonymised_at;
}

/**
 * The people matching a list filter now, in id order (at most {@link AUDIENCE_LIMIT}; 422 beyond;
 * 403 `forbidden_filter` on a field the caller may not read, authz/policy.ts).
 */
export function peopleMatching(ctx: RequestCtx, filter: string): StoredRecord[] {
  // A filter on a field the caller may not read (diversity answers) would tell whose it is.
  checkListQuery(named('users'), new URLSearchParams(filter), ctx.session?.user);
  const query = readListQuery(new URLSearchParams(filter));
  const scope = teamScopeOf(ctx);
  const conditions = scope
    ? [
        ...query.conditions,
        { field: 'team_ids', op: 'in' as const, value: [...scope.teams].join(',') },
      ]
    : query.conditions;
  const page = ctx.services.store.list(
    named('users'),
    {},
    {
      page: 1,
      limit: AUDIENCE_LIMIT + 1,
      ...(query.q ? { q: query.q } : {}),
      filters: query.filters,
      conditions,
    },
  );
  if (page.total > AUDIENCE_LIMIT)
    throw validationError({
      saved_list_id: [
        `reaches ${page.total} people; narrow the filter to at most ${AUDIENCE_LIMIT}`,
      ],
    });
  return page.data.sort((a, b) => a.id - b.id);
}

/**
 * Everyone a saved list reaches now (blocked and anonymised people included:
 * callers drop whom they cannot act on). 422 for a saved view of another list,
 * or one saved without its filter.
 */
export function audienceOf(ctx: RequestCtx, list: StoredRecord): StoredRecord[] {
  if (typeof list.resource === 'string') {
    if (list.resource !== 'users')
      throw validationError({ saved_list_id: ['is a saved view of another list, not of people'] });
    if (typeof list.filter !== 'string')
      throw validationError({
        saved_list_id: [
          'is a saved view stored without its filter; open it and save it again to act on it',
        ],
      });
    return peopleMatching(ctx, list.filter);
  }
  const userIds = new Set(Array.isArray(list.user_ids) ? list.user_ids.map(Number) : []);
  const teamIds = teamsUnder(
    ctx.services.store,
    Array.isArray(list.team_ids) ? list.team_ids.map(Number) : [],
  );
  const scope = teamScopeOf(ctx);
  return ctx.services.store
    .all(named('users'))
    .filter(
      (u) =>
        userIds.has(u.id) ||
        (Array.isArray(u.team_ids) && u.team_ids.some((t) => teamIds.has(Number(t)))),
    )
    .filter((u) => !scope || withinScope(scope, 'users', u) || userIds.has(u.id))
    .sort((a, b) => a.id - b.id);
}

/**
 * The people a saved list's e-mail reaches: its audience with an e-mail
 * address, not blocked and not anonymised, in id order.
 */
export function emailRecipients(ctx: RequestCtx, list: StoredRecord): StoredRecord[] {
  return audienceOf(ctx, list).filter(
    (u) => typeof u.email === 'string' && u.email.includes('@') && usable(u),
  );
}
