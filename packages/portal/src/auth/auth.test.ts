import { ApiError, createHttpClient, createMemoryTokenStore } from '@volunteerkit/api-client';
import { vi } from 'vitest';
import { createPortalServices } from '../app/createPortalServices.js';
import { createPortalAuth, portalUserOf, SignInError, signInErrorOf } from './createPortalAuth.js';
import { safeReturnPath } from './SignInScreen.js';

function apiError(status: number, body: unknown): ApiError {
  return new ApiError({
    status,
    body,
    method: 'POST',
    url: 'http://x/api/auth/api/',
    requestId: '1',
  });
}

describe('sign-in errors people understand', () => {
  it.each([
    [
      apiError(401, { code: 'invalid_credentials' }),
      'invalid_credentials',
      "That e-mail address and password don't match",
    ],
    // An error from another copy of the client (instanceof fails) still reads in words.
    [
      { status: 401, body: {}, message: 'POST http://x/api/auth/api/ failed with 401' },
      'invalid_credentials',
      "don't match",
    ],
    [apiError(403, { code: 'account_locked' }), 'account_locked', 'locked'],
    [
      apiError(422, { code: 'invalid_two_factor_code' }),
      'invalid_two_factor_code',
      'two-factor code',
    ],
    [apiError(429, {}), 'too_many_attempts', 'Too many attempts'],
    [new TypeError('fetch failed'), 'network', 'could not be reached'],
  ])('%#', (error, code, text) => {
    const e = signInErrorOf(error);
    expect(e.code).toBe(code);
    expect(e.message).toContain(text);
    expect(e.message).not.toMatch(/failed with|\/api\/|POST|Unauthorized/);
  });
});

describe('a refused sign-in reads in words, never as the request that failed', () => {
  it('an ApiError is not a SignInError, and signIn turns it into one', async () => {
    expect(apiError(401, {}) instanceof SignInError).toBe(false);
    expect(new SignInError('x', 'y') instanceof SignInError).toBe(true);
    const client = {
      session: {
        getState: () => ({ token: null, user: null }),
        subscribe: () => () => {},
        onSignedOut: () => () => {},
      },
      login: () => Promise.reject(apiError(401, { code: 'invalid_credentials' })),
      logout: () => Promise.resolve(),
    } as unknown as Parameters<typeof createPortalAuth>[0];
    const auth = createPortalAuth(client);
    const error = await auth.signIn({ email: 'a@b.test', password: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SignInError);
    expect((error as Error).message).toBe(
      "That e-mail address and password don't match. Check them and try again.",
    );
  });
});

describe('return path after sign-in', () => {
  it.each([
    ['/people/3', '/people/3'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
    ['/sign-in', '/'],
    [42, '/'],
  ])('%j -> %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });
});

describe('session user', () => {
  it('reads permissions, timezone and organisation defensively', () => {
    const user = portalUserOf({
      token: 't',
      environment: null,
      user: {
        id: 5,
        permissions: ['view-users', 3 as unknown as string],
        organisation: { date_format: 'DD/MM/YYYY' },
      },
    });
    expect(user).toMatchObject({
      id: 5,
      name: 'User 5',
      permissions: ['view-users'],
      timezone: 'Europe/London',
    });
    expect(portalUserOf({ token: null, user: null, environment: null })).toBeNull();
  });
});

describe('the portal session over the client (refresh before expiry, reload, sign-out)', () => {
  const part = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const NOW = Date.UTC(2026, 0, 1);
  const tokenFor = (n: number, lifetime = 100) =>
    `${part({ alg: 'HS256' })}.${part({
      user: { id: 3, permissions: [] },
      n,
      exp: Math.floor(Date.now() / 1000) + lifetime,
    })}.x`;

  /** A server whose refresh answers `status` (a new token on 200); every call is recorded. */
  function server(status: () => number) {
    let n = 0;
    return vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.endsWith('auth/api/refresh') && status() === 200) {
        n += 1;
        return Response.json({ token: tokenFor(n) });
      }
      return Response.json({ code: 'session_revoked' }, { status: status() });
    });
  }
  const refreshCalls = (fetch: ReturnType<typeof server>) =>
    fetch.mock.calls.filter(([input]) =>
      String(input instanceof Request ? input.url : input).endsWith('auth/api/refresh'),
    ).length;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    vi.spyOn(Math, 'random').mockReturnValue(0);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('refreshes before the token expires, keeps the user signed in, and stops on dispose', async () => {
    const fetch = server(() => 200);
    const store = createMemoryTokenStore(tokenFor(0));
    const client = createHttpClient({ baseURL: 'http://api.test/api/', tokenStore: store, fetch });
    const services = createPortalServices({ client });
    await vi.advanceTimersByTimeAsync(79_000);
    expect(refreshCalls(fetch)).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(refreshCalls(fetch)).toBe(1);
    expect(store.get()).toBe(tokenFor(1));
    expect(services.auth.getState()).toMatchObject({ user: { id: 3 }, expired: false });
    // The new token is refreshed before it expires too.
    await vi.advanceTimersByTimeAsync(80_000);
    expect(refreshCalls(fetch)).toBe(2);
    services.dispose();
    await vi.advanceTimersByTimeAsync(200_000);
    expect(refreshCalls(fetch)).toBe(2);
  });

  it('a reload (new services over the same stored token) keeps the session', () => {
    const store = createMemoryTokenStore(tokenFor(0));
    const first = createPortalServices({
      client: createHttpClient({ baseURL: 'http://api.test/api/', tokenStore: store }),
    });
    first.dispose();
    const reloaded = createPortalServices({
      client: createHttpClient({ baseURL: 'http://api.test/api/', tokenStore: store }),
    });
    expect(reloaded.auth.getState()).toMatchObject({ user: { id: 3 }, expired: false });
    reloaded.dispose();
  });

  it('signs out with the "session has ended" state when the server refuses the refresh', async () => {
    const fetch = server(() => 401);
    const store = createMemoryTokenStore(tokenFor(0));
    const client = createHttpClient({ baseURL: 'http://api.test/api/', tokenStore: store, fetch });
    const services = createPortalServices({ client });
    const seen = vi.fn();
    services.auth.subscribe(seen);
    await vi.advanceTimersByTimeAsync(80_000);
    expect(refreshCalls(fetch)).toBe(1);
    expect(store.get()).toBeNull();
    expect(services.auth.getState()).toEqual({ user: null, expired: true });
    expect(seen).toHaveBeenCalled();
    services.dispose();
  });

  it('a refresh that fails with a 5xx keeps the session', async () => {
    const fetch = server(() => 503);
    const initial = tokenFor(0);
    const store = createMemoryTokenStore(initial);
    const client = createHttpClient({ baseURL: 'http://api.test/api/', tokenStore: store, fetch });
    const services = createPortalServices({ client });
    await vi.advanceTimersByTimeAsync(80_000);
    expect(refreshCalls(fetch)).toBe(1);
    expect(store.get()).toBe(initial);
    expect(services.auth.getState()).toMatchObject({ user: { id: 3 }, expired: false });
    services.dispose();
  });
});

describe('a session the server ends', () => {
  it('returns to sign-in with the "session has ended" message on a refused refresh', () => {
    const part = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const token = `${part({ alg: 'HS256' })}.${part({ user: { id: 3, permissions: [] } })}.x`;
    const client = createHttpClient({ baseURL: 'http://api.test/api/', token });
    const auth = createPortalAuth(client);
    expect(auth.getState()).toMatchObject({ user: { id: 3 }, expired: false });
    client.session.end({ reason: 'refresh-refused' });
    expect(auth.getState()).toEqual({ user: null, expired: true });
    auth.destroy();
  });

  it('a sign-out by the user is not shown as an ended session', async () => {
    const part = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const token = `${part({ alg: 'HS256' })}.${part({ user: { id: 3 } })}.x`;
    const client = createHttpClient({ baseURL: 'http://api.test/api/', token });
    const auth = createPortalAuth(client);
    await auth.signOut();
    expect(auth.getState()).toEqual({ user: null, expired: false });
    auth.destroy();
  });

  it('a copy kept by a read answered during the sign-out is forgotten too (issue 48)', async () => {
    // Cache Storage as the service worker leaves it: the person's own reads are kept.
    const names = new Set(['vk-own-data-v1']);
    vi.stubGlobal('caches', {
      has: async (name: string) => names.has(name),
      delete: async (name: string) => names.delete(name),
    });
    const part = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const token = `${part({ alg: 'HS256' })}.${part({ user: { id: 3 } })}.x`;
    // While the server ends the session, a read answered just before keeps a copy again.
    const fetch = vi.fn(async () => {
      names.add('vk-own-data-v1');
      return new Response(null, { status: 204 });
    });
    const client = createHttpClient({ baseURL: 'http://api.test/api/', token, fetch });
    const auth = createPortalAuth(client);
    try {
      await auth.signOut();
      expect(fetch).toHaveBeenCalled();
      expect(names.has('vk-own-data-v1')).toBe(false);
    } finally {
      auth.destroy();
      vi.unstubAllGlobals();
    }
  });
});
