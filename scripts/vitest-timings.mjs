// A vitest reporter that says where the time went: after the run it prints the
// slowest test files and the time per project (unit, dom, e2e), and writes the
// same figures, with the count of unhandled errors, to test-results-timings.json
// (read by scripts/test.mjs). Use it beside the default reporter:
//   vitest run --reporter=default --reporter=./scripts/vitest-timings.mjs
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';

/** Where the figures are written, relative to the working directory. */
export const TIMINGS_FILE = 'test-results-timings.json';

const SLOWEST = 20;

const secs = (ms) => `${(ms / 1000).toFixed(1)}s`;

export default class TimingsReporter {
  onInit(vitest) {
    this.vitest = vitest;
    this.started = Date.now();
  }

  onTestRunEnd(testModules, unhandledErrors = [], reason = '') {
    const root = this.vitest?.config.root ?? process.cwd();
    const files = testModules.map((m) => {
      const d = m.diagnostic();
      // Import and collect, environment, setup files, then the file's own hooks and tests.
      const total =
        d.environmentSetupDuration +
        d.prepareDuration +
        d.collectDuration +
        d.setupDuration +
        d.duration;
      return {
        file: relative(root, m.moduleId),
        project: m.project.name || '(default)',
        ms: Math.round(total),
        importMs: Math.round(d.collectDuration),
        testsMs: Math.round(d.duration),
        state: m.state(),
      };
    });
    files.sort((a, b) => b.ms - a.ms);
    const projects = {};
    for (const f of files) {
      const p = (projects[f.project] ??= { files: 0, ms: 0 });
      p.files += 1;
      p.ms += f.ms;
    }
    const wallMs = Date.now() - this.started;

    const out = [];
    out.push('', `Slowest ${Math.min(SLOWEST, files.length)} test files (import + hooks + tests):`);
    for (const f of files.slice(0, SLOWEST)) {
      out.push(`  ${secs(f.ms).padStart(7)}  ${f.project.padEnd(5)} ${f.file}`);
    }
    out.push(
      'Time per project (sum over its files; files run in parallel, so this exceeds wall time):',
    );
    for (const [name, p] of Object.entries(projects).sort((a, b) => b[1].ms - a[1].ms)) {
      out.push(`  ${name.padEnd(5)} ${secs(p.ms).padStart(8)} in ${p.files} files`);
    }
    out.push(`vitest wall time ${secs(wallMs)}`);
    if (unhandledErrors.length > 0) {
      out.push(
        `${unhandledErrors.length} unhandled error(s) (printed above): the run fails even if every test passed.`,
      );
    }
    console.log(out.join('\n'));

    writeFileSync(
      TIMINGS_FILE,
      JSON.stringify(
        { wallMs, reason, unhandledErrors: unhandledErrors.length, projects, files },
        null,
        2,
      ),
    );
  }
}
