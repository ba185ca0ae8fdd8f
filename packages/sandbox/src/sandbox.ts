/**
 * `startSandbox()`: opens the database, seeds it when empty, and serves the API.
 *
 * @module
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import {
  catalogue as defaultCatalogue,
  type CatalogueEntry,
} from '@volunteerkit/api-client/catalogue';
import { TokenService } from './auth/tokens.js';
import { DEFAULT_ATTEMPT_LIMITS, type AttemptLimits } from './auth/attempts.js';
import { createChaos, parseChaos, type ChaosOptions } from './chaos.js';
import { residentialHook, RESIDENTIAL } from './routes/residential.js';
import { teamsHook, usersHook } from './routes/hooks.js';
import { permissionGroupsHook } from './domain/permissionGroups.js';
import { APPLICATIONS, applicationsHook } from './domain/applicationCopy.js';
import { applicationRecordHooks } from './domain/applicationRecords.js';
import { clearanceHooks } from './domain/vettingChecks.js';
import type { WriteHook } from './routes/types.js';
import { createApp } from './server.js';
import { isEmpty, openDb, signingSecret, type Db } from './store/db.js';
import { RecordStore } from './store/records.js';
import { SeedContext, type SeedFunction } from './seed/context.js';
import { seedDemo } from './seed/demo.js';
import { seedLarge, type LargeSeedOptions } from './seed/large.js';
import { seededFrom } from './seed/template.js';
import { named } from './store/collections.js';
import { DEFAULT_PORTAL_URL, listEmails, type StoredEmail } from './outbox/outbox.js';
import { outboxPageUrl } from './outbox/routes.js';
import { remindersHook, REMINDERS } from './scheduler/reminders.js';
import { runScheduler, startScheduler, type SchedulerRun } from './scheduler/scheduler.js';

/** Which dataset to seed an empty database with. */
export type SeedOption = 'demo' | 'large' | 'none' | SeedFunction | { large: LargeSeedOptions };

/** Options of {@link startSandbox}. */
export interface SandboxOptions {
  /**
   * Port to listen on; 0 picks a free port.
   * @default 0
   */
  port?: number;
  /**
   * Host to bind.
   * @default '127.0.0.1'
   */
  host?: string;
  /**
   * SQLite file; `:memory:` keeps nothing.
   * @default ':memory:'
   */
  db?: string;
  /**
   * Dataset written when the database is empty (or after `reset`).
   * @default 'demo'
   */
  seed?: SeedOption;
  /**
   * Delete all data first.
   * @default false
   */
  reset?: boolean;
  /** Fault injection: an option object or a `latency=200-2000,error503=0.1,...` string. */
  chaos?: ChaosOptions | string;
  /**
   * Access token lifetime in seconds.
   * @default 3600
   */
  tokenLifetimeSeconds?: number;
  /**
   * How long after expiry a token may still be refreshed, in seconds.
   * @default 1209600 (14 days)
   */
  refreshGraceSeconds?: number;
  /**
   * Browser origins allowed to call authenticated routes. Public residential routes answer any origin.
   * @default []
   */
  corsOrigins?: readonly string[];
  /**
   * The clock of token issue and expiry, in milliseconds since the epoch (tests move it forward).
   * @default Date.now
   */
  clock?: () => number;
  /**
   * Who may read the inspection routes `/api/_sandbox/*`: the administrator token
   * (`admin`, see {@link Sandbox.adminToken}) or anyone who reaches the port (`open`).
   * @default 'admin'
   */
  internals?: 'admin' | 'open';
  /**
   * Take the client address of attempt limits from the last `X-Forwarded-For` entry
   * (set by a proxy in front of the sandbox, such as the start command's portal server).
   * @default false
   */
  trustProxy?: boolean;
  /**
   * The public base URL of the sandbox (`https://sandbox.example.org`), the
   * origin of the absolute links it stores and answers (uploaded files). Never
   * taken from a request's `Host` header.
   * @default the URL it listens on
   */
  publicUrl?: string;
  /**
   * The staff portal's base URL (`https://portal.example.org`): the origin of
   * the links in the e-mails the sandbox sends (set a password…). Change it on
   * a running sandbox with {@link Sandbox.setPortalUrl}.
   * @default 'http://127.0.0.1:4020' (the start command's portal)
   */
  portalUrl?: string;
  /**
   * The administrator token of the inspection routes (at least 24 characters).
   * @default a new random token on each start
   */
  adminToken?: string;
  /**
   * Attempt limits of password, two-factor and mobile code checks (tests raise them).
   * @default DEFAULT_ATTEMPT_LIMITS
   */
  attemptLimits?: Partial<AttemptLimits>;
  /**
   * The catalogue to serve.
   * @default the api-client catalogue
   */
  catalogue?: readonly CatalogueEntry[];
  /**
   * Run the scheduler (reminders, expiry reminders, waitlist offers; see
   * {@link Sandbox.runScheduler}) every so many milliseconds while the server
   * runs; 0 runs it only on demand. The start command and the CLI run it
   * every minute (`--scheduler-interval`).
   * @default 0
   */
  schedulerIntervalMs?: number;
}

/** An inspectable log entry (searches, apply actions, logins, mobile codes, ...). */
export interface SandboxLogEntry {
  id: number;
  kind: string;
  payload: unknown;
  user_id: number | null;
  created_at: string;
}

/** A running sandbox. */
export interface Sandbox {
  /** `http://127.0.0.1:PORT`; the API is under `/api/`. */
  url: string;
  /** The port. */
  port: number;
  /**
   * The administrator token of the inspection routes (`/api/_sandbox/*`), new on each
   * start: send it as `Authorization: Bearer <adminToken>`. Never a user's token.
   */
  adminToken: string;
  /**
   * The outbox page (`/_sandbox/outbox`) with the administrator token in its
   * fragment: every e-mail the sandbox sent, readable in a browser.
   */
  outboxUrl: string;
  /**
   * The e-mails the sandbox sent, newest first (as `GET /api/_sandbox/emails`
   * answers them), optionally only those to one address or of one kind.
   */
  emails(filter?: { to?: string; kind?: string }): StoredEmail[];
  /** Sets the staff portal's base URL, the origin of the links e-mails carry. */
  setPortalUrl(url: string): void;
  /**
   * Runs the scheduler's jobs once, now on the sandbox's clock (as
   * `POST /api/_sandbox/run-scheduler` does): reminders before shifts and
   * events, expiry reminders of vetting checks, lapsed waitlist offers. Each
   * job sends a thing once, however often it runs.
   */
  runScheduler(): SchedulerRun;
  /** Log entries, optionally of one kind (`search`, `apply_action`, `login`, `mobile_code`, ...). */
  logs(kind?: string): SandboxLogEntry[];
  /** The database (for tests that inspect storage). */
  db: Db;
  /** Stops the server and closes the database. */
  close(): Promise<void>;
}

function runSeed(db: Db, seed: SeedOption): void {
  if (seed === 'none') return;
  const ctx = new SeedContext(db);
  db.transaction(() => {
    if (seed === 'demo') seedDemo(ctx);
    else if (seed === 'large') seedLarge(ctx);
    else if (typeof seed === 'function') seed(ctx);
    else seedLarge(ctx, seed.large);
  })();
}

/**
 * Starts a sandbox server.
 *
 * @example
 * ```ts
 * const sandbox = await startSandbox({ db: '/tmp/vk.db', seed: 'demo', tokenLifetimeSeconds: 5 });
 * console.log(`${sandbox.url}/api/`);
 * ```
 */
export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const file = options.db ?? ':memory:';
  const seed = options.seed ?? 'demo';
  // The demo data is seeded once per process and copied into each new database.
  const db =
    seed === 'demo' && !options.reset
      ? openDb(seededFrom(file, (template) => runSeed(template, 'demo')))
      : openDb(file, options.reset ?? false);
  try {
    if (isEmpty(db)) runSeed(db, seed);
  } catch (error) {
    db.close();
    throw error;
  }
  const tokens = new TokenService(
    signingSecret(db),
    options.tokenLifetimeSeconds ?? 3600,
    options.refreshGraceSeconds ?? 14 * 24 * 3600,
    30 * 24 * 3600,
    options.clock ?? Date.now,
  );
  const chaosOptions =
    typeof options.chaos === 'string' ? parseChaos(options.chaos) : options.chaos;
  const insertLog = db.prepare(
    'INSERT INTO logs (kind, payload, user_id, created_at) VALUES (?, ?, ?, ?)',
  );
  if (options.adminToken !== undefined && options.adminToken.length < 24)
    throw new Error('adminToken must be at least 24 characters');
  const adminToken = options.adminToken ?? randomBytes(24).toString('base64url');
  let portalUrl = (options.portalUrl ?? DEFAULT_PORTAL_URL).replace(/\/+$/, '');
  const secret = signingSecret(db);
  let publicUrl = options.publicUrl?.replace(/\/+$/, '');
  const services = {
    db,
    store: new RecordStore(db),
    tokens,
    hooks: withClearanceHooks(
      new Map([
        [RESIDENTIAL, residentialHook],
        [named('users'), usersHook],
        [named('organisation.teams'), teamsHook],
        [named('organisation.permissionGroups'), permissionGroupsHook],
        [APPLICATIONS, applicationsHook],
        [REMINDERS, remindersHook],
        ...applicationRecordHooks,
      ]),
    ),
    log: (kind: string, payload: unknown, userId?: number) => {
      insertLog.run(kind, JSON.stringify(payload), userId ?? null, new Date().toISOString());
    },
    portalUrl: () => portalUrl,
  };
  const { app } = createApp({
    publicUrl: () => publicUrl ?? 'http://127.0.0.1',
    catalogue: options.catalogue ?? defaultCatalogue,
    corsOrigins: options.corsOrigins ?? [],
    internals: options.internals ?? 'admin',
    trustProxy: options.trustProxy ?? false,
    adminToken,
    security: {
      limits: { ...DEFAULT_ATTEMPT_LIMITS, ...options.attemptLimits },
      pepper: createHmac('sha256', secret).update('mobile-codes').digest(),
    },
    chaos: chaosOptions ? createChaos(chaosOptions) : undefined,
    services,
  });
  const host = options.host ?? '127.0.0.1';
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: host }, () =>
      resolve(s),
    );
    s.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  publicUrl ??= url;
  const clock = options.clock ?? Date.now;
  const stopScheduler =
    options.schedulerIntervalMs && options.schedulerIntervalMs > 0
      ? startScheduler(services, clock, options.schedulerIntervalMs)
      : () => undefined;
  let closed = false;
  return {
    url,
    port,
    adminToken,
    outboxUrl: outboxPageUrl(url, adminToken),
    emails: (filter) => listEmails(db, filter),
    setPortalUrl(next) {
      portalUrl = next.replace(/\/+$/, '');
    },
    runScheduler: () => runScheduler(services, clock()),
    db,
    logs(kind) {
      const rows = (
        kind
          ? db.prepare('SELECT * FROM logs WHERE kind = ? ORDER BY id').all(kind)
          : db.prepare('SELECT * FROM logs ORDER BY id').all()
      ) as (Omit<SandboxLogEntry, 'payload'> & { payload: string })[];
      return rows.map((r) => ({ ...r, payload: JSON.parse(r.payload) as unknown }));
    },
    async close() {
      if (closed) return;
      closed = true;
      stopScheduler();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      db.close();
    },
  };
}

/** The sandbox's write hooks with those of the clearance policy (issue 50) chained in. */
function withClearanceHooks(hooks: Map<string, WriteHook>): Map<string, WriteHook> {
  for (const [collection, hook] of clearanceHooks(hooks)) hooks.set(collection, hook);
  return hooks;
}
