import { resolve } from 'node:path';
import { serveStatic, type StaticServer, type StaticServerOptions } from '../../scripts/serve.mjs';

export { serveStatic };
export type { StaticServer, StaticServerOptions };

/** The BUILT residential embed (`packages/residential-embed/dist`). */
export const EMBED_DIST = resolve('packages/residential-embed/dist');

/** The partner demo site (`examples/script-tag`): the embed on a partner's pages. */
export const PARTNER_DIR = resolve('examples/script-tag');

/**
 * Serves `dir` at `/` to pages of any origin (`access-control-allow-origin: *`), as a
 * CDN serves the embed to a partner's page on another origin.
 */
export function serveCrossOrigin(
  dir: string,
  options: Omit<StaticServerOptions, 'mounts' | 'headers'> = {},
): Promise<StaticServer> {
  return serveStatic({
    ...options,
    mounts: { '/': dir },
    headers: { 'access-control-allow-origin': '*' },
  });
}

/**
 * Serves a built single-page app (`dir`, e.g. the portal's) with `/api/`
 * proxied to `apiUrl` on the same origin, unknown paths answered with its
 * `index.html`.
 */
export function serveApp(
  dir: string,
  apiUrl: string,
  options: Omit<StaticServerOptions, 'mounts' | 'fallback' | 'proxy'> = {},
): Promise<StaticServer> {
  return serveStatic({
    ...options,
    mounts: { '/': dir },
    fallback: resolve(dir, 'index.html'),
    proxy: { '/api/': apiUrl },
  });
}
