import { configDefaults, defineConfig } from 'vitest/config';
import { defaultClientConditions, defaultServerConditions } from 'vite';

// Workspace packages resolve to their TypeScript sources (the "source" export
// condition) in unit and component tests, so they run without a build. The e2e
// project runs against the built artefacts instead.
const sourceResolve = {
  conditions: ['source', ...defaultClientConditions],
};
const sourceSsr = { resolve: { conditions: ['source', ...defaultServerConditions] } };

// Browser test files at once (VK_E2E_WORKERS overrides; 1 runs them one by one).
const E2E_WORKERS = Number(process.env.VK_E2E_WORKERS ?? 2);

// Unit and component tests: a sandbox start or a CLI spawn that takes 2 s alone
// took more than vitest's default 10 s hook timeout (and a 20 s test timeout)
// with the machine's two cores busy, failing whole files that pass alone. The
// limits only bound how long a hung test takes to fail; they hide no defect.
const UNIT_TIMEOUTS = { testTimeout: 60_000, hookTimeout: 60_000 } as const;

// Browser test files that run alone (project e2e-serial), after the others.
const E2E_SERIAL = ['e2e/embed-layout-shift.test.ts'];

// The browser tests run against the built artefacts.
const e2e = {
  globals: true,
  environment: 'node',
  testTimeout: 90_000,
  hookTimeout: 120_000,
  // Without per-file module isolation, e2e/support/browser.ts keeps one Chromium
  // per worker across files (each test still opens its own fresh context).
  isolate: false,
} as const;

export default defineConfig({
  test: {
    projects: [
      {
        resolve: sourceResolve,
        ssr: sourceSsr,
        test: {
          name: 'unit',
          globals: true,
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'examples/**/*.test.ts', 'bench/**/*.test.ts'],
          ...UNIT_TIMEOUTS,
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
          ...UNIT_TIMEOUTS,
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
