// SPEC §2, §5 — contact-form helpers, markup generations, late and misplaced forms.
import { afterEach, describe, expect, it } from 'vitest';
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
    // Untouched, the counter keeps the server's rendering.
    await expect(down).not.toHaveClass(/too-short/);
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
    // Both submissions went to the server, as CF7 sends them.
    expect(posts(requests).length).toBe(2);
  });
});
