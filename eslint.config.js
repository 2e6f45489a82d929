import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-test/**',
      '**/node_modules/**',
      'data/**',
      'sync-server/drizzle/**',
      'pwa/dev-dist/**',
      '**/*.js',
      '**/*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      // One program over the whole workspace (tsconfig.eslint.json) rather than one per package's
      // tsconfig, which type the shared packages again in each: 81 s against 104 s, 2.8 GB
      // against 3.5 GB. Each package's own settings are still checked by `pnpm typecheck`.
      parserOptions: { project: './tsconfig.eslint.json', tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // No TypeScript enums: a closed set is a union of literals or a z.enum, which the schemas
      // and the API contract share. With none declared, no-unsafe-enum-assignment has nothing
      // to check, yet it typed every assignment: 12 s of the typed rules' 64 s.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSEnumDeclaration',
          message: 'Use a union of string literals or a z.enum instead of an enum.',
        },
      ],
      '@typescript-eslint/no-unsafe-enum-assignment': 'off',
    },
  },
  { files: ['pwa/src/**/*.{ts,tsx}'], ...reactHooks.configs.flat['recommended-latest'] },
  // Features never import each other, and shared code never imports a feature: the app and the
  // routes compose them (house style). A feature file at depth n leaves its feature with n '../'.
  ...[1, 2, 3].map((depth) => ({
    files: [`pwa/src/features/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./){${String(depth)}}(?!\\.)|/features/`,
              message: 'Features stay apart: compose them in pwa/src/app or pwa/src/routes.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['pwa/src/{components,db,lib,sync}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '/features/', message: 'Shared code sits below the features it serves.' },
          ],
        },
      ],
    },
  },
  // Test files share their worker's modules (docs/testing.md#what-keeps-the-run-short): a module
  // replaced in one would stay replaced for the files after it. Those that replace one are named
  // *.mocked.test.* and get a module graph each (pwa/vitest.mocked.config.ts).
  {
    files: ['**/*.test.{ts,tsx}'],
    ignores: ['**/*.mocked.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock'].map((property) => ({
          object: 'vi',
          property,
          message: 'Name the file *.mocked.test.* so that it gets modules of its own.',
        })),
      ],
    },
  },
  prettier,
);
