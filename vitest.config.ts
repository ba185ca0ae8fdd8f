import { defineConfig } from 'vitest/config';
import { defaultClientConditions, defaultServerConditions } from 'vite';

// Workspace packages resolve to their TypeScript sources (the "source" export
// condition) in unit and component tests, so they run without a build. The e2e
// project runs against the built artefacts instead.
const sourceResolve = {
  conditions: ['source', ...defaultClientConditions],
};
const sourceSsr = { resolve: { conditions: ['source', ...defaultServerConditions] } };

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
          fileParallelism: false,
        },
      },
    ],
  },
});
