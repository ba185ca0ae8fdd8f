// Retries against a real loopback server: which calls are sent again, how long the
// client waits (backoff, jitter, Retry-After), the bounds, idempotency keys and cancelling.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AbortError, ApiError, NetworkError, TimeoutError } from '../errors/errors.js';
import { NotFoundError, RateLimitError, ServerError } from '../errors/statusErrors.js';
import { createHttpClient } from './createHttpClient.js';
import { sendJson, startLoopback, type Loopback } from './loopback.test-utils.js';
import { DEFAULT_RETRY, resolveRetry, retryWait, type RetryAttempt } from './retry.js';

let server: Loopback;
beforeAll(async () => {
  server = await startLoopback();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

/** Answers the given statuses in turn (the last one for every later request). */
function answers(...statuses: Array<number | [number, Record<string, string>]>) {
  let n = 0;
  server.handle((_req, res) => {
    const item = statuses[Math.min(n, statuses.length - 1)]!;
    n += 1;
    const [status, headers] = Array.isArray(item) ? item : [item, {}];
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    sendJson(res, status, status < 300 ? { ok: n } : { message: 'no', code: `e${status}` });
  });
}

const fast = { delay: 1 } as const;

describe('retries through the transport', () => {
  it('a GET answered 503 with Retry-After: 1, then 200, resolves after waiting the second', async () => {
    answers([503, { 'Retry-After': '1' }], 200);
    const client = createHttpClient({ baseURL: server.baseURL });
    const started = performance.now();
    await expect(client.request({ method: 'GET', path: 'items/' })).resolves.toEqual({ ok: 2 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    expect(server.requests).toHaveLength(2);
  });

  it.each([408, 429, 502, 503, 504])('retries %i on a GET, PUT and DELETE', async (status) => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      server.requests.length = 0;
      answers(status, 200);
      const client = createHttpClient({ baseURL: server.baseURL, retry: fast });
      await expect(client.request({ method, path: 'items/1' })).resolves.toEqual({ ok: 2 });
      expect(server.requests).toHaveLength(2);
    }
  });

  it.each([400, 401, 404, 409, 422, 500])('does not retry %i', async (status) => {
    answers(status, 200);
    const client = createHttpClient({ baseURL: server.baseURL, retry: fast });
    await expect(client.request({ method: 'GET', path: 'items/1' })).rejects.toMatchObject({
      status,
      code: `e${status}`,
    });
    expect(server.requests).toHaveLength(1);
  });

  it('gives up after the limit with the last error, typed by status', async () => {
    answers(503);
    const client = createHttpClient({ baseURL: server.baseURL, retry: { ...fast, limit: 3 } });
    const error = await client.request({ method: 'GET', path: 'items/' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerError);
    expect(error).toBeInstanceOf(ApiError);
    expect(server.requests).toHaveLength(4);
  });

  it('sends a POST once, unless it carries an idempotency key (then the same key each time)', async () => {
    answers(503, 201);
    const client = createHttpClient({ baseURL: server.baseURL, retry: fast });
    await expect(
      client.request({ method: 'POST', path: 'items/', body: { a: 1 } }),
    ).rejects.toBeInstanceOf(ServerError);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]!.headers['idempotency-key']).toBeUndefined();

    server.requests.length = 0;
    answers(503, 201);
    await expect(
      client.request({ method: 'POST', path: 'items/', body: { a: 1 }, idempotencyKey: 'k-1' }),
    ).resolves.toEqual({ ok: 2 });
    expect(server.requests.map((r) => r.headers['idempotency-key'])).toEqual(['k-1', 'k-1']);
  });

  it('retry: false on the client or on one call sends once', async () => {
    answers(503, 200);
    const off = createHttpClient({ baseURL: server.baseURL, retry: false });
    await expect(off.request({ method: 'GET', path: 'a' })).rejects.toBeInstanceOf(ServerError);
    expect(server.requests).toHaveLength(1);
    server.requests.length = 0;
    answers(503, 200);
    const on = createHttpClient({ baseURL: server.baseURL, retry: fast });
    await expect(on.request({ method: 'GET', path: 'a', retry: false })).rejects.toBeInstanceOf(
      ServerError,
    );
    expect(server.requests).toHaveLength(1);
  });

  it('a Retry-After beyond maxRetryAfter or the total-time bound rejects at once, saying how long', async () => {
    answers([429, { 'Retry-After': '120' }], 200);
    const client = createHttpClient({ baseURL: server.baseURL });
    const error = await client.request({ method: 'GET', path: 'a' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).retryAfter).toBe(120_000);
    expect(server.requests).toHaveLength(1);

    server.requests.length = 0;
    answers([503, { 'Retry-After': '2' }], 200);
    const bounded = createHttpClient({ baseURL: server.baseURL, retry: { maxElapsed: 500 } });
    await expect(bounded.request({ method: 'GET', path: 'a' })).rejects.toMatchObject({
      status: 503,
      retryAfter: 2000,
    });
    expect(server.requests).toHaveLength(1);
  });

  it('retries a dropped connection on a GET; a timeout is not retried', async () => {
    let n = 0;
    server.handle((_req, res) => {
      n += 1;
      if (n === 1) res.socket?.destroy();
      else sendJson(res, 200, { n });
    });
    const client = createHttpClient({ baseURL: server.baseURL, retry: fast });
    await expect(client.request({ method: 'GET', path: 'a' })).resolves.toEqual({ n: 2 });

    n = 0;
    server.requests.length = 0;
    server.handle((_req, res) => {
      setTimeout(() => sendJson(res, 200, {}), 200);
    });
    await expect(
      client.request({ method: 'GET', path: 'slow', timeout: 30 }),
    ).rejects.toBeInstanceOf(TimeoutError);
    expect(server.requests).toHaveLength(1);
  });

  it('cancelling during the wait rejects at once with AbortError and sends nothing more', async () => {
    answers([503, { 'Retry-After': '5' }], 200);
    const client = createHttpClient({ baseURL: server.baseURL });
    const onRetry = vi.fn();
    const controller = new AbortController();
    const call = client.request({
      method: 'GET',
      path: 'a',
      signal: controller.signal,
      hooks: { onRetry },
    });
    await vi.waitFor(() => expect(onRetry).toHaveBeenCalledTimes(1));
    expect(onRetry.mock.calls[0]![0]).toMatchObject({ retry: 1, delay: 5000, path: 'a' });
    const started = performance.now();
    controller.abort();
    await expect(call).rejects.toBeInstanceOf(AbortError);
    expect(performance.now() - started).toBeLessThan(500);
    expect(server.requests).toHaveLength(1);
  });

  it('a 404 is a NotFoundError with the server code and its request id', async () => {
    server.handle((_req, res) => {
      res.setHeader('X-Request-Id', 'srv-42');
      sendJson(res, 404, { message: 'gone', code: 'not_found' });
    });
    const client = createHttpClient({ baseURL: server.baseURL });
    const error = await client.request({ method: 'GET', path: 'a' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ status: 404, code: 'not_found', requestId: 'srv-42' });
  });
});

describe('retryWait (the policy, without timers)', () => {
  const failure = (status: number, headers: Record<string, string> = {}) =>
    new ApiError({
      method: 'GET',
      url: 'https://x.test/api/a',
      status,
      body: null,
      headers: new Headers(headers),
    });
  const at = (over: Partial<RetryAttempt>): RetryAttempt => ({
    method: 'GET',
    idempotencyKey: false,
    error: failure(503),
    retries: 0,
    elapsed: 0,
    ...over,
  });

  it('doubles the wait per retry, jittered between half and all of it, up to backoffLimit', () => {
    const policy = resolveRetry({ limit: 10 })!;
    expect([0, 1, 2, 3].map((retries) => retryWait(policy, at({ retries }), () => 1))).toEqual([
      300, 600, 1200, 2400,
    ]);
    expect(retryWait(policy, at({ retries: 1 }), () => 0)).toBe(300);
    expect(retryWait(policy, at({ retries: 8 }), () => 1)).toBe(DEFAULT_RETRY.backoffLimit);
  });

  it('honours Retry-After as the least wait, in seconds or as a date', () => {
    expect(retryWait(DEFAULT_RETRY, at({ error: failure(429, { 'retry-after': '3' }) }))).toBe(
      3000,
    );
    const inTwo = new Date(Date.now() + 2000).toUTCString();
    const wait = retryWait(DEFAULT_RETRY, at({ error: failure(503, { 'retry-after': inTwo }) }));
    expect(wait).toBeGreaterThan(900);
    expect(wait).toBeLessThanOrEqual(2000);
  });

  it('stops at the limit, for other errors, for POST without a key, and past maxElapsed', () => {
    expect(retryWait(DEFAULT_RETRY, at({ retries: 2 }))).toBeUndefined();
    expect(retryWait(DEFAULT_RETRY, at({ error: new Error('bug') }))).toBeUndefined();
    expect(retryWait(DEFAULT_RETRY, at({ method: 'POST' }))).toBeUndefined();
    expect(retryWait(DEFAULT_RETRY, at({ method: 'POST', idempotencyKey: true }))).toBeDefined();
    expect(retryWait(DEFAULT_RETRY, at({ elapsed: 29_900 }), () => 1)).toBeUndefined();
    const network = new NetworkError({ method: 'GET', url: 'https://x.test/' });
    expect(retryWait(DEFAULT_RETRY, at({ error: network }))).toBeDefined();
  });

  it('resolveRetry: false and 0 are off, a number is the limit, bad numbers throw', () => {
    expect(resolveRetry(false)).toBeUndefined();
    expect(resolveRetry(0)).toBeUndefined();
    expect(resolveRetry(5)?.limit).toBe(5);
    expect(resolveRetry({ delay: 10 }, resolveRetry(4))).toMatchObject({ limit: 4, delay: 10 });
    expect(() => resolveRetry({ limit: -1 })).toThrow(RangeError);
  });
});
