// Shared setup of the residential e2e tests: builds examples/gallery-residential
// with Vite (the widgets compiled from source for React 19), starts the sandbox
// with the demo seed, and serves the built pages with '/api/' proxied to it.
import { resolve } from 'node:path';
import { build } from 'vite';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { serveStatic, type StaticServer } from './support/static.js';
// The built sandbox (e2e runs against built artefacts).
import { startSandbox, type Sandbox } from '../packages/sandbox/dist/index.js';

const GALLERY = resolve('examples/gallery-residential');

export interface ResidentialFixture {
  browser: Browser;
  server: StaticServer;
  sandbox: Sandbox;
  close(): Promise<void>;
}

let built: Promise<void> | undefined;

/** Builds the gallery once per test run. */
function buildGallery(): Promise<void> {
  built ??= build({
    root: GALLERY,
    configFile: resolve(GALLERY, 'vite.config.ts'),
    logLevel: 'warn',
  }).then(() => undefined);
  return built;
}

export async function startResidentialFixture(): Promise<ResidentialFixture> {
  await buildGallery();
  const sandbox = await startSandbox({ port: 0, db: ':memory:', seed: 'demo' });
  const server = await serveStatic({
    mounts: { '/': resolve(GALLERY, 'dist') },
    proxy: { '/api/': sandbox.url },
  });
  const browser = await launchBrowser();
  return {
    browser,
    server,
    sandbox,
    async close() {
      await browser.close();
      await server.close();
      await sandbox.close();
    },
  };
}
