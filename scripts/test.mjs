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
import { chromiumPath, CHROMIUM_INSTALL, isSlowerChoice } from './chromium.mjs';

const CHROMIUM = chromiumPath();
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
 * Runs `[name, command, args]` steps `VK_CHECK_JOBS` (default: the core count) at a
 * time; each step's output is kept and printed whole when it ends, with its time.
 */
async function parallelSteps(group, steps) {
  const jobs = Math.max(1, Number(process.env.VK_CHECK_JOBS ?? availableParallelism()));
  const started = Date.now();
  console.log(
    `\n=== ${group}: ${steps.map((s) => s[0].split(' (')[0]).join(', ')} (${jobs} at a time) ===`,
  );
  let next = 0;
  const worker = async () => {
    while (next < steps.length) {
      const [name, cmd, args] = steps[next++];
      const t0 = Date.now();
      const { ok, output } = await new Promise((resolve) => {
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
      `Install it with:  ${CHROMIUM_INSTALL}\n` +
      `or point CHROMIUM_PATH at a Chromium or Chrome binary. The tests never skip silently.\n`,
  );
  console.log('0 passed, 1 failed');
  process.exit(1);
}
console.log(`Browser tests: ${CHROMIUM}`);
if (isSlowerChoice(CHROMIUM))
  console.log(
    `  (the full browser: the headless shell runs them in about 60 % of the time;\n` +
      `   install it with  ${CHROMIUM_INSTALL})`,
  );

if (!step('install', () => pnpm(['install', '--frozen-lockfile']) === 0)) finish(0, 1);
if (!step('build', () => pnpm(['-r', '--workspace-concurrency=1', 'build']) === 0)) finish(0, 1);
// The static checks read the tree and write only their own output (docs/site, a
// temporary folder of tarballs), and each is single-threaded: they run side by side,
// as many at once as there are cores (VK_CHECK_JOBS overrides), longest first. Each
// one's output is printed whole when it ends.
await parallelSteps('checks', [
  ['lint', BIN('eslint'), ['.', '--max-warnings=0']],
  // TypeScript 7 (`tsc7`, tools/typescript-native): the same program checked about four
  // times faster than TypeScript 5 (docs/testing.md, round 19).
  ['typecheck', BIN('tsc7'), ['-p', 'tsconfig.json', '--noEmit']],
  ['format', BIN('prettier'), ['--check', '.']],
  [
    'docs site (TypeDoc fails on an undocumented export; no broken internal link)',
    'node',
    ['scripts/docs.mjs'],
  ],
  ['packages (publint + attw on the packed tarballs)', 'node', ['scripts/check-packages.mjs']],
]);

let { passed, failed } = vitest('vitest (unit, component, contract, browser)', []);
for (const c of checks) {
  if (c.name.startsWith('vitest')) continue;
  if (c.ok) passed += 1;
  else failed += 1;
}
finish(passed, failed);
