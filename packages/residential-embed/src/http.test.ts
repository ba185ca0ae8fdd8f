import { AbortError, VolunteerKitError } from '@volunteerkit/api-client';
import { EmbedHttpError, createPublicHttpClient, serialiseQuery } from './http.js';

function fakeFetch(respond: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const impl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    return respond(String(input), init ?? {});
  }) as typeof fetch;
  return { impl, calls };
}

describe('serialiseQuery', () => {
  it('serialises arrays, objects, booleans and drops undefined', () => {
    expect(
      serialiseQuery({ a: [1, 2], b: { c: 'd' }, e: true, f: undefined, g: null, h: 'x y' }),
    ).toBe('a%5B%5D=1&a%5B%5D=2&b%5Bc%5D=d&e=true&g=&h=x+y');
  });
});

describe('createPublicHttpClient', () => {
  it('sends public calls without credentials, with public_search=true, to the API base', async () => {
    const { impl, calls } = fakeFetch(() => Response.json({ data: [] }));
    const http = createPublicHttpClient('http://127.0.0.1:4010/api/', impl);
    await expect(
      http.request({
        method: 'GET',
        path: '/residential-opportunities/',
        query: { page: 2 },
        public: true,
      }),
    ).resolves.toEqual({ data: [] });
    expect(calls[0]!.url).toBe(
      'http://127.0.0.1:4010/api/residential-opportunities/?page=2&public_search=true',
    );
    expect(calls[0]!.init.credentials).toBe('omit');
    expect(new Headers(calls[0]!.init.headers).has('authorization')).toBe(false);
  });

  it('sends every call as public, since embed visitors have no token', async () => {
    const { impl, calls } = fakeFetch(() => Response.json({ data: [] }));
    const http = createPublicHttpClient('http://127.0.0.1:4010/api/', impl);
    await http.request({
      method: 'GET',
      path: 'geocode/',
      query: { q: 'France', type: 'geojson' },
    });
    expect(calls[0]!.url).toBe(
      'http://127.0.0.1:4010/api/geocode/?q=France&type=geojson&public_search=true',
    );
  });

  it('posts JSON bodies and reads an empty body as null', async () => {
    const { impl, calls } = fakeFetch(() => new Response('', { status: 200 }));
    const http = createPublicHttpClient('https://org.example/api/', impl);
    await expect(
      http.request({
        method: 'POST',
        path: 'opportunities/log/search',
        body: { opportunities_ids: [1] },
      }),
    ).resolves.toBeNull();
    expect(calls[0]!.init.body).toBe('{"opportunities_ids":[1]}');
    expect(calls[0]!.init.method).toBe('POST');
  });

  it('rejects with a typed error carrying the status, or 0 when unreachable', async () => {
    const http = createPublicHttpClient(
      'https://org.example/api/',
      fakeFetch(() => new Response('no', { status: 503 })).impl,
    );
    const error = await http.request({ method: 'GET', path: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EmbedHttpError);
    expect(error).toBeInstanceOf(VolunteerKitError);
    expect((error as EmbedHttpError).status).toBe(503);

    const down = createPublicHttpClient(
      'https://org.example/api/',
      fakeFetch(() => Promise.reject(new TypeError('Failed to fetch'))).impl,
    );
    const e2 = await down.request({ method: 'GET', path: 'x' }).catch((e: unknown) => e);
    expect((e2 as EmbedHttpError).status).toBe(0);
    expect((e2 as Error).message).toMatch(/data-api-base/);
  });

  it('aborts with the caller signal and with cancelAll', async () => {
    const { impl } = fakeFetch(
      (_url, init) =>
        new Promise((_, reject) =>
          init.signal!.addEventListener('abort', () => reject(new DOMException('x', 'AbortError'))),
        ),
    );
    const http = createPublicHttpClient('https://org.example/api/', impl);
    const controller = new AbortController();
    const a = http.request({ method: 'GET', path: 'a', signal: controller.signal });
    controller.abort();
    await expect(a).rejects.toMatchObject({ name: 'AbortError' });
    await expect(a).rejects.toBeInstanceOf(AbortError);
    const b = http.request({ method: 'GET', path: 'b' });
    http.cancelAll();
    await expect(b).rejects.toMatchObject({ name: 'AbortError' });
    await expect(b).rejects.toBeInstanceOf(VolunteerKitError);
  });

  it('rejects with an EmbedHttpError when a successful body is not JSON or cannot be read', async () => {
    const html = createPublicHttpClient(
      'https://org.example/api/',
      fakeFetch(() => new Response('<html>', { status: 200 })).impl,
    );
    const error = await html.request({ method: 'GET', path: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EmbedHttpError);
    expect((error as EmbedHttpError).status).toBe(200);
    expect((error as Error).message).toMatch(/\(unreadable body\)/);

    const broken = new Response('{}', { status: 200 });
    broken.text = () => Promise.reject(new TypeError('network error'));
    const dropped = createPublicHttpClient(
      'https://org.example/api/',
      fakeFetch(() => broken).impl,
    );
    const e2 = await dropped.request({ method: 'GET', path: 'x' }).catch((e: unknown) => e);
    expect(e2).toBeInstanceOf(EmbedHttpError);
  });
});

describe('keepalive', () => {
  it('is passed to fetch when a call asks for it (the apply log before a navigation)', async () => {
    const { impl, calls } = fakeFetch(() => new Response('', { status: 200 }));
    const http = createPublicHttpClient('https://org.example/api/', impl);
    await http.request({ method: 'GET', path: 'geocode/' });
    await http.request({
      method: 'POST',
      path: 'opportunities/log-apply-action',
      body: { slug: 'x' },
      keepalive: true,
    });
    expect(calls.map((c) => c.init.keepalive === true)).toEqual([false, true]);
  });
});
