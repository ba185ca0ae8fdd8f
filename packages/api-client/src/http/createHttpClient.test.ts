import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from './createHttpClient.js';
import {
  ApiError,
  AbortError,
  NetworkError,
  ResponseParseError,
  TimeoutError,
} from '../errors/errors.js';
import { makeJwt, sendJson, startLoopback, type Loopback } from './loopback.test-utils.js';

let server: Loopback;
beforeAll(async () => {
  server = await startLoopback();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.handle((_req, res) => sendJson(res, 200, { ok: true }));
});

describe('headers', () => {
  it.each([
    [undefined, undefined, 'application/vnd.volunteerkit.v3+json'],
    [2, undefined, 'application/vnd.volunteerkit.v2+json'],
    ['4', 'acme', 'application/vnd.acme.v4+json'],
    [null, undefined, '*/*'],
  ] as const)('version %s subtype %s sends Accept %s', async (version, mediaSubtype, accept) => {
    const client = createHttpClient({
      baseURL: server.baseURL,
      ...(version === undefined ? {} : { version }),
      ...(mediaSubtype === undefined ? {} : { mediaSubtype }),
      token: 'tok-1',
    });
    await client.request({ method: 'GET', path: 'users/' });
    const req = server.requests[0]!;
    expect(req.headers.accept).toBe(accept);
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.headers.authorization).toBe('Bearer tok-1');
    expect(req.path).toBe('users/');
  });

  it('public calls send no Authorization and add public_search=true', async () => {
    const client = createHttpClient({ baseURL: server.baseURL, token: 'tok-1' });
    await client.request({
      method: 'GET',
      path: '/residential-opportunities/',
      public: true,
      query: { limit: 8 },
    });
    const req = server.requests[0]!;
    expect(req.headers.authorization).toBeUndefined();
    expect(req.query.get('public_search')).toBe('true');
    expect(req.query.get('limit')).toBe('8');
  });

  it("extra headers override Accept/Content-Type case-insensitively; Authorization stays the session's", async () => {
    const client = createHttpClient({
      baseURL: server.baseURL,
      token: 'tok-1',
      headers: { 'X-App': 'portal', authorization: 'Bearer forged' },
    });
    await client.request({ method: 'GET', path: 'export', headers: { accept: 'text/csv' } });
    const req = server.requests[0]!;
    expect(req.headers.accept).toBe('text/csv');
    expect(req.headers['x-app']).toBe('portal');
    expect(req.headers.authorization).toBe('Bearer tok-1');
  });

  it('uploads FormData without forcing a JSON Content-Type', async () => {
    const client = createHttpClient({ baseURL: server.baseURL, token: 'tok-1' });
    const form = new FormData();
    form.append('file', new Blob(['hello'], { type: 'text/plain' }), 'hello.txt');
    await client.request({ method: 'POST', path: 'files/', body: form });
    const req = server.requests[0]!;
    expect(req.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(req.body).toContain('hello');
  });

  it('sends no Authorization without a token, and JSON bodies', async () => {
    const client = createHttpClient({ baseURL: server.baseURL });
    await client.request({ method: 'POST', path: 'notes/', body: { a: 1 } });
    const req = server.requests[0]!;
    expect(req.headers.authorization).toBeUndefined();
    expect(req.headers.accept).toBe('application/vnd.volunteerkit.v3+json');
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.json).toEqual({ a: 1 });
  });
});

describe('bodies', () => {
  it('empty body resolves to null', async () => {
    server.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end();
    });
    const client = createHttpClient({ baseURL: server.baseURL });
    await expect(client.request({ method: 'GET', path: 'x' })).resolves.toBeNull();
    server.handle((_req, res) => {
      res.writeHead(204);
      res.end();
    });
    await expect(client.request({ method: 'DELETE', path: 'x/1' })).resolves.toBeNull();
  });

  it('JSON sent as text/html is still parsed from the raw text', async () => {
    server.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('{"data":[1,2]}');
    });
    const client = createHttpClient({ baseURL: server.baseURL });
    await expect(client.request({ method: 'GET', path: 'x' })).resolves.toEqual({ data: [1, 2] });
  });

  it('reads text and binary responses when asked', async () => {
    server.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/csv' });
      res.end('id,name\n1,Ada');
    });
    const client = createHttpClient({ baseURL: server.baseURL });
    await expect(client.request({ method: 'GET', path: 'export', response: 'text' })).resolves.toBe(
      'id,name\n1,Ada',
    );
    server.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      res.end(Buffer.from([0x25, 0x50, 0x44, 0x46]));
    });
    const blob = await client.request<Blob>({
      method: 'GET',
      path: 'report.pdf',
      response: 'binary',
    });
    expect(blob).toBeInstanceOf(Blob);
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(
      new Uint8Array([0x25, 0x50, 0x44, 0x46]),
    );
  });

  it('a malformed body rejects with a typed ResponseParseError', async () => {
    server.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('<html>oops');
    });
    const client = createHttpClient({ baseURL: server.baseURL });
    const error = await client.request({ method: 'GET', path: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseParseError);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ResponseParseError).body).toBe('<html>oops');
  });

  it('error responses carry status, body and field errors', async () => {
    server.handle((_req, res) =>
      sendJson(res, 422, { message: 'Invalid', errors: { email: ['Required'] } }),
    );
    const client = createHttpClient({ baseURL: server.baseURL, token: 'secret-token' });
    const error = (await client
      .request({ method: 'POST', path: 'users/', body: {} })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.method).toBe('POST');
    expect(error.url).toBe(`${server.baseURL}users/`);
    expect(error.fieldErrors).toEqual({ email: ['Required'] });
    expect(error.message).toContain('422');
    expect(error.message).not.toContain('secret-token');
  });
});

describe('session', () => {
  it('login sends minimal:true and decodes user and environment', async () => {
    const token = makeJwt({
      user: { id: 7, permissions: ['view-users'] },
      environment: { region: 'eu' },
    });
    server.handle((_req, res) => sendJson(res, 200, { token }));
    const client = createHttpClient({ baseURL: server.baseURL });
    const seen = vi.fn();
    client.session.subscribe(seen);
    const result = await client.login({ email: 'a@b.c', password: 'pw', remember: true });
    expect(server.requests[0]!.path).toBe('auth/api/');
    expect(server.requests[0]!.json).toEqual({
      email: 'a@b.c',
      password: 'pw',
      minimal: true,
      remember: true,
    });
    expect(result.status).toBe('authenticated');
    expect(client.session.token).toBe(token);
    expect(client.session.user?.id).toBe(7);
    expect(client.session.environment).toEqual({ region: 'eu' });
    expect(seen).toHaveBeenCalledTimes(1);
    await client.logout();
    expect(client.session.user).toBeNull();
  });
});

describe('errors', () => {
  it('unreachable server => NetworkError; slow => TimeoutError; caller abort => AbortError', async () => {
    const dead = createHttpClient({ baseURL: 'http://127.0.0.1:1/api/', retry: false });
    await expect(dead.request({ method: 'GET', path: 'x' })).rejects.toBeInstanceOf(NetworkError);
    server.handle((_req, res) => {
      setTimeout(() => sendJson(res, 200, {}), 300);
    });
    const client = createHttpClient({ baseURL: server.baseURL, timeout: 50 });
    await expect(client.request({ method: 'GET', path: 'slow' })).rejects.toBeInstanceOf(
      TimeoutError,
    );
    // A per-call timeout overrides the client's; 0 disables it.
    await expect(client.request({ method: 'GET', path: 'slow', timeout: 0 })).resolves.toEqual({});
    const controller = new AbortController();
    const p = createHttpClient({ baseURL: server.baseURL }).request({
      method: 'GET',
      path: 'slow',
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 20);
    await expect(p).rejects.toBeInstanceOf(AbortError);
  });
});

describe('keepalive', () => {
  it('passes keepalive to fetch only when a call asks for it, and logApplyAction asks', async () => {
    const inits: RequestInit[] = [];
    const client = createHttpClient({
      baseURL: server.baseURL,
      // The real fetch, over loopback; the wrapper only records what it was given.
      fetch: (input, init) => {
        inits.push(init ?? {});
        return globalThis.fetch(input, init);
      },
    });
    await client.request({ method: 'GET', path: 'users/' });
    await client.request({ method: 'POST', path: 'x/', body: { a: 1 }, keepalive: true });
    const { logApplyAction } = await import('../public/logging.js');
    await logApplyAction(client, 'beach-clean', { public: true });
    await logApplyAction(client, 'beach-clean', { keepalive: false });
    expect(inits.map((i) => i.keepalive === true)).toEqual([false, true, true, false]);
    // Found by path: the shared server may still record a late request of an earlier
    // test (an aborted one) under load, so positions are not this test's to assume.
    const logged = server.requests.filter((r) => r.path === 'opportunities/log-apply-action');
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({ method: 'POST' });
    expect(logged[0]!.query.get('public_search')).toBe('true');
    expect(logged[0]!.body).toBe('{"slug":"beach-clean"}');
  });
});
