import {
  AbortError,
  ApiError,
  NetworkError,
  PreconditionFailedError,
  ResponseParseError,
  TimeoutError,
} from '../errors/errors.js';
import { createSession } from '../session/session.js';
import { resolveClientOptions } from './options.js';
import {
  REDACTED,
  abortCall,
  authorizeHeaders,
  buildContext,
  buildHeaders,
  createCallState,
  handleAuthRefresh,
  handleStatus,
  parseResponse,
  runHooks,
  toError,
  withAbortAndTimeout,
  type CallInfo,
  type RawResponse,
} from './pipeline.js';
import type { RefreshCoordinator } from './refresh.js';
import { createMemoryTokenStore } from './tokenStore.js';
import { createTransport } from './transport.js';

const info: CallInfo = { method: 'GET', url: 'https://org.example/api/x', requestId: 't-1' };

function raw(status: number, data?: unknown, statusText = ''): RawResponse {
  const response = new Response(null, { status, statusText }) as RawResponse;
  response._data = data;
  return response;
}

describe('buildHeaders / authorizeHeaders', () => {
  it('sets Accept and JSON Content-Type, merges extras case-insensitively and redacts the token', () => {
    const headers = buildHeaders({
      accept: 'application/vnd.volunteerkit.v3+json',
      body: { a: 1 },
      global: { 'x-app': 'portal', accept: '*/*' },
      perCall: { authorization: 'Bearer stolen', 'content-type': 'text/plain' },
      token: 'secret',
    });
    expect(headers).toEqual({
      Accept: '*/*',
      'Content-Type': 'text/plain',
      'x-app': 'portal',
      Authorization: REDACTED,
    });
    expect(authorizeHeaders(headers, 'secret').Authorization).toBe('Bearer secret');
    expect(headers.Authorization).toBe(REDACTED);
  });

  it('leaves Content-Type to fetch for raw bodies and drops a redacted header without a token', () => {
    const headers = buildHeaders({
      accept: '*/*',
      body: new Blob(['x']),
      global: undefined,
      perCall: undefined,
      token: null,
    });
    expect(headers).toEqual({ Accept: '*/*' });
    expect(authorizeHeaders({ Authorization: REDACTED }, null)).toEqual({});
  });
});

describe('buildContext / runHooks', () => {
  it('adds public_search to a public call and keeps the template', () => {
    const context = buildContext(
      { method: 'GET', path: 'x', public: true, query: { q: 'a' }, template: '/x' },
      { path: 'x', url: 'https://org.example/api/x', requestId: 't-1', headers: {} },
    );
    expect(context.query).toEqual({ q: 'a', public_search: true });
    expect(context.template).toBe('/x');
  });

  it('runs the global hook before the per-call one', async () => {
    const order: string[] = [];
    const context = buildContext(
      { method: 'GET', path: 'x' },
      { path: 'x', url: 'u', requestId: 'r', headers: {} },
    );
    await runHooks(
      'onRequest',
      { onRequest: () => void order.push('global') },
      { onRequest: () => void order.push('call') },
      context,
    );
    expect(order).toEqual(['global', 'call']);
  });
});

describe('withAbortAndTimeout', () => {
  const hang = (signal: AbortSignal) =>
    new Promise<never>((_, reject) =>
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
    );

  it('resolves with the attempt and clears the attempt controller', async () => {
    const call = createCallState();
    await expect(withAbortAndTimeout(call, 1000, info, async () => 'ok')).resolves.toBe('ok');
    expect(call.attempt).toBeUndefined();
  });

  it('turns a timeout into a TimeoutError', async () => {
    const error = await withAbortAndTimeout(createCallState(), 5, info, hang).catch((e) => e);
    expect(error).toBeInstanceOf(TimeoutError);
  });

  it('turns an abort of the call into an AbortError with its reason', async () => {
    const call = createCallState();
    const pending = withAbortAndTimeout(call, 0, info, hang);
    abortCall(call, 'gone');
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AbortError);
    expect((error as AbortError).reason).toBe('gone');
  });

  it('turns any other failure into a NetworkError carrying its cause', async () => {
    const cause = new TypeError('Failed to fetch');
    const error = await withAbortAndTimeout(createCallState(), 0, info, () =>
      Promise.reject(Object.assign(new Error('fetch failed'), { cause })),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).cause).toBe(cause);
  });
});

describe('handleStatus / toError / parseResponse', () => {
  it('returns nothing for 2xx and an ApiError with the parsed body otherwise', () => {
    expect(handleStatus(raw(204), info, undefined)).toBeUndefined();
    const error = handleStatus(raw(422, '{"message":"no"}'), info, undefined);
    expect(error).toBeInstanceOf(ApiError);
    expect(error?.body).toEqual({ message: 'no' });
    expect(toError(raw(412, 'stale'), info)).toBeInstanceOf(PreconditionFailedError);
  });

  it('reports a 503 through the given reporter only', () => {
    const reported: ApiError[] = [];
    const error = handleStatus(raw(503), info, (e) => reported.push(e));
    expect(reported).toEqual([error]);
    handleStatus(raw(500), info, (e) => reported.push(e));
    expect(reported).toHaveLength(1);
  });

  it('parses JSON, text and binary bodies and rejects a body that is not JSON', () => {
    expect(parseResponse(raw(200, ' {"a":1} '), 'json', info)).toEqual({ a: 1 });
    expect(parseResponse(raw(200, ''), 'json', info)).toBeNull();
    expect(parseResponse(raw(200), 'json', info)).toBeNull();
    expect(parseResponse(raw(200), 'text', info)).toBe('');
    expect(parseResponse(raw(200), 'binary', info)).toBeNull();
    expect(() => parseResponse(raw(200, '<html>'), 'json', info)).toThrow(ResponseParseError);
  });
});

describe('handleAuthRefresh', () => {
  const coordinator = (outcome: Awaited<ReturnType<RefreshCoordinator['afterUnauthorized']>>) =>
    ({
      generation: 0,
      afterUnauthorized: () => Promise.resolve(outcome),
      refresh: () => Promise.resolve('t'),
    }) satisfies RefreshCoordinator;

  it('resolves to retry, or throws the 401 with the refresh failure as cause', async () => {
    await expect(
      handleAuthRefresh(coordinator({ retry: true }), 'a', 0, raw(401), createCallState(), info),
    ).resolves.toBeUndefined();
    const cause = new Error('refused');
    const error = await handleAuthRefresh(
      coordinator({ retry: false, error: cause }),
      'a',
      0,
      raw(401),
      createCallState(),
      info,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).cause).toBe(cause);
  });

  it('stops waiting when the call is aborted', async () => {
    const call = createCallState();
    const waiting = handleAuthRefresh(
      { ...coordinator({ retry: true }), afterUnauthorized: () => new Promise(() => {}) },
      'a',
      0,
      raw(401),
      call,
      info,
    );
    abortCall(call, 'cancelled');
    await expect(waiting).rejects.toBeInstanceOf(AbortError);
  });
});

describe('createTransport refresh handler', () => {
  it('is built once, from the transport calls, and asked on a 401', async () => {
    let sent = 0;
    const fetchImpl = (async () =>
      new Response('{}', { status: (sent += 1) === 1 ? 401 : 200 })) as typeof fetch;
    const session = createSession(createMemoryTokenStore('old'));
    const factory = vi.fn((calls: { send: unknown }) => {
      expect(typeof calls.send).toBe('function');
      return {
        generation: 0,
        afterUnauthorized: vi.fn(async () => ({ retry: true as const })),
        refresh: async () => 'new',
      };
    });
    const transport = createTransport({
      options: resolveClientOptions({ baseURL: 'https://org.example/api/' }),
      session,
      fetch: fetchImpl,
      refresh: factory,
    });
    expect(factory).toHaveBeenCalledTimes(1);
    await expect(transport.request({ method: 'GET', path: 'x' })).resolves.toEqual({});
    expect(transport.refresh.afterUnauthorized).toHaveBeenCalledWith('old', 0);
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it('without one, a 401 rejects at once', async () => {
    const transport = createTransport({
      options: resolveClientOptions({ baseURL: 'https://org.example/api/' }),
      session: createSession(createMemoryTokenStore('old')),
      fetch: (async () => new Response('', { status: 401 })) as typeof fetch,
    });
    expect(transport.refresh).toBeUndefined();
    await expect(transport.request({ method: 'GET', path: 'x' })).rejects.toMatchObject({
      status: 401,
    });
  });
});
