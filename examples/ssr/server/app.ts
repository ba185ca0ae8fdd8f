// The example's web server (Hono): the results page rendered per request, the
// browser bundle, and the public API proxied under /api/ for the browser's later
// searches (same origin: no CORS set-up needed on the API).
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Hono } from 'hono';
import { proxy } from 'hono/proxy';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { RESULTS_PATH } from '../src/ResultsPage.js';
import { renderResultsPage } from '../src/render.js';

export interface AppOptions {
  /** The API base URL, ending in /api/ (the sandbox: `http://127.0.0.1:4010/api/`). */
  apiUrl: string;
  /** Vite's output directory (`vite build`). */
  clientDir: string;
}

/** The Hono application; serve it with `@hono/node-server` (server/main.ts) or any runtime. */
export function createApp({ apiUrl, clientDir }: AppOptions): Hono {
  const manifest = JSON.parse(
    readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const script = `/${manifest['src/entry-client.tsx']!.file}`;
  const api = new URL(apiUrl);

  const app = new Hono();
  app.get('/', (c) => c.redirect(RESULTS_PATH));
  app.get(RESULTS_PATH, async (c) => {
    const html = await renderResultsPage({ apiUrl, search: new URL(c.req.url).search, script });
    return c.body(html, 200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy':
        "default-src 'self'; img-src 'self' data: https: http:; style-src 'self' 'unsafe-inline'; script-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    });
  });
  app.use('/assets/*', serveStatic({ root: relative(process.cwd(), clientDir) }));
  // The public residential calls the page makes from the browser (search, countries,
  // geocode, search log), forwarded without the visitor's cookies.
  app.all('/api/*', (c) => {
    const url = new URL(c.req.url);
    const target = new URL(url.pathname.replace(/^\/api\//, '') + url.search, api);
    return proxy(target, {
      raw: c.req.raw,
      headers: { ...c.req.header(), host: undefined, cookie: undefined },
    });
  });
  return app;
}

/** Serves the application on `127.0.0.1:port` (0 = any free port). */
export function listen(app: Hono, port: number): Promise<{ url: string; close(): Promise<void> }> {
  return new Promise((ready) => {
    const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, (info) =>
      ready({
        url: `http://127.0.0.1:${info.port}`,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}
