#!/usr/bin/env node
// The README's test command: installs (frozen lockfile), builds, then runs
// typecheck, lint + format, unit/component/contract tests and the Chromium
// browser tests, and ends with one line: "N passed, N failed". Any step that
// fails counts, vitest's own exit status included (an unhandled error or
// rejection, a file that fails to load, a teardown error), so the line cannot
// say "0 failed" over a failed run. After vitest it prints the slowest files and
// the time per project (scripts/vitest-timings.mjs); see docs/testing.md.
//
//   node scripts/test.mjs            the full check (what CI runs)
//   node scripts/test.mjs --quick    unit + dom tests only, no install or build
//                                    (npm run test:quick); extra arguments go to vitest
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { relative } from 'node:path';
import { pnpm } from './pnpm.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RESULTS = 'test-results.json';
const TIMINGS = 'test-results-timings.json';
const quick = process.argv[2] === '--quick';
const vitestArgs = quick ? process.argv.slice(3) : [];
const checks = [];

function step(name, fn) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const ok = fn();
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} (${secs}s) ===`);
  checks.push({ name, ok, secs });
  return ok;
}

/** A tool of the workspace root, run directly (no package manager in between). */
const BIN = (name) => `node_modules/.bin/${name}`;

/**
 * Runs `[name, command, args, needs?]` steps `VK_CHECK_JOBS` (default: the core count)
 * at a time, in list order, a step starting only once the steps it `needs` (names) have
 * passed (one whose need failed is not run, and fails). Each step's output is kept and
 * printed whole when it ends, with its time.
 */
async function parallelSteps(group, steps) {
  const jobs = Math.max(1, Number(process.env.VK_CHECK_JOBS ?? availableParallelism()));
  const started = Date.now();
  console.log(
    `\n=== ${group}: ${steps.map((s) => s[0].split(' (')[0]).join(', ')} (${jobs} at a time) ===`,
  );
  const waiting = [...steps];
  const done = new Map();
  const names = new Set(steps.map((s) => s[0]));
  for (const [name, , , needs = []] of steps)
    for (const n of needs) if (!names.has(n)) throw new Error(`${name} needs unknown step ${n}`);
  // Workers waiting for a step to end (to find one whose needs are met).
  const sleepers = [];
  const wake = () => sleepers.splice(0).forEach((resolve) => resolve());
  const ready = () => waiting.findIndex(([, , , needs = []]) => needs.every((n) => done.has(n)));
  const worker = async () => {
    while (waiting.length > 0) {
      const at = ready();
      if (at < 0) {
        // Every waiting step needs one still running: wait for a step to end.
        await new Promise((resolve) => sleepers.push(resolve));
        continue;
      }
      const [name, cmd, args, needs = []] = waiting.splice(at, 1)[0];
      const t0 = Date.now();
      const unmet = needs.filter((n) => !done.get(n));
      const { ok, output } =
        unmet.length > 0
          ? { ok: false, output: `not run: ${unmet.join(', ')} failed\n` }
          : await new Promise((resolve) => {
              const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
              let output = '';
              child.stdout.on('data', (d) => (output += d));
              child.stderr.on('data', (d) => (output += d));
              child.on('error', (e) => resolve({ ok: false, output: `${output}${e.message}\n` }));
              child.on('close', (code) => resolve({ ok: code === 0, output }));
            });
      const secs = ((Date.now() - t0) / 1000).toFixed(1);
      process.stdout.write(`\n=== ${name} ===\n${output}`);
      console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} (${secs}s) ===`);
      checks.push({ name, ok, secs });
      done.set(name, ok);
      wake();
    }
  };
  await Promise.all(Array.from({ length: Math.min(jobs, steps.length) }, worker));
  console.log(`=== ${group}: ${((Date.now() - started) / 1000).toFixed(1)}s wall ===`);
}

/** What failed in the vitest run, repeated at the very end where a CI log's tail shows it. */
const failures = [];

function finish(passed, failed) {
  for (const c of checks) console.log(`${c.ok ? 'ok  ' : 'FAIL'} ${c.name} (${c.secs}s)`);
  if (failures.length > 0) {
    console.log('Failed:');
    for (const f of failures.slice(0, 20)) console.log(`  - ${f}`);
    if (failures.length > 20) console.log(`  … and ${failures.length - 20} more (listed above)`);
  }
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

/**
 * Counts the vitest run: its test results, a file that failed without a failed
 * test (it did not load, or a hook threw), and vitest's own exit status.
 */
function countVitest(status) {
  let passed = 0;
  let failed = 0;
  if (existsSync(RESULTS)) {
    const r = JSON.parse(readFileSync(RESULTS, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    // A test file that fails to load has no failed test but must still fail the run.
    failed += r.testResults.filter(
      (f) => f.status === 'failed' && f.assertionResults.every((a) => a.status !== 'failed'),
    ).length;
    if (r.numTotalTests === 0) failed += 1;
    for (const f of r.testResults) {
      const file = relative(process.cwd(), f.name);
      const bad = f.assertionResults.filter((a) => a.status === 'failed');
      for (const a of bad) {
        const why = (a.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 160);
        failures.push(`${file} > ${a.fullName}${why ? `: ${why}` : ''}`);
      }
      if (f.status === 'failed' && bad.length === 0) {
        failures.push(`${file}: ${(f.message ?? 'failed to run').split('\n')[0].slice(0, 160)}`);
      }
    }
  } else {
    failed += 1;
  }
  // Vitest exits non-zero for what no test result shows: an unhandled error or
  // rejection (a timer firing after a file's teardown), a teardown error, a
  // crashed worker. Vitest warns such errors may cause false positives, so the
  // run fails. Counted once, when the report does not already show a failure.
  if (status !== 0 && failed === 0) {
    const unhandled = existsSync(TIMINGS)
      ? JSON.parse(readFileSync(TIMINGS, 'utf8')).unhandledErrors
      : 0;
    console.log(
      `\nvitest exited with status ${status} although no test failed` +
        (unhandled > 0 ? ` (${unhandled} unhandled error(s), printed above)` : '') +
        ': counted as a failure.',
    );
    failed += 1;
  }
  return { passed, failed };
}

function vitest(name, args) {
  rmSync(RESULTS, { force: true });
  rmSync(TIMINGS, { force: true });
  let status = null;
  step(name, () => {
    status = spawnSync(
      'node',
      [
        'node_modules/vitest/vitest.mjs',
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${RESULTS}`,
        '--reporter=./scripts/vitest-timings.mjs',
        ...args,
      ],
      // Review screenshots are for people who run a browser file themselves
      // (e2e/support/shots.ts); the check skips them unless VK_SHOTS says otherwise.
      { stdio: 'inherit', env: { VK_SHOTS: '0', ...process.env } },
    ).status;
    return status === 0;
  });
  return countVitest(status);
}

if (quick) {
  const { passed, failed } = vitest('vitest (unit, component)', [
    '--project',
    'unit',
    '--project',
    'unit-isolated',
    '--project',
    'dom',
    ...vitestArgs,
  ]);
  finish(passed, failed);
}

if (!existsSync(CHROMIUM)) {
  console.error(
    `\nChromium not found at ${CHROMIUM}: the browser tests need it.\n` +
      `Install it with:  sudo apt-get install -y chromium   (Debian/Ubuntu)\n` +
      `or point CHROMIUM_PATH at a Chromium or Chrome binary. The tests never skip silently.\n`,
  );
  console.log('0 passed, 1 failed');
  process.exit(1);
}

if (!step('install', () => pnpm(['install', '--frozen-lockfile']) === 0)) finish(0, 1);
// The build and the static checks share the cores (VK_CHECK_JOBS overrides: as many
// steps at once as there are cores). Lint and format read only sources, so they start
// with the build (which keeps about one core busy); typecheck (e2e files import built
// files), the docs site and the package check wait for it. Each writes only its own
// output (dist/, docs/site, the packing cache). Each step's output is printed whole
// when it ends.
const BUILD = 'build';
await parallelSteps('build and checks', [
  [BUILD, 'node', ['scripts/pnpm.mjs', '-r', '--workspace-concurrency=1', 'build']],
  ['lint', BIN('eslint'), ['.', '--max-warnings=0']],
  ['typecheck', BIN('tsc'), ['-p', 'tsconfig.json', '--noEmit'], [BUILD]],
  ['format', BIN('prettier'), ['--check', '.']],
  [
    'docs site (TypeDoc fails on an undocumented export; no broken internal link)',
    'node',
    ['scripts/docs.mjs'],
    [BUILD],
  ],
  [
    'packages (publint + attw on the packed tarballs)',
    'node',
    ['scripts/check-packages.mjs'],
    [BUILD],
  ],
]);
// Without a build there is nothing for the tests to run against.
if (!checks.find((c) => c.name === BUILD)?.ok) finish(0, 1);

let { passed, failed } = vitest('vitest (unit, component, contract, browser)', []);
for (const c of checks) {
  if (c.name.startsWith('vitest')) continue;
  if (c.ok) passed += 1;
  else failed += 1;
}
finish(passed, failed);
