import type { HttpClient } from '../../http/types.js';
import { createResidentialSearchController } from './controller.js';
import {
  createHashRouter,
  goToResidentialResults,
  residentialResultsUrl,
  type RouterWindow,
} from './router.js';

const http: HttpClient = {
  request: async () => ({ data: [], meta: {} }) as never,
  cancel: () => undefined,
  cancelAll: () => undefined,
};

/** A tiny browser history: pushState, back/forward and the events they fire. */
function fakeWindow(initialHash = '') {
  const entries = [initialHash];
  let index = 0;
  const listeners = new Map<string, Set<() => void>>();
  const fire = (type: string) => listeners.get(type)?.forEach((l) => l());
  const win = {
    location: {
      get hash() {
        const h = entries[index]!;
        return h ? `#${h.replace(/^#/, '')}` : '';
      },
      pathname: '/residential-opportunities/results',
      search: '',
    },
    history: {
      pushState: vi.fn((_d: unknown, _u: string, url?: string | null) => {
        entries.splice(index + 1);
        entries.push(String(url).split('#')[1] ?? '');
        index++;
      }),
    },
    addEventListener: (t: string, l: () => void) => {
      if (!listeners.has(t)) listeners.set(t, new Set());
      listeners.get(t)!.add(l);
    },
    removeEventListener: (t: string, l: () => void) => listeners.get(t)?.delete(l),
    back() {
      index--;
      fire('popstate');
      fire('hashchange');
    },
    forward() {
      index++;
      fire('popstate');
      fire('hashchange');
    },
    count: () => listeners.get('popstate')?.size ?? 0,
  };
  return win;
}

describe('createHashRouter', () => {
  it('reads the hash on start', () => {
    const win = fakeWindow('type=long_term&page=3');
    const c = createResidentialSearchController({ http, persist: false });
    createHashRouter(c, { window: win as unknown as RouterWindow });
    expect(c.getState().query).toMatchObject({ type: 'long_term', page: 3 });
    expect(win.history.pushState).not.toHaveBeenCalled();
  });

  it('writes the hash only when the serialised state changes', () => {
    const win = fakeWindow();
    const c = createResidentialSearchController({ http, persist: false });
    createHashRouter(c, { window: win as unknown as RouterWindow });
    c.update({ type: 'short_term' });
    expect(win.history.pushState).toHaveBeenCalledTimes(1);
    expect(win.location.hash).toBe('#type=short_term');
    c.update({ type: 'short_term' });
    c.update({ flexibility: 99 }); // invalid: falls back to 7, nothing changes
    expect(win.history.pushState).toHaveBeenCalledTimes(1);
  });

  it('Back and Forward restore the state in one step each', () => {
    const win = fakeWindow();
    const c = createResidentialSearchController({ http, persist: false });
    createHashRouter(c, { window: win as unknown as RouterWindow });
    c.update({ type: 'short_term' });
    c.setPage(2);
    c.setPage(3);
    win.back();
    expect(c.getState().query.page).toBe(2);
    win.back();
    expect(c.getState().query.page).toBeUndefined();
    expect(c.getState().query.type).toBe('short_term');
    win.forward();
    expect(c.getState().query.page).toBe(2);
    // Re-reading never pushed new entries.
    expect(win.history.pushState).toHaveBeenCalledTimes(3);
  });

  it('dispose removes the listeners; no-op without a window', () => {
    const win = fakeWindow();
    const c = createResidentialSearchController({ http, persist: false });
    const r = createHashRouter(c, { window: win as unknown as RouterWindow });
    expect(win.count()).toBe(1);
    r.dispose();
    expect(win.count()).toBe(0);
    c.update({ type: 'long_term' });
    expect(win.history.pushState).not.toHaveBeenCalled();
    expect(createHashRouter(c).read()).toBe('');
  });
});

describe('results navigation', () => {
  it('builds /residential-opportunities/results?#{query}', () => {
    expect(residentialResultsUrl('type=long_term')).toBe(
      '/residential-opportunities/results?#type=long_term',
    );
  });

  it('reloads when refresh is on and already on the results path', () => {
    const location = {
      pathname: '/residential-opportunities/results',
      assign: vi.fn(),
      reload: vi.fn(),
    };
    goToResidentialResults('page=2', { refresh: true, window: { location } });
    expect(location.assign).toHaveBeenCalledWith('/residential-opportunities/results?#page=2');
    expect(location.reload).toHaveBeenCalledTimes(1);
    location.pathname = '/';
    goToResidentialResults('page=2', { refresh: true, window: { location } });
    expect(location.reload).toHaveBeenCalledTimes(1);
  });
});

function fakeNavigator(href: string) {
  const url = new URL(href);
  return {
    location: {
      href,
      pathname: url.pathname,
      search: url.search,
      assign: vi.fn(),
      reload: vi.fn(),
    },
  };
}

describe('residentialResultsUrl with a results URL (spec 2.1)', () => {
  it.each([
    [undefined, 'type=long_term', '/residential-opportunities/results?#type=long_term'],
    ['/volunteer/results', 'type=long_term', '/volunteer/results?#type=long_term'],
    ['/volunteer/results?lang=fr', 'type=long_term', '/volunteer/results?lang=fr#type=long_term'],
    ['/r?lang=fr&x=1#top', 'search=Keswick&lat=54.6', '/r?lang=fr&x=1#top&search=Keswick&lat=54.6'],
    // The host's own hash parameters are kept; search parameters always come from the search.
    ['/r#tab=2&type=long_term&page=4', 'search=Keswick', '/r?#tab=2&search=Keswick'],
    ['/r#display=list&o=asc', '', '/r?#'],
    ['/r#__proto__=x&constructor=y', 'page=2', '/r?#__proto__=x&constructor=y&page=2'],
    ['/r#%74ype=long_term', 'page=2', '/r?#page=2'],
    ['https://org.example/v/r?a=1', '#page=2', 'https://org.example/v/r?a=1#page=2'],
    ['/r?', '', '/r?#'],
    [
      'javascript:alert(1)//?x',
      'type=long_term',
      '/residential-opportunities/results?#type=long_term',
    ],
    ['data:text/html,x', 'page=2', '/residential-opportunities/results?#page=2'],
    ['//evil.example/r', 'page=2', '/residential-opportunities/results?#page=2'],
  ])('%s + %s -> %s', (url, query, expected) => {
    expect(residentialResultsUrl(query, url)).toBe(expected);
  });
});

describe('goToResidentialResults with a results URL', () => {
  it('goes to a results URL with a query string, carrying the hash', () => {
    const win = fakeNavigator('https://partner.example/home');
    goToResidentialResults('type=short_term', { resultsUrl: '/results?lang=fr', window: win });
    expect(win.location.assign).toHaveBeenCalledWith('/results?lang=fr#type=short_term');
    expect(win.location.reload).not.toHaveBeenCalled();
  });

  it('refresh reloads only when already on that page (same path and query string)', () => {
    const same = fakeNavigator('https://partner.example/results?lang=fr#page=3');
    goToResidentialResults('type=any', {
      resultsUrl: '/results?lang=fr',
      refresh: true,
      window: same,
    });
    expect(same.location.assign).toHaveBeenCalledWith('/results?lang=fr#type=any');
    expect(same.location.reload).toHaveBeenCalledTimes(1);

    const otherQuery = fakeNavigator('https://partner.example/results?lang=de');
    goToResidentialResults('type=any', {
      resultsUrl: '/results?lang=fr',
      refresh: true,
      window: otherQuery,
    });
    expect(otherQuery.location.reload).not.toHaveBeenCalled();

    const otherOrigin = fakeNavigator('https://partner.example/results?lang=fr');
    goToResidentialResults('type=any', {
      resultsUrl: 'https://org.example/results?lang=fr',
      refresh: true,
      window: otherOrigin,
    });
    expect(otherOrigin.location.reload).not.toHaveBeenCalled();
  });

  it('works with a window that only knows its pathname', () => {
    const location = {
      pathname: '/residential-opportunities/results',
      assign: vi.fn(),
      reload: vi.fn(),
    };
    goToResidentialResults('page=2', { refresh: true, window: { location } });
    expect(location.assign).toHaveBeenCalledWith('/residential-opportunities/results?#page=2');
    expect(location.reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing without a window (server rendering)', () => {
    expect(typeof window).toBe('undefined');
    expect(() => goToResidentialResults('page=2', {})).not.toThrow();
  });
});
