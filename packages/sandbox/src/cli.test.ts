import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startSandbox } from './sandbox.js';
import { tempDir } from './testSupport.js';

// The CLI runs from its TypeScript source (src/cli.ts), not from dist/, so it is
// tested without a build, like every unit test. Node 20 cannot strip types
// (`--experimental-strip-types` came with Node 22), so a loader hook compiles
// each .ts file with esbuild on import and maps the `.js` specifiers of the
// sources to their `.ts`/`.tsx` files; `--conditions=source` resolves the
// api-client and the widgets (the public opportunity page) to their sources too.

const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));
const ESBUILD = pathToFileURL(createRequire(import.meta.url).resolve('esbuild')).href;

const HOOKS = `
import esbuild from ${JSON.stringify(ESBUILD)};
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
export async function resolve(specifier, context, next) {
  if (/\\.tsx?$/.test(context.parentURL ?? '') && /^\\.\\.?\\//.test(specifier) && specifier.endsWith('.js')) {
    for (const ext of ['.ts', '.tsx']) {
      const ts = new URL(specifier.slice(0, -3) + ext, context.parentURL);
      if (existsSync(fileURLToPath(ts))) return { url: ts.href, format: 'module', shortCircuit: true };
    }
  }
  return next(specifier, context);
}
export async function load(url, context, next) {
  if (!url.startsWith('file:') || !/\\.tsx?$/.test(url)) return next(url, context);
  const file = fileURLToPath(url);
  const { code } = esbuild.transformSync(readFileSync(file, 'utf8'), {
    loader: file.endsWith('.tsx') ? 'tsx' : 'ts', jsx: 'automatic', format: 'esm', target: 'node20',
    sourcefile: file, sourcemap: 'inline',
  });
  return { format: 'module', source: code, shortCircuit: true };
}
`;

let tmp: ReturnType<typeof tempDir>;
let nodeArgs: string[];
const children: ChildProcess[] = [];

beforeAll(() => {
  tmp = tempDir();
  const hooks = join(tmp.dir, 'ts-hooks.mjs');
  const register = join(tmp.dir, 'ts-register.mjs');
  writeFileSync(hooks, HOOKS);
  writeFileSync(
    register,
    `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(hooks).href)});\n`,
  );
  nodeArgs = ['--conditions=source', '--import', pathToFileURL(register).href, CLI];
});

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  tmp.cleanup();
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
function startCli(args: string[]): Promise<{ child: ChildProcess; url: string; stdout: string }> {
  const child = spawn(process.execPath, [...nodeArgs, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
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
  } finally {
    locked.child.kill('SIGTERM');
    await exited(locked.child);
  }
  const open = await startCli(['--port', '0', '--db', db, '--seed', 'none', '--open-internals']);
  try {
    expect(open.stdout).toContain('are open (--open-internals)');
    expect((await fetch(`${open.url}/api/_sandbox/logs`)).status).toBe(200);
  } finally {
    open.child.kill('SIGTERM');
    await exited(open.child);
  }
});
