import { availableParallelism } from 'node:os';
import { relative } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defaultClientConditions, defaultServerConditions } from 'vite';

// Workspace packages resolve to their TypeScript sources (the "source" export
// condition) in unit and component tests, so they run without a build. The e2e
// project runs against the built artefacts instead.
const sourceResolve = {
  conditions: ['source', ...defaultClientConditions],
};
const sourceSsr = { resolve: { conditions: ['source', ...defaultServerConditions] } };

// Workers of the unit and dom projects: at least two (VK_UNIT_WORKERS overrides).
// Vitest's default, cores - 1, is one on this 2-core machine, and one worker left a
// core 40 % idle (the main process transforms while the worker waits on SQLite and
// timers): on a quiet machine test:quick took 258 s with one and 179 s with two
// (docs/testing.md, round 15).
const UNIT_WORKERS = {
  maxWorkers: Number(process.env.VK_UNIT_WORKERS ?? Math.max(2, availableParallelism() - 1)),
};

const UNIT_FILES = ['packages/*/src/**/*.test.ts', 'examples/**/*.test.ts', 'bench/**/*.test.ts'];

// Unit files that need a fresh module graph each (project unit-isolated); the rest
// share one per worker (isolate: false): a file then imports only what an earlier file
// of its worker has not (docs/testing.md, round 16). Listed here: the files that failed
// after another file in the same worker (`--sequence.shuffle.files`): a module mock
// (vi.mock) or a count of calls into shared module state, a Response patched per test.
const UNIT_ISOLATED = [
  'packages/api-client/src/headless/search/serialiseOnce.test.ts',
  'packages/api-client/src/session/sessionRefresh.test.ts',
  'packages/api-client/src/catalogue/contract.test.ts',
  'packages/api-client/src/http/publicTransport.test.ts',
  'packages/residential-embed/src/views/results.test.ts',
];

// Browser test files at once (VK_E2E_WORKERS overrides; 1 runs them one by one).
const E2E_WORKERS = Number(process.env.VK_E2E_WORKERS ?? 2);

// Unit and component tests: a sandbox start or a CLI spawn that takes 2 s alone
// took more than vitest's default 10 s hook timeout (and a 20 s test timeout)
// with the machine's two cores busy, failing whole files that pass alone. The
// limits only bound how long a hung test takes to fail; they hide no defect.
const UNIT_TIMEOUTS = { testTimeout: 60_000, hookTimeout: 60_000 } as const;

// Browser test files that run alone (project e2e-serial), after the others.
const E2E_SERIAL = ['e2e/embed-layout-shift.test.ts'];

// The longest browser files, longest first (measured: docs/testing.md, round 20).
// A fresh clone has no duration cache, and vitest then starts the largest files first:
// a long file of few lines (a login's vocabulary walk, 450 bytes and about 27 s) would
// start last and end the run late. These start first, so the two workers share the
// rest evenly.
const E2E_LONG_FIRST = [
  'e2e/portal-volunteer.test.ts',
  'e2e/portal-coordinator.test.ts',
  'e2e/portal-shell.test.ts',
  'e2e/portal-analytics.test.ts',
  'e2e/portal-app.test.ts',
  'e2e/portal-staff-trust.test.ts',
  'e2e/portal-vocabulary-administrator.test.ts',
  'e2e/public-apply.test.ts',
  'e2e/portal-volunteer-welsh-record.test.ts',
  'e2e/residential-journey.test.ts',
  'e2e/portal-vocabulary-coordinator.test.ts',
  'e2e/examples-nextjs.test.ts',
];

/** Vitest's order, but the files of {@link E2E_LONG_FIRST} first within their project. */
class LongFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const rank = (f: TestSpecification) => {
      const i = E2E_LONG_FIRST.indexOf(relative(root, f.moduleId));
      return i < 0 ? E2E_LONG_FIRST.length : i;
    };
    const at = new Map(sorted.map((f, i) => [f, i]));
    return sorted.sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        (a.project.name === b.project.name ? 0 : a.project.name < b.project.name ? -1 : 1) ||
        rank(a) - rank(b) ||
        at.get(a)! - at.get(b)!,
    );
  }
}

// The browser tests run against the built artefacts.
const e2e = {
  globals: true,
  environment: 'node',
  testTimeout: 90_000,
  hookTimeout: 120_000,
  // expect.poll waits for a state the page reaches on its own (a focus moved, an
  // announcement after a search); vitest's default 1 s gave up under load while
  // Playwright's own waits (30 s) were still patient.
  expect: { poll: { timeout: 15_000 } },
  // Without per-file module isolation, e2e/support/browser.ts keeps one Chromium
  // per worker across files (each test still opens its own fresh context).
  isolate: false,
} as const;

export default defineConfig({
  test: {
    sequence: { sequencer: LongFirst },
    projects: [
      {
        resolve: sourceResolve,
        ssr: sourceSsr,
        test: {
          name: 'unit',
          globals: true,
          environment: 'node',
          include: UNIT_FILES,
          exclude: [...configDefaults.exclude, ...UNIT_ISOLATED],
          // Files share a worker's module graph (see UNIT_ISOLATED).
          isolate: false,
          ...UNIT_TIMEOUTS,
          ...UNIT_WORKERS,
        },
      },
      {
        resolve: sourceResolve,
        ssr: sourceSsr,
        test: {
          name: 'unit-isolated',
          globals: true,
          environment: 'node',
          include: UNIT_ISOLATED,
          ...UNIT_TIMEOUTS,
          ...UNIT_WORKERS,
        },
      },
      {
        resolve: sourceResolve,
        ssr: sourceSsr,
        test: {
          name: 'dom',
          globals: true,
          environment: 'happy-dom',
          include: ['packages/*/src/**/*.test.tsx'],
          setupFiles: ['./vitest.setup.dom.ts'],
          // One happy-dom and one module graph per worker, not per file: the setup file
          // cleans the document after every test (checked with --sequence.shuffle).
          isolate: false,
          ...UNIT_TIMEOUTS,
          ...UNIT_WORKERS,
        },
      },
      {
        test: {
          name: 'e2e',
          ...e2e,
          include: ['e2e/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...E2E_SERIAL],
          // Each file starts its own sandbox and servers on free ports and writes only
          // its own scratch folders and screenshot names, so files run side by side:
          // a worker mostly waits on Chromium, so two share the 2-core machine well
          // (three were no faster and made the layout-shift measurement fail).
          fileParallelism: true,
          maxWorkers: E2E_WORKERS,
          // A group after unit and dom (their worker count differs).
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'e2e-serial',
          ...e2e,
          // Files that measure what a busy machine changes (layout shift while the
          // first answer loads): alone, after everything else.
          include: E2E_SERIAL,
          fileParallelism: false,
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
