import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import {
  FAVICON_SVG,
  startSandbox,
  type Sandbox,
  type SandboxOptions,
} from '../../packages/sandbox/src/index.js';
import { launchBrowser } from './browser.js';
import {
  EMBED_DIST,
  PARTNER_DIR,
  serveCrossOrigin,
  serveStatic,
  type StaticServer,
} from './static.js';

/** Options of {@link useEmbedSite}. */
export interface EmbedSiteOptions {
  /** Files written into the site's own folder (served at `/`) before it starts, by name. */
  pages?: Record<string, string>;
  /** Folders served beside the embed, by URL prefix; a `/` here replaces the site's own folder. */
  mounts?: Record<string, string>;
  /** The sandbox's options (the demo seed in memory by default). */
  sandbox?: Omit<SandboxOptions, 'port'>;
}

/** A partner site in front of a demo sandbox, with a Chromium. */
export interface EmbedSite {
  /** The sandbox the site's `/api/` goes to. */
  api: Sandbox;
  /** The site: the BUILT embed at `/embed/`, its own folder at `/`, the `mounts`, `/api/` proxied. */
  site: StaticServer;
  /** The shared Chromium. */
  browser: Browser;
  /** The site's own folder (a scratch folder, removed afterwards). */
  pages: string;
  /** Writes a file into the site's own folder (served at `/<name>`). */
  writePage(name: string, content: string): void;
}

/**
 * A partner site for the BUILT embed, started in a `beforeAll` hook of the
 * enclosing suite and closed in an `afterAll` hook (with its scratch folder): a
 * demo sandbox on a free port, a static server with the embed at `/embed/`, a
 * scratch folder of pages at `/` (or the `mounts`), `/api/` proxied to the
 * sandbox on the same origin, and the shared Chromium. The object returned is
 * filled in by that hook: read its fields in later hooks and in tests.
 */
export function useEmbedSite(options: EmbedSiteOptions = {}): EmbedSite {
  const fixture = {
    writePage(name: string, content: string) {
      writeFileSync(join(fixture.pages, name), content);
    },
  } as EmbedSite;
  beforeAll(async () => {
    fixture.pages = mkdtempSync(join(tmpdir(), 'vk-embed-site-'));
    for (const [name, content] of Object.entries(options.pages ?? {}))
      fixture.writePage(name, content);
    fixture.api = await startSandbox({
      db: ':memory:',
      seed: 'demo',
      ...options.sandbox,
      port: 0,
    });
    fixture.site = await serveStatic({
      mounts: { '/embed/': EMBED_DIST, '/': fixture.pages, ...options.mounts },
      proxy: { '/api/': fixture.api.url },
    });
    fixture.browser = await launchBrowser();
  });
  afterAll(async () => {
    await fixture.browser?.close();
    await fixture.site?.close();
    await fixture.api?.close();
    if (fixture.pages) rmSync(fixture.pages, { recursive: true, force: true });
  });
  return fixture;
}

/** The partner demo on its three origins ({@link startPartnerDemo}). */
export interface PartnerDemo {
  /** The demo sandbox; the partner's origin may call it (CORS). */
  api: Sandbox;
  /** The BUILT embed on an origin of its own, served to any origin. */
  embed: StaticServer;
  /** The partner demo site (examples/script-tag) at its bare URL. */
  partner: StaticServer;
  /** Closes the three servers. */
  close(): Promise<void>;
}

/**
 * The partner demo as the start command serves it: the BUILT embed on one
 * origin, the partner site on another, told both origins by its
 * `/partner-config.js` (no query string), and a demo sandbox that allows the
 * partner's origin.
 */
export async function startPartnerDemo(
  sandbox: Omit<SandboxOptions, 'port' | 'corsOrigins'> = {},
): Promise<PartnerDemo> {
  const embed = await serveCrossOrigin(EMBED_DIST, { favicon: FAVICON_SVG });
  let config = '';
  const partner = await serveStatic({
    mounts: { '/': PARTNER_DIR },
    favicon: readFileSync(resolve(PARTNER_DIR, 'favicon.svg'), 'utf8'),
    files: {
      get '/partner-config.js'() {
        return { type: 'text/javascript; charset=utf-8', body: config };
      },
    },
  });
  const api = await startSandbox({
    seed: 'demo',
    ...sandbox,
    port: 0,
    corsOrigins: [partner.url],
  });
  config =
    `document.documentElement.setAttribute('data-vk-embed', ${JSON.stringify(`${embed.url}/`)});\n` +
    `document.documentElement.setAttribute('data-vk-api', ${JSON.stringify(`${api.url}/api/`)});`;
  return {
    api,
    embed,
    partner,
    async close() {
      await Promise.all([embed.close(), partner.close(), api.close()]);
    },
  };
}
