// A Contact Form 7 form of 1,500 fields, every one refused by the server: clearing the errors
// before the POST and marking them from the reply take time in proportion to the fields (each
// field's wraps found without walking the whole form again), not in the square of the fields.
import { afterEach, describe, expect, it } from 'vitest';
import { airliftReady, baseUrl, openPage } from './helpers';
import type { TestPage } from './helpers';
import { MAIN } from './forms-support';

let current: TestPage | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

const FIELDS = 1500;
const names = Array.from({ length: FIELDS }, (_, index) => `extra-${index}`);
const wraps = names.map((name) => `<p><label>${name} <span class="wpcf7-form-control-wrap" data-name="${name}">`
  + `<input class="wpcf7-form-control wpcf7-text" aria-invalid="false" value="" type="text" name="${name}"></span></label></p>`).join('\n');

describe('contact form with many fields', () => {
  it(`${FIELDS} fields refused by the server: every tip shown, the form walked a few times, not once per field`, async () => {
    current = await openPage('');
    const { page, context } = current;
    await context.route('**/forms.html', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('<input type="hidden" name="_wpcf7_posted_data_hash" value="">', (hash) => `${hash}</fieldset>${wraps}<fieldset>`);
      await route.fulfill({ response, body: html });
    });
    await context.route('**/contact-forms/123/feedback', (route) => route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        status: 'validation_failed',
        message: 'One or more fields have an error. Please check and try again.',
        invalid_fields: names.map((field) => ({ field, message: `Fix ${field}.`, idref: null, error_id: `${field}-ve` })),
      }),
    }));
    await page.goto(new URL('/forms.html', baseUrl).href);
    await airliftReady(page);
    // Every query that walks the whole form (asked of the form, or of an element holding it): the
    // wraps of each field found by walking the form again cost one per field, in the square of the
    // fields (5 s here, 7 s at 2,000 fields); found once, a handful per submission. Counted, not timed.
    await page.evaluate((selector) => {
      const w = window as unknown as { walks: number };
      w.walks = 0;
      const form = document.querySelector(`${selector} form`)!;
      for (const proto of [Element.prototype, Document.prototype, DocumentFragment.prototype]) {
        for (const name of ['querySelector', 'querySelectorAll', 'getElementsByClassName', 'getElementsByTagName'] as const) {
          const original = (proto as unknown as Record<string, (...args: unknown[]) => unknown>)[name];
          if (!original) continue;
          (proto as unknown as Record<string, unknown>)[name] = function walk(this: Node, ...args: unknown[]) {
            if (this === form || this.contains?.(form)) w.walks++;
            return original.apply(this, args);
          };
        }
      }
    }, MAIN);
    const submitOnce = async (): Promise<void> => {
      await page.locator(`${MAIN} form`).evaluate((form: HTMLFormElement) => form.requestSubmit());
      await page.waitForFunction(([selector, count]) => document.querySelector(`${selector} form`)?.getAttribute('data-status') === 'invalid'
        && document.querySelectorAll(`${selector} .wpcf7-not-valid-tip`).length === count, [MAIN, FIELDS] as const, { timeout: 60000 });
    };
    // Twice: the second clears the first's tips before it posts.
    await submitOnce();
    await page.locator(`${MAIN} form`).evaluate((form) => form.setAttribute('data-status', 'init'));
    await submitOnce();
    expect(await page.locator(`${MAIN} .screen-reader-response li`).count()).toBe(FIELDS);
    await expect(page.locator(`${MAIN} [data-name="extra-7"] .wpcf7-not-valid-tip`)).toHaveText('Fix extra-7.');
    const walks = await page.evaluate(() => (window as unknown as { walks: number }).walks);
    expect(walks).toBeLessThan(FIELDS / 10);
  });
});
