import type { HttpClient, RequestOptions } from '../../http/types.js';
import {
  createResidentialHomeController,
  readResidentialHomePage,
  readResidentialHomeType,
  type ResidentialHomeWindow,
} from './home.js';

function fakeHttp(answer: (o: RequestOptions) => unknown = defaultAnswer) {
  const calls: RequestOptions[] = [];
  const http: HttpClient = {
    request: async <T>(o: RequestOptions) => {
      calls.push(o);
      return (await answer(o)) as T;
    },
    cancel: () => undefined,
    cancelAll: () => undefined,
  };
  return { http, calls };
}

function defaultAnswer(o: RequestOptions) {
  const n = Number(o.query?.page ?? 1);
  return {
    data: [{ id: n, display_name: `Latest ${n}` }],
    meta: { pagination: { current_page: n, total_pages: 3, per_page: 8, count: 1, total: 17 } },
  };
}

function fakeWindow(search = '') {
  const listeners = new Set<() => void>();
  const win = {
    listeners,
    location: { search, pathname: '/residential', hash: '#top' },
    history: {
      pushState: vi.fn((_d: unknown, _u: string, url?: string | null) => {
        win.location.search = String(url)
          .replace(/^[^?]*/, '')
          .replace(/#.*$/, '');
      }),
    },
    scrollTo: vi.fn(),
    addEventListener: (_t: 'popstate', l: () => void) => void listeners.add(l),
    removeEventListener: (_t: 'popstate', l: () => void) => void listeners.delete(l),
  } satisfies ResidentialHomeWindow & { listeners: Set<() => void> };
  return win;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('readResidentialHomePage / readResidentialHomeType', () => {
  it.each([
    ['?page=3', 3],
    ['?page=-1', 1],
    ['?page=1e9', 1],
    ['?page=0', 1],
    ['?page=1234567', 1],
    ['', 1],
  ])('page of %s is %s', (search, page) => {
    expect(readResidentialHomePage(search)).toBe(page);
  });

  it.each([
    ['?type=long_term', 'long_term'],
    ['?type=weekend-break', 'weekend-break'],
    ['?type=<x>', 'any'],
    [`?type=${'a'.repeat(65)}`, 'any'],
    ['', 'any'],
  ])('type of %s is %s', (search, type) => {
    expect(readResidentialHomeType(search)).toBe(type);
  });
});

describe('createResidentialHomeController (spec 2.3)', () => {
  it('fetches nothing before start, then the page and type in the URL', async () => {
    const { http, calls } = fakeHttp();
    const home = createResidentialHomeController({
      http,
      window: fakeWindow('?page=2&type=short_term'),
    });
    expect(home.getState()).toEqual({
      status: 'loading',
      opportunities: [],
      pagination: undefined,
      type: 'any',
    });
    expect(calls).toEqual([]);
    home.start();
    await settle();
    expect(calls[0]).toMatchObject({
      path: 'residential-opportunities/',
      public: true,
      query: { page: 2, date: 'any', type: 'short_term' },
    });
    expect(home.getState()).toMatchObject({
      status: 'success',
      type: 'short_term',
      opportunities: [{ id: 2 }],
      pagination: { current_page: 2 },
    });
  });

  it('sends no type when it is any', async () => {
    const { http, calls } = fakeHttp();
    createResidentialHomeController({ http, window: fakeWindow() }).start();
    await settle();
    expect(calls[0]!.query).not.toHaveProperty('type');
  });

  it('goToPage pushes ?page= (keeping path, query and hash), scrolls and reloads', async () => {
    const { http, calls } = fakeHttp();
    const win = fakeWindow('?type=short_term');
    const home = createResidentialHomeController({ http, window: win });
    home.start();
    await settle();
    expect(home.hrefFor(2)).toBe('?type=short_term&page=2');
    const statuses: string[] = [];
    home.subscribe(() => statuses.push(home.getState().status));
    home.goToPage(2);
    expect(win.history.pushState).toHaveBeenCalledWith(
      null,
      '',
      '/residential?type=short_term&page=2#top',
    );
    expect(win.scrollTo).toHaveBeenCalledWith(0, 200);
    await settle();
    expect(statuses).toEqual(['loading', 'success']);
    expect(calls[1]!.query).toMatchObject({ page: 2, type: 'short_term' });
    home.goToPage(3, { scrollY: 0 });
    expect(win.scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('uses the scrollY option', () => {
    const win = fakeWindow();
    const home = createResidentialHomeController({
      http: fakeHttp().http,
      window: win,
      scrollY: 40,
    });
    home.goToPage(2);
    expect(win.scrollTo).toHaveBeenCalledWith(0, 40);
  });

  it('reloads on popstate until stopped; stop aborts the call in flight', async () => {
    const signals: (AbortSignal | undefined)[] = [];
    const { http, calls } = fakeHttp((o) => {
      signals.push(o.signal);
      return defaultAnswer(o);
    });
    const win = fakeWindow();
    const home = createResidentialHomeController({ http, window: win });
    const stop = home.start();
    await settle();
    win.location.search = '?page=3';
    for (const l of win.listeners) l();
    expect(home.getState().status).toBe('loading');
    await settle();
    expect(home.getState().opportunities).toEqual([{ id: 3, display_name: 'Latest 3' }]);
    home.reload();
    stop();
    expect(win.listeners.size).toBe(0);
    expect(signals.at(-1)?.aborted).toBe(true);
    await settle();
    expect(home.getState().status).toBe('loading');
    expect(calls).toHaveLength(3);
  });

  it('keeps only the latest answer', async () => {
    let release: (() => void) | undefined;
    const { http } = fakeHttp(async (o) => {
      if (o.query?.page === 1) await new Promise<void>((r) => (release = r));
      return defaultAnswer(o);
    });
    const win = fakeWindow();
    const home = createResidentialHomeController({ http, window: win });
    home.start();
    home.goToPage(2);
    await settle();
    release?.();
    await settle();
    expect(home.getState().opportunities).toEqual([{ id: 2, display_name: 'Latest 2' }]);
  });

  it.each([
    ['a failed call', () => Promise.reject(new Error('down'))],
    ['a body without a list', () => null],
  ])('fails quietly on %s, keeping the previous cards', async (_name, failure) => {
    let fail = false;
    const { http } = fakeHttp((o) => (fail ? failure() : defaultAnswer(o)));
    const win = fakeWindow('?type=x');
    const home = createResidentialHomeController({ http, window: win });
    home.start();
    await settle();
    fail = true;
    home.goToPage(2);
    await settle();
    expect(home.getState()).toMatchObject({
      status: 'error',
      type: 'x',
      opportunities: [{ id: 1 }],
    });
  });

  it('without a window (SSR) fetches page 1 and goToPage only reloads', async () => {
    expect(typeof window).toBe('undefined');
    const { http, calls } = fakeHttp();
    const home = createResidentialHomeController({ http });
    const stop = home.start();
    expect(home.hrefFor(2)).toBe('?page=2');
    home.goToPage(2);
    await settle();
    expect(calls.map((c) => c.query?.page)).toEqual([1, 1]);
    stop();
  });

  it('destroy aborts and drops listeners', async () => {
    const { http } = fakeHttp();
    const home = createResidentialHomeController({ http, window: fakeWindow() });
    const listener = vi.fn();
    home.subscribe(listener);
    home.start();
    home.destroy();
    await settle();
    expect(listener).not.toHaveBeenCalled();
    expect(home.getState().status).toBe('loading');
  });
});
