// Authentication calls and search/apply logging against a real loopback server.
import { createClient } from '../client.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient } from '../http/createHttpClient.js';
import { logApplyAction, logSearch } from '../public/logging.js';
import { ApiError } from '../errors/errors.js';
import { makeJwt, sendJson, startLoopback, type Loopback } from '../http/loopback.test-utils.js';
import { extractToken } from './auth.js';

let server: Loopback;
beforeAll(async () => {
  server = await startLoopback();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.handle((_req, res) => sendJson(res, 200, {}));
});
const last = () => server.requests[server.requests.length - 1]!;

describe('login', () => {
  it('lets extra fields through and returns a challenge when the server sends no token', async () => {
    server.handle((_req, res) => sendJson(res, 200, { two_factor: true, methods: ['totp'] }));
    const client = createHttpClient({ baseURL: server.baseURL });
    const result = await client.login({ email: 'a@b.c', password: 'pw' });
    expect(result).toEqual({ status: 'challenge', body: { two_factor: true, methods: ['totp'] } });
    expect(client.session.token).toBeNull();
    const token = makeJwt({ user: { id: 3 } });
    server.handle((_req, res) => sendJson(res, 200, { data: { token } }));
    const second = await client.login({
      email: 'a@b.c',
      password: 'pw',
      code: '123456',
      trust_computer: true,
    });
    expect(last().json).toEqual({
      email: 'a@b.c',
      password: 'pw',
      minimal: true,
      code: '123456',
      trust_computer: true,
    });
    expect(second.status).toBe('authenticated');
    expect(client.session.user).toEqual({ id: 3 });
  });

  it('two-factor: a 403 two_factor_required asks for a code; trust-this-computer is remembered', async () => {
    const token = makeJwt({ user: { id: 8 } });
    server.handle((req, res) => {
      if (req.url?.endsWith('/auth/api/logout')) return sendJson(res, 200, {});
      const body = req.json as Record<string, unknown>;
      if (body.trust_token === 'trusted-1' || body.code === '123456') {
        return sendJson(
          res,
          200,
          body.trust_computer ? { token, trust_token: 'trusted-1' } : { token },
        );
      }
      return sendJson(res, 403, {
        message: 'Enter the 6-digit code',
        code: 'two_factor_required',
        two_factor_required: true,
      });
    });
    const client = createHttpClient({ baseURL: server.baseURL });
    const first = await client.login({ email: 'a@b.c', password: 'pw' });
    expect(first).toMatchObject({
      status: 'two-factor-required',
      message: 'Enter the 6-digit code',
    });
    const second = await client.login({
      email: 'a@b.c',
      password: 'pw',
      code: '123456',
      trust_computer: true,
    });
    expect(second).toMatchObject({ status: 'authenticated', trustedComputer: true });
    expect(client.trustedComputer.token()).toBe('trusted-1');
    await client.logout();
    // The next login sends the trust token by itself and needs no code.
    const third = await client.login({ email: 'a@b.c', password: 'pw' });
    expect(last().json).toMatchObject({ trust_token: 'trusted-1' });
    expect(third.status).toBe('authenticated');
    client.trustedComputer.forget();
    await client.logout();
    expect((await client.login({ email: 'a@b.c', password: 'pw' })).status).toBe(
      'two-factor-required',
    );
    expect(last().json).not.toHaveProperty('trust_token');
    // A token issued while signed in (trust-computer) is remembered and sent on the next login.
    client.trustedComputer.remember('trusted-2');
    expect(client.trustedComputer.token()).toBe('trusted-2');
    await client.logout();
    await client.login({ email: 'a@b.c', password: 'pw' });
    expect(last().json).toMatchObject({ trust_token: 'trusted-2' });
  });

  it('logout ends the session on the server with the current token, then forgets it', async () => {
    const token = makeJwt({ user: { id: 5 } });
    server.handle((_req, res) => sendJson(res, 200, {}));
    const client = createHttpClient({ baseURL: server.baseURL, token });
    await client.logout();
    expect(last().method).toBe('POST');
    expect(last().url).toMatch(/\/auth\/api\/logout$/);
    expect(last().headers.authorization).toBe(`Bearer ${token}`);
    expect(client.session.token).toBeNull();
    // Without a token there is nothing to end on the server.
    const count = server.requests.length;
    await client.logout();
    expect(server.requests).toHaveLength(count);
  });

  it('logout signs out locally when the server refuses or fails', async () => {
    for (const status of [401, 500]) {
      server.handle((_req, res) => sendJson(res, status, { message: 'no' }));
      const client = createHttpClient({ baseURL: server.baseURL, token: makeJwt({}) });
      await client.logout();
      expect(client.session.token).toBeNull();
    }
  });

  it('a failed login rejects with ApiError and never refreshes', async () => {
    server.handle((_req, res) => sendJson(res, 401, { message: 'Bad credentials' }));
    const client = createHttpClient({ baseURL: server.baseURL, token: makeJwt({}) });
    const error = await client
      .login({ email: 'a@b.c', password: 'wrong-pw' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).not.toContain('wrong-pw');
    expect(server.requests).toHaveLength(1);
  });

  it('an undecodable token still logs in, with null user', async () => {
    server.handle((_req, res) => sendJson(res, 200, { token: 'opaque-token' }));
    const client = createHttpClient({ baseURL: server.baseURL });
    const result = await client.login({ email: 'a@b.c', password: 'pw' });
    expect(result.status).toBe('authenticated');
    expect(client.session.user).toBeNull();
    expect(client.session.token).toBe('opaque-token');
  });
});

describe('token exchange; mobile and two-factor accessors', () => {
  it('exchangeToken posts {token, key} and stores a returned token unless told not to', async () => {
    server.handle((_req, res) => sendJson(res, 200, { token: 'exchanged' }));
    const client = createHttpClient({ baseURL: server.baseURL });
    const result = await client.exchangeToken({ token: 'one', key: 'k' });
    expect(last().path).toBe('auth/api/token');
    expect(last().json).toEqual({ token: 'one', key: 'k' });
    expect(result).toEqual({ token: 'exchanged', body: { token: 'exchanged' } });
    expect(client.session.token).toBe('exchanged');
    const other = createHttpClient({ baseURL: server.baseURL });
    await other.exchangeToken({ token: 'one', key: 'k' }, { store: false });
    expect(other.session.token).toBeNull();
  });

  it('mobile and two-factor calls are the typed accessors (the second auth API is gone)', async () => {
    const client = createClient({ baseURL: server.baseURL, token: 't' });
    expect('mobile' in client).toBe(false);
    expect('twoFactor' in client).toBe(false);
    await client.auth.mobile.requestToken({ email: 'a@b.c' });
    expect([last().method, last().path]).toEqual(['POST', 'auth/mobile/request-token']);
    await client.auth.mobile.show(4);
    expect([last().method, last().path]).toEqual(['GET', 'auth/mobile/4']);
    await client.users.twoFactor(9).store({});
    expect([last().method, last().path, last().json]).toEqual(['POST', 'users/9/two-factor/', {}]);
    await client.users.twoFactor(9).trustComputer.store({ trust: true });
    expect([last().method, last().path]).toEqual(['POST', 'users/9/two-factor/trust-computer']);
  });
});

describe('logging', () => {
  it('logSearch posts {opportunities_ids}', async () => {
    const client = createHttpClient({ baseURL: server.baseURL });
    await logSearch(client, [1, 2, 3]);
    expect([last().method, last().path, last().json]).toEqual([
      'POST',
      'opportunities/log/search',
      { opportunities_ids: [1, 2, 3] },
    ]);
    await logSearch(client, [4], { public: true });
    expect(last().query.get('public_search')).toBe('true');
  });

  it('logApplyAction posts {slug}', async () => {
    const client = createHttpClient({ baseURL: server.baseURL });
    await logApplyAction(client, 'beach-clean');
    expect([last().method, last().path, last().json]).toEqual([
      'POST',
      'opportunities/log-apply-action',
      { slug: 'beach-clean' },
    ]);
  });
});

describe('extractToken', () => {
  it.each([
    [{ token: 'a' }, 'a'],
    [{ access_token: 'b' }, 'b'],
    [{ data: { token: 'c' } }, 'c'],
    [' d ', 'd'],
    [{ token: '' }, null],
    [{}, null],
    [null, null],
  ])('%j -> %s', (body, expected) => {
    expect(extractToken(body)).toBe(expected);
  });
});
