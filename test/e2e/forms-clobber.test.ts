// A form whose fields are named after the form's own properties (`elements`, `action`, `method`,
// `id`, `reset`, `reportValidity`): in a browser each such field hides the property of that name
// (`form.elements` is the field). Contact Form 7's form and the Newsletter form still work as
// with any other names: set up, sent with fetch (the page does not post natively), reset.
import { afterEach, describe, expect, it } from 'vitest';
import { airliftReady, baseUrl, expectMounted, openPage } from './helpers';
import type { TestPage } from './helpers';
import { MAIN, fillValid, posts, subscribe } from './forms-support';

let current: TestPage | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

const CF7_FIELDS = ['elements', 'action', 'method', 'id', 'reset']
  .map((name) => `<input type="hidden" name="${name}" value="field ${name}">`).join('');

async function openClobbered(): Promise<TestPage> {
  current = await openPage('');
  await current.context.route('**/forms.html', async (route) => {
    const response = await route.fetch();
    const html = (await response.text())
      .replace('<input type="hidden" name="_wpcf7_posted_data_hash" value="">', (hash) => `${hash}${CF7_FIELDS}`)
      .replace('<div class="tnp-field tnp-field-button">', (button) => `<input type="hidden" name="reportValidity" value="x">${button}`);
    await route.fulfill({ response, body: html });
  });
  await current.page.goto(new URL('/forms.html', baseUrl).href);
  await airliftReady(current.page);
  return current;
}

describe('forms whose fields hide the form\'s own properties', () => {
  it('a CF7 form with fields named elements, action, method, id and reset is set up, sent with fetch and reset', async () => {
    const { page, requests, errors } = await openClobbered();
    await expectMounted(page, 'cf7');
    expect(await page.locator(`${MAIN} form [name="elements"]`).count()).toBe(1);
    // The form is enhanced (its validation and schema come at its first interaction).
    await page.waitForFunction((main) => document.querySelector(`${main}.js`), MAIN);
    const address = page.url();
    await fillValid(page, 'mail_sent');
    await page.click(`${MAIN} .wpcf7-submit`);
    await expect(page.locator(`${MAIN} form`)).toHaveAttribute('data-status', 'sent');
    expect(page.url()).toBe(address);
    expect(posts(requests)).toHaveLength(1);
    // Reset after mail_sent, as CF7 does; the reply's hash is kept in its field.
    expect(await page.locator(`${MAIN} [name="your-name"]`).inputValue()).toBe('');
    expect(await page.locator(`${MAIN} [name="_wpcf7_posted_data_hash"]`).inputValue()).not.toBe('');
    expect(errors).toEqual([]);
  });

  it('a Newsletter form with a field named reportValidity still checks and sends with fetch', async () => {
    const { page, requests, errors } = await openClobbered();
    await expectMounted(page, 'newsletter');
    await subscribe(page, requests);
    expect(errors).toEqual([]);
  });
});
