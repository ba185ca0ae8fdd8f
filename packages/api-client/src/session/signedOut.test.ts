// A refused refresh ends the stored session and tells the app; a failure that is not a
// refusal (network, 5xx) keeps it. Against a fake server, then against the sandbox.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSandbox, type Sandbox } from '../../../sandbox/src/index.js';
import { seedOrganisation } from '../../../sandbox/src/seed/demo.js';
import { DEMO_PASSWORD } from '../../../sandbox/src/seed/context.js';
import { createHttpClient } from '../http/createHttpClient.js';
import { createMemoryTokenStore } from '../http/tokenStore.js';
import { ApiError } from '../errors/errors.js';
import type { SignedOutEvent } from './session.js';

const token = `e30.${btoa(JSON.stringify({ user: { id: 1 } })).replace(/=+$/, '')}.x`;

function fakeServer(refreshStatus: number) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    const status = url.endsWith('auth/api/refresh') ? refreshStatus : 401;
    return new Response(JSON.stringify({ message: 'no', code: 'session_revoked' }), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
}

describe('signed-out event', () => {
  it('a refused refresh clears the stored session and emits signed-out once', async () => {
    const store = createMemoryTokenStore(token);
    const client = createHttpClient({
      baseURL: 'http://api.test/api/',
      tokenStore: store,
      fetch: fakeServer(401),
    });
    const events: SignedOutEvent[] = [];
    client.session.onSignedOut((e) => events.push(e));
    const calls = await Promise.allSettled([
      client.request({ method: 'GET', path: 'users/' }),
      client.request({ method: 'GET', path: 'teams/' }),
    ]);
    expect(calls.every((c) => c.status === 'rejected' && c.reason instanceof ApiError)).toBe(true);
    expect(store.get()).toBeNull();
    expect(client.session.token).toBeNull();
    expect(events).toHaveLength(1);
    expect(events[0]?.reason).toBe('refresh-refused');
  });

  it('a refresh that fails with 503 keeps the session', async () => {
    const store = createMemoryTokenStore(token);
    const client = createHttpClient({
      baseURL: 'http://api.test/api/',
      tokenStore: store,
      fetch: fakeServer(503),
    });
    const events: SignedOutEvent[] = [];
    client.session.onSignedOut((e) => events.push(e));
    await expect(client.request({ method: 'GET', path: 'users/' })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(store.get()).toBe(token);
    expect(events).toEqual([]);
  });

  it('logout emits signed-out with reason logout', async () => {
    const client = createHttpClient({
      baseURL: 'http://api.test/api/',
      token,
      fetch: fakeServer(401),
    });
    const listener = vi.fn();
    client.session.onSignedOut(listener);
    await client.logout();
    expect(listener).toHaveBeenCalledWith({ reason: 'logout' });
  });
});

describe('against the sandbox', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({
      port: 0,
      db: ':memory:',
      seed: (ctx) => void seedOrganisation(ctx),
    });
  });
  afterAll(() => sandbox.close());

  it('a session revoked on the server (password changed elsewhere) signs the client out', async () => {
    const baseURL = `${sandbox.url}/api/`;
    const victim = createHttpClient({ baseURL });
    await victim.login({ email: 'volunteer@volunteerkit.test', password: DEMO_PASSWORD });
    const events: SignedOutEvent[] = [];
    victim.session.onSignedOut((e) => events.push(e));
    const admin = createHttpClient({ baseURL });
    await admin.login({ email: 'admin@volunteerkit.test', password: DEMO_PASSWORD });
    const id = victim.session.user?.id;
    await admin.request({
      method: 'PUT',
      path: `users/${id}/password/${id}`,
      body: { password: 'a-new-password', password_confirmation: 'a-new-password' },
    });
    await expect(
      victim.request({ method: 'GET', path: 'mobile/dashboard/stats/' }),
    ).rejects.toMatchObject({
      status: 401,
    });
    expect(victim.session.token).toBeNull();
    expect(events.map((e) => e.reason)).toEqual(['refresh-refused']);
  });
});
