import type { HttpClient, RequestOptions } from '../../http/types.js';
import type { Opportunity } from '../../public/residential.js';
import { VolunteerKitError } from '../../errors/errors.js';
import {
  LAST_RESIDENTIAL_SEARCH_KEY,
  createResidentialSearchController,
  readLastResidentialSearch,
  type ResidentialSearchEvent,
} from './controller.js';

function fakeHttp(handler?: (o: RequestOptions) => unknown) {
  const calls: RequestOptions[] = [];
  const http: HttpClient = {
    request: async <T>(o: RequestOptions) => {
      calls.push(o);
      if (handler) return (await handler(o)) as T;
      if (o.method === 'POST') return null as T;
      const data: Opportunity[] = [
        { id: 11, display_name: 'A' },
        { id: 12, display_name: 'B' },
      ];
      return {
        data,
        meta: { pagination: { current_page: 1, total_pages: 1, per_page: 8, count: 2, total: 2 } },
      } as T;
    },
    cancel: () => undefined,
    cancelAll: () => undefined,
  };
  return { http, calls };
}

class MemoryStorage {
  map = new Map<string, string>();
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('search state transitions', () => {
  it('changing any parameter other than page resets page to 1', () => {
    const { http } = fakeHttp();
    const c = createResidentialSearchController({ http, initialQuery: 'page=4' });
    expect(c.getState().query.page).toBe(4);
    c.setPage(5);
    expect(c.getState().query.page).toBe(5);
    c.update({ type: 'long_term' });
    expect(c.getState().query.page).toBeUndefined();
    expect(c.getHash()).toBe('type=long_term');
    c.update({ page: 3 });
    expect(c.getState().query.page).toBe(3);
    c.update({ flexibility: 14, page: 2 });
    expect(c.getState().query.page).toBeUndefined();
  });

  it('setting a parameter to its current value keeps the page', () => {
    const { http } = fakeHttp();
    const c = createResidentialSearchController({ http, initialQuery: 'page=4&type=short_term' });
    c.update({ type: 'short_term' });
    expect(c.getState().query.page).toBe(4);
  });

  it('changing display resets the card layout', () => {
    const { http } = fakeHttp();
    const c = createResidentialSearchController({ http });
    const v = c.getState().layoutVersion;
    c.update({ type: 'short_term' });
    expect(c.getState().layoutVersion).toBe(v);
    c.update({ display: 'list' });
    expect(c.getState().layoutVersion).toBe(v + 1);
    c.replaceQuery('display=grid');
    expect(c.getState().layoutVersion).toBe(v + 2);
  });

  it('invalid values in update fall back to defaults and unknown keys are ignored', () => {
    const { http } = fakeHttp();
    const c = createResidentialSearchController({ http });
    c.update({ flexibility: 9, display: 'x' as 'grid' });
    expect(c.getState().query.flexibility).toBe(7);
    expect(c.getState().query.display).toBe('grid');
    c.update(JSON.parse('{"__proto__":{"polluted":1},"constructor":1}'));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('choosing a polygon sets search, lat, lon and geojson', () => {
    const { http } = fakeHttp();
    const c = createResidentialSearchController({ http });
    c.selectLocation({ name: 'Cumbria', lat: 54.5, long: -3.2, type: 'geojson', id: 77 });
    expect(c.getState().query).toMatchObject({
      search: 'Cumbria',
      lat: '54.5',
      lon: '-3.2',
      geojson: '77',
    });
  });

  it('choosing a point clears a previous geojson', () => {
    const { http } = fakeHttp();
    const c = createResidentialSearchController({ http, initialQuery: 'geojson=5&search=X' });
    c.selectLocation({ name: 'Keswick', lat: '54.6', long: '-3.13', type: 'place', id: 9 });
    expect(c.getState().query).toMatchObject({ search: 'Keswick', lat: '54.6', lon: '-3.13' });
    expect(c.getState().query.geojson).toBeUndefined();
  });

  it('leaving the location empty clears search, lat, lon and geojson', () => {
    const { http } = fakeHttp();
    const c = createResidentialSearchController({
      http,
      initialQuery: 'search=Keswick&lat=1&lon=2&geojson=3&type=long_term',
    });
    c.clearLocation();
    const q = c.getState().query;
    expect([q.search, q.lat, q.lon, q.geojson]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(q.type).toBe('long_term');
  });

  it('a country shortcut sets the location and searches in place; "All countries" clears it', async () => {
    const { http, calls } = fakeHttp();
    const c = createResidentialSearchController({ http, persist: false });
    await c.selectCountry({ name: 'France', lat: 46, long: 2, type: 'geojson', id: 'FR' });
    expect(c.getState().query).toMatchObject({ search: 'France', geojson: 'FR' });
    const list = calls.filter((o) => o.method === 'GET');
    expect(list).toHaveLength(1);
    expect(list[0]!.query).toMatchObject({ search: 'France', lat: '46', lon: '2', geojson: 'FR' });
    await c.selectCountry(null);
    const q = c.getState().query;
    expect([q.search, q.lat, q.lon, q.geojson]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(calls.filter((o) => o.method === 'GET')).toHaveLength(2);
  });
});

describe('search', () => {
  it('runs the public list call with limit=8 and include=image plus the URL parameters', async () => {
    const { http, calls } = fakeHttp();
    const c = createResidentialSearchController({
      http,
      initialQuery: 'type=short_term&page=2',
      persist: false,
    });
    await c.search();
    const get = calls[0]!;
    expect(get).toMatchObject({ method: 'GET', path: 'residential-opportunities/', public: true });
    expect(get.query).toMatchObject({
      limit: 8,
      include: 'image',
      type: 'short_term',
      page: 2,
      flexibility: 7,
      s: 'date_advertised',
      o: 'desc',
    });
    expect(c.getState().status).toBe('success');
    expect(c.getState().opportunities.map((o) => o.id)).toEqual([11, 12]);
    expect(c.getState().pagination?.total).toBe(2);
  });

  it('logs the returned ids after each search and reports a search event', async () => {
    const { http, calls } = fakeHttp();
    const events: ResidentialSearchEvent[] = [];
    const c = createResidentialSearchController({
      http,
      persist: false,
      onEvent: (e) => events.push(e),
    });
    await c.search();
    const post = calls.find((o) => o.method === 'POST');
    expect(post).toMatchObject({
      path: 'opportunities/log/search',
      body: { opportunities_ids: [11, 12] },
      public: true,
    });
    expect(events[0]).toMatchObject({ type: 'search', ids: [11, 12] });
  });

  it('uses an injected logSearch', async () => {
    const { http } = fakeHttp();
    const logSearch = vi.fn(async () => undefined);
    const c = createResidentialSearchController({ http, persist: false, logSearch });
    await c.search();
    expect(logSearch).toHaveBeenCalledWith(http, [11, 12]);
  });

  it.each([
    ['an empty body', null],
    ['an empty string', ''],
    ['an object without data', { meta: {} }],
    ['data that is not a list', { data: { id: 1 } }],
  ])('treats %s as a quiet failure, never as "no results"', async (_name, body) => {
    const { http } = fakeHttp((o) => (o.method === 'POST' ? null : body));
    const events: ResidentialSearchEvent[] = [];
    const c = createResidentialSearchController({
      http,
      persist: false,
      onEvent: (e) => events.push(e),
    });
    await c.search();
    expect(c.getState().status).toBe('error');
    expect(events.map((e) => e.type)).toEqual(['search-error']);
  });

  it('reports an answer without a list as a VolunteerKitError', async () => {
    const { http } = fakeHttp((o) => (o.method === 'POST' ? null : { meta: {} }));
    const events: ResidentialSearchEvent[] = [];
    const c = createResidentialSearchController({
      http,
      persist: false,
      onEvent: (e) => events.push(e),
    });
    await c.search();
    const event = events[0];
    expect(event?.type === 'search-error' && event.error).toBeInstanceOf(VolunteerKitError);
  });

  it('fails quietly: status error, no throw, and can retry', async () => {
    let fail = true;
    const { http } = fakeHttp((o) => {
      if (o.method === 'POST') return null;
      if (fail) throw new Error('boom');
      return { data: [{ id: 1, display_name: 'A' }], meta: { pagination: undefined } };
    });
    const events: ResidentialSearchEvent[] = [];
    const c = createResidentialSearchController({
      http,
      persist: false,
      onEvent: (e) => events.push(e),
    });
    await expect(c.search()).resolves.toBeUndefined();
    expect(c.getState().status).toBe('error');
    expect(events[0]?.type).toBe('search-error');
    fail = false;
    await c.search();
    expect(c.getState().status).toBe('success');
  });

  it('a failing log call or throwing onEvent never breaks the search', async () => {
    const { http } = fakeHttp((o) => {
      if (o.method === 'POST') throw new Error('log down');
      return { data: [{ id: 1, display_name: 'A' }], meta: {} };
    });
    const c = createResidentialSearchController({
      http,
      persist: false,
      onEvent: () => {
        throw new Error('host bug');
      },
    });
    await c.search();
    expect(c.getState().status).toBe('success');
  });

  it('ignores a late answer from a stale search and aborts it', async () => {
    const resolvers: ((v: unknown) => void)[] = [];
    const signals: AbortSignal[] = [];
    const { http } = fakeHttp((o) => {
      if (o.method === 'POST') return null;
      signals.push(o.signal!);
      return new Promise((r) => resolvers.push(r));
    });
    const c = createResidentialSearchController({ http, persist: false });
    const first = c.search();
    const second = c.search();
    expect(signals[0]!.aborted).toBe(true);
    resolvers[1]!({ data: [{ id: 2, display_name: 'new' }], meta: {} });
    await second;
    resolvers[0]!({ data: [{ id: 1, display_name: 'old' }], meta: {} });
    await first;
    expect(c.getState().opportunities.map((o) => o.id)).toEqual([2]);
  });

  it('saves the search in localStorage under last_residential_search', async () => {
    const storage = new MemoryStorage();
    vi.stubGlobal('localStorage', storage);
    const { http } = fakeHttp();
    const c = createResidentialSearchController({ http, initialQuery: 'type=long_term&page=2' });
    await c.search();
    expect(storage.getItem(LAST_RESIDENTIAL_SEARCH_KEY)).toBe('type=long_term&page=2');
    expect(readLastResidentialSearch()).toBe('type=long_term&page=2');
  });

  it('still searches when storage throws', async () => {
    vi.stubGlobal('localStorage', {
      setItem() {
        throw new Error('QuotaExceeded');
      },
      getItem() {
        throw new Error('denied');
      },
    });
    const { http } = fakeHttp();
    const c = createResidentialSearchController({ http });
    await c.search();
    expect(c.getState().status).toBe('success');
    expect(readLastResidentialSearch()).toBeUndefined();
  });

  it('autoSearch searches once per burst of changes', async () => {
    const { http, calls } = fakeHttp();
    const c = createResidentialSearchController({ http, autoSearch: true, persist: false });
    c.update({ type: 'short_term' });
    c.update({ display: 'list' });
    await new Promise((r) => setTimeout(r, 0));
    expect(calls.filter((o) => o.method === 'GET')).toHaveLength(1);
    expect(calls[0]!.query).toMatchObject({ type: 'short_term', display: 'list' });
  });
});

describe('listeners that render in a microtask', () => {
  it('see a new page and its loading state together (one render, not two)', async () => {
    const { http } = fakeHttp();
    const c = createResidentialSearchController({ http, autoSearch: true, persist: false });
    // As Preact batches a component's updates: one render per microtask flush.
    const renders: string[] = [];
    let queued = false;
    c.subscribe(() => {
      if (queued) return;
      queued = true;
      queueMicrotask(() => {
        queued = false;
        const { query, status } = c.getState();
        renders.push(`page ${query.page ?? 1}: ${status}`);
      });
    });
    c.setPage(2);
    await new Promise((r) => setTimeout(r, 0));
    expect(renders).toEqual(['page 2: loading', 'page 2: success']);
  });
});

describe('subscribeEvents', () => {
  it('delivers search events to every listener until unsubscribed', async () => {
    const { http } = fakeHttp();
    const c = createResidentialSearchController({ http, persist: false });
    const a = vi.fn();
    const off = c.subscribeEvents(a);
    await c.search();
    off();
    await c.search();
    expect(a).toHaveBeenCalledTimes(1);
    expect(a.mock.calls[0]![0]).toMatchObject({ type: 'search', ids: [11, 12] });
  });
});

describe('autoSearch and explicit searches', () => {
  it('an explicit search right after a change does not search twice', async () => {
    const { http, calls } = fakeHttp();
    const c = createResidentialSearchController({ http, autoSearch: true, persist: false });
    c.replaceQuery('page=2');
    await c.search();
    await new Promise((r) => setTimeout(r, 0));
    expect(calls.filter((o) => o.method === 'GET')).toHaveLength(1);
    c.update({ type: 'long_term' });
    await new Promise((r) => setTimeout(r, 0));
    expect(calls.filter((o) => o.method === 'GET')).toHaveLength(2);
  });
});
