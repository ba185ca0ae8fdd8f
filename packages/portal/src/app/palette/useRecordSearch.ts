import { useEffect, useMemo, useState } from 'react';
import {
  createApi,
  type QueryParams,
  type RequestExtras,
  type VolunteerKitApi,
} from '@volunteerkit/api-client';
import { canAccess, type AccessRule } from '../access.js';
import { useUser } from '../hooks.js';
import { useServices } from '../services.js';

/** One record found by the palette. */
export interface RecordHit {
  /** Kind, shown as the group heading. */
  kind: 'People' | 'Teams' | 'Opportunities';
  /** Text. */
  label: string;
  /** What tells two records of the same name apart (an e-mail address). */
  hint?: string;
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

/** A record as the search reads it. */
export type SearchRow = Record<string, unknown>;
type Row = SearchRow;

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

/** A kind of record the palette searches (the layer above supplies them, see `NavigationModel`). */
export interface SearchKind {
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
  /** What tells two records of the same name apart. */
  hint?: (row: Row) => string | undefined;
}

/**
 * The hits of one kind, each record once (a record the server lists twice is
 * one hit), and records that share a name told apart by their hint.
 */
export function distinctHits(hits: readonly (RecordHit & { alt?: string })[]): RecordHit[] {
  const byTo = new Map<string, RecordHit & { alt?: string }>();
  for (const h of hits) if (!byTo.has(h.to)) byTo.set(h.to, h);
  const unique = [...byTo.values()];
  const count = new Map<string, number>();
  for (const h of unique)
    count.set(`${h.kind}\u0000${h.label}`, (count.get(`${h.kind}\u0000${h.label}`) ?? 0) + 1);
  return unique.map(({ alt, ...h }) =>
    (count.get(`${h.kind}\u0000${h.label}`) ?? 0) > 1 && alt ? { ...h, hint: alt } : h,
  );
}

/**
 * Searches people, teams and opportunities (the typed accessors' `list` with
 * `q`), debounced, cancelling the previous search; only the kinds the user may
 * open are asked for, and a kind that fails is left out.
 */
export function useRecordSearch(query: string, kinds: readonly SearchKind[] = []): RecordSearch {
  const { http } = useServices();
  const user = useUser();
  const api = useMemo(() => createApi(http), [http]);
  const [state, setState] = useState<RecordSearch>({ hits: [], busy: false });
  const q = query.trim();
  const allowed = kinds.map((k) => canAccess(k.access, user));
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
      const asks = kinds.map((k, i) =>
        allowed[i]
          ? k.list(api, query, { signal }).then((p) =>
              rowsOf(p).flatMap((row): RecordHit[] => {
                const id = idOf(row);
                const alt = k.hint?.(row);
                return id
                  ? [
                      {
                        kind: k.kind,
                        label: k.label(row, id),
                        to: k.to(id),
                        ...(alt ? { alt } : {}),
                      },
                    ]
                  : [];
              }),
            )
          : Promise.resolve([]),
      );
      void Promise.allSettled(asks).then((results) => {
        if (signal.aborted) return;
        const hits = distinctHits(
          results.flatMap((r) => (r.status === 'fulfilled' ? r.value : [])),
        );
        setState({ hits, busy: false });
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
    // `allowedKey` stands for `allowed`; `kinds` is the model's constant list.
  }, [api, q, allowedKey]);
  return state;
}
