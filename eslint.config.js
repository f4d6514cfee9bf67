import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importBoundaries, viewWrites } from './eslint.boundaries.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', '**/test-results/**', '**/playwright-report/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: {
        // Each file is checked with the types of the nearest tsconfig.json (one program per workspace).
        projectService: {
          // Root-level TypeScript files that no workspace's tsconfig.json sits above.
          allowDefaultProject: ['scripts/*.ts', 'vitest.config.ts'],
          defaultProject: 'e2e/tsconfig.json',
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // With noUncheckedIndexedAccess, `!` is how the code states an index it knows is present (hundreds of sites).
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Fastify plugins and hooks, and implementations of promise-returning interfaces, are async by contract.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // Rethrowing what a reader or driver threw, unchanged, is not inventing a non-Error rejection.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
      // Raw SQL results are typed by hand (a bigint `sql<number>` arrives as a string): Number()/String() on them do convert.
      '@typescript-eslint/no-unnecessary-type-conversion': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['apps/server/test/**', 'apps/web/test/**', 'e2e/**'],
    rules: {
      // Tests read untyped JSON (light-my-request's `json()`, `page.evaluate`, stubbed fetch bodies) and assert its shape with expect.
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // Teardown guards what setup may not have built (`let app: TestApp` assigned in beforeAll), and stubs fill what jsdom lacks.
      '@typescript-eslint/no-unnecessary-condition': 'off',
    },
  },
  ...importBoundaries,
  viewWrites,
  // Plain JavaScript (this config, build scripts) has no types to check.
  { files: ['**/*.{js,mjs}'], ...tseslint.configs.disableTypeChecked },
  { files: ['bench/**', 'e2e/**', '**/scripts/**', '**/cli.ts'], rules: { 'no-console': 'off' } },
);
