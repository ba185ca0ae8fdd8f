// The 401 rule of spec 8 against a real loopback server: single-flight refresh, retry
// once, failure handling, the `app.` host rule, and 503.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from './createHttpClient.js';
import { AbortError, ApiError } from '../errors/errors.js';
import type { GlobalErrorHandler } from './options.js';
import {
  makeJwt,
  sendJson,
  startLoopback,
  type Loopback,
  type RecordedRequest,
} from './loopback.test-utils.js';

const OLD = makeJwt({ user: { id: 1, permissions: [] }, n: 'old' });
const NEW = makeJwt({ user: { id: 1, permissions: ['view-users'] }, n: 'new' });

let server: Loopback;
beforeAll(async () => {
  server = await startLoopback();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const refreshCalls = () => server.requests.filter((r) => r.path === 'auth/api/refresh');
const isResource = (r: RecordedRequest) => r.path.startsWith('items/');
const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Valid token => 200; anything else => 401 (some 401s answered late, after the refresh settled). */
function authServer(options: { refresh: 'ok' | 'fail' | 'same'; validToken?: string }) {
  const valid = options.validToken ?? NEW;
  let refreshAnswered!: () => void;
  const answered = new Promise<void>((resolve) => (refreshAnswered = resolve));
  server.handle(async (req, res) => {
    if (req.path === 'auth/api/refresh') {
      await delay(30);
      if (options.refresh === 'fail') sendJson(res, 500, { message: 'refresh broke' });
      else sendJson(res, 200, { token: options.refresh === 'same' ? OLD : NEW });
      refreshAnswered();
      return;
    }
    if (req.headers.authorization === `Bearer ${valid}`) {
      return sendJson(res, 200, { path: req.path, auth: req.headers.authorization });
    }
    // Every third 401 is answered only after the refresh has been answered (and the
    // client has had time to settle it), so it arrives after the refresh settled.
    const n = Number(req.path.split('/')[1]);
    if (n % 3 === 0) {
      await answered;
      await delay(40);
    }
    return sendJson(res, 401, { message: 'Unauthenticated' });
  });
}

describe('401 refresh', () => {
  it('50 concurrent 401s cause exactly one refresh and all 50 succeed with the new token', async () => {
    authServer({ refresh: 'ok' });
    const onError = vi.fn<GlobalErrorHandler>();
    const client = createHttpClient({ baseURL: server.baseURL, token: OLD, onError });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        client.request<{ auth: string }>({ method: 'GET', path: `items/${i}` }),
      ),
    );
    expect(results).toHaveLength(50);
    for (const r of results) expect(r.auth).toBe(`Bearer ${NEW}`);
    expect(refreshCalls()).toHaveLength(1);
    expect(refreshCalls()[0]!.json).toEqual({ token: OLD, minimal: true });
    expect(client.session.token).toBe(NEW);
    expect(client.session.user?.permissions).toEqual(['view-users']);
    expect(onError).not.toHaveBeenCalled();
    // Each request was sent at most twice.
    const perPath = new Map<string, number>();
    for (const r of server.requests.filter(isResource))
      perPath.set(r.path, (perPath.get(r.path) ?? 0) + 1);
    expect(Math.max(...perPath.values())).toBeLessThanOrEqual(2);
  });

  it('a failed refresh rejects all 50 and calls the global handler once', async () => {
    authServer({ refresh: 'fail' });
    const onError = vi.fn<GlobalErrorHandler>();
    const client = createHttpClient({ baseURL: server.baseURL, token: OLD, onError });
    const settled = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => client.request({ method: 'GET', path: `items/${i}` })),
    );
    expect(settled.every((s) => s.status === 'rejected')).toBe(true);
    for (const s of settled) {
      const reason = (s as PromiseRejectedResult).reason as ApiError;
      expect(reason).toBeInstanceOf(ApiError);
      expect(reason.status).toBe(401);
      expect(reason.message).not.toContain(OLD);
    }
    expect(refreshCalls()).toHaveLength(1);
    expect(onError).toHaveBeenCalledTimes(1);
    const [error, info] = onError.mock.calls[0]!;
    expect(info.reason).toBe('refresh-failed');
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(500);
    expect(JSON.stringify(info.request.headers)).not.toContain(OLD);
  });

  it('never retries a request twice (still 401 after the refresh)', async () => {
    authServer({ refresh: 'ok', validToken: 'nothing-is-valid' });
    const onError = vi.fn<GlobalErrorHandler>();
    const client = createHttpClient({ baseURL: server.baseURL, token: OLD, onError });
    const error = await client.request({ method: 'GET', path: 'items/1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(server.requests.filter(isResource)).toHaveLength(2);
    expect(refreshCalls()).toHaveLength(1);
    expect(server.requests.filter(isResource)[1]!.headers.authorization).toBe(`Bearer ${NEW}`);
    expect(onError).not.toHaveBeenCalled();
  });

  it('a later request after a success refreshes again only when it gets 401 with the new token', async () => {
    authServer({ refresh: 'ok' });
    const client = createHttpClient({ baseURL: server.baseURL, token: OLD });
    await client.request({ method: 'GET', path: 'items/1' });
    await client.request({ method: 'GET', path: 'items/2' });
    expect(refreshCalls()).toHaveLength(1);
    expect(server.requests.filter(isResource)).toHaveLength(3);
  });

  it('does not refresh without a token or for public calls', async () => {
    authServer({ refresh: 'ok' });
    const anonymous = createHttpClient({ baseURL: server.baseURL });
    await expect(anonymous.request({ method: 'GET', path: 'items/1' })).rejects.toMatchObject({
      status: 401,
    });
    const withToken = createHttpClient({ baseURL: server.baseURL, token: OLD });
    await expect(
      withToken.request({ method: 'GET', path: 'items/1', public: true }),
    ).rejects.toMatchObject({ status: 401 });
    expect(refreshCalls()).toHaveLength(0);
  });

  it.each([
    ['app.example.test', false],
    ['APP.example.test', false],
    ['api.example.test', true],
    ['myapp.example.test', true],
  ])('host %s refreshes: %s', async (host, refreshes) => {
    authServer({ refresh: 'ok' });
    const port = new URL(server.origin).port;
    const rewrite: typeof fetch = (input, init) =>
      fetch(
        String(input instanceof Request ? input.url : input).replace(`//${host}:`, '//127.0.0.1:'),
        init,
      );
    const client = createHttpClient({
      baseURL: `http://${host}:${port}/api/`,
      token: OLD,
      fetch: rewrite,
    });
    const outcome = await client.request({ method: 'GET', path: 'items/1' }).then(
      () => 'ok',
      (e: unknown) => e,
    );
    expect(refreshCalls()).toHaveLength(refreshes ? 1 : 0);
    if (refreshes) expect(outcome).toBe('ok');
    else expect(outcome).toMatchObject({ status: 401 });
  });

  it('a refresh that returns the same rejected token ends after one retry (no loop)', async () => {
    authServer({ refresh: 'same' });
    const client = createHttpClient({ baseURL: server.baseURL, token: OLD });
    await expect(client.request({ method: 'GET', path: 'items/1' })).rejects.toMatchObject({
      status: 401,
    });
    expect(refreshCalls()).toHaveLength(1);
    expect(server.requests.filter(isResource)).toHaveLength(2);
  });

  it('a caller abort while waiting for the refresh rejects with AbortError and no handler', async () => {
    server.handle(async (req, res) => {
      if (req.path === 'auth/api/refresh') {
        await delay(200);
        return sendJson(res, 200, { token: NEW });
      }
      return sendJson(res, req.headers.authorization === `Bearer ${NEW}` ? 200 : 401, {});
    });
    const onError = vi.fn<GlobalErrorHandler>();
    const client = createHttpClient({ baseURL: server.baseURL, token: OLD, onError });
    const controller = new AbortController();
    const waiting = client.request({ method: 'GET', path: 'items/1', signal: controller.signal });
    const other = client.request({ method: 'GET', path: 'items/2' });
    setTimeout(() => controller.abort(), 60);
    await expect(waiting).rejects.toBeInstanceOf(AbortError);
    await expect(other).resolves.toEqual({});
    expect(onError).not.toHaveBeenCalled();
    expect(refreshCalls()).toHaveLength(1);
  });

  it('logout during a refresh rejects the waiting calls with AbortError, without the handler', async () => {
    server.handle(async (req, res) => {
      if (req.path === 'auth/api/refresh') {
        await delay(150);
        return sendJson(res, 200, { token: NEW });
      }
      return sendJson(res, 401, {});
    });
    const onError = vi.fn<GlobalErrorHandler>();
    const client = createHttpClient({ baseURL: server.baseURL, token: OLD, onError });
    const calls = [1, 2, 3].map((i) => client.request({ method: 'GET', path: `items/${i}` }));
    // Settle them from the start: logout() rejects the calls while it awaits the server's sign-out.
    const settled = Promise.allSettled(calls);
    while (refreshCalls().length === 0) await delay(2);
    await client.logout();
    for (const result of await settled) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(AbortError);
    }
    await delay(200);
    expect(onError).not.toHaveBeenCalled();
    expect(client.session.token).toBeNull();
  });

  it('client.refresh() shares the in-flight refresh', async () => {
    authServer({ refresh: 'ok' });
    const client = createHttpClient({ baseURL: server.baseURL, token: OLD });
    const [a, b] = await Promise.all([client.refresh(), client.refresh()]);
    expect(a).toBe(NEW);
    expect(b).toBe(NEW);
    expect(refreshCalls()).toHaveLength(1);
  });
});

describe('503', () => {
  it('calls the global handler and rejects', async () => {
    server.handle((_req, res) => sendJson(res, 503, { message: 'maintenance' }));
    const onError = vi.fn<GlobalErrorHandler>();
    const client = createHttpClient({ baseURL: server.baseURL, token: OLD, onError, retry: false });
    const error = await client.request({ method: 'GET', path: 'items/1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]![1].reason).toBe('service-unavailable');
    expect(server.requests).toHaveLength(1);
  });

  it('with retries, calls the global handler once, when the last attempt still gets 503', async () => {
    server.handle((_req, res) => sendJson(res, 503, { message: 'maintenance' }));
    const onError = vi.fn<GlobalErrorHandler>();
    const client = createHttpClient({
      baseURL: server.baseURL,
      token: OLD,
      onError,
      retry: { delay: 1 },
    });
    await expect(client.request({ method: 'GET', path: 'items/1' })).rejects.toMatchObject({
      status: 503,
    });
    expect(server.requests).toHaveLength(3);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('a retried request that gets 503 rejects without the global handler', async () => {
    server.handle(async (req, res) => {
      if (req.path === 'auth/api/refresh') return sendJson(res, 200, { token: NEW });
      return sendJson(res, req.headers.authorization === `Bearer ${NEW}` ? 503 : 401, {});
    });
    const onError = vi.fn<GlobalErrorHandler>();
    const client = createHttpClient({
      baseURL: server.baseURL,
      token: OLD,
      onError,
      retry: { delay: 1 },
    });
    await expect(client.request({ method: 'GET', path: 'items/1' })).rejects.toMatchObject({
      status: 503,
    });
    expect(onError).not.toHaveBeenCalled();
  });

  it('other errors reject to the caller only', async () => {
    server.handle((_req, res) => sendJson(res, 500, {}));
    const onError = vi.fn<GlobalErrorHandler>();
    const client = createHttpClient({ baseURL: server.baseURL, token: OLD, onError });
    await expect(client.request({ method: 'GET', path: 'items/1' })).rejects.toMatchObject({
      status: 500,
    });
    expect(onError).not.toHaveBeenCalled();
    expect(server.requests).toHaveLength(1);
  });
});
