// SPEC §2, §5 — contact-form helpers, markup generations, late and misplaced forms, window.wpcf7, newsletter.
import { afterEach, describe, expect, it } from 'vitest';
import { airliftReady, axeViolations, openPage } from './helpers';
import type { TestPage } from './helpers';
import { MAIN, events, fillValid, openForms, posts } from './forms-support';

let current: TestPage | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

describe('contact form helpers', () => {
  it('acceptance disables every submit button until accepted; invert flips it; optional is ignored', async () => {
    current = await openForms();
    const { page } = current;
    const send = page.locator(`${MAIN} .wpcf7-submit`);
    expect(await send.isDisabled()).toBe(true);
    await page.check(`${MAIN} [name="privacy"]`);
    expect(await send.isDisabled()).toBe(false);
    await page.uncheck(`${MAIN} [name="privacy"]`);
    expect(await send.isDisabled()).toBe(true);
    const callBack = page.locator('#wpcf7-f124-o2 .wpcf7-submit');
    expect(await callBack.isDisabled()).toBe(false);
    await page.check('#wpcf7-f124-o2 [name="no-marketing"]');
    expect(await callBack.isDisabled()).toBe(true);
    await page.uncheck('#wpcf7-f124-o2 [name="no-marketing"]');
    await page.check('#wpcf7-f124-o2 [name="news"]');
    await page.uncheck('#wpcf7-f124-o2 [name="news"]');
    expect(await callBack.isDisabled()).toBe(false);
  });

  it('wpcf7-acceptance-as-validation leaves the submit buttons alone', async () => {
    current = await openForms();
    const { page } = current;
    await page.evaluate(() => {
      const clone = document.querySelector('#wpcf7-f124-o2')!.cloneNode(true) as HTMLElement;
      clone.id = 'late-accept';
      clone.classList.replace('js', 'no-js');
      clone.querySelector('form')!.classList.add('wpcf7-acceptance-as-validation');
      clone.querySelectorAll('[id]').forEach((element) => element.removeAttribute('id'));
      document.querySelector('main')!.append(clone);
    });
    await page.waitForFunction(() => document.querySelector('#late-accept')?.classList.contains('js'));
    await page.check('#late-accept [name="no-marketing"]');
    expect(await page.locator('#late-accept .wpcf7-submit').isDisabled()).toBe(false);
  });

  it('an exclusive checkbox group allows one choice', async () => {
    current = await openForms();
    const { page } = current;
    await page.check(`${MAIN} [name="by"][value="Email"]`);
    await page.check(`${MAIN} [name="by"][value="Phone"]`);
    expect(await page.isChecked(`${MAIN} [name="by"][value="Email"]`)).toBe(false);
    expect(await page.isChecked(`${MAIN} [name="by"][value="Phone"]`)).toBe(true);
  });

  it('a free-text input is enabled only while its option is checked, and named after it', async () => {
    current = await openForms();
    const { page } = current;
    const text = page.locator(`${MAIN} [name="_wpcf7_free_text_shows"]`);
    expect(await text.isDisabled()).toBe(true);
    await expect(text).toHaveAttribute('aria-label', 'Other');
    await page.check(`${MAIN} [name="shows[]"][value="Other"]`);
    expect(await text.isDisabled()).toBe(false);
    await expect(text).toBeFocused();
    await page.uncheck(`${MAIN} [name="shows[]"][value="Other"]`);
    expect(await text.isDisabled()).toBe(true);
  });

  it('a url without scheme but with a dot gets http:// on change', async () => {
    current = await openForms();
    const { page } = current;
    await page.fill(`${MAIN} [name="your-site"]`, 'radio.example');
    await page.locator(`${MAIN} [name="your-site"]`).blur();
    expect(await page.inputValue(`${MAIN} [name="your-site"]`)).toBe('http://radio.example');
    await expect(page.locator(`${MAIN} [data-name="your-site"] .wpcf7-not-valid-tip`)).toHaveCount(0);
    await page.fill(`${MAIN} [name="your-site"]`, 'localhost');
    await page.locator(`${MAIN} [name="your-site"]`).blur();
    expect(await page.inputValue(`${MAIN} [name="your-site"]`)).toBe('localhost');
    await expect(page.locator(`${MAIN} [data-name="your-site"] .wpcf7-not-valid-tip`)).toHaveCount(1);
  });

  it('character counters count down and up and mark too short and too long', async () => {
    current = await openForms();
    const { page } = current;
    const down = page.locator(`${MAIN} .wpcf7-character-count`);
    await page.fill(`${MAIN} [name="your-message"]`, 'Hello');
    expect(await down.textContent()).toBe('1995');
    await expect(down).toHaveAttribute('data-current-value', '1995');
    await expect(down).toHaveClass(/too-short/);
    await page.fill(`${MAIN} [name="your-message"]`, 'Hello there, studio');
    await expect(down).not.toHaveClass(/too-short/);
    const up = page.locator('#wpcf7-f124-o2 .wpcf7-character-count');
    await page.locator('#wpcf7-f124-o2 [name="note"]').evaluate((input: HTMLInputElement) => { input.removeAttribute('maxlength'); });
    await page.fill('#wpcf7-f124-o2 [name="note"]', 'x'.repeat(21));
    expect(await up.textContent()).toBe('21');
    await expect(up).toHaveClass(/too-long/);
  });

  it('inert-on-<status> elements are inert in that status only', async () => {
    current = await openForms();
    const { page } = current;
    await page.evaluate(() => {
      const note = document.createElement('p');
      note.className = 'inert-on-sent';
      note.id = 'thanks-note';
      note.textContent = 'Thanks';
      document.querySelector('#wpcf7-f123-p45-o1 form')!.append(note);
    });
    await fillValid(page, 'mail_failed');
    await page.click(`${MAIN} .wpcf7-submit`);
    await expect(page.locator(`${MAIN} form`)).toHaveAttribute('data-status', 'failed');
    expect(await page.locator('#thanks-note').evaluate((element: HTMLElement) => element.inert)).toBe(false);
    await fillValid(page, 'mail_sent');
    await page.click(`${MAIN} .wpcf7-submit`);
    await page.waitForFunction(() => (window as unknown as { __events: { type: string }[] }).__events.some((e) => e.type === 'wpcf7reset'));
    await expect(page.locator(`${MAIN} form`)).toHaveAttribute('data-status', 'sent');
    expect(await page.locator('#thanks-note').evaluate((element: HTMLElement) => element.inert)).toBe(true);
  });
});

describe('markup generations and placement', () => {
  it('5.4–5.5 markup: the wrap class names the field', async () => {
    current = await openForms();
    const { page } = current;
    await page.click('#wpcf7-f125-o3 .wpcf7-submit');
    await expect(page.locator('#wpcf7-f125-o3 .wpcf7-form-control-wrap.email .wpcf7-not-valid-tip')).toHaveCount(1);
    await expect(page.locator('#wpcf7-f125-o3 [name="name"]')).toBeFocused();
    await page.fill('#wpcf7-f125-o3 [name="name"]', 'custom');
    await page.fill('#wpcf7-f125-o3 [name="email"]', 'fan@example.com');
    await page.click('#wpcf7-f125-o3 .wpcf7-submit');
    await expect(page.locator('#wpcf7-f125-o3 form')).toHaveAttribute('data-status', 'custom-on-waiting-list');
    const submit = (await events(page)).find((e) => e.type === 'wpcf7submit')!;
    expect(submit.detail).toMatchObject({ contactFormId: 125, pluginVersion: '5.4.2', unitTag: 'wpcf7-f125-o3', containerPostId: 0 });
  });

  it('5.6–6.0 markup (hidden fields in a hidden div) submits with its id', async () => {
    current = await openForms();
    const { page, requests } = current;
    await page.fill('#wpcf7-f124-o2 [name="your-name"]', 'Grace');
    await page.fill('#wpcf7-f124-o2 [name="your-email"]', 'grace@example.com');
    await page.click('#wpcf7-f124-o2 .wpcf7-submit');
    await expect(page.locator('#wpcf7-f124-o2 form')).toHaveAttribute('data-status', 'sent');
    expect(posts(requests).some((url) => url.endsWith('/wp-json/contact-form-7/v1/contact-forms/124/feedback'))).toBe(true);
  });

  it('a form inside another form is replaced by the error text', async () => {
    current = await openForms();
    const { page } = current;
    const error = page.locator('.theme-wrapper-form .wpcf7-form-in-wrong-place');
    await expect(error).toHaveCount(1);
    expect(await error.innerHTML()).toBe('<strong>Error:</strong> This contact form is placed in the wrong place.');
    await expect(page.locator('.theme-wrapper-form .wpcf7')).toHaveCount(0);
  });

  it('a form added later (ajax, popup) is initialised when it appears', async () => {
    current = await openForms();
    const { page, requests } = current;
    await page.evaluate(() => {
      const clone = document.querySelector('#wpcf7-f125-o3')!.cloneNode(true) as HTMLElement;
      clone.id = 'wpcf7-f125-o9';
      clone.classList.add('no-js');
      clone.querySelector<HTMLInputElement>('[name="_wpcf7_unit_tag"]')!.value = 'wpcf7-f125-o9';
      setTimeout(() => document.querySelector('main')!.append(clone), 50);
    });
    await page.waitForFunction(() => document.querySelector('#wpcf7-f125-o9')?.classList.contains('js'));
    await page.fill('#wpcf7-f125-o9 [name="name"]', 'Late');
    await page.fill('#wpcf7-f125-o9 [name="email"]', 'nope');
    await page.click('#wpcf7-f125-o9 .wpcf7-submit');
    await expect(page.locator('#wpcf7-f125-o9 [data-status="invalid"]')).toHaveCount(1);
    await page.fill('#wpcf7-f125-o9 [name="email"]', 'late@example.com');
    await page.click('#wpcf7-f125-o9 .wpcf7-submit');
    await expect(page.locator('#wpcf7-f125-o9 form')).toHaveAttribute('data-status', 'sent');
    expect(posts(requests).length).toBe(1);
  });
});

describe('configuration', () => {
  it('without the wpcf7 global the REST root comes from the api.w.org link', async () => {
    current = await openPage('/all.html');
    const { page, requests } = current;
    await airliftReady(page);
    await page.waitForFunction(() => (window as unknown as { wpcf7?: { schemas?: Map<number, unknown> } }).wpcf7?.schemas?.get(124) !== undefined);
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
    const api = await page.evaluate(() => {
      const wpcf7 = (window as unknown as { wpcf7: Record<string, unknown> & { schemas: Map<number, { rules: unknown[] }> } }).wpcf7;
      return {
        functions: ['init', 'submit', 'reset', 'validate'].filter((name) => typeof wpcf7[name] === 'function'),
        api: wpcf7.api,
        cached: wpcf7.cached,
        schema: wpcf7.schemas.get(123)?.rules.length,
      };
    });
    expect(api).toEqual({ functions: ['init', 'submit', 'reset', 'validate'], api: { root: '/wp-json/', namespace: 'contact-form-7/v1' }, cached: 0, schema: 22 });
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

describe('newsletter', () => {
  it('native checks run first and nothing is sent while the form is invalid', async () => {
    current = await openForms();
    const { page, requests } = current;
    await page.click('.tnp-submit');
    await page.waitForTimeout(200);
    expect(requests.filter((url) => url.includes('admin-ajax.php'))).toEqual([]);
  });

  it('a successful subscription replaces the form contents, is announced, and emits airlift:newsletter:submitted', async () => {
    current = await openForms();
    const { page, requests } = current;
    await page.fill('#tnp-2', 'Ada');
    await page.fill('#tnp-1', 'ada@example.com');
    await page.check('.tnp-privacy');
    await page.click('.tnp-submit');
    await expect(page.locator('.tnp-subscription .tnp-subscription-message')).toHaveCount(1);
    expect(requests.some((url) => url.endsWith('/wp-admin/admin-ajax.php?action=tnp&na=sa'))).toBe(true);
    await expect(page.locator('.tnp-subscription form')).toBeFocused();
    const submitted = (await events(page)).filter((e) => e.type === 'airlift:newsletter:submitted');
    expect(submitted).toEqual([{ type: 'airlift:newsletter:submitted', target: '', detail: expect.objectContaining({ form: 'form' }) }]);
    await page.waitForFunction(() => document.querySelector('.airlift-live-region')?.textContent?.includes('Thank you!'));
    expect(await axeViolations(page)).toEqual([]);
  });

  it('a newsletter form inside a Boxzilla box is enhanced and its success reaches document', async () => {
    current = await openForms();
    const { page } = current;
    await page.evaluate(() => {
      const box = document.createElement('div');
      box.className = 'boxzilla boxzilla-center-container';
      box.id = 'boxzilla-42';
      box.innerHTML = '<div class="boxzilla-content"><form class="tnp-ajax" method="post" aria-label="Box newsletter">'
        + '<label for="box-email">Email</label><input id="box-email" type="email" name="ne" required>'
        + '<input type="submit" value="Subscribe"></form></div>';
      document.body.append(box);
    });
    await page.fill('#box-email', 'box@example.com');
    await page.click('#boxzilla-42 [type="submit"]');
    await expect(page.locator('#boxzilla-42 .tnp-subscription-message')).toHaveCount(1);
    const submitted = (await events(page)).filter((e) => e.type === 'airlift:newsletter:submitted');
    expect(submitted.map((e) => e.target)).toEqual(['']);
  });

  it('an HTTP error or a network failure is shown as text and the values are kept', async () => {
    current = await openForms();
    const { page } = current;
    await page.fill('#tnp-2', 'Ada');
    await page.fill('#tnp-1', 'fail@example.com');
    await page.check('.tnp-privacy');
    await page.click('.tnp-submit');
    const error = page.locator('.tnp-subscription .tnp-error');
    await expect(error).toHaveCount(1);
    expect(await error.textContent()).toBe('Registration failed.');
    await expect(error).toHaveAttribute('role', 'alert');
    expect(await page.inputValue('#tnp-1')).toBe('fail@example.com');
    expect(await axeViolations(page)).toEqual([]);
    await page.fill('#tnp-1', 'offline@example.com');
    await page.click('.tnp-submit');
    await page.waitForFunction(() => document.querySelector('.tnp-error')?.textContent === 'You are probably offline.');
    expect(await page.inputValue('#tnp-2')).toBe('Ada');
    expect((await events(page)).filter((e) => e.type === 'airlift:newsletter:submitted')).toEqual([]);
  });
});
