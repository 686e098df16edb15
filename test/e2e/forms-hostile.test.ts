// Contact Form 7 and the Newsletter form against what a server may send: a custom status that is
// no class name, a schema nested too deep to check, a rule without its threshold, a POST that
// never answers. Each leaves a form the visitor can still send, with the values kept.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { airliftReady, baseUrl, openPage } from './helpers';
import type { TestPage } from './helpers';
import { MAIN, fillValid, posts, schemaArrived } from './forms-support';

let current: TestPage | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

/** The forms page, with `prepare` run before it loads (routes, a fake clock). */
async function openWith(prepare: (page: Page) => Promise<unknown>): Promise<TestPage> {
  current = await openPage('');
  await prepare(current.page);
  await current.page.goto(new URL('/forms.html', baseUrl).href);
  await airliftReady(current.page);
  return current;
}

const schemaRoute = '**/contact-forms/123/feedback/schema';
const cachedSchemas = (page: Page): Promise<string[]> =>
  page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('airlift:cf7:schema:123')));

/**
 * A schema document whose one rule is `{rule: 'all', rules: [{rule: 'any', rules: [… required …]}]}`,
 * `depth` levels deep; written out directly, since a deep object is past JSON.stringify here too.
 */
function nested(depth: number): string {
  const open = Array.from({ length: depth }, (_, level) => `{"rule":"${level % 2 ? 'any' : 'all'}","field":"your-name","error":"Please fill out this field.","rules":[`).join('');
  return `{"rules":[${open}{"rule":"required","field":"your-name","error":"Please fill out this field."}${']}'.repeat(depth)}]}`;
}
const schemaBody = (body: string) => ({ status: 200, contentType: 'application/json', body });

describe('contact form: what the server sends', () => {
  it('a custom status with spaces and punctuation shows as a custom-… class; nothing throws', async () => {
    await openWith(async () => undefined);
    const { page, errors } = current!;
    await fillValid(page, 'mail_sent');
    await schemaArrived(page);
    await page.locator(`${MAIN} [name="demo-outcome"]`).evaluate((select: HTMLSelectElement) => {
      select.add(new Option('on hold', 'custom-on hold!'));
      select.value = 'custom-on hold!';
    });
    await page.click(`${MAIN} .wpcf7-submit`);
    const form = page.locator(`${MAIN} form`);
    await expect(form).toHaveAttribute('data-status', 'custom-on-hold');
    await expect(form).toHaveClass(/(^| )custom-on-hold( |$)/);
    await expect(page.locator(`${MAIN} .wpcf7-response-output`)).toHaveText('Status custom-on hold!.');
    expect(errors).toEqual([]);
  });

  it('a schema nested too deep is refused and not stored: the form is sent unchecked', async () => {
    await openWith((page) => page.route(schemaRoute, (route) => route.fulfill(schemaBody(nested(6000)))));
    const { page, requests } = current!;
    await fillValid(page, 'mail_sent');
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/123/feedback/schema')));
    await page.click(`${MAIN} .wpcf7-submit`);
    await expect(page.locator(`${MAIN} form`)).toHaveAttribute('data-status', 'sent');
    expect(posts(requests)).toHaveLength(1);
    expect(await cachedSchemas(page)).toEqual([]);
  });

  it('a schema nested a few levels is still checked', async () => {
    await openWith((page) => page.route(schemaRoute, (route) => route.fulfill(schemaBody(nested(4)))));
    const { page, requests } = current!;
    // A name typed and cleared again: the nested rule refuses it in the browser, before any POST.
    await page.fill(`${MAIN} [name="your-name"]`, 'Ada');
    await page.fill(`${MAIN} [name="your-name"]`, '');
    await page.locator(`${MAIN} [name="your-name"]`).blur();
    await expect(page.locator(`${MAIN} [data-name="your-name"] .wpcf7-not-valid-tip`)).toHaveText('Please fill out this field.');
    expect(posts(requests)).toHaveLength(0);
    expect(await cachedSchemas(page)).toHaveLength(1);
  });

  it('a rule without its threshold lets every value pass, as CF7 does', async () => {
    const rules = ['minlength', 'maxlength', 'minitems', 'maxitems'].map((rule) => ({ rule, field: 'your-message', error: `${rule} failed` }));
    await openWith((page) => page.route(schemaRoute, (route) => route.fulfill({ json: { rules } })));
    const { page } = current!;
    await page.fill(`${MAIN} [name="your-message"]`, 'Please play more jazz.');
    await fillValid(page, 'mail_sent');
    await schemaArrived(page);
    await page.click(`${MAIN} .wpcf7-submit`);
    await expect(page.locator(`${MAIN} form`)).toHaveAttribute('data-status', 'sent');
    await expect(page.locator(`${MAIN} .wpcf7-not-valid-tip`)).toHaveCount(0);
  });

  it('a POST that never answers gives up after 30 s as offline, keeps the values, and the form can be sent again', async () => {
    await openWith(async (page) => {
      await page.clock.install();
      await page.route('**/contact-forms/123/feedback', () => undefined);
    });
    const { page, requests } = current!;
    await fillValid(page, 'mail_sent');
    await page.fill(`${MAIN} [name="your-message"]`, 'Please play more jazz.');
    await schemaArrived(page);
    await page.click(`${MAIN} .wpcf7-submit`);
    const form = page.locator(`${MAIN} form`);
    await expect(form).toHaveAttribute('aria-busy', 'true');
    // The page's clock also runs with real time: a loaded machine once took seconds between the
    // click and the first step (29 s then), past 30 s. 25 s leaves it 5 s.
    await page.clock.fastForward(25000);
    await expect(form).toHaveAttribute('aria-busy', 'true');
    await page.clock.fastForward(6000);
    await expect(form).not.toHaveAttribute('aria-busy');
    await expect(form).toHaveAttribute('data-status', 'init');
    await expect(page.locator(`${MAIN} .wpcf7-response-output`)).toHaveText('You are probably offline.');
    expect(await page.inputValue(`${MAIN} [name="your-message"]`)).toBe('Please play more jazz.');
    await page.unroute('**/contact-forms/123/feedback');
    await page.click(`${MAIN} .wpcf7-submit`);
    await expect(form).toHaveAttribute('data-status', 'sent');
    expect(posts(requests)).toHaveLength(2);
  });
});

describe('newsletter: what the server sends', () => {
  it('a subscription that never answers gives up after 30 s as offline, keeps the values, and can be sent again', async () => {
    await openWith(async (page) => {
      await page.clock.install();
      await page.route('**/admin-ajax.php?action=tnp*', () => undefined);
    });
    const { page } = current!;
    await page.fill('#tnp-2', 'Ada');
    await page.fill('#tnp-1', 'ada@example.com');
    await page.check('.tnp-privacy');
    await page.click('.tnp-submit');
    const form = page.locator('.tnp-subscription form');
    await expect(form).toHaveAttribute('aria-busy', 'true');
    await page.clock.fastForward(31000);
    await expect(page.locator('.tnp-subscription .tnp-error')).toHaveText('You are probably offline.');
    await expect(form).not.toHaveAttribute('aria-busy');
    expect(await page.inputValue('#tnp-1')).toBe('ada@example.com');
    await page.unroute('**/admin-ajax.php?action=tnp*');
    await page.click('.tnp-submit');
    await expect(page.locator('.tnp-subscription .tnp-subscription-message')).toHaveCount(1);
  });
});
