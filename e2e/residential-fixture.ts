// Shared setup of the residential e2e tests: starts the sandbox with the demo seed
// and serves the built examples/gallery-residential (the widgets compiled from
// source for React 19, by the workspace build) with '/api/' proxied to it.
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { builtDir } from './support/built.js';
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

export async function startResidentialFixture(): Promise<ResidentialFixture> {
  // Built by the test command's build step: rebuilding it here would empty the dist
  // folder other files are serving at the same time.
  const dist = builtDir(resolve(GALLERY, 'dist'));
  const sandbox = await startSandbox({ port: 0, db: ':memory:', seed: 'demo' });
  const server = await serveStatic({
    mounts: { '/': dist },
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
