import type { HttpClient, RequestOptions } from '@volunteerkit/api-client';
import { residentialListRequest } from '@volunteerkit/api-client/public';
import {
  createResidentialSearchController,
  parseResidentialSearch,
  residentialSearchToQuery,
} from '@volunteerkit/api-client/search';
import { withResponseCache } from './cache.js';
import { resolveOptions } from './config.js';
import { prefetchFirstSearch } from './prefetch.js';

/** A transport whose answers the test settles by hand; records every request. */
function manualHttp() {
  const calls: { options: RequestOptions; resolve(v: unknown): void; reject(e: unknown): void }[] =
    [];
  const http: HttpClient = {
    request<T>(options: RequestOptions): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        calls.push({ options, resolve: resolve as (v: unknown) => void, reject });
        options.signal?.addEventListener('abort', () => reject(options.signal!.reason));
      });
    },
    cancel: vi.fn(),
    cancelAll: vi.fn(),
  };
  return { http, calls };
}

const get = (query: Record<string, unknown> = { page: 1 }): RequestOptions => ({
  method: 'GET',
  path: 'residential-opportunities/',
  query,
});

describe('withResponseCache', () => {
  it('shares one request between callers of the same GET, and serves it again later', async () => {
    const { http, calls } = manualHttp();
    const cached = withResponseCache(http);
    const a = cached.request(get());
    const b = cached.request(get());
    expect(calls).toHaveLength(1);
    calls[0]!.resolve({ data: [1] });
    await expect(a).resolves.toEqual({ data: [1] });
    await expect(b).resolves.toEqual({ data: [1] });
    await expect(cached.request(get())).resolves.toEqual({ data: [1] });
    expect(calls).toHaveLength(1);
  });

  it('asks again for another query, after the time to live, and for anything but a JSON GET', async () => {
    const { http, calls } = manualHttp();
    let now = 0;
    const cached = withResponseCache(http, { ttlMs: 1000, now: () => now });
    void cached.request(get({ page: 1 }));
    void cached.request(get({ page: 2 }));
    expect(calls).toHaveLength(2);
    now = 1001;
    void cached.request(get({ page: 1 }));
    expect(calls).toHaveLength(3);
    void cached.request({ method: 'POST', path: 'opportunities/log/search', body: {} });
    void cached.request({ ...get(), response: 'text' });
    expect(calls).toHaveLength(5);
  });

  it('forgets a failed answer at once, so a retry reaches the API', async () => {
    const { http, calls } = manualHttp();
    const cached = withResponseCache(http);
    const first = cached.request(get());
    calls[0]!.reject(new Error('offline'));
    await expect(first).rejects.toThrow('offline');
    const retry = cached.request(get());
    expect(calls).toHaveLength(2);
    calls[1]!.resolve({ data: [] });
    await expect(retry).resolves.toEqual({ data: [] });
  });

  it("a caller who joined someone else's request asks once more when it fails (a failed prefetch is never the visitor's error)", async () => {
    const { http, calls } = manualHttp();
    const cached = withResponseCache(http);
    const prefetch = cached.request(get({ page: 3 }));
    const visitor = cached.request(get({ page: 3 }));
    expect(calls).toHaveLength(1);
    calls[0]!.reject(Object.assign(new Error('503'), { name: 'ApiError' }));
    await expect(prefetch).rejects.toThrow('503');
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    calls[1]!.resolve({ data: [3] });
    await expect(visitor).resolves.toEqual({ data: [3] });
    // The one who started a request gets its failure: no endless retrying.
    const own = cached.request(get({ page: 4 }));
    calls[2]!.reject(new Error('offline'));
    await expect(own).rejects.toThrow('offline');
    expect(calls).toHaveLength(3);
  });

  it('does not keep an empty answer (null): the next caller asks again, a joined caller at once', async () => {
    const { http, calls } = manualHttp();
    const cached = withResponseCache(http);
    const first = cached.request(get());
    const joined = cached.request(get());
    calls[0]!.resolve(null);
    await expect(first).resolves.toBeNull();
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    calls[1]!.resolve({ data: [1] });
    await expect(joined).resolves.toEqual({ data: [1] });
    await expect(cached.request(get())).resolves.toEqual({ data: [1] });
    expect(calls).toHaveLength(2);
  });

  it('a joined request that was cancelled is not asked again', async () => {
    const { http, calls } = manualHttp();
    const cached = withResponseCache(http);
    void cached.request(get()).catch(() => undefined);
    const joined = cached.request(get());
    cached.cancelAll();
    await expect(joined).rejects.toBeDefined();
    expect(calls).toHaveLength(1);
  });

  it("one caller's abort rejects its own promise only; cancelAll aborts the shared request", async () => {
    const { http, calls } = manualHttp();
    const cached = withResponseCache(http);
    const abort = new AbortController();
    const mine = cached.request({ ...get(), signal: abort.signal });
    const other = cached.request(get());
    abort.abort(new Error('mine aborted'));
    await expect(mine).rejects.toThrow('mine aborted');
    expect(calls[0]!.options.signal?.aborted).toBe(false);
    calls[0]!.resolve({ data: [2] });
    await expect(other).resolves.toEqual({ data: [2] });
    const next = cached.request(get({ page: 3 }));
    cached.cancelAll();
    expect(calls[1]!.options.signal?.aborted).toBe(true);
    await expect(next).rejects.toBeDefined();
    expect(http.cancelAll).toHaveBeenCalled();
  });

  it('keeps at most `max` answers, the oldest going first', () => {
    const { http, calls } = manualHttp();
    const cached = withResponseCache(http, { max: 2 });
    for (const page of [1, 2, 3, 1]) void cached.request(get({ page }));
    expect(calls.map((c) => c.options.query?.page)).toEqual([1, 2, 3, 1]);
  });
});

describe('peek', () => {
  it('hands over an answer that is in, not one on its way, failed or too old', async () => {
    const { http, calls } = manualHttp();
    let now = 0;
    const cached = withResponseCache(http, { ttlMs: 1000, now: () => now });
    const asked = cached.request(get({ page: 2 }));
    expect(cached.peek!(get({ page: 2 }))).toBeUndefined();
    calls[0]!.resolve({ data: [2] });
    await asked;
    expect(cached.peek!(get({ page: 2 }))).toEqual({ data: [2] });
    expect(cached.peek!(get({ page: 3 }))).toBeUndefined();
    // Only what the cache may answer: not a POST or a text call to the same path and query.
    expect(cached.peek!({ ...get({ page: 2 }), method: 'POST' })).toBeUndefined();
    expect(cached.peek!({ ...get({ page: 2 }), response: 'text' })).toBeUndefined();
    now = 1001;
    expect(cached.peek!(get({ page: 2 }))).toBeUndefined();
    const failed = cached.request(get({ page: 4 }));
    calls[1]!.reject(new Error('offline'));
    await expect(failed).rejects.toThrow('offline');
    expect(cached.peek!(get({ page: 4 }))).toBeUndefined();
  });

  it("lets the search controller show a prefetched page in the click's task (no loading state)", async () => {
    const { http, calls } = manualHttp();
    const cached = withResponseCache(http);
    const controller = createResidentialSearchController({ http: cached, persist: false });
    const page2 = { data: [{ id: 9, display_name: 'Nine' }], meta: {} };
    // The next page, fetched ahead of the click (pagePrefetch.ts).
    const prefetch = cached.request(
      residentialListRequest(residentialSearchToQuery(parseResidentialSearch('page=2'))),
    );
    calls[0]!.resolve(page2);
    await prefetch;
    const statuses: string[] = [];
    controller.subscribe(() => statuses.push(controller.getState().status));
    controller.setPage(2);
    void controller.search();
    expect(controller.getState().opportunities).toEqual(page2.data);
    expect(statuses).not.toContain('loading');
    expect(calls).toHaveLength(1);
  });
});

describe('prefetchFirstSearch', () => {
  const win = (hash: string) =>
    ({ location: { hash }, setTimeout: globalThis.setTimeout }) as unknown as Window;

  it.each([
    ['no hash, no filters', '', ''],
    ['the hash', '#type=long_term&page=2&search=France', ''],
    ['the filters (no hash)', '', 'type=short_term&display=list'],
    ['the hash over the filters', '#page=3', 'type=short_term'],
  ])('asks exactly what the results controller then asks (%s)', async (_name, hash, filters) => {
    const { http, calls } = manualHttp();
    const options = resolveOptions(
      { view: 'results', filters },
      'https://partner.example/',
      'https://org.example/api/',
    );
    void prefetchFirstSearch(options, http, win(hash));
    expect(calls).toHaveLength(1);
    // ResidentialResults: initial filters, then the hash router's non-empty hash.
    const controller = createResidentialSearchController({
      http,
      initialQuery: options.filters,
      persist: false,
    });
    if (hash.replace(/^#/, '') !== '') controller.replaceQuery(hash);
    void controller.search();
    expect(calls).toHaveLength(2);
    expect(calls[1]!.options.path).toBe(calls[0]!.options.path);
    expect(calls[1]!.options.query).toEqual(calls[0]!.options.query);
    controller.destroy();
  });

  it('starts nothing for the search and latest views', async () => {
    const { http, calls } = manualHttp();
    for (const view of ['search', 'latest'] as const) {
      const options = resolveOptions(
        { view },
        'https://partner.example/',
        'https://org.example/api/',
      );
      await prefetchFirstSearch(options, http, win(''));
    }
    expect(calls).toHaveLength(0);
  });

  it('resolves when the answer is in, or after the wait limit when it is slow', async () => {
    vi.useFakeTimers();
    try {
      const { http, calls } = manualHttp();
      const options = resolveOptions(
        { view: 'results' },
        'https://partner.example/',
        'https://org.example/api/',
      );
      let settled = false;
      void prefetchFirstSearch(options, http, win('')).then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(199);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toBe(true);
      calls[0]!.resolve({ data: [] });
    } finally {
      vi.useRealTimers();
    }
  });
});
