// No test waits a fixed time (README, "How it is built": conditions are polled, and the few timed
// behaviours run on the page's own clock). A fixed wait is either too short on a busy machine or
// time thrown away on an idle one, and a "nothing happened" check built on one proves nothing.
// Flagged: Playwright's waitForTimeout with any time but 0, and a promise resolved by a timer of
// a fixed number of milliseconds. The few that stay are listed below, each with its reason.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../../..');
const PATTERNS = [
  /\.waitForTimeout\(\s*(?!0\s*\))/g,
  /setTimeout\(\s*(?:resolve|res|r|done|next)\s*,\s*[1-9]/g,
];

/** File (from the project's root) → how many fixed waits it may keep, and why. */
const ALLOWED: Record<string, { count: number; reason: string }> = {
  'test/e2e/matchers.ts': { count: 1, reason: 'the interval of the retrying matchers\' poll, which ends on the condition' },
  'test/wordpress/site.mjs': {
    count: 2,
    reason: 'the interval of the poll for the test site\'s servers to answer, and the most the stop waits for each server\'s exit (cleared by it)',
  },
  'test/wordpress/matrix/boxes.test.ts': {
    count: 1,
    reason: 'the real Boxzilla plugin and airlift side by side: the time for a trigger to fire again, not yet on page.clock',
  },
};

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'fixtures' || entry.name === 'node_modules' ? [] : testFiles(path);
    return /\.(?:ts|tsx|mjs|js)$/.test(entry.name) ? [path] : [];
  });
}

describe('fixed waits in the tests', () => {
  it('none but the listed ones, each with its reason', () => {
    const found: Record<string, string[]> = {};
    for (const file of testFiles(join(root, 'test'))) {
      const name = relative(root, file).split('\\').join('/');
      if (name === 'test/unit/quality/fixed-waits.test.ts') continue;
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, index) => {
        for (const pattern of PATTERNS) {
          for (const _ of line.matchAll(pattern)) (found[name] ??= []).push(`${index + 1}: ${line.trim()}`);
        }
      });
    }
    const over = Object.entries(found)
      .filter(([name, hits]) => hits.length > (ALLOWED[name]?.count ?? 0))
      .map(([name, hits]) => `${name}\n  ${hits.join('\n  ')}`);
    expect(over, 'wait for the condition (expect.poll, waitForFunction, an event) or run the page\'s clock (page.clock)').toEqual([]);
    // The list stays true: a file that no longer has its fixed wait leaves it.
    const stale = Object.entries(ALLOWED).filter(([name, { count }]) => (found[name]?.length ?? 0) !== count).map(([name]) => name);
    expect(stale).toEqual([]);
  });

  it('finds what it is for', () => {
    const hits = (text: string) => PATTERNS.reduce((count, pattern) => count + [...text.matchAll(pattern)].length, 0);
    expect(hits('await page.waitForTimeout(3000);')).toBe(1);
    expect(hits('await page.waitForTimeout(DELAY);')).toBe(1);
    expect(hits('await new Promise((resolve) => setTimeout(resolve, 200));')).toBe(1);
    expect(hits('await page.waitForTimeout(0);')).toBe(0);
    expect(hits('await new Promise((resolve) => setTimeout(resolve, 0));')).toBe(0);
    expect(hits('await page.clock.runFor(3000);')).toBe(0);
  });
});
