import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: { __AIRLIFT_VERSION__: JSON.stringify('test') },
  resolve: {
    alias: { react: 'preact/compat', 'react-dom': 'preact/compat' },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['test/unit/**/*.test.ts', 'test/unit/**/*.test.tsx'],
          // The selector parser in place of the build's table of the features' dependencies
          // (src/core/dependencies.ts): the tests register features of their own.
          setupFiles: ['test/unit/setup.ts'],
          // One happy-dom and one module graph per worker thread, not per file: 30–36 s → 6 s, the
          // time being happy-dom's set-up for each file. A test that needs a module fresh (one that
          // caches what it found in the page, as lib/frame does) imports it after vi.resetModules();
          // the files pass in any order (checked with --sequence.shuffle).
          pool: 'threads',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The plugin's PHP run by PHP itself, WordPress's few functions stood in (test/php/page.ts):
          // no database, no site, no browser.
          name: 'php',
          environment: 'node',
          include: ['test/php/**/*.test.ts'],
          testTimeout: 30000,
          // One file at a time: inline-jquery.test.ts times a 5 MB page (linear reading), which
          // another file's PHP beside it on two cores would slow.
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/e2e/global-setup.ts'],
          setupFiles: ['test/e2e/matchers.ts', 'test/e2e/reclaim.ts'],
          // Generous: a busy machine makes a browser test slow, never wrong (no test waits out a timeout).
          testTimeout: 90000,
          hookTimeout: 60000,
          // Three workers on this machine's two cores: while one test waits (for media to play,
          // a page's clock, a server's answer) another's page loads. npm test: 499 s with two,
          // 448 s with three (E2E_WORKERS sets it).
          maxWorkers: Number(process.env.E2E_WORKERS) || 3,
          // The files of a worker share its module graph (playwright-core, axe, the helpers) and its
          // connection to the shared Chromium: each file imported them afresh before (84 s of imports
          // summed over a run). No test keeps state in a module between files. The worker's tests
          // take turns on one browser context, emptied between them (test/e2e/contexts.ts).
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'wordpress',
          environment: 'node',
          include: ['test/wordpress/*.test.ts'],
          globalSetup: ['test/wordpress/global-setup.ts'],
          setupFiles: ['test/e2e/matchers.ts', 'test/e2e/reclaim.ts'],
          testTimeout: 60000,
          hookTimeout: 60000,
          // One site: its files change its settings, one at a time.
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
      // The WordPress matrix (test/wordpress/matrix/cells.mjs): the same files in each cell, a real
      // WordPress with the real plugins' releases; the project's name is the cell's.
      ...['wp-6.1', 'wp-7.1'].map((cell, index) => ({
        extends: true as const,
        test: {
          name: cell,
          environment: 'node' as const,
          include: ['test/wordpress/matrix/**/*.test.ts'],
          globalSetup: ['test/wordpress/matrix/global-setup.ts'],
          setupFiles: ['test/e2e/matchers.ts', 'test/e2e/reclaim.ts'],
          testTimeout: 60000,
          hookTimeout: 120000,
          // The files share the cell's site, and some switch its plugins: one at a time.
          fileParallelism: false,
          sequence: { groupOrder: 3 + index },
        },
      })),
    ],
  },
});
