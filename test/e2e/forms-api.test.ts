// SPEC §7, DESIGN contract — configuration globals, REST root fallback and window.wpcf7.
import { afterEach, describe, expect, it } from 'vitest';
import { airliftReady, openPage } from './helpers';
import type { TestPage } from './helpers';
import { MAIN, fillValid, openForms } from './forms-support';

let current: TestPage | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

describe('configuration', () => {
  it('without the wpcf7 global the REST root comes from the api.w.org link', async () => {
    current = await openPage('/all.html');
    const { page, requests } = current;
    await airliftReady(page);
    await page.waitForFunction(() => document.querySelector('#wpcf7-f124-o7.js'));
    await page.fill('#wpcf7-f124-o7 [name="your-name"]', 'Linus');
    await page.fill('#wpcf7-f124-o7 [name="your-email"]', 'linus@example.com');
    await page.check('#wpcf7-f124-o7 [name="consent"]');
    await page.click('#wpcf7-f124-o7 .wpcf7-submit');
    await expect(page.locator('#wpcf7-f124-o7 form')).toHaveAttribute('data-status', 'sent');
    expect(requests.filter((url) => url.includes('contact-forms/124/'))).toEqual([
      expect.stringMatching(/\/wp-json\/contact-form-7\/v1\/contact-forms\/124\/feedback\/schema$/),
      expect.stringMatching(/\/wp-json\/contact-form-7\/v1\/contact-forms\/124\/feedback$/),
      expect.stringMatching(/\/wp-json\/contact-form-7\/v1\/contact-forms\/124\/refill$/),
    ]);
  });

  it('the response output is scrolled into view when it is off screen', async () => {
    current = await openForms();
    const { page } = current;
    await page.setViewportSize({ width: 900, height: 400 });
    await fillValid(page, 'mail_failed');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator(`${MAIN} form`).evaluate((form: HTMLFormElement) => form.requestSubmit());
    await expect(page.locator(`${MAIN} form`)).toHaveAttribute('data-status', 'failed');
    const box = await page.locator(`${MAIN} .wpcf7-response-output`).evaluate((output) => {
      const rect = output.getBoundingClientRect();
      return { top: rect.top, bottom: rect.bottom, height: innerHeight };
    });
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.bottom).toBeLessThanOrEqual(box.height);
  });
});

describe('window.wpcf7', () => {
  it('keeps the page values and offers init, submit, reset, validate and schemas', async () => {
    current = await openForms();
    const { page } = current;
    const api = await page.evaluate(async (main) => {
      const wpcf7 = (window as unknown as { wpcf7: Record<string, unknown> & { schemas: Map<number, { rules: unknown[] } | undefined>;
        validate(form: HTMLFormElement): Promise<unknown> } }).wpcf7;
      // The form is in `schemas` from its start, as in CF7; its schema comes with the first validation.
      const before = [wpcf7.schemas.has(123), wpcf7.schemas.get(123)];
      await wpcf7.validate(document.querySelector<HTMLFormElement>(`${main} form`)!);
      return {
        functions: ['init', 'submit', 'reset', 'validate'].filter((name) => typeof wpcf7[name] === 'function'),
        api: wpcf7.api,
        cached: wpcf7.cached,
        before,
        schema: wpcf7.schemas.get(123)?.rules.length,
      };
    }, MAIN);
    expect(api).toEqual({ functions: ['init', 'submit', 'reset', 'validate'], api: { root: '/wp-json/', namespace: 'contact-form-7/v1' }, cached: 0, before: [true, undefined], schema: 22 });
  });

  it('submission goes through wpcf7.submit, so a wrapper another plugin installs runs', async () => {
    current = await openForms();
    const { page } = current;
    await page.evaluate(() => {
      const wpcf7 = (window as unknown as { wpcf7: { submit: (form: HTMLFormElement, options: object) => void } }).wpcf7;
      const original = wpcf7.submit;
      wpcf7.submit = (form, options) => {
        const token = document.createElement('input');
        token.type = 'hidden';
        token.name = '_wpcf7_recaptcha_response';
        token.value = 'token';
        form.append(token);
        document.body.dataset.wrapped = 'yes';
        original(form, options);
      };
    });
    await fillValid(page, 'spam');
    await page.click(`${MAIN} .wpcf7-submit`);
    await expect(page.locator(`${MAIN} form`)).toHaveAttribute('data-status', 'spam');
    await expect(page.locator('body')).toHaveAttribute('data-wrapped', 'yes');
  });

  it('wpcf7.cached resets the form on load (refill) and it returns to init', async () => {
    current = await openForms();
    const { page, context } = current;
    await context.route('**/assets/forms-config.js', (route) => route.fulfill({
      contentType: 'text/javascript', body: 'var wpcf7 = { "apiSettings": { "root": "/wp-json/", "namespace": "contact-form-7/v1" }, "cached": 1 };',
    }));
    await page.reload();
    await expect(page.locator(`${MAIN} .wpcf7-quiz-label`)).toBeVisible();
    await page.waitForFunction(() => document.querySelector('#wpcf7-f123-p45-o1 .wpcf7-quiz-label')?.textContent === '3+4=?');
    await expect(page.locator(`${MAIN} form`)).toHaveAttribute('data-status', 'init');
  });
});
