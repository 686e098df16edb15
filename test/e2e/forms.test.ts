// SPEC §1–§5, §7, §8 — Contact Form 7 forms in Chromium: validation, submission, every status, events.
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations, holdRoute, requestsSettled } from './helpers';
import type { TestPage } from './helpers';
import { MAIN, events, fillValid, openForms, posts } from './forms-support';

let current: TestPage | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

describe('contact form validation', () => {
  it('shows the schema error on change as CF7 does, pointing aria-describedby at the tip, and clears it live', async () => {
    current = await openForms();
    const { page } = current;
    const email = page.locator(`${MAIN} [name="your-email"]`);
    await email.fill('not-an-email');
    await email.blur();
    const tip = page.locator(`${MAIN} [data-name="your-email"] .wpcf7-not-valid-tip`);
    await expect(tip).toHaveCount(1);
    expect(await tip.textContent()).toBe('Please enter an email address.');
    await expect(tip).toHaveAttribute('aria-hidden', 'true');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveClass(/wpcf7-not-valid/);
    const tipId = await tip.getAttribute('id');
    await expect(email).toHaveAttribute('aria-describedby', tipId!);
    expect(await email.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe('Please enter an email address.');
    expect(await page.locator('#wpcf7-f123-p45-o1 .screen-reader-response li').allTextContents()).toEqual(['Please enter an email address.']);
    // Typing a valid address clears the error without leaving the field.
    await email.fill('ada@example.com');
    await expect(tip).toHaveCount(0);
    await expect(email).toHaveAttribute('aria-invalid', 'false');
    await expect(email).not.toHaveAttribute('aria-describedby');
    expect(await page.locator(`${MAIN} .screen-reader-response li`).count()).toBe(0);
    await expect(page.locator(`${MAIN} form`)).toHaveAttribute('data-status', 'init');
  });

  it('an invalid form goes to the server as CF7 sends it: the reply marks its fields, with CF7\'s events, and focus moves to the first', async () => {
    current = await openForms();
    const { page, requests } = current;
    await page.check(`${MAIN} [name="privacy"]`);
    await page.fill(`${MAIN} [name="your-tel"]`, '12345');
    await page.click(`${MAIN} .wpcf7-submit`);
    await expect(page.locator(`${MAIN} [name="your-name"]`)).toBeFocused();
    await expect(page.locator(`${MAIN} form`)).toHaveAttribute('data-status', 'invalid');
    const tips = await page.locator(`${MAIN} .wpcf7-not-valid-tip`).allTextContents();
    expect(tips).toEqual(['Please fill out this field.', 'Please fill out this field.', 'Please enter a telephone number.', 'Please fill out this field.']);
    expect(await page.locator(`${MAIN} .wpcf7-response-output`).textContent()).toBe('One or more fields have an error. Please check and try again.');
    expect(posts(requests)).toHaveLength(1);
    expect((await events(page)).filter((event) => event.type !== 'wpcf7statuschanged').map((event) => event.type)).toEqual(['wpcf7beforesubmit', 'wpcf7invalid', 'wpcf7submit']);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('follows the server semantics: a weekend date, a bad step and a short message are refused, trimmed values pass', async () => {
    current = await openForms();
    const { page } = current;
    await page.fill(`${MAIN} [name="visit-date"]`, '2026-11-22');
    await page.locator(`${MAIN} [name="visit-date"]`).blur();
    await page.fill(`${MAIN} [name="tickets"]`, '11');
    await page.locator(`${MAIN} [name="tickets"]`).blur();
    await page.fill(`${MAIN} [name="your-message"]`, '  short   ');
    await page.locator(`${MAIN} [name="your-message"]`).blur();
    expect(await page.locator(`${MAIN} .wpcf7-not-valid-tip`).allTextContents()).toEqual([
      'The studio is open Monday to Friday.', 'This field has a too large number.', 'This field has a too short input.']);
  });

  it('checks an attachment against the accept list and size limit', async () => {
    current = await openForms();
    const { page } = current;
    const file = page.locator(`${MAIN} [name="file-1"]`);
    await file.setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    const tip = page.locator(`${MAIN} [data-name="file-1"] .wpcf7-not-valid-tip`);
    await expect(tip).toHaveCount(1);
    expect(await tip.textContent()).toBe('You are not allowed to upload files of this type.');
    await file.setInputFiles({ name: 'poster.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(2 * 1048576) });
    await page.waitForFunction(() => document.querySelector('[data-name="file-1"] .wpcf7-not-valid-tip')?.textContent === 'The uploaded file is too large.');
    await file.setInputFiles({ name: 'poster.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF') });
    await expect(tip).toHaveCount(0);
  });

  it('a schema that fails to load never blocks: the form goes to the server unvalidated', async () => {
    current = await openForms();
    const { page, context, requests } = current;
    await page.close();
    await context.route(/feedback\/schema$/, (route) => route.fulfill({ status: 500, body: 'nope' }));
    const page2 = await context.newPage();
    page2.on('request', (request) => requests.push(request.url()));
    await page2.evaluate(() => sessionStorage.clear()).catch(() => undefined);
    await page2.goto(new URL('/forms.html', page.url()).href);
    await page2.evaluate(() => sessionStorage.clear());
    await page2.reload();
    await page2.waitForFunction(() => document.querySelector('.wpcf7.js'));
    // The schema is asked for at the first interaction; its failed answer comes before the submit.
    const schemaFailed = page2.waitForResponse((response) => /feedback\/schema$/.test(response.url()) && response.status() === 500);
    await page2.check(`${MAIN} [name="privacy"]`);
    await schemaFailed;
    await page2.selectOption(`${MAIN} [name="demo-outcome"]`, 'validation_failed');
    await page2.click(`${MAIN} .wpcf7-submit`);
    await expect(page2.locator(`${MAIN} form`)).toHaveAttribute('data-status', 'invalid');
    expect(posts(requests).length).toBe(1);
  });
});

describe('contact form submission', () => {
  it('mail_sent: events with CF7 detail shapes, reset, refill, and back to sent', async () => {
    current = await openForms();
    const { page } = current;
    await fillValid(page, 'mail_sent');
    await page.click(`${MAIN} .wpcf7-submit`);
    await expect(page.locator(`${MAIN} form`)).toHaveAttribute('data-status', 'sent');
    await page.waitForFunction(() => (window as unknown as { __events: { type: string }[] }).__events.some((e) => e.type === 'wpcf7reset'));
    const log = await events(page);
    const statuses = log.filter((e) => e.type === 'wpcf7statuschanged').map((e) => `${String(e.detail.prevStatus)}>${String(e.detail.status)}`)
      .filter((change) => !change.includes('validating'));
    expect(statuses).toEqual(['init>submitting', 'submitting>sent', 'sent>resetting', 'resetting>sent']);
    expect(log.filter((e) => e.type !== 'wpcf7statuschanged').map((e) => e.type)).toEqual(['wpcf7beforesubmit', 'wpcf7mailsent', 'wpcf7submit', 'wpcf7reset']);
    const sent = log.find((e) => e.type === 'wpcf7mailsent')!;
    expect(sent.target).toBe('wpcf7-f123-p45-o1');
    expect(sent.detail).toMatchObject({
      contactFormId: 123, pluginVersion: '6.1.6', contactFormLocale: 'en_US', unitTag: 'wpcf7-f123-p45-o1', containerPostId: 45,
      status: 'mail_sent', hasFormData: true, apiResponse: { status: 'mail_sent', message: 'Thank you for your message. It has been sent.' },
    });
    const names = (sent.detail.inputs as { name: string }[]).map((input) => input.name);
    expect(names).toContain('your-name');
    expect(names.some((name) => name.startsWith('_'))).toBe(false);
    expect(await page.locator(`${MAIN} .wpcf7-response-output`).textContent()).toBe('Thank you for your message. It has been sent.');
    expect(await page.locator(`${MAIN} .screen-reader-response [role="status"]`).textContent()).toBe('Thank you for your message. It has been sent.');
    // The form was reset and the quiz refilled from the refill call.
    expect(await page.inputValue(`${MAIN} [name="your-name"]`)).toBe('');
    expect(await page.locator(`${MAIN} .wpcf7-quiz-label`).textContent()).toBe('3+4=?');
    expect(await page.inputValue(`${MAIN} [name="_wpcf7_quiz_answer_q1"]`)).toBe('8f14e45fceea167a5a36dedd4bea2543');
    expect(await page.inputValue(`${MAIN} [name="_wpcf7_posted_data_hash"]`)).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(await axeViolations(page)).toEqual([]);
    expect(current.errors).toEqual([]);
  });

  const statuses: Array<[string, string, string | null]> = [
    ['validation_failed', 'invalid', 'wpcf7invalid'],
    ['acceptance_missing', 'unaccepted', 'wpcf7unaccepted'],
    ['spam', 'spam', 'wpcf7spam'],
    ['aborted', 'aborted', 'wpcf7aborted'],
    ['mail_failed', 'failed', 'wpcf7mailfailed'],
    ['payment_required', 'payment-required', null],
    ['on_waiting_list', 'custom-on-waiting-list', null],
  ];
  for (const [status, shown, event] of statuses) {
    it(`${status} shows as ${shown}${event ? ` and fires ${event}` : ''}, then wpcf7submit`, async () => {
      current = await openForms();
      const { page } = current;
      await fillValid(page, status);
      await page.click(`${MAIN} .wpcf7-submit`);
      const form = page.locator(`${MAIN} form`);
      await expect(form).toHaveAttribute('data-status', shown);
      await expect(form).toHaveClass(new RegExp(`(^| )${shown}( |$)`));
      await expect(form).not.toHaveClass(/submitting/);
      const types = (await events(page)).map((e) => e.type).filter((type) => type !== 'wpcf7statuschanged');
      expect(types).toEqual(['wpcf7beforesubmit', ...(event ? [event] : []), 'wpcf7submit']);
      expect((await page.locator(`${MAIN} .wpcf7-response-output`).textContent())?.length).toBeGreaterThan(5);
      expect(await page.inputValue(`${MAIN} [name="your-name"]`)).toBe('Ada Lovelace');
      if (status === 'validation_failed') {
        expect(await page.locator(`${MAIN} [data-name="your-email"] .wpcf7-not-valid-tip`).textContent()).toBe('The email address is already on our list.');
        await expect(page.locator(`${MAIN} [name="your-email"]`)).toBeFocused();
        expect(await axeViolations(page)).toEqual([]);
      }
      // A field check afterwards (validating, then back) restores the same status.
      await page.locator(`${MAIN} [name="your-tel"]`).focus();
      await page.locator(`${MAIN} [name="your-tel"]`).blur();
      await expect(form).toHaveAttribute('data-status', shown);
    });
  }

  for (const [outcome, message] of [
    ['offline', 'You are probably offline.'],
    ['not-json', 'The response is not a valid JSON response.'],
    ['500', 'The response is not a valid JSON response.'],
    ['204', 'The server sent no result. Please try again.'],
  ]) {
    it(`${outcome}: the form leaves submitting, shows "${message}", keeps the values and can be sent again`, async () => {
      current = await openForms();
      const { page, requests } = current;
      await fillValid(page, outcome!);
      await page.fill(`${MAIN} [name="your-message"]`, 'Please play more jazz.');
      await page.click(`${MAIN} .wpcf7-submit`);
      await expect(page.locator(`${MAIN} .wpcf7-response-output`)).toHaveAttribute('aria-hidden', 'true');
      await page.waitForFunction((text) => document.querySelector('#wpcf7-f123-p45-o1 .wpcf7-response-output')?.textContent === text, message);
      expect(await page.locator(`${MAIN} .screen-reader-response [role="status"]`).textContent()).toBe(message);
      const form = page.locator(`${MAIN} form`);
      await expect(form).toHaveAttribute('data-status', 'init');
      await expect(form).not.toHaveAttribute('aria-busy');
      expect(await page.inputValue(`${MAIN} [name="your-message"]`)).toBe('Please play more jazz.');
      expect(await page.inputValue(`${MAIN} [name="your-email"]`)).toBe('ada@example.com');
      await page.selectOption(`${MAIN} [name="demo-outcome"]`, 'mail_sent');
      await page.click(`${MAIN} .wpcf7-submit`);
      await expect(form).toHaveAttribute('data-status', 'sent');
      expect(posts(requests).length).toBe(2);
    });
  }

  it('while submitting the form is busy and a second submit is ignored', async () => {
    current = await openForms();
    const { page, requests } = current;
    // The reply is held until the second submit has been made: on a busy machine the mock's slow
    // reply (1.5 s) could otherwise come first, and the second submit would send the reset form.
    const release = await holdRoute(page, '**/feedback');
    await page.fill('#wpcf7-f124-o2 [name="your-name"]', 'slow');
    await page.fill('#wpcf7-f124-o2 [name="your-email"]', 'slow@example.com');
    const form = page.locator('#wpcf7-f124-o2 form');
    await page.click('#wpcf7-f124-o2 .wpcf7-submit');
    await expect(form).toHaveAttribute('aria-busy', 'true');
    await expect(form).toHaveAttribute('data-status', 'submitting');
    await form.evaluate((element: HTMLFormElement) => element.requestSubmit());
    // The second submit's dispatch is over, and the form still submitting.
    await expect(form).toHaveAttribute('data-status', 'submitting');
    release();
    await expect(form).toHaveAttribute('data-status', 'sent');
    expect(posts(requests).length).toBe(1);
  });

  it('wpcf7.blocked: the form goes to submitting and sends nothing', async () => {
    current = await openForms();
    const { page, requests } = current;
    await page.evaluate(() => { (window as unknown as { wpcf7: { blocked: boolean } }).wpcf7.blocked = true; });
    await fillValid(page, 'mail_sent');
    await page.click(`${MAIN} .wpcf7-submit`);
    await expect(page.locator(`${MAIN} form`)).toHaveAttribute('data-status', 'submitting');
    await requestsSettled(page, requests);
    expect(posts(requests)).toEqual([]);
  });
});
