/** Options of {@link serveStatic}. */
export interface StaticServerOptions {
  /** Directories to serve, keyed by URL prefix ("/" for the root). */
  mounts: Record<string, string>;
  /** URL prefixes forwarded to another server, e.g. { '/api/': 'http://127.0.0.1:4010' }. */
  proxy?: Record<string, string>;
  /** Extra headers for every file response (CSP, CORS...), or a function of the file path. */
  headers?: Record<string, string> | ((file: string) => Record<string, string>);
  /** File served for unknown paths without an extension (single-page apps). */
  fallback?: string;
  /** Host to bind; 127.0.0.1 by default. */
  host?: string;
  /** Port; 0 (a free port) by default. */
  port?: number;
  /**
   * Files generated in memory, keyed by exact URL path (they win over the mounts),
   * e.g. { '/partner-config.js': { type: 'text/javascript; charset=utf-8', body: '...' } }.
   */
  files?: Record<string, { type: string; body: string }>;
  /** SVG markup answered at /favicon.ico when no mounted file is there. */
  favicon?: string;
}

/** A running static server. */
export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/** Serves directories on loopback. Path traversal is refused. */
export function serveStatic(options: StaticServerOptions): Promise<StaticServer>;
