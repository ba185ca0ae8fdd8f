import {
  AbortError,
  ApiError,
  NetworkError,
  ResponseParseError,
  VolunteerKitError,
} from '../errors/errors.js';
import { createPublicHttpClient } from './publicTransport.js';

function fakeFetch(respond: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const impl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    return respond(String(input), init ?? {});
  }) as typeof fetch;
  return { impl, calls };
}

describe('createPublicHttpClient', () => {
  it('sends public calls without credentials, with public_search=true, to the API base', async () => {
    const { impl, calls } = fakeFetch(() => Response.json({ data: [] }));
    const http = createPublicHttpClient('http://127.0.0.1:4010/api/', { fetch: impl });
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

  it("sends the versioned vendor media type as Accept (spec 7.1), with the client's version option", async () => {
    const { impl, calls } = fakeFetch(() => Response.json({ data: [] }));
    const call = { method: 'GET', path: 'residential-opportunities/countries' } as const;
    await createPublicHttpClient('https://org.example/api/', { fetch: impl }).request(call);
    await createPublicHttpClient('https://org.example/api/', { fetch: impl, version: 4 }).request(
      call,
    );
    await createPublicHttpClient('https://org.example/api/', {
      fetch: impl,
      version: 'v2',
      mediaSubtype: 'acme',
    }).request(call);
    await createPublicHttpClient('https://org.example/api/', {
      fetch: impl,
      version: null,
    }).request(call);
    expect(calls.map((c) => new Headers(c.init.headers).get('accept'))).toEqual([
      'application/vnd.volunteerkit.v3+json',
      'application/vnd.volunteerkit.v4+json',
      'application/vnd.acme.v2+json',
      '*/*',
    ]);
  });

  it('sends every call as public, since embed visitors have no token', async () => {
    const { impl, calls } = fakeFetch(() => Response.json({ data: [] }));
    const http = createPublicHttpClient('http://127.0.0.1:4010/api/', { fetch: impl });
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
    const http = createPublicHttpClient('https://org.example/api/', { fetch: impl });
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

  it("rejects with the client's typed errors: ApiError with status and body, NetworkError", async () => {
    const http = createPublicHttpClient('https://org.example/api/', {
      fetch: fakeFetch(() => Response.json({ message: 'down' }, { status: 503 })).impl,
    });
    const error = await http.request({ method: 'GET', path: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(VolunteerKitError);
    expect(error).toMatchObject({ status: 503, body: { message: 'down' } });

    const down = createPublicHttpClient('https://org.example/api/', {
      fetch: fakeFetch(() => Promise.reject(new TypeError('Failed to fetch'))).impl,
    });
    const e2 = await down.request({ method: 'GET', path: 'x' }).catch((e: unknown) => e);
    expect(e2).toBeInstanceOf(NetworkError);
    // A page embedding the search learns which URL failed and what to check.
    expect((e2 as Error).message).toMatch(
      /^GET https:\/\/org\.example\/api\/x could not reach the server \(Failed to fetch\)\. .*API base URL.*CORS/,
    );

    const html = createPublicHttpClient('https://org.example/api/', {
      fetch: fakeFetch(() => new Response('<html>', { status: 200 })).impl,
    });
    const e3 = await html.request({ method: 'GET', path: 'x' }).catch((e: unknown) => e);
    expect(e3).toBeInstanceOf(ResponseParseError);
    expect(e3).toMatchObject({ status: 200, body: '<html>' });
  });

  it('rejects with a NetworkError when a successful body cannot be read (connection dropped)', async () => {
    const broken = new Response('{}', { status: 200 });
    broken.text = () => Promise.reject(new TypeError('network error'));
    const http = createPublicHttpClient('https://org.example/api/', {
      fetch: fakeFetch(() => broken).impl,
    });
    const error = await http.request({ method: 'GET', path: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toBeInstanceOf(VolunteerKitError);
  });

  it('rejects with an AbortError when the call is cancelled while the body is read', async () => {
    let release!: () => void;
    const slow = new Response('{}', { status: 200 });
    slow.text = () =>
      new Promise((_, reject) => {
        release = () => reject(new DOMException('aborted', 'AbortError'));
      });
    const http = createPublicHttpClient('https://org.example/api/', {
      fetch: fakeFetch(() => slow).impl,
    });
    const controller = new AbortController();
    const call = http.request({ method: 'GET', path: 'x', signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 0));
    controller.abort('gone');
    release();
    await expect(call).rejects.toBeInstanceOf(AbortError);
    await expect(call).rejects.toMatchObject({ name: 'AbortError', reason: 'gone' });
  });

  it('serialises arrays of objects like the full transport (shared serialiser)', async () => {
    const { impl, calls } = fakeFetch(() => Response.json(null));
    const http = createPublicHttpClient('https://org.example/api/', { fetch: impl });
    await http.request({ method: 'GET', path: 'x', query: { list: [{ id: 1 }], a: [1, 2] } });
    expect(calls[0]!.url).toBe(
      'https://org.example/api/x?list%5B0%5D%5Bid%5D=1&a%5B%5D=1&a%5B%5D=2&public_search=true',
    );
    // Objects as key[sub]=, booleans as true, undefined dropped, null sent empty.
    await http.request({
      method: 'GET',
      path: 'x',
      query: { b: { c: 'd' }, e: true, f: undefined, g: null, h: 'x y' },
    });
    expect(calls[1]!.url).toBe(
      'https://org.example/api/x?b%5Bc%5D=d&e=true&g=&h=x%20y&public_search=true',
    );
  });

  it('aborts with the caller signal and with cancelAll', async () => {
    const { impl } = fakeFetch(
      (_url, init) =>
        new Promise((_, reject) =>
          init.signal!.addEventListener('abort', () => reject(new DOMException('x', 'AbortError'))),
        ),
    );
    const http = createPublicHttpClient('https://org.example/api/', { fetch: impl });
    const controller = new AbortController();
    const a = http.request({ method: 'GET', path: 'a', signal: controller.signal });
    controller.abort();
    await expect(a).rejects.toBeInstanceOf(AbortError);
    await expect(a).rejects.toMatchObject({ name: 'AbortError' });
    const b = http.request({ method: 'GET', path: 'b' });
    http.cancelAll();
    await expect(b).rejects.toBeInstanceOf(AbortError);
    await expect(b).rejects.toBeInstanceOf(VolunteerKitError);
  });
});

describe('keepalive', () => {
  it('is passed to fetch when a call asks for it (the apply log before a navigation)', async () => {
    const { impl, calls } = fakeFetch(() => new Response('', { status: 200 }));
    const http = createPublicHttpClient('https://org.example/api/', { fetch: impl });
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
