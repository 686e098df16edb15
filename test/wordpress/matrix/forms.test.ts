// The real Contact Form 7 in each cell (5.7.7 on WordPress 6.1, 6.1.6 on 7.1), side by side: a
// form made through CF7's own API (setup-cf7.php) with a rule only the server knows (mu-plugin.php
// refuses the name "Blocked"). A valid, an empty and a server-refused submission: the same
// messages, tips, statuses, events with their detail keys, POSTs and mails with airlift as with
// CF7's script.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectNoReplacedScript, onBothSides, open, pageErrors, pageUrl, seeded, started } from './helpers';
import type { Side } from './helpers';

const FORM = 'form.wpcf7-form';
/** The events CF7 fires on a form for a submission (wpcf7statuschanged, 6.x only, is left aside). */
const EVENTS = ['wpcf7beforesubmit', 'wpcf7invalid', 'wpcf7unaccepted', 'wpcf7spam', 'wpcf7aborted', 'wpcf7mailsent', 'wpcf7mailfailed', 'wpcf7submit', 'wpcf7reset'];

const mailsFile = join(inject('wordpressRoot'), 'wp-content', 'matrix-mails.jsonl');
interface Mail { to: string; subject: string; message: string; headers: string }
const mails = (): Mail[] =>
  (existsSync(mailsFile) ? readFileSync(mailsFile, 'utf8').trim().split('\n').filter(Boolean).map((line) => JSON.parse(line) as Mail) : []);

/** Records CF7's events with what their detail carries, from the page's first script on. */
function recordEvents(types: string[]): void {
  const seen: unknown[] = [];
  (window as unknown as { cf7Events: unknown[] }).cf7Events = seen;
  for (const type of types) {
    document.addEventListener(type, (event) => {
      const detail = (event as CustomEvent).detail as Record<string, unknown> | null;
      const api = detail?.apiResponse as Record<string, unknown> | undefined;
      seen.push({
        type,
        status: detail?.status,
        keys: Object.keys(detail ?? {}).sort(),
        inputs: Array.isArray(detail?.inputs) ? (detail.inputs as Array<{ name: string }>).map((input) => input.name) : null,
        api: api ? { keys: Object.keys(api).sort(), status: api.status, invalid: Array.isArray(api.invalid_fields) ? api.invalid_fields.map((field: { field: string }) => field.field) : null } : null,
      });
    }, true);
  }
}

/** What a visitor and other code see of the form once its submission has settled. */
async function outcome(page: Page) {
  await page.waitForFunction((form) => {
    const element = document.querySelector(form);
    const status = element?.getAttribute('data-status');
    return status && !['init', 'submitting', 'validating', 'resetting'].includes(status);
  }, FORM, { timeout: 15000 });
  // A sent form resets (its refill call) before it settles.
  await page.waitForFunction(() => !document.querySelector('form.wpcf7-form[aria-busy="true"]'));
  await page.waitForTimeout(0);
  return page.evaluate((form) => {
    const element = document.querySelector(form) as HTMLFormElement;
    return {
      status: element.getAttribute('data-status'),
      classes: Array.from(element.classList).sort(),
      response: element.querySelector('.wpcf7-response-output')?.textContent?.trim(),
      tips: Array.from(element.querySelectorAll('.wpcf7-not-valid-tip')).map((tip) => `${tip.closest('[data-name]')?.getAttribute('data-name')}: ${tip.textContent?.trim()}`),
      values: Array.from(element.querySelectorAll<HTMLInputElement>('input[type="text"], input[type="email"], textarea')).map((input) => input.value),
    };
  }, FORM);
}

const CASES = {
  valid: { name: 'Ada', email: 'ada@example.test', subject: 'Hello', message: 'A message to the studio.' },
  empty: { name: '', email: '', subject: '', message: '' },
  refused: { name: 'Blocked', email: 'ada@example.test', subject: 'Hello', message: 'A message to the studio.' },
};

async function submitCase(side: Side, fields: typeof CASES.valid) {
  const opened = await open(side, pageUrl('forms'), { before: (page) => page.addInitScript(recordEvents, EVENTS) });
  await started(opened);
  const { page } = opened;
  const form = page.locator(FORM);
  await form.locator('[name="your-name"]').fill(fields.name);
  await form.locator('[name="your-email"]').fill(fields.email);
  await form.locator('[name="your-subject"]').fill(fields.subject);
  await form.locator('[name="your-message"]').fill(fields.message);
  await form.locator('[name="your-consent"]').check();
  const mailsBefore = mails().length;
  const postsBefore = opened.requests.length;
  await form.locator('.wpcf7-submit').click();
  const result = await outcome(page);
  // The mail goes out within the POST's request: it is in the file once the reply is in.
  const sent = mails().slice(mailsBefore).map((mail) => ({ to: mail.to, subject: mail.subject, replyTo: /Reply-To: ([^\n]+)/.exec(mail.headers)?.[1]?.trim() }));
  const posts = opened.requests.slice(postsBefore).map((url) => new URL(url)).filter((url) => /\/feedback$/.test(url.searchParams.get('rest_route') ?? url.pathname))
    .map((url) => (url.searchParams.get('rest_route') ?? url.pathname).replace(/\/\d+\//, '/{id}/'));
  const events = await page.evaluate(() => (window as unknown as { cf7Events: unknown[] }).cf7Events);
  if (side === 'airlift') expectNoReplacedScript(opened);
  expect(pageErrors(opened), side).toEqual([]);
  return { result, events, sent, posts };
}

describe('Contact Form 7: submissions, side by side', () => {
  it('a valid message is sent: the same reply, events, POST and mail', async () => {
    const { airlift, legacy } = await onBothSides((side) => submitCase(side, CASES.valid));
    expect(legacy.result).toMatchObject({ status: 'sent', response: 'Thank you for your message. It has been sent.', tips: [] });
    expect(legacy.sent).toEqual([{ to: 'admin@example.test', subject: expect.stringContaining('Hello'), replyTo: 'ada@example.test' }]);
    expect(airlift).toEqual(legacy);
  });

  it('an empty form: the same tips, reply and events as CF7\'s, no mail', async () => {
    const { airlift, legacy } = await onBothSides((side) => submitCase(side, CASES.empty));
    expect(legacy.result).toMatchObject({ status: 'invalid', response: 'One or more fields have an error. Please check and try again.' });
    expect(legacy.sent).toEqual([]);
    expect(airlift).toEqual(legacy);
  });

  it('a rule only the server knows refuses the name: its tip, reply and events as with CF7, no mail', async () => {
    const { airlift, legacy } = await onBothSides((side) => submitCase(side, CASES.refused));
    expect(legacy.result).toMatchObject({ status: 'invalid', tips: ['your-name: This name is not accepted here.'] });
    expect(legacy.sent).toEqual([]);
    expect(airlift).toEqual(legacy);
  });
});

/** A request for the form's SWV schema (`…/feedback/schema`, pretty or `?rest_route=`). */
const isSchema = (url: string): boolean => /\/feedback\/schema$/.test(new URL(url).searchParams.get('rest_route') ?? new URL(url).pathname);
const isPart = (url: string): boolean => new URL(url).pathname.endsWith('/packs/forms-rules.js');

describe('Contact Form 7: a check in the browser, side by side', () => {
  it('an invalid address shows CF7\'s tip when the field is left; with airlift the validation and schema come at the first interaction, not at load', async () => {
    const { airlift, legacy } = await onBothSides(async (side) => {
      const opened = await open(side, pageUrl('forms'));
      await started(opened);
      const { page, requests } = opened;
      if (side === 'airlift') {
        await page.waitForFunction((form) => document.querySelector(form)?.closest('.wpcf7.js'), FORM);
        expect(requests.filter((url) => isPart(url) || isSchema(url)), side).toEqual([]);
      } else {
        // CF7 asks for the schema at load and checks nothing before it has come; both versions
        // show it on the form (`form.wpcf7.schema`: 5.7's own, 6.x's a getter of `wpcf7.schemas`).
        await page.waitForFunction((form) => (document.querySelector(form) as { wpcf7?: { schema?: unknown } } | null)?.wpcf7?.schema !== undefined, FORM);
      }
      // CF7 checks the fields before the one left too (its validate stops at the target's wrap):
      // the name, first, is valid, so that only the address differs.
      await page.locator(`${FORM} [name="your-name"]`).fill('Ada');
      const email = page.locator(`${FORM} [name="your-email"]`);
      await email.fill('not-an-email');
      await email.blur();
      const tip = page.locator(`${FORM} [data-name="your-email"] .wpcf7-not-valid-tip`);
      await expect(tip, side).toHaveCount(1);
      const shown = await email.evaluate((input: HTMLInputElement) => ({
        tip: input.closest('[data-name]')?.querySelector('.wpcf7-not-valid-tip')?.textContent,
        invalid: input.getAttribute('aria-invalid'),
        marked: input.classList.contains('wpcf7-not-valid'),
        validity: input.validationMessage,
        line: document.querySelector('.screen-reader-response ul')?.textContent?.trim(),
        status: input.form?.getAttribute('data-status'),
      }));
      if (side === 'airlift') expect({ part: requests.filter(isPart).length, schema: requests.filter(isSchema).length }, side).toEqual({ part: 1, schema: 1 });
      expect(pageErrors(opened), side).toEqual([]);
      return shown;
    });
    expect(legacy).toMatchObject({ invalid: 'true', marked: true, status: 'init' });
    expect(airlift).toEqual(legacy);
  });
});

describe('the packs the server knows the page needs', () => {
  it('the forms pack prints deferred after airlift where CF7\'s form rendered, fetched once; not on a page without a form, though CF7 enqueues its script on every page', async () => {
    const forms = await open('airlift', pageUrl('forms'));
    await started(forms);
    const printed = await forms.page.evaluate(() => Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-airlift-pack]:not([async])'), (script) => ({ pack: script.dataset.airliftPack, defer: script.defer })));
    expect(printed).toContainEqual({ pack: 'forms', defer: true });
    // The validation part is for the visitor's first interaction with the form: never printed.
    expect(await forms.page.locator('script[data-airlift-pack="forms-rules"]').count()).toBe(0);
    expect(forms.requests.filter((url) => url.includes('/packs/forms-rules.js'))).toEqual([]);
    // Boxzilla enqueues its script on every page too; its configuration lists the manual box, which
    // is on every page (setup-boxzilla.php) and opens from a link only: the popups pack does not
    // print here; the main script loads it when the box is asked for (the boxes page, whose boxes
    // have triggers, prints it: below).
    expect(printed.map((tag) => tag.pack)).not.toContain('popups');
    expect(forms.requests.filter((url) => url.includes('/packs/popups.js'))).toEqual([]);
    await forms.page.evaluate((id) => (window as unknown as { Boxzilla: { show(box: number): void } }).Boxzilla.show(id), seeded.boxes.manual!);
    await expect(forms.page.locator(`#boxzilla-${seeded.boxes.manual}`)).toBeVisible();
    expect(forms.requests.filter((url) => url.includes('/plugins/airlift/packs/popups.js'))).toHaveLength(1);
    expect(printed.findIndex((tag) => tag.pack === 'schema')).toBeLessThan(printed.findIndex((tag) => tag.pack === 'forms'));
    for (const { pack } of printed) expect(forms.requests.filter((url) => url.includes(`/packs/${pack}.js`)), pack).toHaveLength(1);
    const media = await open('airlift', pageUrl('media'));
    await started(media);
    expect(await media.page.locator('script[data-airlift-pack="forms"]').count()).toBe(0);
    expect(media.requests.filter((url) => url.includes('/packs/forms.js'))).toEqual([]);
    const boxes = await open('airlift', pageUrl('boxes'));
    await started(boxes);
    expect(await boxes.page.locator('script[data-airlift-pack="popups"]:not([async])').count()).toBe(1);
  });
});
