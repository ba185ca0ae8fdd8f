// Token refresh under load and token secrecy (issue 10), against the reference
// sandbox with a controllable clock:
// - 200 concurrent calls with an expired token: exactly one refresh, 200 successes;
// - a refresh that fails: 200 typed rejections, one global error, no retry loop;
// - the token goes to no origin but the API's, and the token in a body to no path
//   but the auth calls; it is in no log line, no error message and no URL.
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSandbox, type Sandbox } from '../../../sandbox/src/index.js';
import { DEMO_PASSWORD } from '../../../sandbox/src/seed/context.js';
import { createHttpClient, type CoreClient } from './createHttpClient.js';
import { ApiError, VolunteerKitError } from '../errors/errors.js';
import type { GlobalErrorHandler } from './options.js';
import { recordFigures } from '../../../../e2e/fixtures/reliability.js';

const LIFETIME = 60;
const GRACE = 600;
let now = Date.now();
let sandbox: Sandbox;
let baseURL: string;
const figures: Record<string, unknown> = {};

beforeAll(async () => {
  sandbox = await startSandbox({
    port: 0,
    db: ':memory:',
    seed: 'demo',
    tokenLifetimeSeconds: LIFETIME,
    refreshGraceSeconds: GRACE,
    clock: () => now,
  });
  baseURL = `${sandbox.url}/api/`;
});
afterAll(async () => {
  await sandbox.close();
  recordFigures('token-refresh', figures);
});
afterEach(() => {
  vi.restoreAllMocks();
});

interface Sent {
  url: string;
  authorization: string | null;
  body: string;
}

/** A client whose every fetch is recorded; URLs off the API origin never leave the process. */
function recordedClient(onError?: GlobalErrorHandler): { client: CoreClient; sent: Sent[] } {
  const sent: Sent[] = [];
  const client = createHttpClient({
    baseURL,
    onError,
    fetch: async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const headers = new Headers(init?.headers);
      sent.push({
        url,
        authorization: headers.get('authorization'),
        body: typeof init?.body === 'string' ? init.body : '',
      });
      if (new URL(url).origin !== new URL(baseURL).origin) {
        return new Response('{"leaked":true}', { status: 200 });
      }
      return fetch(input, init);
    },
  });
  return { client, sent };
}

async function signIn(client: CoreClient): Promise<string> {
  await client.login({ email: 'admin@volunteerkit.test', password: DEMO_PASSWORD });
  const token = client.session.token;
  if (!token) throw new Error('no token after login');
  return token;
}

const isRefresh = (s: Sent) => s.url.endsWith('/api/auth/api/refresh');
const isResource = (s: Sent) => /\/api\/users\/\d+\/notes\//.test(s.url);

describe('token refresh under load', () => {
  it('200 concurrent calls with an expired token: exactly one refresh and 200 successes', async () => {
    const onError = vi.fn<GlobalErrorHandler>();
    const { client, sent } = recordedClient(onError);
    const old = await signIn(client);
    const userId = client.session.user?.id;
    now += (LIFETIME + 5) * 1000;
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, () =>
        client.request({ method: 'GET', path: `users/${userId}/notes/` }),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    figures.expired200 = {
      concurrent: 200,
      succeeded: ok,
      refreshCalls: sent.filter(isRefresh).length,
      globalErrors: onError.mock.calls.length,
      resourceRequests: sent.filter(isResource).length,
    };
    expect(ok).toBe(200);
    expect(sent.filter(isRefresh)).toHaveLength(1);
    expect(onError).not.toHaveBeenCalled();
    expect(client.session.token).not.toBe(old);
    // Each call was sent at most twice (once with the old token, once with the new).
    expect(sent.filter(isResource).length).toBeLessThanOrEqual(400);
    expect(sent.filter((s) => isResource(s) && s.authorization === `Bearer ${old}`).length).toBe(
      200,
    );
  });

  it('a failing refresh: 200 typed rejections, one global error, no retry loop', async () => {
    const onError = vi.fn<GlobalErrorHandler>();
    const { client, sent } = recordedClient(onError);
    await signIn(client);
    const userId = client.session.user?.id;
    // Past the refresh grace window: the server refuses the refresh.
    now += (LIFETIME + GRACE + 60) * 1000;
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, () =>
        client.request({ method: 'GET', path: `users/${userId}/notes/` }),
      ),
    );
    const settledAt = sent.length;
    // A retry loop would keep sending; wait and count again.
    await new Promise((r) => setTimeout(r, 1500));
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    const typed = rejected.filter(
      (r) => r.reason instanceof ApiError && (r.reason as ApiError).status === 401,
    );
    figures.refreshFails200 = {
      concurrent: 200,
      typedRejections: typed.length,
      globalErrors: onError.mock.calls.length,
      refreshCalls: sent.filter(isRefresh).length,
      requestsAfterSettling: sent.length - settledAt,
    };
    expect(typed).toHaveLength(200);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]![1].reason).toBe('refresh-failed');
    expect(onError.mock.calls[0]![0]).toBeInstanceOf(VolunteerKitError);
    expect(sent.filter(isRefresh)).toHaveLength(1);
    expect(sent.filter(isResource)).toHaveLength(200);
    expect(sent.length).toBe(settledAt);
  });
});

describe('the token stays with the API', () => {
  it('is never sent to another origin, whatever the path looks like', async () => {
    const { client, sent } = recordedClient();
    const token = await signIn(client);
    const hostile = [
      'https://evil.example/steal',
      '//evil.example/steal',
      '///evil.example/steal',
      '\\\\evil.example/steal',
      '/\\evil.example/steal',
      'http:evil.example/steal',
      'https:/evil.example',
      '@evil.example/steal',
      '../../../../steal',
      '%2F%2Fevil.example/steal',
      'javascript:alert(1)',
      ' https://evil.example/',
      '\thttps://evil.example/',
    ];
    for (const path of hostile) {
      await client.request({ method: 'GET', path }).catch(() => undefined);
    }
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 40 }), async (path) => {
        await client.request({ method: 'GET', path }).catch(() => undefined);
      }),
      { numRuns: 150 },
    );
    const apiOrigin = new URL(baseURL).origin;
    const offOrigin = sent.filter((s) => new URL(s.url).origin !== apiOrigin);
    figures.tokenOrigin = {
      hostilePaths: hostile.length,
      fuzzedPaths: 150,
      requests: sent.length,
      sentOffOrigin: offOrigin.length,
    };
    expect(offOrigin).toEqual([]);
    for (const s of sent) {
      if (s.authorization) expect(s.url.startsWith(baseURL)).toBe(true);
      if (s.body.includes(token)) expect(s.url).toMatch(/\/api\/auth\/api\/(refresh|token)$/);
    }
  });

  it('never puts the token in a URL, a log line or an error message', async () => {
    const logged: unknown[] = [];
    for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        logged.push(...args);
      });
    }
    const errors: unknown[] = [];
    const { client, sent } = recordedClient(() => {
      throw new Error('the host page handler throws (logged by the client)');
    });
    const hooksSeen: string[] = [];
    const token = await signIn(client);
    const userId = client.session.user?.id;
    const run = async (p: Promise<unknown>) => p.catch((e: unknown) => errors.push(e));
    const hooks = {
      onRequest: (c: { headers: Record<string, string>; url: string }) => {
        hooksSeen.push(JSON.stringify(c.headers), c.url);
      },
    };
    // Ordinary errors with a live token.
    await run(client.request({ method: 'GET', path: 'no/such/route/', hooks }));
    await run(client.request({ method: 'POST', path: `users/${userId}/notes/`, body: {}, hooks }));
    await run(client.request({ method: 'GET', path: 'https://evil.example/x', hooks }));
    // Expired: a refresh happens; then past the grace window: the refresh fails.
    now += (LIFETIME + 5) * 1000;
    await run(client.request({ method: 'GET', path: `users/${userId}/notes/`, hooks }));
    const second = client.session.token ?? '';
    now += (LIFETIME + GRACE + 60) * 1000;
    await run(client.request({ method: 'GET', path: `users/${userId}/notes/`, hooks }));
    // A network failure.
    const offline = createHttpClient({ baseURL: 'http://127.0.0.1:9/api/', token: second });
    await run(offline.request({ method: 'GET', path: 'users/' }));

    const secrets = [token, second].flatMap((t) => [t, t.split('.')[2] ?? t]);
    const render = (e: unknown): string => {
      if (!(e instanceof Error)) return String(e);
      const own = Object.fromEntries(
        Object.getOwnPropertyNames(e).map((k) => [k, (e as unknown as Record<string, unknown>)[k]]),
      );
      let json = '';
      try {
        json = JSON.stringify(own, (_k, v: unknown) => (v instanceof Headers ? [...v] : v));
      } catch {
        json = '';
      }
      return [String(e), e.stack, json, e.cause === undefined ? '' : render(e.cause)].join('\n');
    };
    const texts = [
      ...errors.map(render),
      ...logged.map(render),
      ...hooksSeen,
      ...sent.map((s) => s.url),
    ];
    figures.secrets = {
      errorsInspected: errors.length,
      logLinesInspected: logged.length,
      hookContextsInspected: hooksSeen.length / 2,
      urlsInspected: sent.length,
      leaks: texts.filter((t) => secrets.some((s) => t.includes(s))).length,
    };
    expect(errors.length).toBeGreaterThanOrEqual(4);
    expect(logged.length).toBeGreaterThan(0);
    for (const text of texts) {
      for (const secret of secrets) expect(text.includes(secret), text.slice(0, 200)).toBe(false);
    }
    // What hooks see says that a token was sent, without it.
    expect(hooksSeen.some((h) => h.includes('Bearer [redacted]'))).toBe(true);
  });
});
