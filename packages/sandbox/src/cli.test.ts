import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { startSandbox } from './sandbox.js';
import { tempDir } from './testSupport.js';

// The CLI runs from its TypeScript source (src/cli.ts), not from dist/, so it is
// tested without a build, like every unit test. Node 20 cannot strip types, so
// `beforeAll` bundles the CLI once with esbuild: the sources of the sandbox and of the
// workspace packages it imports (resolved with the `source` condition, as in every
// unit test) go into one file; installed packages stay outside it, imported from
// where they are installed. Each spawn then only loads that file.

const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));
// Inside the package, so what the sources resolve at run time with
// `createRequire(import.meta.url)` (the geodata packages) is found as from src/.
const CACHE = fileURLToPath(new URL('../node_modules/.cache/', import.meta.url));

/** Leaves installed packages out of the bundle, imported by their resolved paths. */
const installedOutside: Plugin = {
  name: 'installed-packages-outside',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === 'inner' || args.path.startsWith('@volunteerkit/')) return undefined;
      const { kind, importer, resolveDir } = args;
      const r = await b.resolve(args.path, { kind, importer, resolveDir, pluginData: 'inner' });
      return r.errors.length > 0 ? { errors: r.errors } : { path: r.path, external: true };
    });
  },
};

let tmp: ReturnType<typeof tempDir>;
let bundleDir: string;
let nodeArgs: string[];
const children: ChildProcess[] = [];

beforeAll(async () => {
  tmp = tempDir();
  mkdirSync(CACHE, { recursive: true });
  bundleDir = mkdtempSync(join(CACHE, 'cli-test-'));
  const outfile = join(bundleDir, 'cli.mjs');
  await build({
    entryPoints: [CLI],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    conditions: ['source'],
    plugins: [installedOutside],
    logLevel: 'silent',
  });
  nodeArgs = [outfile];
});

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  tmp.cleanup();
  rmSync(bundleDir, { recursive: true, force: true });
});

/** Runs the CLI to completion (for options it must refuse). */
function runCli(args: string[]) {
  const r = spawnSync(process.execPath, [...nodeArgs, ...args], {
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status: r.status, signal: r.signal, stdout: r.stdout, stderr: r.stderr };
}

/** Starts the CLI and waits for the line that names its URL. */
function startCli(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; url: string; stdout: string }> {
  const child = spawn(process.execPath, [...nodeArgs, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the CLI did not start in 30 s\nstdout: ${stdout}\nstderr: ${stderr}`));
    }, 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const m = /API on (http:\/\/127\.0\.0\.1:\d+)\/api\//.exec(stdout);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: m[1], stdout });
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the CLI exited with ${code} before answering\nstderr: ${stderr}`));
    });
  });
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

test('starts on a free port with --db, --seed none and --reset, serves the API, stops on SIGTERM', async () => {
  // A database holding the demo seed, so `--reset` has something to delete.
  const db = join(tmp.dir, 'data', 'cli.db');
  const seeded = await startSandbox({ port: 0, db, seed: 'demo' });
  const before = (await (
    await fetch(`${seeded.url}/api/residential-opportunities/?public_search=true`)
  ).json()) as { meta: { pagination: { total: number } } };
  await seeded.close();
  expect(before.meta.pagination.total).toBeGreaterThan(0);

  const { child, url, stdout } = await startCli([
    '--port',
    '0',
    '--db',
    db,
    '--seed',
    'none',
    '--reset',
  ]);
  expect(stdout).toContain(`(database ${db}`);
  // A public route, without a token, from another origin.
  const res = await fetch(`${url}/api/residential-opportunities/?public_search=true`, {
    headers: { origin: 'https://partner.example' },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('access-control-allow-origin')).toBe('*');
  const body = (await res.json()) as { data: unknown[]; meta: { pagination: { total: number } } };
  // --reset deleted the demo data and --seed none wrote nothing.
  expect(body).toMatchObject({ data: [], meta: { pagination: { total: 0 } } });
  const zones = await fetch(`${url}/api/organisation/timezones/?public_search=true`);
  expect(zones.status).toBe(200);
  expect(((await zones.json()) as { name: string }[]).map((z) => z.name)).toContain(
    'Europe/London',
  );
  // Authenticated routes still need a session.
  const users = await fetch(`${url}/api/users/`);
  expect(users.status).toBe(401);
  expect(await users.json()).toMatchObject({ code: 'unauthenticated' });

  child.kill('SIGTERM');
  expect(await exited(child)).toBe(0);
}, 60_000);

test.each([
  [['--seed', 'nonsense'], '--seed must be demo, large or none, got "nonsense"'],
  [['--chaos', 'bogus=1'], '--chaos: unknown chaos setting "bogus"'],
  [['--chaos', 'error503=2'], '--chaos: error503 must be a probability from 0 to 1, got "2"'],
  [['--port', 'abc'], '--port must be 0-65535, got "abc"'],
  [['--token-lifetime', '0'], '--token-lifetime must be a positive whole number of seconds'],
  [['--no-such-option'], "Unknown option '--no-such-option'"],
])('refuses %j: exits 2 with a clear message and the usage', (args, message) => {
  const r = runCli(['--port', '0', '--db', join(tmp.dir, 'refused.db'), ...args]);
  expect(r.signal).toBeNull();
  expect(r.status).toBe(2);
  expect(r.stderr).toContain(`volunteerkit-sandbox: ${message}`);
  expect(r.stderr).toContain('Usage: volunteerkit-sandbox [options]');
  expect(r.stdout).not.toContain('API on');
});

test('--help prints the usage and exits 0', () => {
  const r = runCli(['--help']);
  expect(r.status).toBe(0);
  expect(r.stdout).toContain('--seed <name>');
});

test('the inspection routes need the printed administrator token, unless --open-internals', async () => {
  const db = join(tmp.dir, 'internals.db');
  const locked = await startCli(['--port', '0', '--db', db, '--seed', 'none']);
  try {
    const token = /Authorization: Bearer (\S+)/.exec(locked.stdout)?.[1];
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect((await fetch(`${locked.url}/api/_sandbox/logs`)).status).toBe(401);
    const ok = await fetch(`${locked.url}/api/_sandbox/logs`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(ok.status).toBe(200);
    // The outbox page's link carries the token in its fragment.
    expect(locked.stdout).toContain(
      `Outbox (every e-mail the sandbox sent): ${locked.url}/_sandbox/outbox#token=${token}`,
    );
  } finally {
    locked.child.kill('SIGTERM');
    await exited(locked.child);
  }
  // The start command chooses the token (to print the outbox's link) through the environment.
  const chosen = 'a-token-chosen-by-the-start-command';
  const given = await startCli(['--port', '0', '--db', db, '--seed', 'none'], {
    VK_SANDBOX_ADMIN_TOKEN: chosen,
  });
  try {
    expect(given.stdout).toContain(`Authorization: Bearer ${chosen}`);
    const emails = await fetch(`${given.url}/api/_sandbox/emails`, {
      headers: { authorization: `Bearer ${chosen}` },
    });
    expect(await emails.json()).toEqual({ data: [] });
  } finally {
    given.child.kill('SIGTERM');
    await exited(given.child);
  }
  const open = await startCli(['--port', '0', '--db', db, '--seed', 'none', '--open-internals']);
  try {
    expect(open.stdout).toContain('are open (--open-internals)');
    expect((await fetch(`${open.url}/api/_sandbox/logs`)).status).toBe(200);
  } finally {
    open.child.kill('SIGTERM');
    await exited(open.child);
  }
}, 60_000);
