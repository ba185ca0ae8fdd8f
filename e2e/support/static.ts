export { serveStatic } from '../../scripts/serve.mjs';
export type { StaticServer, StaticServerOptions } from '../../scripts/serve.mjs';
