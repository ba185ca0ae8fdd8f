// Per-URL cancellation, caller signals and hooks, against a real loopback server.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from './createHttpClient.js';
import { AbortError, isAbortError } from '../errors/errors.js';
import type { GlobalErrorHandler } from './options.js';
import type { RequestContext } from './types.js';
import { sendJson, startLoopback, type Loopback } from './loopback.test-utils.js';

let server: Loopback;
let release: () => void;
beforeAll(async () => {
  server = await startLoopback();
});
afterAll(() => {
  release?.();
  return server.close();
});
beforeEach(() => {
  server.requests.length = 0;
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  release = open;
  // Every response waits until the test releases the gate.
  server.handle(async (req, res) => {
    await gate;
    sendJson(res, 200, { path: req.path });
  });
});

const waitForRequests = async (n: number) => {
  while (server.requests.length < n) await new Promise((r) => setTimeout(r, 2));
};

describe('cancel', () => {
  it('cancel(url) aborts in-flight calls under that URL only', async () => {
    const onError = vi.fn<GlobalErrorHandler>();
    const client = createHttpClient({ baseURL: server.baseURL, token: 't', onError });
    const a = client.request({ method: 'GET', path: 'users/1/notes/', query: { page: 2 } });
    const b = client.request({ method: 'GET', path: '/users/2/' });
    const c = client.request({ method: 'GET', path: 'teams/' });
    await waitForRequests(3);
    client.cancel('users/');
    await expect(a).rejects.toBeInstanceOf(AbortError);
    await expect(b).rejects.toBeInstanceOf(AbortError);
    release();
    await expect(c).resolves.toEqual({ path: 'teams/' });
    expect(onError).not.toHaveBeenCalled();
  });

  it('accepts the path with a leading slash, the pathname, or the full URL', async () => {
    const client = createHttpClient({ baseURL: server.baseURL });
    const calls = ['a/', 'b/', 'c/'].map((path) => client.request({ method: 'GET', path }));
    await waitForRequests(3);
    client.cancel('/a/');
    client.cancel('/api/b/');
    client.cancel(`${server.baseURL}c/?ignored=1`);
    const settled = await Promise.allSettled(calls);
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'rejected', 'rejected']);
  });

  it('cancelAll aborts everything; the aborted error is recognisable', async () => {
    const client = createHttpClient({ baseURL: server.baseURL });
    const calls = ['x/', 'y/'].map((path) => client.request({ method: 'GET', path }));
    await waitForRequests(2);
    client.cancelAll();
    for (const result of await Promise.allSettled(calls)) {
      expect(result.status).toBe('rejected');
      const reason = (result as PromiseRejectedResult).reason;
      expect(isAbortError(reason)).toBe(true);
      expect(reason).toMatchObject({ kind: 'AbortError', method: 'GET' });
    }
    // A finished call is no longer tracked: cancelling later is harmless.
    release();
    await expect(client.request({ method: 'GET', path: 'x/' })).resolves.toEqual({ path: 'x/' });
    client.cancelAll();
  });

  it('an already-aborted caller signal rejects without sending', async () => {
    const client = createHttpClient({ baseURL: server.baseURL });
    const controller = new AbortController();
    controller.abort('gone');
    const error = await client
      .request({ method: 'GET', path: 'x/', signal: controller.signal })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AbortError);
    expect((error as AbortError).reason).toBe('gone');
    expect(server.requests).toHaveLength(0);
  });

  it('a caller signal aborting mid-flight rejects with AbortError and calls onError hooks', async () => {
    const hookError = vi.fn();
    const client = createHttpClient({ baseURL: server.baseURL, hooks: { onError: hookError } });
    const controller = new AbortController();
    const call = client.request({ method: 'GET', path: 'x/', signal: controller.signal });
    await waitForRequests(1);
    controller.abort();
    await expect(call).rejects.toBeInstanceOf(AbortError);
    expect(hookError).toHaveBeenCalledTimes(1);
  });
});

describe('hooks', () => {
  it('run global then per-call; see a redacted Authorization; may change query and headers', async () => {
    release();
    const order: string[] = [];
    let seen: RequestContext | undefined;
    const client = createHttpClient({
      baseURL: server.baseURL,
      token: 'super-secret',
      hooks: {
        onRequest: (ctx) => {
          order.push('global');
          seen = { ...ctx, headers: { ...ctx.headers } };
          ctx.query.added = 'yes';
        },
        onResponse: ({ response }) => {
          order.push(`global-response-${response.status}`);
        },
      },
    });
    await client.request({
      method: 'GET',
      path: 'x/',
      template: '/x/',
      hooks: {
        onRequest: (ctx) => {
          order.push('call');
          ctx.headers['X-Trace'] = 'abc';
        },
        onResponse: () => {
          order.push('call-response');
        },
      },
    });
    expect(order).toEqual(['global', 'call', 'global-response-200', 'call-response']);
    expect(seen?.headers.Authorization).toBe('Bearer [redacted]');
    expect(JSON.stringify(seen)).not.toContain('super-secret');
    expect(seen?.template).toBe('/x/');
    expect(seen?.requestId).toMatch(/.+-\d+/);
    const req = server.requests[0]!;
    expect(req.query.get('added')).toBe('yes');
    expect(req.headers['x-trace']).toBe('abc');
    expect(req.headers.authorization).toBe('Bearer super-secret');
  });
});
