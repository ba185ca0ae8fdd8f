/**
 * One search change serialises the query once: the controller remembers each
 * query's canonical hash, and the hash router skips its own parse when the
 * location already holds that hash (issue 22: it used to be about five times).
 */
import type { HttpClient } from '../../http/types.js';
import type * as Params from './params.js';

const calls = vi.hoisted(() => ({ stringify: 0 }));
vi.mock('./params.js', async (importOriginal) => {
  const original = await importOriginal<typeof Params>();
  return {
    ...original,
    stringifyResidentialSearch: (
      ...args: Parameters<typeof original.stringifyResidentialSearch>
    ) => {
      calls.stringify++;
      return original.stringifyResidentialSearch(...args);
    },
  };
});

const { createResidentialSearchController } = await import('./controller.js');
const { createHashRouter } = await import('./router.js');

const http: HttpClient = {
  request: async () => ({ data: [{ id: 1 }], meta: {} }) as never,
  cancel: () => undefined,
  cancelAll: () => undefined,
};

function fakeWindow() {
  let hash = '';
  return {
    location: {
      get hash() {
        return hash ? `#${hash}` : '';
      },
      pathname: '/results',
      search: '',
    },
    history: {
      pushState: (_d: unknown, _u: string, url?: string | null) => {
        hash = String(url).split('#')[1] ?? '';
      },
    },
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  };
}

describe('serialising the search state', () => {
  it('costs one stringify per change, through loading, results and the URL', async () => {
    const win = fakeWindow();
    const c = createResidentialSearchController({ http, persist: true });
    const router = createHashRouter(c, { window: win });
    c.getHash(); // the first query's hash, once per controller
    calls.stringify = 0;
    c.update({ type: 'long_term' });
    await c.search();
    expect(win.location.hash).toBe('#type=long_term');
    // toQuery's normalising stringify; setQuery, getHash, the router and the saved search reuse it.
    expect(calls.stringify).toBe(1);
    calls.stringify = 0;
    c.setPage(2);
    await c.search();
    expect(win.location.hash).toContain('page=2');
    expect(calls.stringify).toBe(1);
    calls.stringify = 0;
    c.update({ type: 'short_term' }); // drops page 2: the changed query is serialised again
    await c.search();
    expect(win.location.hash).toBe('#type=short_term');
    expect(calls.stringify).toBe(2);
    router.dispose();
    c.destroy();
  });
});
