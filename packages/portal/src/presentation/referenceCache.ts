/**
 * Names of referenced records, read in batches and cached: a page of rows
 * that references 20 people costs one request for the people (a range of ids
 * on the people list), not one per row; a name read once is not read again.
 * A reference the list does not return is remembered as missing (the screen
 * says "Unknown person", never the id).
 *
 * @module
 */
import { normaliseList } from '../app/records.js';

/** What the cache needs of the transport. */
export interface ReferenceTransport {
  /** Sends a GET and resolves with the parsed body. */
  request<T = unknown>(options: {
    method: 'GET';
    path: string;
    query?: Record<string, string | number>;
    signal?: AbortSignal;
  }): Promise<T>;
}

/** A referenced record (`null`: it does not exist, or may not be read). */
export type ReferencedRecord = Readonly<Record<string, unknown>> | null;

/** The cache of one transport. */
export interface ReferenceCache {
  /** The cached record of `id` on `listPath`, `undefined` while unknown. */
  peek(listPath: string, id: string): ReferencedRecord | undefined;
  /**
   * Reads every id not cached yet on `listPath` in one request (the ids'
   * range, at most 500 records) and caches each, found or missing.
   */
  load(listPath: string, ids: readonly string[], signal?: AbortSignal): Promise<void>;
  /**
   * Asks for one id; the ids asked for in the same tick are read together
   * (one `load` per list), then subscribers are told.
   */
  want(listPath: string, id: string): void;
  /** Calls `listener` after names arrive; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Changes whenever names arrive (for `useSyncExternalStore`). */
  version(): number;
}

/** Largest page the API returns; wider id ranges take one request per 500 ids. */
const PAGE = 500;

/**
 * Makes a reference cache over a transport.
 *
 * @example
 * const cache = createReferenceCache(http);
 * await cache.load('users', ['3', '41']);
 * cache.peek('users', '41'); // { id: 41, first_name: 'Oliver', … }
 */
export function createReferenceCache(http: ReferenceTransport): ReferenceCache {
  const records = new Map<string, ReferencedRecord>();
  const pending = new Map<string, Promise<void>>();
  const key = (listPath: string, id: string) => `${listPath}\u0000${id}`;

  async function fetchRange(listPath: string, ids: string[], signal?: AbortSignal) {
    const numeric = ids.every((id) => /^\d{1,15}$/.test(id));
    const sorted = numeric ? ids.map(Number).sort((a, b) => a - b) : [];
    // Groups of ids whose range fits one page of the list.
    const groups: number[][] = [];
    for (const n of sorted) {
      const last = groups[groups.length - 1];
      if (last && n - last[0]! < PAGE) last.push(n);
      else groups.push([n]);
    }
    const queries: Array<Record<string, string | number>> = numeric
      ? groups.map((g) => ({
          'filter[id][gte]': g[0]!,
          'filter[id][lte]': g[g.length - 1]!,
          per_page: PAGE,
        }))
      : [{ per_page: PAGE }];
    for (const query of queries) {
      const body = await http.request({
        method: 'GET',
        path: listPath,
        query,
        ...(signal ? { signal } : {}),
      });
      for (const row of normaliseList(body).rows)
        if (row.id !== undefined && row.id !== null)
          records.set(key(listPath, String(row.id)), row);
    }
    for (const id of ids) if (!records.has(key(listPath, id))) records.set(key(listPath, id), null);
  }

  const listeners = new Set<() => void>();
  let version = 0;
  let queued: Map<string, Set<string>> | null = null;
  const notify = () => {
    version++;
    for (const l of [...listeners]) l();
  };

  const cache: ReferenceCache = {
    want(listPath, id) {
      if (records.has(key(listPath, id)) || pending.has(key(listPath, id))) return;
      if (!queued) {
        queued = new Map();
        const batch = queued;
        queueMicrotask(() => {
          queued = null;
          void Promise.all([...batch].map(([list, ids]) => cache.load(list, [...ids]))).then(
            notify,
          );
        });
      }
      if (!queued.has(listPath)) queued.set(listPath, new Set());
      queued.get(listPath)!.add(id);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
    peek: (listPath, id) => records.get(key(listPath, id)),
    async load(listPath, ids, signal) {
      const wanted = [...new Set(ids)].filter(
        (id) => !records.has(key(listPath, id)) && !pending.has(key(listPath, id)),
      );
      const waits = [...new Set(ids)]
        .map((id) => pending.get(key(listPath, id)))
        .filter((p): p is Promise<void> => p !== undefined);
      if (wanted.length > 0) {
        const run = fetchRange(listPath, wanted, signal).catch(() => {
          // Not allowed or unreachable: the names stay unknown (the screen says so), not retried.
          for (const id of wanted)
            if (!records.has(key(listPath, id))) records.set(key(listPath, id), null);
        });
        for (const id of wanted) pending.set(key(listPath, id), run);
        waits.push(
          run.finally(() => {
            for (const id of wanted) pending.delete(key(listPath, id));
          }),
        );
      }
      await Promise.all(waits);
    },
  };
  return cache;
}
