// A small static file server (with an optional API proxy) used by the start
// command and by the browser tests to serve built artefacts on loopback.
import { createServer, request as httpRequest } from 'node:http';
import { createReadStream, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.map': 'application/json',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

// Files a browser must ask for afresh each time (a service worker, the page naming the
// hashed assets, the web manifest), so a new version is found (issue 48).
const REVALIDATE = /(^|[\\/])(sw\.js|index\.html|manifest\.webmanifest)$/;

/**
 * Serves directories on loopback. Path traversal is refused.
 * @param {import('./serve.d.mts').StaticServerOptions} options
 * @returns {Promise<import('./serve.d.mts').StaticServer>}
 */
export async function serveStatic(options) {
  const mounts = Object.entries(options.mounts).sort((a, b) => b[0].length - a[0].length);
  const proxy = options.proxy ? Object.entries(options.proxy) : [];
  const host = options.host ?? '127.0.0.1';
  const server = createServer((req, res) => {
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400).end('Bad request');
      return;
    }
    const generated = options.files?.[pathname];
    if (generated && (req.method === 'GET' || req.method === 'HEAD')) {
      res.writeHead(200, {
        'content-type': generated.type,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      });
      res.end(req.method === 'HEAD' ? undefined : generated.body);
      return;
    }
    for (const [prefix, target] of proxy) {
      if (!pathname.startsWith(prefix)) continue;
      const url = new URL(req.url ?? '/', target);
      const upstream = httpRequest(
        url,
        {
          method: req.method,
          // The API's attempt limits count per client address: pass the real one on
          // (replacing any the client sent; the sandbox trusts it with --trust-proxy).
          headers: {
            ...req.headers,
            host: url.host,
            'x-forwarded-for': req.socket.remoteAddress ?? 'unknown',
          },
        },
        (up) => {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
        },
      );
      upstream.on('error', () => {
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
        res.end('Upstream unavailable');
      });
      req.pipe(upstream);
      return;
    }
    for (const [prefix, dir] of mounts) {
      if (!pathname.startsWith(prefix)) continue;
      const root = resolve(dir);
      let file = normalize(join(root, pathname.slice(prefix.length)));
      if (file !== root && !file.startsWith(root + sep)) break;
      try {
        if (statSync(file).isDirectory()) file = join(file, 'index.html');
        statSync(file);
      } catch {
        if (options.fallback && !extname(pathname)) file = options.fallback;
        else continue;
      }
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'x-content-type-options': 'nosniff',
        ...(REVALIDATE.test(file) ? { 'cache-control': 'no-cache' } : {}),
        ...(typeof options.headers === 'function' ? options.headers(file) : options.headers),
      });
      createReadStream(file).pipe(res);
      return;
    }
    if (pathname === '/favicon.ico' && options.favicon) {
      // Browsers ask every origin for /favicon.ico; an SVG answers it in current browsers.
      res.writeHead(200, {
        'content-type': 'image/svg+xml',
        'cache-control': 'public, max-age=86400',
        'x-content-type-options': 'nosniff',
      });
      res.end(options.favicon);
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('Not found');
  });
  // A port already in use rejects (error.code 'EADDRINUSE'), for the caller to explain.
  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', fail);
      ok();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://${host}:${port}`,
    close: () =>
      new Promise((ok) => {
        server.closeAllConnections?.();
        server.close(() => ok());
      }),
  };
}
