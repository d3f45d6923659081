import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const apiTests = {
  environment: 'node' as const,
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // Migrates and seeds once per run; each test app starts from a copy.
  globalSetup: ['apps/api/src/test-support/global-setup.ts'],
};

export default defineConfig({
  test: {
    // A worker per core (Vitest's default leaves one for itself: one worker on 2 cores). The
    // files wait much of their time (SMTP, timers, servers in child processes), and the main
    // process does little once the files are loaded.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'tooling',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          // One file at a time: the lint tests write probes into the tree the others scan.
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          exclude: ['apps/api/src/**/*.{race,pg}.test.ts'],
          ...apiTests,
          // The files of a worker share the loaded modules (Fastify, drizzle, the modules) and,
          // unless a file needs its own clock, environment or routes, one app and database
          // (test-support/harness.ts) instead of booting their own.
          isolate: false,
        },
      },
      // Races need real concurrency, which PGlite (one connection) cannot give, and the process
      // faults (*.pg.test.ts: a killed server, cut connections) need a server: they run on
      // PostgreSQL only, and only when there is one (`npm run test:race`, .ci/run).
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'api-race',
                include: ['apps/api/src/**/*.{race,pg}.test.ts'],
                ...apiTests,
                // One race at a time: each holds a pool of connections of its own.
                fileParallelism: false,
                testTimeout: 120_000,
              },
            },
          ]
        : []),
      'apps/web/vitest.config.ts',
    ],
  },
});
