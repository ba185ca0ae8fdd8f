import { useEffect, useMemo, useState } from 'react';
import {
  createApi,
  type QueryParams,
  type RequestExtras,
  type VolunteerKitApi,
} from '@volunteerkit/api-client';
import { TEAM_PAGE_ACCESS } from '../../areas/teams/teamPage.js';
import { canAccess } from '../../registry/access.js';
import type { AccessRule } from '../../registry/navigation.js';
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

/** A kind of record the palette searches. */
interface SearchKind {
  /** The hits' group heading. */
  kind: RecordHit['kind'];
  /** Who may open these records (only they are searched). */
  access: AccessRule;
  /** Lists the records matching `query` through the typed accessor. */
  list: (api: VolunteerKitApi, query: QueryParams, options: RequestExtras) => Promise<unknown>;
  /** The hit's text for a row with this id. */
  label: (row: Row, id: string) => string;
  /** The portal URL of the record. */
  to: (id: string) => string;
}

/** The kinds searched, in the order their hits are listed. */
const SEARCH_KINDS: readonly SearchKind[] = [
  {
    kind: 'People',
    access: { permissions: ['view-users'] },
    list: (api, query, options) => api.users.list(query, options),
    label: (row, id) => personName(row) ?? `Person ${id}`,
    to: (id) => `/people/${id}`,
  },
  {
    kind: 'Teams',
    access: TEAM_PAGE_ACCESS,
    list: (api, query, options) => api.organisation.teams.list(query, options),
    label: (row, id) => textOf(row, ['name']) ?? `Team ${id}`,
    to: (id) => `/portal/team/${id}`,
  },
  {
    kind: 'Opportunities',
    access: { permissions: ['view-opportunities'] },
    list: (api, query, options) => api.opportunities.list(query, options),
    label: (row, id) => textOf(row, ['name', 'title']) ?? `Opportunity ${id}`,
    to: (id) => `/manage/opportunities/${id}`,
  },
];

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
  const allowed = SEARCH_KINDS.map((k) => canAccess(k.access, user));
  const allowedKey = allowed.join();
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
      const asks = SEARCH_KINDS.map((k, i) =>
        allowed[i]
          ? k.list(api, query, { signal }).then((p) =>
              rowsOf(p).flatMap((row): RecordHit[] => {
                const id = idOf(row);
                return id ? [{ kind: k.kind, label: k.label(row, id), to: k.to(id) }] : [];
              }),
            )
          : Promise.resolve([]),
      );
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
    // `allowedKey` stands for `allowed`.
  }, [api, q, allowedKey]);
  return state;
}
