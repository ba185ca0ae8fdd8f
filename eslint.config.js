// One lint setup for the whole workspace: typescript-eslint, react-hooks and jsx-a11y.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'docs/api/**',
      'docs/site/**',
      'cdn/**',
      'release/**',
      'test-results/**',
      'coverage/**',
      '.e2e-artifacts/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
    },
  },
  {
    files: ['**/*.tsx', '**/*.jsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // The api-client runs in browsers, Node, workers and SSR: no DOM globals
    // (use the guarded helpers in src/env.ts), no React.
    files: ['packages/api-client/src/**/*.ts'],
    ignores: ['packages/api-client/src/**/*.test.ts', 'packages/api-client/src/env.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'window', message: 'Use the guarded helpers in src/env.ts.' },
        { name: 'document', message: 'Use the guarded helpers in src/env.ts.' },
        { name: 'localStorage', message: 'Use the guarded helpers in src/env.ts.' },
        { name: 'sessionStorage', message: 'Use the guarded helpers in src/env.ts.' },
        { name: 'location', message: 'Use the guarded helpers in src/env.ts.' },
        { name: 'navigator', message: 'Use the guarded helpers in src/env.ts.' },
      ],
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'react-dom', 'react/*', 'preact', 'preact/*'] },
      ],
    },
  },
  {
    // The portal's layers (CONTRIBUTING.md, "The portal's layers"): arrows only point down. app/ (shell,
    // navigation model, UI kit, tables) knows nothing above it; presentation/ knows app/
    // only. Tests may assemble any layers.
    files: ['packages/portal/src/app/**/*.{ts,tsx}'],
    ignores: ['packages/portal/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/registry/**', '**/presentation/**', '**/areas/**'],
              message:
                'app/ depends on nothing above it: take the value as a prop, or feed it through the navigation model or a service.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/portal/src/presentation/**/*.{ts,tsx}'],
    ignores: ['packages/portal/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/registry/**', '**/areas/**'],
              message: 'presentation/ is read by the registry and the areas; it imports only app/.',
            },
          ],
        },
      ],
    },
  },
  {
    // The registry is read by the areas, never the reverse; the team field's picker is the
    // one import still pointing up (CONTRIBUTING.md says where it belongs).
    files: ['packages/portal/src/registry/**/*.{ts,tsx}'],
    ignores: [
      'packages/portal/src/**/*.test.{ts,tsx}',
      'packages/portal/src/registry/screens/PickerFields.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/areas/**'],
              message: 'registry/ serves the areas; it does not import them.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
