import { useEffect, useMemo, useState } from 'react';
import { createApi } from '@volunteerkit/api-client';
import { TEAM_PAGE_ACCESS } from '../../areas/teams/teamPage.js';
import { canAccess } from '../../registry/access.js';
import { personName } from '../displayName.js';
import { useUser } from '../hooks.js';
import { useServices } from '../services.js';

/** One record found by the palette. */
export interface RecordHit {
  /** Kind, shown as the group heading. */
  kind: 'People' | 'Teams' | 'Opportunities';
  /** Text. */
  label: string;
  /** Portal URL. */
  to: string;
}

/** The state of the record search. */
export interface RecordSearch {
  /** Hits so far (people, then teams, then opportunities). */
  hits: RecordHit[];
  /** A search is running. */
  busy: boolean;
}

/** How long the palette waits after the last keystroke before asking the server. */
export const SEARCH_DEBOUNCE_MS = 250;
const PER_KIND = 5;

type Row = Record<string, unknown>;

function rowsOf(payload: unknown): Row[] {
  const data = (payload as { data?: unknown } | null)?.data;
  return Array.isArray(data)
    ? data.filter((r): r is Row => typeof r === 'object' && r !== null)
    : [];
}

function idOf(row: Row): string | null {
  const id = row.id;
  return typeof id === 'number' || (typeof id === 'string' && /^[\w-]+$/.test(id))
    ? String(id)
    : null;
}

function textOf(row: Row, keys: readonly string[]): string | undefined {
  for (const k of keys) if (typeof row[k] === 'string' && row[k]) return row[k];
  return undefined;
}

/**
 * Searches people, teams and opportunities (the typed accessors' `list` with
 * `q`), debounced, cancelling the previous search; only the kinds the user may
 * open are asked for, and a kind that fails is left out.
 */
export function useRecordSearch(query: string): RecordSearch {
  const { http } = useServices();
  const user = useUser();
  const api = useMemo(() => createApi(http), [http]);
  const [state, setState] = useState<RecordSearch>({ hits: [], busy: false });
  const q = query.trim();
  const people = canAccess({ permissions: ['view-users'] }, user);
  const teams = canAccess(TEAM_PAGE_ACCESS, user);
  const opportunities = canAccess({ permissions: ['view-opportunities'] }, user);
  useEffect(() => {
    if (q.length < 2) {
      setState({ hits: [], busy: false });
      return;
    }
    const controller = new AbortController();
    const signal = controller.signal;
    setState((s) => ({ hits: s.hits, busy: true }));
    const timer = window.setTimeout(() => {
      const query = { q, limit: PER_KIND, per_page: PER_KIND };
      const asks: Array<Promise<RecordHit[]>> = [
        people
          ? api.users.list(query, { signal }).then((p) =>
              rowsOf(p).flatMap((r): RecordHit[] => {
                const id = idOf(r);
                return id
                  ? [
                      {
                        kind: 'People',
                        label: personName(r) ?? `Person ${id}`,
                        to: `/people/${id}`,
                      },
                    ]
                  : [];
              }),
            )
          : Promise.resolve([]),
        teams
          ? api.organisation.teams.list(query, { signal }).then((p) =>
              rowsOf(p).flatMap((r): RecordHit[] => {
                const id = idOf(r);
                return id
                  ? [
                      {
                        kind: 'Teams',
                        label: textOf(r, ['name']) ?? `Team ${id}`,
                        to: `/portal/team/${id}`,
                      },
                    ]
                  : [];
              }),
            )
          : Promise.resolve([]),
        opportunities
          ? api.opportunities.list(query, { signal }).then((p) =>
              rowsOf(p).flatMap((r): RecordHit[] => {
                const id = idOf(r);
                return id
                  ? [
                      {
                        kind: 'Opportunities',
                        label: textOf(r, ['name', 'title']) ?? `Opportunity ${id}`,
                        to: `/manage/opportunities/${id}`,
                      },
                    ]
                  : [];
              }),
            )
          : Promise.resolve([]),
      ];
      void Promise.allSettled(asks).then((results) => {
        if (signal.aborted) return;
        const hits = results.flatMap((r) => (r.status === 'fulfilled' ? r.value : []));
        setState({ hits, busy: false });
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [api, q, people, teams, opportunities]);
  return state;
}
