// `/api/…` on the page's own origin, forwarded to the API at request time: the browser's
// page changes, new searches and the search log (same origin, so a strict CSP keeps
// `connect-src 'self'`). A route handler rather than a `rewrites()` entry in
// next.config.mjs: rewrites are fixed by `next build`, so the API's address could not
// change between building and starting (the page searched one API on the server and its
// browser half another).
import type { NextRequest } from 'next/server';

// Read per request, like the server component's search (page.tsx).
const apiUrl = () => process.env.VK_API_URL ?? 'http://127.0.0.1:4010/api/';

/** The request headers the API reads; cookies and the rest stay on this site. */
const REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'content-type',
  'idempotency-key',
  'if-match',
  'if-none-match',
  'x-request-id',
];
/** The answer's headers the widgets read (the body arrives decoded: no content-encoding). */
const RESPONSE_HEADERS = [
  'cache-control',
  'content-type',
  'etag',
  'last-modified',
  'retry-after',
  'vary',
  'x-request-id',
];

async function forward(
  request: NextRequest,
  { params }: { params: Promise<{ path: string[] }> },
): Promise<Response> {
  const { path } = await params;
  // Only plain segments (Next.js resolves `..` in the address before routing; a segment
  // with an encoded slash or dot segment is refused here too): nothing past the API's base.
  if (path.some((segment) => segment === '.' || segment === '..' || /[/\\]/.test(segment)))
    return Response.json({ message: 'Not found.', code: 'not_found' }, { status: 404 });
  // The API's paths end with a slash (`residential-opportunities/`): keep it.
  const slash = request.nextUrl.pathname.endsWith('/') ? '/' : '';
  const target = new URL(
    path.map(encodeURIComponent).join('/') + slash + request.nextUrl.search,
    apiUrl(),
  );
  const headers = new Headers();
  for (const name of REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  let answer: Response;
  try {
    answer = await fetch(target, {
      method: request.method,
      headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
      redirect: 'manual',
      cache: 'no-store',
    });
  } catch {
    return Response.json(
      { message: 'The API could not be reached.', code: 'bad_gateway' },
      { status: 502 },
    );
  }
  const out = new Headers();
  for (const name of RESPONSE_HEADERS) {
    const value = answer.headers.get(name);
    if (value !== null) out.set(name, value);
  }
  return new Response(answer.body, { status: answer.status, headers: out });
}

export { forward as GET, forward as HEAD, forward as POST, forward as PUT, forward as DELETE };
