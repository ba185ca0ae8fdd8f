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
