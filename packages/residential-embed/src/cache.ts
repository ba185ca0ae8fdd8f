/**
 * A short-lived cache of the embed's GET answers, shared by every caller of a
 * mount's transport: the first search started by the mount itself (before the
 * view's code has run) is the one the view's controller then reads, and a
 * page already seen (Back to page 1, or the same filters again) is shown at
 * once instead of asking the API again.
 *
 * @module
 */
import type { HttpClient, RequestOptions } from '@volunteerkit/api-client';

/** Options of {@link withResponseCache}. */
export interface ResponseCacheOptions {
  /** How long an answer is reused, in ms. @default 60000 */
  ttlMs?: number;
  /** How many answers are kept (the oldest go first). @default 32 */
  max?: number;
  /** The clock (tests). @default Date.now */
  now?: () => number;
}

interface Entry {
  at: number;
  body: Promise<unknown>;
  abort: AbortController;
  /** The answer once it is in (what `peek` returns). */
  value?: unknown;
}

/** Whether the cache may answer `options`: a GET answered with JSON, not a beacon. */
function cacheable(options: RequestOptions): boolean {
  return options.method === 'GET' && (options.response ?? 'json') === 'json' && !options.keepalive;
}

function cacheKey(options: RequestOptions): string {
  return JSON.stringify([options.path.replace(/^\/+/, ''), options.query ?? {}]);
}

/** Resolves with `promise`, or rejects with the signal's reason once `signal` aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * Wraps a transport so that GET calls answered with JSON are shared: callers
 * asking for the same path and query within `ttlMs` get the same answer (one
 * request), and `peek` hands an answer already in to a caller at once (a page
 * prefetched before the click is shown in the click's task). A failed or
 * cancelled answer, or one that is not an object (an empty body), is forgotten
 * at once, so a retry asks the API again; a caller
 * who joined a request someone else started (a prefetch) and saw it fail asks
 * once more itself, so a speculative call that failed never becomes the
 * visitor's error. One caller aborting (its `signal`) does not cancel the
 * request for the others; `cancel`/`cancelAll` do, and drop the cached answers.
 *
 * @example
 * const http = withResponseCache(createPublicHttpClient('https://org.example/api/'));
 */
export function withResponseCache(
  http: HttpClient,
  options: ResponseCacheOptions = {},
): HttpClient {
  const ttl = options.ttlMs ?? 60_000;
  const max = options.max ?? 32;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const drop = (key: string, entry: Entry) => {
    if (entries.get(key) === entry) entries.delete(key);
  };
  const cached: HttpClient = {
    request<T>(request: RequestOptions): Promise<T> {
      if (!cacheable(request)) return http.request<T>(request);
      const key = cacheKey(request);
      let entry = entries.get(key);
      const joined = !!entry && now() - entry.at <= ttl;
      if (!joined) {
        const abort = new AbortController();
        const body = http.request<unknown>({ ...request, signal: abort.signal });
        const created: Entry = { at: now(), body, abort };
        entry = created;
        entries.delete(key);
        entries.set(key, created);
        // Only an object is worth keeping (an empty 200 reads as null).
        body.then(
          (value) =>
            value && typeof value == 'object' ? (created.value = value) : drop(key, created),
          () => drop(key, created),
        );
        while (entries.size > max) entries.delete(entries.keys().next().value!);
      }
      const body = entry!.body as Promise<T>;
      const again = () => cached.request<T>(request);
      return untilAborted(
        joined
          ? body.then(
              (value) => (value && typeof value == 'object' ? value : again()),
              (error: { name?: string }) => {
                if (error?.name === 'AbortError' || request.signal?.aborted) throw error;
                return again();
              },
            )
          : body,
        request.signal,
      );
    },
    peek<T>(request: RequestOptions): T | undefined {
      const entry = cacheable(request) ? entries.get(cacheKey(request)) : undefined;
      return entry && now() - entry.at <= ttl ? (entry.value as T | undefined) : undefined;
    },
    cancel(url: string): void {
      // The shared requests go through `http`: cancelled there, they reject and are dropped.
      http.cancel(url);
    },
    cancelAll(): void {
      for (const entry of entries.values()) entry.abort.abort();
      entries.clear();
      http.cancelAll();
    },
  };
  return cached;
}
