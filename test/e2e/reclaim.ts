// After each browser test, after the test's own hooks: what it left open is closed, so the next
// test has the worker's kept context (contexts.ts). A test should close what it opens; one that
// did not is named on stderr.
import { afterEach, expect } from 'vitest';
import { reclaim } from './contexts';

afterEach(async () => {
  if (await reclaim()) console.error(`left a page open: ${expect.getState().currentTestName ?? 'a test'}`);
});
