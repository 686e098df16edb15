// Shared by the page-element browser tests.
import type { Page } from 'playwright-core';

/**
 * Resolves one locator with Playwright's default timeout, so that the page's injected
 * script exists before the retrying matchers (500 ms per attempt) start: on a loaded
 * machine, building it can take longer than one attempt.
 */
export async function warmUp(page: Page): Promise<void> {
  await page.locator('body').waitFor({ state: 'attached' });
}
