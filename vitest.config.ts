import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // Component tests sit beside the client features; each names its page (happy-dom) on its first line.
          include: ['tests/unit/**/*.test.ts', 'src/client/**/*.test.tsx'],
          environment: 'node',
          // A component test renders whole dialogs: 3 s alone, past vitest's 5 s default on a loaded machine.
          testTimeout: 20000,
          setupFiles: ['tests/setup/dom.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30000,
          hookTimeout: 60000,
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          globalSetup: ['tests/setup/api-database-template.ts'],
        },
      },
      {
        test: {
          // Two real instances on one PostgreSQL behind HAProxy (tests/cluster/support/cluster.ts).
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60000,
          hookTimeout: 180000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 90000,
          // beforeAll starts the server (up to 180 s on a loaded machine, tests/e2e/support/server.ts) and the browser.
          hookTimeout: 240000,
          globalSetup: ['tests/setup/e2e-data-template.ts'],
          // Two journey files at a time (each its own server and browser): they wait on real time
          // more than they compute. E2E_FILES_AT_ONCE=1 runs them one by one on a busy machine.
          maxWorkers: Number(process.env.E2E_FILES_AT_ONCE ?? 2),
        },
      },
    ],
  },
});
