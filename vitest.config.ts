import { defineConfig } from 'vitest/config';

// better-sqlite3 and worker threads do not mix: every test file runs in its own forked process.
export default defineConfig({
  test: {
    pool: 'forks',
    include: ['test/**/*.test.ts'],
    // one Chromium for all node test files, started only when node tests are selected; the
    // renderer built once before the e2e files
    globalSetup: ['test/nodes/browser-server.ts', 'test/e2e/renderer-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: true,
    maxWorkers: 2,
  },
});
