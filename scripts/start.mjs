#!/usr/bin/env node
// The README's start command: installs, builds, then starts the seeded sandbox
// API, the staff portal and a demo partner page with the residential embed, and
// prints the URLs to open. Ctrl+C stops everything.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { pnpm } from './pnpm.mjs';
import { serveStatic } from './serve.mjs';
import { portalSecurityHeaders } from '../packages/portal/security-headers.mjs';

const API_PORT = Number(process.env.VK_API_PORT ?? 4010);
const PORTAL_PORT = Number(process.env.VK_PORTAL_PORT ?? 4020);
const PARTNER_PORT = Number(process.env.VK_PARTNER_PORT ?? 4030);
const EMBED_PORT = Number(process.env.VK_EMBED_PORT ?? 4040);
/** Each port with the variable that moves it and what runs there. */
const PORTS = [
  { port: API_PORT, variable: 'VK_API_PORT', what: 'the sandbox API' },
  { port: PORTAL_PORT, variable: 'VK_PORTAL_PORT', what: 'the staff portal' },
  { port: PARTNER_PORT, variable: 'VK_PARTNER_PORT', what: 'the partner demo page' },
  { port: EMBED_PORT, variable: 'VK_EMBED_PORT', what: 'the residential embed' },
];

/** Ends the start with a message naming the variable to set for a taken port. */
function portTaken({ port, variable, what }) {
  const free = PORTS.map((p) => p.port);
  let suggestion = port + 100;
  while (free.includes(suggestion)) suggestion += 100;
  console.error(
    `\nPort ${port} (${what}) is already in use by another program (EADDRINUSE), so VolunteerKit did not start.\n` +
      `Stop that program, or set ${variable} to a free port, e.g.\n\n  ${variable}=${suggestion} npm start\n\n` +
      `(The ports and their variables: ${PORTS.map((p) => `${p.variable}=${p.port}`).join(', ')}.)\n`,
  );
  process.exit(1);
}

/** Whether 127.0.0.1:port can be listened on now. */
function portFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

// Every port is checked first: nothing starts against a port another program owns
// (the portal would otherwise proxy to whatever answers there).
for (const entry of PORTS) {
  if (!Number.isInteger(entry.port) || entry.port < 1 || entry.port > 65535) {
    console.error(
      `\n${entry.variable} must be a port number from 1 to 65535, got "${process.env[entry.variable]}".\n`,
    );
    process.exit(1);
  }
  if (!(await portFree(entry.port))) portTaken(entry);
}

if (!process.argv.includes('--no-install')) {
  if (pnpm(['install', '--frozen-lockfile']) !== 0) process.exit(1);
  if (pnpm(['-r', '--workspace-concurrency=1', 'build']) !== 0) process.exit(1);
}

mkdirSync('.vk-data', { recursive: true });
const api = `http://127.0.0.1:${API_PORT}`;
// The sandbox's administrator token, chosen here so the outbox's link can be printed
// below (the sandbox reads it from its environment, never from its command line).
const adminToken = randomBytes(24).toString('base64url');
const outbox = `${api}/_sandbox/outbox#token=${adminToken}`;
const children = [];
// A server that fails to start (a port taken: EADDRINUSE) ends this process with an
// error; the sandbox it already started must not outlive it.
process.on('exit', () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
});
for (const built of [
  'packages/sandbox/dist/cli.js',
  'packages/portal/dist/index.html',
  'packages/residential-embed/dist/residential-embed.js',
]) {
  if (!existsSync(built)) {
    console.error(
      `\n${built} is missing: the packages are not built. Run \`npm start\` without --no-install (it builds), or \`node scripts/pnpm.mjs -r build\`.\n`,
    );
    process.exit(1);
  }
}

// The seeded logins, read from the sandbox's seed through its built entry (imported only
// now that it is known to be built). A dist built before DEMO_LOGINS existed lacks it.
const { DEMO_LOGINS, DEMO_PASSWORD, DEMO_TOTP_SECRET, FAVICON_SVG } =
  await import('../packages/sandbox/dist/index.js');
// Every origin answers /favicon.ico: the VolunteerKit icon, or the partner's own.
const favicon = FAVICON_SVG;
const partnerFavicon = readFileSync('examples/script-tag/favicon.svg', 'utf8');
// The partner page reads the embed's and the API's origins from this file, so its bare
// URL works on whatever ports were chosen (see examples/script-tag/partner-config.js).
const partnerConfig = [
  `document.documentElement.setAttribute('data-vk-embed', ${JSON.stringify(`http://127.0.0.1:${EMBED_PORT}/`)});`,
  `document.documentElement.setAttribute('data-vk-api', ${JSON.stringify(`${api}/api/`)});`,
].join('\n');
const logins = DEMO_LOGINS
  ? [
      [DEMO_LOGINS.admin, 'administrator: every area, organisation settings and permissions'],
      [
        DEMO_LOGINS.coordinator,
        'volunteer coordinator: people, rotas, events, recruitment, residential, tasks, e-mail, expenses approval, reports',
      ],
      [DEMO_LOGINS.teamLeader, 'team leader of the Callander and Pitlochry bases'],
      [DEMO_LOGINS.volunteer, "volunteer (Val): the volunteer's own portal"],
      [DEMO_LOGINS.guardian, 'a parent (Morag): "People in my care", parental consent for Ewan'],
      [DEMO_LOGINS.minor, 'a 15-year-old volunteer (Ewan): waiting for parental consent'],
      [DEMO_LOGINS.limited, 'limited: rotas and adverts, no people (shows permission gating)'],
      [DEMO_LOGINS.twoFactor, `two-factor step; TOTP secret ${DEMO_TOTP_SECRET}`],
      [DEMO_LOGINS.locked, 'the "account is locked" message'],
    ]
      .filter(([email]) => email)
      .map(([email, shows]) => `  ${email.padEnd(32)}${shows}`)
      .join('\n')
  : `  (the sandbox build predates its login list: rebuild it, \`node scripts/pnpm.mjs --filter @volunteerkit/sandbox build\`)\n  2FA TOTP secret: ${DEMO_TOTP_SECRET}`;

{
  const child = spawn(
    process.execPath,
    [
      'packages/sandbox/dist/cli.js',
      '--port',
      String(API_PORT),
      '--db',
      '.vk-data/sandbox.db',
      '--seed',
      'demo',
      // The portal reaches the API through its proxy, which names the real client.
      '--trust-proxy',
      // The links of the e-mails it sends (set a password) open the portal.
      '--portal-url',
      `http://127.0.0.1:${PORTAL_PORT}`,
      '--cors-origin',
      // The portal, and the partner demo page, which calls the API cross-origin.
      `http://127.0.0.1:${PORTAL_PORT},http://localhost:${PORTAL_PORT},http://127.0.0.1:${PARTNER_PORT}`,
    ],
    { stdio: 'inherit', env: { ...process.env, VK_SANDBOX_ADMIN_TOKEN: adminToken } },
  );
  children.push(child);
}

// The banner is printed only once the sandbox answers as itself: a sandbox that fails
// (its port taken meanwhile, a broken database) ends the start with its reason.
{
  const sandbox = children[0];
  const exited = new Promise((resolve) => sandbox.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ready = await fetch(`${api}/`)
      .then((res) => (res.ok ? res.json() : undefined))
      .then((body) => body?.name === 'VolunteerKit sandbox')
      .catch(() => false);
    if (ready) break;
    const code = await Promise.race([
      exited,
      new Promise((r) => setTimeout(() => r(undefined), 250)),
    ]);
    if (code !== undefined) {
      console.error(
        `\nThe sandbox API stopped (exit code ${code}) before it answered on ${api}/. If its port is taken, set VK_API_PORT to a free port.\n`,
      );
      process.exit(1);
    }
    if (Date.now() > deadline) {
      console.error(`\nThe sandbox API did not answer on ${api}/ within 60 s.\n`);
      process.exit(1);
    }
  }
}

/** Starts one static server; a port taken meanwhile ends the start, naming its variable. */
async function serve(options) {
  try {
    return await serveStatic(options);
  } catch (error) {
    const entry = PORTS.find((p) => p.port === options.port);
    if (error?.code === 'EADDRINUSE' && entry) portTaken(entry);
    throw error;
  }
}

const servers = [];
servers.push(
  await serve({
    port: PORTAL_PORT,
    mounts: { '/': 'packages/portal/dist' },
    fallback: 'packages/portal/dist/index.html',
    proxy: { '/api/': api },
    headers: portalSecurityHeaders,
    favicon,
  }),
);
servers.push(
  await serve({
    port: EMBED_PORT,
    host: '127.0.0.1',
    mounts: { '/': 'packages/residential-embed/dist' },
    // The loader imports the ES core and its chunks as module scripts: cross-origin
    // module loads need CORS.
    headers: { 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin' },
    favicon,
  }),
);
servers.push(
  await serve({
    port: PARTNER_PORT,
    host: '127.0.0.1',
    mounts: { '/': 'examples/script-tag' },
    files: {
      '/partner-config.js': { type: 'text/javascript; charset=utf-8', body: partnerConfig },
    },
    favicon: partnerFavicon,
  }),
);

console.log(`
VolunteerKit is running:
  Sandbox API         ${api}/api/
  Staff portal        http://127.0.0.1:${PORTAL_PORT}/
  Partner demo page   http://127.0.0.1:${PARTNER_PORT}/
  (its hostile-stylesheet test page: http://127.0.0.1:${PARTNER_PORT}/hostile.html)
  Residential embed   http://127.0.0.1:${EMBED_PORT}/residential-embed.js (see docs/embedding.md)
  Outbox (e-mails)    ${outbox}
  (every e-mail the sandbox sent, with its links: password resets, welcomes, bulk e-mail)
Demo logins (password ${DEMO_PASSWORD}):
${logins}
Press Ctrl+C to stop.
`);

const stop = async () => {
  for (const c of children) c.kill('SIGTERM');
  await Promise.all(servers.map((s) => s.close()));
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
