import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { boundariesConfig } from './eslint.boundaries.js';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'data/',
      '.tmp/',
      'drizzle/',
      'eslint.config.js',
      'eslint.boundaries.js',
      'eslint.boundaries.d.ts',
      'dependency-cruiser.config.mjs',
      'prettier.config.js',
      'scripts/*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Fastify plugins and hooks are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Plain JavaScript in src (the PGlite thread's entry) has no types to check.
    files: ['src/**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Tests read JSON answers (res.json() is any) and assert on their shape.
    files: ['tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    files: ['src/client/**/*.tsx', 'src/client/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // A function over 80 lines is split into named pieces (docs/decisions/0013-import-layering.md).
    // A routes file is a flat table of route declarations with thin handlers: it may run longer.
    files: ['src/server/**/*.ts', 'src/shared/**/*.ts'],
    ignores: ['src/server/modules/**/*.routes.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  boundariesConfig(),
);
