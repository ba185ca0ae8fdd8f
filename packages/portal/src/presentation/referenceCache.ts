/**
 * Names of referenced records, read in batches and cached: a page of rows
 * that references 20 people costs one request for the people (the people
 * list's first 500 records, read once per list and kept), not one per row; a
 * name past that first page is read on its own; a name read once is not read again.
 * A reference the list does not return is remembered as missing (the screen
 * says "Unknown person", never the id).
 *
 * @module
 */
import { normaliseList, normaliseRecord } from '../app/records.js';
import { missingPermissions } from '../app/states.js';

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
   * Reads every id not cached yet on `listPath` (the list's first page once,
   * then any id past it on its own) and caches each, found or missing.
   */
  load(listPath: string, ids: readonly string[], signal?: AbortSignal): Promise<void>;
  /**
   * Asks for one id; the ids asked for in the same tick are read together
   * (one `load` per list), then subscribers are told.
   */
  want(listPath: string, id: string): void;
  /**
   * When reading `listPath` was refused (the user's role may not see those
   * records): the permissions the server said are missing (possibly none).
   * `undefined` when it was not refused: a `null` record is then gone.
   */
  refusal(listPath: string): readonly string[] | undefined;
  /** Calls `listener` after names arrive; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Changes whenever names arrive (for `useSyncExternalStore`). */
  version(): number;
}

/** Largest page the API returns. */
const PAGE = 500;

/** Records past a list's first page read one by one per batch, at most. */
const MAX_SINGLE = 25;

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
  const refusals = new Map<string, readonly string[]>();
  const pending = new Map<string, Promise<void>>();
  const key = (listPath: string, id: string) => `${listPath}\u0000${id}`;

  // Lists read in full (their first page held every record): a name not in them is gone.
  const complete = new Set<string>();
  const firstPages = new Map<string, Promise<void>>();

  /** The list's first page (500 records), read once per list and cached. */
  function readFirstPage(listPath: string, signal?: AbortSignal): Promise<void> {
    let run = firstPages.get(listPath);
    if (!run) {
      run = http
        .request({
          method: 'GET',
          path: listPath,
          query: { per_page: PAGE },
          ...(signal ? { signal } : {}),
        })
        .then((body) => {
          const list = normaliseList(body);
          for (const row of list.rows)
            if (row.id !== undefined && row.id !== null)
              records.set(key(listPath, String(row.id)), row);
          if ((list.pagination?.total_pages ?? 1) <= 1) complete.add(listPath);
        });
      firstPages.set(listPath, run);
      run.catch(() => firstPages.delete(listPath));
    }
    return run;
  }

  async function fetchIds(listPath: string, ids: string[], signal?: AbortSignal) {
    await readFirstPage(listPath, signal);
    // A longer list: the names past its first page are read one by one (at most a page's worth).
    const rest = complete.has(listPath) ? [] : ids.filter((id) => !records.has(key(listPath, id)));
    await Promise.all(
      rest.slice(0, MAX_SINGLE).map((id) =>
        http
          .request({
            method: 'GET',
            path: `${listPath}/${encodeURIComponent(id)}`,
            ...(signal ? { signal } : {}),
          })
          .then((body) => {
            const row = normaliseRecord(body);
            records.set(key(listPath, id), row);
          })
          .catch(() => records.set(key(listPath, id), null)),
      ),
    );
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
    refusal: (listPath) => refusals.get(listPath),
    peek: (listPath, id) => records.get(key(listPath, id)),
    async load(listPath, ids, signal) {
      const wanted = [...new Set(ids)].filter(
        (id) => !records.has(key(listPath, id)) && !pending.has(key(listPath, id)),
      );
      const waits = [...new Set(ids)]
        .map((id) => pending.get(key(listPath, id)))
        .filter((p): p is Promise<void> => p !== undefined);
      if (wanted.length > 0) {
        const run = fetchIds(listPath, wanted, signal).catch((error: unknown) => {
          // Not allowed or unreachable: the names stay unknown (the screen says so), not retried.
          if ((error as { status?: unknown } | null)?.status === 403)
            refusals.set(listPath, missingPermissions((error as { body?: unknown }).body));
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
