import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startSandbox, type Sandbox } from '../packages/sandbox/dist/index.js';

// examples/node-client as a developer runs it (`tsx src/main.ts`, no build step)
// against a real sandbox: it exits 0, prints the people it listed, and its CSV
// holds them. Runs against the BUILT api-client (the example imports its dist).
const EXAMPLE = resolve('examples/node-client');

let sandbox: Sandbox;
let scratch: string;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, db: ':memory:', seed: 'demo' });
  scratch = mkdtempSync(join(tmpdir(), 'vk-node-example-'));
});
afterAll(async () => {
  await sandbox?.close();
  rmSync(scratch, { recursive: true, force: true });
});

function runExample(env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((done) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/main.ts'],
      { cwd: EXAMPLE, encoding: 'utf8', timeout: 60_000, env: { ...process.env, ...env } },
      (error, stdout, stderr) =>
        done({
          code: error ? (typeof error.code === 'number' ? error.code : 1) : 0,
          stdout,
          stderr,
        }),
    );
  });
}

it('signs in, lists and exports people, updates with If-Match, handles errors, signs out', async () => {
  const csvPath = join(scratch, 'people.csv');
  const run = await runExample({ VK_API_URL: `${sandbox.url}/api/`, VK_CSV: csvPath });
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  const listed = Number(/Listed (\d+) people\./.exec(run.stdout)?.[1]);
  expect(listed).toBe(75);
  // The seeded administrator is the first active person by last name ("Admin").
  expect(run.stdout).toMatch(/^\s+\d+ {2}Admin, Ada {2}<admin@volunteerkit\.test>$/m);
  const rows = readFileSync(csvPath, 'utf8').trimEnd().split('\r\n');
  expect(rows[0]).toBe('id,first_name,last_name,email,status');
  expect(rows).toHaveLength(listed + 1);
  expect(run.stdout).toMatch(/412: changed since read \(now "Hopper \(updated\)"/);
  expect(run.stdout).toContain('ApiError 422: {"email":["must be a valid e-mail address"]}');
  expect(run.stdout).toContain('Signed out');
  expect(run.stdout).toContain('NetworkError: GET http://127.0.0.1:9/api/');
  expect(run.stdout).not.toMatch(/Bearer|eyJ/);
});
