// Proactive refresh: before exp, following the session, through the client's refresh.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../http/createHttpClient.js';
import { createMemoryTokenStore } from '../http/tokenStore.js';
import { ApiError } from '../errors/errors.js';
import { createSession } from './session.js';
import { startSessionRefresh, type SessionRefreshClient } from './sessionRefresh.js';
import type { SignedOutEvent } from './session.js';

const NOW = Date.UTC(2026, 0, 1);
const jwt = (payload: Record<string, unknown>) =>
  `e30.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.x`;
const expiringIn = (seconds: number, n = 0) =>
  jwt({ user: { id: 1 }, n, exp: Math.floor(NOW / 1000) + seconds });

function fakeClient(token: string | null) {
  const session = createSession(createMemoryTokenStore(token));
  let n = 0;
  const refresh = vi.fn(async () => {
    n += 1;
    const next = jwt({ user: { id: 1 }, n, exp: Math.floor(Date.now() / 1000) + 100 });
    session.setToken(next);
    return next;
  });
  const client: SessionRefreshClient = { session, refresh };
  return { client, session, refresh };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
  vi.spyOn(Math, 'random').mockReturnValue(0);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('startSessionRefresh', () => {
  it('refreshes a fifth of the lifetime before exp (at most 60 s), then again for the new token', async () => {
    const { client, refresh } = fakeClient(expiringIn(100));
    const handle = startSessionRefresh(client);
    expect(handle.nextRefreshAt()).toBe(NOW + 80_000);
    await vi.advanceTimersByTimeAsync(79_999);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    // The new token (100 s) is rescheduled from now.
    expect(handle.nextRefreshAt()).toBe(Date.now() + 80_000);
    await vi.advanceTimersByTimeAsync(80_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    handle.stop();
  });

  it('caps the lead at 60 s and keeps at least 1 s', () => {
    const long = fakeClient(expiringIn(3600));
    const a = startSessionRefresh(long.client);
    expect(a.nextRefreshAt()).toBe(NOW + (3600 - 60) * 1000);
    a.stop();
    const short = fakeClient(expiringIn(3));
    const b = startSessionRefresh(short.client);
    expect(b.nextRefreshAt()).toBe(NOW + 2000);
    b.stop();
  });

  it('jitters earlier, up to 5 s, so tabs sharing a token do not both refresh it', () => {
    vi.mocked(Math.random).mockReturnValue(0.999);
    const { client } = fakeClient(expiringIn(3600));
    const handle = startSessionRefresh(client);
    const at = handle.nextRefreshAt() ?? 0;
    expect(at).toBeLessThan(NOW + 3540_000);
    expect(at).toBeGreaterThan(NOW + 3535_000);
    handle.stop();
  });

  it('refreshes an expired token at once and waits past the longest timer for a far exp', async () => {
    const expired = fakeClient(expiringIn(-30));
    const a = startSessionRefresh(expired.client);
    await vi.advanceTimersByTimeAsync(0);
    expect(expired.refresh).toHaveBeenCalledTimes(1);
    a.stop();
    const far = fakeClient(expiringIn(40 * 24 * 3600));
    const b = startSessionRefresh(far.client);
    await vi.advanceTimersByTimeAsync(2 ** 31);
    expect(far.refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(40 * 24 * 3600 * 1000 - 2 ** 31);
    expect(far.refresh).toHaveBeenCalledTimes(1);
    b.stop();
  });

  it('schedules nothing when logged out or without exp, and follows login and logout', async () => {
    const { client, session, refresh } = fakeClient(null);
    const handle = startSessionRefresh(client);
    expect(handle.nextRefreshAt()).toBeUndefined();
    session.setToken(jwt({ user: { id: 1 } }));
    expect(handle.nextRefreshAt()).toBeUndefined();
    session.setToken(expiringIn(100));
    expect(handle.nextRefreshAt()).toBe(NOW + 80_000);
    session.clear();
    expect(handle.nextRefreshAt()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(200_000);
    expect(refresh).not.toHaveBeenCalled();
    handle.stop();
  });

  it('stop() cancels the refresh and stops following the session', async () => {
    const { client, session, refresh } = fakeClient(expiringIn(100));
    const handle = startSessionRefresh(client);
    handle.stop();
    handle.stop();
    expect(handle.nextRefreshAt()).toBeUndefined();
    session.setToken(expiringIn(50, 1));
    expect(handle.nextRefreshAt()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(200_000);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('through a real client: a refused proactive refresh signs out; a 503 keeps the session', async () => {
    for (const [status, signedOut] of [
      [401, true],
      [503, false],
    ] as const) {
      const store = createMemoryTokenStore(expiringIn(100));
      const onError = vi.fn();
      const fetch = vi.fn(
        async (_input: RequestInfo | URL) =>
          new Response(JSON.stringify({ code: 'session_revoked' }), {
            status,
            headers: { 'content-type': 'application/json' },
          }),
      );
      const client = createHttpClient({
        baseURL: 'http://api.test/api/',
        tokenStore: store,
        fetch,
        onError,
      });
      const events: SignedOutEvent[] = [];
      client.session.onSignedOut((e) => events.push(e));
      const handle = startSessionRefresh(client);
      await vi.advanceTimersByTimeAsync(80_000);
      expect(fetch).toHaveBeenCalledTimes(1);
      const input = fetch.mock.calls[0]?.[0];
      expect(String(input instanceof Request ? input.url : input)).toContain('auth/api/refresh');
      expect(onError).toHaveBeenCalledWith(
        expect.any(ApiError),
        expect.objectContaining({ reason: 'refresh-failed' }),
      );
      expect(events.map((e) => e.reason)).toEqual(signedOut ? ['refresh-refused'] : []);
      expect(store.get() === null).toBe(signedOut);
      handle.stop();
    }
  });
});
