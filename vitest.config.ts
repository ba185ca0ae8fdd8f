import { defineConfig } from 'vitest/config';
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
          testTimeout: 20_000,
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
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          globals: true,
          environment: 'node',
          include: ['e2e/**/*.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // Each file starts its own sandbox and servers on free ports and writes only
          // its own scratch folders and screenshot names, so files run side by side:
          // a worker mostly waits on Chromium, so two share the 2-core machine well.
          // Without per-file module isolation, e2e/support/browser.ts keeps one
          // Chromium per worker across files (a context per test stays fresh).
          // A group after unit and dom (their worker count differs).
          fileParallelism: true,
          maxWorkers: E2E_WORKERS,
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
