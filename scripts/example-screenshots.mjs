#!/usr/bin/env node
// The screenshots of docs/examples.md (docs/images/examples/*.png): every example
// running against a fresh demo sandbox, at 1280 px in the light scheme. Needs the
// packages built (`node scripts/pnpm.mjs -r build`) and Chromium (CHROMIUM_PATH).
// Run it after changing an example's look:  node scripts/example-screenshots.mjs
import { execFile, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'vite';
import { chromium } from 'playwright-core';
import { serveStatic } from './serve.mjs';
import { startSandbox } from '../packages/sandbox/dist/index.js';

const OUT = resolve('docs/images/examples');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const example = (name) => resolve('examples', name);

mkdirSync(OUT, { recursive: true });
const sandbox = await startSandbox({ port: 0, db: ':memory:', seed: 'demo' });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
const cleanup = [];
const page = await browser.newPage({
  viewport: { width: 1280, height: 800 },
  colorScheme: 'light',
});
const shot = (name) => page.screenshot({ path: join(OUT, `${name}.png`) });
const viteBuild = (name) =>
  build({
    root: example(name),
    configFile: join(example(name), 'vite.config.ts'),
    logLevel: 'warn',
  });

try {
  // node-client: its output, as a terminal shows it.
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'src/main.ts'],
    {
      cwd: example('node-client'),
      env: { ...process.env, VK_API_URL: `${sandbox.url}/api/`, VK_CSV: '/dev/null' },
    },
  );
  const lines = stdout.trimEnd().split('\n');
  const shown = [
    ...lines.slice(0, 12),
    '  …',
    ...lines.slice(lines.findIndex((l) => l.startsWith('Listed'))),
  ];
  await page.setContent(
    `<body style="margin:0;background:#0d1117"><pre style="margin:0;padding:24px;color:#e6edf3;font:15px/1.5 ui-monospace,monospace;white-space:pre-wrap">$ node scripts/pnpm.mjs --filter @volunteerkit/example-node-client start\n${shown.join('\n').replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`)}</pre></body>`,
  );
  await shot('node-client');

  // react-app: the results page, themed with the --vk-* tokens.
  await viteBuild('react-app');
  const app = await serveStatic({
    mounts: { '/': join(example('react-app'), 'dist') },
    fallback: join(example('react-app'), 'dist/index.html'),
    proxy: { '/api/': sandbox.url },
  });
  cleanup.push(() => app.close());
  await page.goto(`${app.url}/results`);
  await page.waitForSelector('.vk-results[data-status="success"] img.vk-card__image');
  await page.waitForFunction(() => [...document.images].every((i) => i.complete));
  await shot('react-app');

  // ssr: its own server (tsx), on a free port.
  await viteBuild('ssr');
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: example('ssr'),
    env: { ...process.env, PORT: '0', VK_API_URL: `${sandbox.url}/api/` },
  });
  cleanup.push(() => server.kill());
  const ssrUrl = await new Promise((ok, fail) => {
    server.stdout.on('data', (d) => {
      const m = /(http:\/\/\S+)/.exec(String(d));
      if (m) ok(m[1]);
    });
    server.on('exit', () => fail(new Error('the SSR example stopped')));
  });
  await page.goto(`${ssrUrl}?type=long_term&page=2`);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.waitForFunction(() => [...document.images].every((i) => i.complete));
  await shot('ssr');

  // gallery-residential: the widgets in their states, against the sandbox.
  await viteBuild('gallery-residential');
  const gallery = await serveStatic({
    mounts: { '/': join(example('gallery-residential'), 'dist') },
    proxy: { '/api/': sandbox.url },
  });
  cleanup.push(() => gallery.close());
  await page.goto(`${gallery.url}/search/`);
  await page.waitForSelector('.vk-card__title');
  await page.waitForFunction(() => [...document.images].every((i) => i.complete));
  await shot('gallery-residential');

  // gallery-portal: the portal's building blocks (no API).
  await viteBuild('gallery-portal');
  const portal = await serveStatic({ mounts: { '/': join(example('gallery-portal'), 'dist') } });
  cleanup.push(() => portal.close());
  await page.goto(`${portal.url}/`);
  await page.waitForSelector('h1');
  await shot('gallery-portal');

  // script-tag: the partner page with the embed from another origin.
  const embed = await serveStatic({
    mounts: { '/': resolve('packages/residential-embed/dist') },
    headers: { 'access-control-allow-origin': '*' },
  });
  cleanup.push(() => embed.close());
  const partner = await serveStatic({ mounts: { '/': example('script-tag') } });
  cleanup.push(() => partner.close());
  const cors = await startSandbox({
    port: 0,
    db: ':memory:',
    seed: 'demo',
    corsOrigins: [partner.url],
  });
  cleanup.push(() => cors.close());
  await page.goto(`${partner.url}/index.html?embed=${embed.url}/&api=${cors.url}/api/`);
  await page.waitForSelector('.vk-search__form'); // inside the embed's shadow root
  await shot('script-tag');
  console.log(`screenshots in ${OUT}`);
} finally {
  for (const stop of cleanup.reverse()) await stop();
  await browser.close();
  await sandbox.close();
}
