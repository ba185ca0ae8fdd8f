#!/usr/bin/env node
// `pnpm bench`: builds every package (unless --no-build), runs each benchmark in its
// own process with a time limit, then assembles docs/benchmarks.md from the result
// fragments the benchmarks write into bench/results/<name>.md.
//
// Usage: node bench/run.mjs [--no-build] [--only=sizes,render] [--skip=render] [--quick]
//   --quick  fewer repetitions (passed to the benchmarks as BENCH_QUICK=1)
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './lib/bundle.mjs';
import { machineInfo } from './lib/machine.mjs';
import { RESULTS_DIR } from './lib/report.mjs';
import { reading } from './lib/reading.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const list = (name) =>
  args
    .find((a) => a.startsWith(`--${name}=`))
    ?.slice(name.length + 3)
    .split(',')
    .filter(Boolean);
const only = list('only');
const skip = list('skip') ?? [];
const OUT = join(ROOT, 'docs', 'benchmarks.md');

/**
 * The benchmarks, in the order their sections appear. `script` candidates are tried in
 * order; benchmarks owned by other areas are included when their script exists.
 * `fragments` are the result files (bench/results/<name>.md) that form the section.
 */
const BENCHMARKS = [
  { name: 'sizes', scripts: ['bench/sizes/run.mjs'], timeoutS: 240, fragments: ['sizes'] },
  {
    name: 'entry-sizes',
    scripts: ['bench/entry-sizes/run.mjs'],
    timeoutS: 120,
    fragments: ['entry-sizes'],
  },
  {
    name: 'analytics-charts',
    scripts: ['bench/analytics-charts/run.mjs'],
    timeoutS: 120,
    fragments: ['analytics-charts'],
  },
  {
    name: 'data-table',
    scripts: ['bench/data-table/run.mjs'],
    timeoutS: 120,
    fragments: ['data-table'],
  },
  {
    name: 'client-overhead',
    scripts: ['bench/client-overhead/run.mjs', 'bench/client-overhead/index.mjs'],
    // Issue 11: 5,000 sequential GETs, at least 3 repetitions.
    args: ['--n=5000', '--reps=3'],
    quickArgs: [],
    timeoutS: 300,
    fragments: ['client-overhead'],
  },
  {
    name: 'refresh',
    scripts: ['bench/refresh/run.mjs'],
    timeoutS: 120,
    fragments: ['refresh'],
  },
  { name: 'render', scripts: ['bench/render/run.mjs'], timeoutS: 900, fragments: ['render'] },
  {
    name: 'phone-home',
    scripts: ['bench/phone-home/run.mjs'],
    // Seven runs of two visits on a slowed CPU and link (issue 48).
    timeoutS: 900,
    fragments: ['phone-home'],
  },
  {
    name: 'widgets-render',
    scripts: ['bench/widgets-render/run.mjs', 'bench/widgets-render/index.mjs'],
    timeoutS: 300,
    fragments: ['widgets-render', 'portal-blocks'],
  },
  {
    name: 'sandbox-seed',
    scripts: ['bench/sandbox-seed/run.mjs'],
    // Three full-size seeds (100,000 opportunities) and 60 searches; a few seconds each.
    timeoutS: 600,
    fragments: ['sandbox-seed'],
  },
];

/** Runs a command with inherited output and a time limit; returns its status. */
function run(cmd, cmdArgs, timeoutS, env = {}) {
  const started = Date.now();
  const r = spawnSync(cmd, cmdArgs, {
    cwd: ROOT,
    stdio: 'inherit',
    timeout: timeoutS * 1000,
    killSignal: 'SIGTERM',
    env: { ...process.env, ...env },
  });
  const secs = (Date.now() - started) / 1000;
  const timedOut = r.error && /ETIMEDOUT/.test(String(r.error));
  return { ok: r.status === 0, status: r.status, timedOut: Boolean(timedOut), secs };
}

const log = (s) => console.log(`\n[bench] ${s}`);
const started = Date.now();
const loadAtStart = loadavg();
/** @type {{ name: string, outcome: string, secs?: number }[]} */
const outcomes = [];

let buildNote = '';
if (!flag('no-build')) {
  log('building every package (node scripts/pnpm.mjs -r --workspace-concurrency=1 build)');
  const b = run(
    process.execPath,
    ['scripts/pnpm.mjs', '-r', '--workspace-concurrency=1', 'build'],
    600,
  );
  if (!b.ok) {
    buildNote =
      'The build of one or more packages failed in this run; figures below come from ' +
      'whatever dist/ each package had.';
    log('build failed: measuring what exists');
  }
}

const env = flag('quick') ? { BENCH_QUICK: '1' } : {};
for (const b of BENCHMARKS) {
  if ((only && !only.includes(b.name)) || skip.includes(b.name)) {
    const kept = b.fragments.some((f) => existsSync(join(RESULTS_DIR, `${f}.md`)));
    outcomes.push({
      name: b.name,
      outcome: kept ? 'reused from an earlier run' : 'not run (filtered)',
    });
    continue;
  }
  const script = b.scripts.find((s) => existsSync(join(ROOT, s)));
  if (!script) {
    outcomes.push({ name: b.name, outcome: 'not present' });
    continue;
  }
  // A failed or timed-out run must not leave last run's figures behind.
  for (const f of b.fragments) {
    for (const ext of ['md', 'json']) rmSync(join(RESULTS_DIR, `${f}.${ext}`), { force: true });
  }
  const extraArgs = (flag('quick') ? b.quickArgs : b.args) ?? [];
  log(`${b.name}: node ${[script, ...extraArgs].join(' ')} (limit ${b.timeoutS} s)`);
  const r = run(process.execPath, [script, ...extraArgs], b.timeoutS, env);
  const outcome = r.ok
    ? 'ok'
    : r.timedOut
      ? `timed out after ${b.timeoutS} s`
      : `failed (exit ${r.status})`;
  outcomes.push({ name: b.name, outcome, secs: r.secs });
  if (!r.ok) {
    for (const f of b.fragments) {
      for (const ext of ['md', 'json']) rmSync(join(RESULTS_DIR, `${f}.${ext}`), { force: true });
    }
    mkdirSync(RESULTS_DIR, { recursive: true });
    writeFileSync(
      join(RESULTS_DIR, `${b.fragments[0]}.md`),
      `## ${b.name}\n\nNot measured in this run: \`node ${script}\` ${outcome}; run it alone to see why.\n`,
    );
  }
}

// Fragments written by benchmarks this script does not know yet are appended too.
const known = new Set(BENCHMARKS.flatMap((b) => b.fragments));
const extra = existsSync(RESULTS_DIR)
  ? readdirSync(RESULTS_DIR)
      .filter((f) => f.endsWith('.md') && !known.has(f.slice(0, -3)))
      .map((f) => f.slice(0, -3))
      .sort()
  : [];
const fragments = [...BENCHMARKS.flatMap((b) => b.fragments), ...extra]
  .map((name) => ({ name, file: join(RESULTS_DIR, `${name}.md`) }))
  .filter((f) => existsSync(f.file) && statSync(f.file).size > 0)
  .map((f) => ({ ...f, text: readFileSync(f.file, 'utf8').trim() }));

const json = (name) => {
  const f = join(RESULTS_DIR, `${name}.json`);
  try {
    return existsSync(f) ? JSON.parse(readFileSync(f, 'utf8')) : null;
  } catch {
    return null;
  }
};

const machine = machineInfo({ loadAtStart });
const doc = [];
doc.push('# Benchmarks');
doc.push('');
doc.push(
  '<!-- Generated by `pnpm bench` (bench/run.mjs) from the fragments in bench/results/. ' +
    'Do not edit by hand: change the benchmark and run it again. -->',
);
doc.push('');
doc.push(
  `Generated on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC ` +
    `in ${((Date.now() - started) / 1000).toFixed(0)} s. Sizes in KiB (1024 bytes), ` +
    'times in milliseconds; ratios are ours / theirs (below 1 means we are smaller or faster).',
);
if (buildNote) doc.push('', `> ${buildNote}`);
doc.push('');
doc.push('## Reading');
doc.push('');
doc.push(
  reading({
    sizes: json('sizes'),
    render: json('render'),
    overhead: json('client-overhead'),
    refresh: json('refresh'),
    outcomes,
  }),
);
if ((loadAtStart[0] ?? 0) > cpus().length) {
  doc.push(
    `- The machine was busy when this run started (load average ${loadAtStart[0]?.toFixed(1)} ` +
      `on ${cpus().length} cores): sizes are exact, times are noisier than on an idle machine ` +
      '(medians and CPU-time figures are the ones to read).',
  );
}
doc.push('');
for (const f of fragments) {
  doc.push(f.text.startsWith('#') ? f.text.replace(/^# /, '## ') : `## ${f.name}\n\n${f.text}`);
  doc.push('');
}
doc.push('## The machine');
doc.push('');
doc.push(machine.markdown);
doc.push('');
doc.push('## How to reproduce');
doc.push('');
doc.push('```sh');
doc.push('node scripts/pnpm.mjs install --frozen-lockfile');
doc.push(
  'node scripts/pnpm.mjs bench            # = node bench/run.mjs: build, measure, write this file',
);
doc.push('node bench/run.mjs --no-build          # measure the existing dist/ folders');
doc.push(
  'node bench/run.mjs --only=sizes        # one benchmark (sizes, client-overhead, refresh, render, widgets-render, sandbox-seed)',
);
doc.push('node bench/sizes/run.mjs               # any benchmark alone; it prints its section');
doc.push('node bench/run.mjs --no-build --only=none  # re-assemble this file from bench/results/');
doc.push('npx vitest run bench/budgets.test.ts   # the residential-only client budget');
doc.push('```');
doc.push('');
doc.push(
  'Everything runs on loopback (127.0.0.1) and offline: peers are bundled from their npm ' +
    'packages (`bench/peers/`), the API is the sandbox (`@volunteerkit/sandbox`) started by ' +
    'the benchmark, and Chromium is the system one (`CHROMIUM_PATH`, default /usr/bin/chromium).',
);
doc.push('');
doc.push('| Benchmark | outcome | seconds |');
doc.push('| --- | --- | ---: |');
for (const o of outcomes) {
  doc.push(`| ${o.name} | ${o.outcome} | ${o.secs === undefined ? '' : o.secs.toFixed(0)} |`);
}
doc.push('');

writeFileSync(
  OUT,
  `${doc
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`,
);
log(`wrote ${OUT} (${fragments.map((f) => f.name).join(', ') || 'no fragments'})`);
log(
  `done in ${((Date.now() - started) / 1000).toFixed(0)} s on ${cpus().length} cores, ` +
    `${(totalmem() / 2 ** 30).toFixed(0)} GiB`,
);
