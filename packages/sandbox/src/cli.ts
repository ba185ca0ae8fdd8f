#!/usr/bin/env node
/**
 * `volunteerkit-sandbox --port 4010 --db <file> [--seed demo|large|none] [--reset]
 *  [--cors-origin a,b] [--chaos spec] [--token-lifetime seconds] [--host 127.0.0.1]
 *  [--open-internals] [--trust-proxy] [--portal-url <url>] [--scheduler-interval seconds]`
 *
 * The administrator token of the inspection routes is new on each start, unless
 * the environment variable `VK_SANDBOX_ADMIN_TOKEN` (at least 24 characters) gives
 * it (the start command does, to print the outbox's link).
 *
 * @module
 */
import { parseArgs } from 'node:util';
import { parseChaos, ChaosSpecError } from './chaos.js';
import { startSandbox, type SeedOption } from './sandbox.js';
import { DEMO_LOGINS, DEMO_PASSWORD } from './seed/context.js';
import { warmGazetteer } from './geo/gazetteer.js';
import { outboxPageUrl } from './outbox/routes.js';

const USAGE = `Usage: volunteerkit-sandbox [options]

  --port <n>             port to listen on (default 4010; 0 = any free port)
  --host <host>          address to bind (default 127.0.0.1)
  --db <file>            SQLite file (default .vk-data/sandbox.db)
  --seed <name>          demo | large | none: dataset written when the database is empty (default demo)
  --large-seed <n>       seed number of the large dataset (default 1)
  --reset                delete all data first (then seed)
  --cors-origin <list>   comma-separated browser origins allowed on authenticated routes
  --chaos <spec>         fault injection, e.g. latency=200-2000,error503=0.1,error500=0.05,malformed=0.05,drop=0.02,seed=7
  --token-lifetime <s>   access token lifetime in seconds (default 3600)
  --trust-proxy          count login attempts per the X-Forwarded-For address (behind a proxy
                         that sets it; otherwise every user shares the proxy's address)
  --portal-url <url>     the staff portal's base URL, the origin of links in e-mails
                         (default http://127.0.0.1:4020)
  --scheduler-interval <s>  run the scheduler (reminders, expiry reminders, waitlist offers)
                         every so many seconds (default 60; 0 = only on demand, through
                         POST /api/_sandbox/run-scheduler)
  --open-internals       serve /api/_sandbox/* (logs, files by id) without the administrator
                         token; only for a sandbox nobody else can reach
  --help                 show this help
`;

function fail(message: string): never {
  process.stderr.write(`volunteerkit-sandbox: ${message}\n\n${USAGE}`);
  process.exit(2);
}

async function main(): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: 'string', default: '4010' },
        host: { type: 'string', default: '127.0.0.1' },
        db: { type: 'string', default: '.vk-data/sandbox.db' },
        seed: { type: 'string', default: 'demo' },
        'large-seed': { type: 'string' },
        reset: { type: 'boolean', default: false },
        'cors-origin': { type: 'string', multiple: true },
        chaos: { type: 'string' },
        'token-lifetime': { type: 'string' },
        'open-internals': { type: 'boolean', default: false },
        'trust-proxy': { type: 'boolean', default: false },
        'portal-url': { type: 'string' },
        'scheduler-interval': { type: 'string', default: '60' },
        help: { type: 'boolean', default: false },
      },
      strict: true,
    }));
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  if (values.help) {
    process.stdout.write(USAGE);
    return;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    fail(`--port must be 0-65535, got "${values.port}"`);
  const seedName = values.seed ?? 'demo';
  if (!['demo', 'large', 'none'].includes(seedName))
    fail(`--seed must be demo, large or none, got "${seedName}"`);
  let seed: SeedOption = seedName as 'demo' | 'large' | 'none';
  if (seedName === 'large' && values['large-seed'] !== undefined) {
    if (!/^\d+$/.test(values['large-seed'])) fail('--large-seed must be a whole number');
    seed = { large: { seed: Number(values['large-seed']) } };
  }
  let chaos;
  try {
    chaos = values.chaos ? parseChaos(values.chaos) : undefined;
  } catch (error) {
    if (error instanceof ChaosSpecError) fail(`--chaos: ${error.message}`);
    throw error;
  }
  const lifetime =
    values['token-lifetime'] === undefined ? undefined : Number(values['token-lifetime']);
  if (lifetime !== undefined && (!Number.isInteger(lifetime) || lifetime < 1))
    fail('--token-lifetime must be a positive whole number of seconds');
  const corsOrigins = (values['cors-origin'] ?? [])
    .flatMap((v) => v.split(','))
    .map((s) => s.trim())
    .filter(Boolean);

  const schedulerSeconds = Number(values['scheduler-interval']);
  if (!/^\d+$/.test(values['scheduler-interval'] ?? '') || schedulerSeconds > 86_400)
    fail('--scheduler-interval must be a whole number of seconds from 0 to 86400');
  const portalUrl = values['portal-url'];
  if (portalUrl !== undefined && !/^https?:\/\/[^\s/]+/.test(portalUrl))
    fail(`--portal-url must be an http(s) URL, got "${portalUrl}"`);
  const adminToken = process.env.VK_SANDBOX_ADMIN_TOKEN || undefined;
  if (adminToken !== undefined && adminToken.length < 24)
    fail('VK_SANDBOX_ADMIN_TOKEN must be at least 24 characters');

  const started = Date.now();
  const sandbox = await startSandbox({
    port,
    host: values.host,
    db: values.db,
    seed,
    reset: values.reset,
    chaos,
    corsOrigins,
    tokenLifetimeSeconds: lifetime,
    internals: values['open-internals'] ? 'open' : 'admin',
    trustProxy: values['trust-proxy'],
    portalUrl,
    adminToken,
    schedulerIntervalMs: schedulerSeconds * 1000,
  });
  process.stdout.write(
    `VolunteerKit sandbox API on ${sandbox.url}/api/ (database ${values.db}, ready in ${Date.now() - started} ms)\n` +
      `Demo logins (password ${DEMO_PASSWORD}): ${Object.values(DEMO_LOGINS).join(', ')}\n` +
      (values['open-internals']
        ? 'Inspection routes /api/_sandbox/* are open (--open-internals)\n'
        : `Inspection routes /api/_sandbox/* need: Authorization: Bearer ${sandbox.adminToken}\n`) +
      `Outbox (every e-mail the sandbox sent): ${values['open-internals'] ? outboxPageUrl(sandbox.url) : sandbox.outboxUrl}\n` +
      (chaos ? `Chaos mode: ${values.chaos}\n` : ''),
  );
  // Load the gazetteer now so the first geocode search is quick.
  setTimeout(() => warmGazetteer(), 50).unref();
  const stop = () => {
    void sandbox.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `volunteerkit-sandbox: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
