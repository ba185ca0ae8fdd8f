// @vitest-environment happy-dom
// Browser-only behaviour: relative base URLs resolve against the page, the `app.` host
// rule reads the page's host, and the localStorage token store keeps the session.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from './createHttpClient.js';
import { createLocalStorageTokenStore } from './tokenStore.js';

type HappyWindow = Window & { happyDOM: { setURL(url: string): void } };
const setPage = (url: string) => (window as unknown as HappyWindow).happyDOM.setURL(url);

/** A fetch that records URLs and answers 401 except to the refreshed token. */
function recordingFetch() {
  const urls: string[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    urls.push(url);
    const auth = new Headers(init?.headers).get('authorization');
    if (url.endsWith('auth/api/refresh')) {
      return Response.json({ token: 'fresh' });
    }
    return auth === 'Bearer fresh'
      ? Response.json({ ok: true })
      : Response.json({ message: 'Unauthenticated' }, { status: 401 });
  };
  return { urls, fetchImpl };
}

afterEach(() => {
  localStorage.clear();
  setPage('http://localhost:3000/');
});

describe('in a browser', () => {
  it('resolves the default /api/ base against the page', async () => {
    setPage('https://volunteers.example.org/portal/people');
    const { urls, fetchImpl } = recordingFetch();
    const client = createHttpClient({ token: 'stale', fetch: fetchImpl });
    await client.request({ method: 'GET', path: 'users/' });
    expect(urls[0]).toBe('https://volunteers.example.org/api/users/');
    expect(urls).toContain('https://volunteers.example.org/api/auth/api/refresh');
  });

  it('applies the app. host rule to the page host for a relative base', async () => {
    setPage('https://app.example.org/');
    const { urls, fetchImpl } = recordingFetch();
    const client = createHttpClient({ token: 'stale', fetch: fetchImpl });
    await expect(client.request({ method: 'GET', path: 'users/' })).rejects.toMatchObject({
      status: 401,
    });
    expect(urls).toEqual(['https://app.example.org/api/users/']);
  });

  it('keeps the session in localStorage across clients (a reload)', async () => {
    const { fetchImpl } = recordingFetch();
    const first = createHttpClient({
      token: 'ignored-with-a-store',
      tokenStore: createLocalStorageTokenStore(),
      fetch: fetchImpl,
    });
    expect(first.session.token).toBeNull();
    first.session.setToken('stale');
    await first.request({ method: 'GET', path: 'users/' });
    expect(localStorage.getItem('volunteerkit.token')).toBe('fresh');
    const second = createHttpClient({
      tokenStore: createLocalStorageTokenStore(),
      fetch: fetchImpl,
    });
    expect(second.session.token).toBe('fresh');
  });
});

describe('localStorage token store', () => {
  it('falls back to memory when storage refuses the write', () => {
    const store = createLocalStorageTokenStore({ key: 'vk.quota' });
    const refuse = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    store.set('kept-in-memory');
    expect(refuse).toHaveBeenCalled();
    expect(localStorage.getItem('vk.quota')).toBeNull();
    expect(store.get()).toBe('kept-in-memory');
    refuse.mockRestore();
    store.set('stored');
    expect(localStorage.getItem('vk.quota')).toBe('stored');
    expect(store.get()).toBe('stored');
  });
});
