// Contact Form 7's submission path and client-side validation (the part pack forms-rules, with the
// schema pack it needs) and the form's schema come at the visitor's first interaction with the
// form, not at load. Checks and submissions asked for before they arrive wait for them; where the
// part cannot load, the fields go unchecked and the browser posts the form itself, as Contact
// Form 7 without JavaScript (the fixture server answers that POST as WordPress would).
import { afterEach, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { airliftReady, baseUrl, holdRoute, openPage, requestsSettled } from './helpers';
import type { TestPage } from './helpers';
import { EVENTS, MAIN, fillValid, partRequests, posts, schemaArrived, schemaRequests } from './forms-support';

let current: TestPage | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

const PART = '**/packs/forms-rules.js*';

/** The airlift:error reports of each page opened, by feature, kept across its navigations. */
const reports = new WeakMap<Page, string[]>();

/**
 * The forms page with `prepare` run before it loads (routes), its airlift:error reports and
 * Contact Form 7's events (their types, in order) recorded.
 */
async function openWith(prepare: (page: Page) => Promise<unknown> = async () => undefined): Promise<TestPage> {
  current = await openPage('');
  const { page } = current;
  await prepare(page);
  const reported: string[] = [];
  reports.set(page, reported);
  await page.exposeFunction('__airliftReported', (feature: string) => void reported.push(feature));
  await page.addInitScript((names) => {
    const w = window as unknown as { __events: string[]; __airliftReported(feature: string): void };
    w.__events = [];
    document.addEventListener('airlift:error', (event) => w.__airliftReported((event as CustomEvent<{ feature: string }>).detail.feature));
    names.forEach((name) => document.addEventListener(name, () => w.__events.push(name)));
  }, EVENTS);
  await page.goto(new URL('/forms.html', baseUrl).href);
  await airliftReady(page);
  await page.waitForFunction((main) => document.querySelector(`${main}.js`), MAIN);
  return current;
}

const reported = async (page: Page): Promise<string[]> => [...(reports.get(page) ?? [])];
const eventTypes = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { __events: string[] }).__events);

/** The page's scripts of airlift's packs, by file name, in the order asked for. */
const packRequests = (requests: readonly string[]): string[] => requests.filter((url) => url.includes('/packs/'))
  .map((url) => url.replace(/^.*\/packs\//, '').replace(/\?.*$/, ''));

/** The forms page with Contact Form 7's forms only (its Newsletter form, whose pack needs the schema pack, cut). */
async function formsOnly(page: Page): Promise<void> {
  await page.route('**/forms.html', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/<h2>Newsletter<\/h2>[\s\S]*?(?=<\/main>)/, '');
    await route.fulfill({ response, body });
  });
}

/** The part pack routed to 404. */
async function partMissing(page: Page): Promise<void> {
  await page.route(PART, (route) => route.fulfill({ status: 404, body: 'not here' }));
}

/** The page the form posted itself to (its action, `/contact/#…`), loaded. */
async function postedPage(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/contact/');
  await airliftReady(page);
}

/** The order of CF7's events for a submission the server refuses (validation_failed). */
const INVALID_EVENTS = ['wpcf7beforesubmit', 'wpcf7statuschanged', 'wpcf7statuschanged', 'wpcf7invalid', 'wpcf7submit'];

/** Holds the part pack's answer until the returned function is called. */
const holdPart = (page: Page): Promise<() => void> => holdRoute(page, PART);

/** The server's answer to a submission of the empty main form, as the form shows it (name, email, quiz). */
const SERVER_TIPS = ['Please fill out this field.', 'Please fill out this field.', 'Please fill out this field.'];

/** The submit button, disabled until the acceptance is given, enabled by page code (which fires no event). */
const enableSubmit = (page: Page): Promise<void> => page.locator(`${MAIN} .wpcf7-submit`).evaluate((button: HTMLButtonElement) => {
  button.disabled = false;
});

describe('contact form: submission and validation at the first interaction', () => {
  it('a page with CF7 forms only asks for forms.js at load; focusing a field asks for the part, the schema pack and the schema, once each', async () => {
    const { page, requests } = await openWith(formsOnly);
    await requestsSettled(page, requests);
    expect(packRequests(requests)).toEqual(['forms.js']);
    expect(schemaRequests(requests)).toEqual([]);
    expect(requests.filter((url) => url.includes('/wp-json/'))).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { wpcf7: { schemas: Map<number, unknown> } }).wpcf7.schemas.has(123))).toBe(true);
    await page.focus(`${MAIN} [name="your-name"]`);
    await schemaArrived(page);
    // More interactions ask for nothing more.
    await page.fill(`${MAIN} [name="your-name"]`, 'Ada');
    await page.focus(`${MAIN} [name="your-email"]`);
    await requestsSettled(page, requests);
    expect(packRequests(requests).sort()).toEqual(['forms-rules.js', 'forms.js', 'schema.js']);
    expect(schemaRequests(requests)).toHaveLength(1);
    expect(await reported(page)).toEqual([]);
  });

  it('where the page says wpcf7.cached, the part comes at load for the forms\' refill (no schema yet)', async () => {
    const { page, requests } = await openWith(async (page) => {
      await formsOnly(page);
      await page.route('**/assets/forms-config.js', (route) => route.fulfill({ contentType: 'text/javascript',
        body: 'var wpcf7 = { "api": { "root": "/wp-json/", "namespace": "contact-form-7/v1" }, "cached": 1 };' }));
    });
    // The refill's quiz question replaces the printed one.
    await expect(page.locator(`${MAIN} .wpcf7-quiz-label`)).toHaveText('3+4=?');
    await requestsSettled(page, requests);
    expect(packRequests(requests).sort()).toEqual(['forms-rules.js', 'forms.js', 'schema.js']);
    expect(requests.filter((url) => url.endsWith('/contact-forms/123/refill'))).toHaveLength(1);
    expect(schemaRequests(requests)).toEqual([]);
    expect(await eventTypes(page)).toContain('wpcf7reset');
    expect(await reported(page)).toEqual([]);
  });

  it('a blur check right after the first focus waits for the part and shows CF7\'s tip', async () => {
    let release = (): void => undefined;
    const { page, requests } = await openWith(async (page) => {
      release = await holdPart(page);
    });
    const email = page.locator(`${MAIN} [name="your-email"]`);
    await email.fill('not-an-email');
    await email.blur();
    await expect.poll(() => partRequests(requests)).toHaveLength(1);
    const tip = page.locator(`${MAIN} [data-name="your-email"] .wpcf7-not-valid-tip`);
    // The part has not arrived: no tip yet, and no schema asked for yet.
    await expect(tip).toHaveCount(0);
    expect(schemaRequests(requests)).toEqual([]);
    release();
    await expect(tip).toHaveText('Please enter an email address.');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveClass(/wpcf7-not-valid/);
    await expect(page.locator(`${MAIN} form`)).toHaveAttribute('data-status', 'init');
    expect(schemaRequests(requests)).toHaveLength(1);
  });

  for (const [how, send] of [
    // Enter in a text field submits through the form's default button.
    ['keyboard Enter in a field', async (page: Page) => {
      await enableSubmit(page);
      await page.locator(`${MAIN} [name="your-tel"]`).press('Enter');
    }],
    ['form.requestSubmit() from the page', (page: Page) => page.locator(`${MAIN} form`).evaluate((form: HTMLFormElement) => form.requestSubmit())],
    // The press on the button is the first interaction: no field had the focus before.
    ['a click on the submit button', async (page: Page) => {
      await enableSubmit(page);
      await page.click(`${MAIN} .wpcf7-submit`);
    }],
    ['wpcf7.submit(form) from page code', (page: Page) => page.locator(`${MAIN} form`).evaluate((form: HTMLFormElement) => {
      void (window as unknown as { wpcf7: { submit(form: HTMLFormElement): unknown } }).wpcf7.submit(form);
    })],
  ] as const) {
    it(`a submit as the first interaction (${how}) waits for the part, then is sent and judged by the server as before, CF7's events in order; the schema's arrival changes nothing`, async () => {
      let release = (): void => undefined;
      const { page, requests } = await openWith(async (page) => {
        release = await holdPart(page);
      });
      await send(page);
      const form = page.locator(`${MAIN} form`);
      // The submission waits for the part: nothing is sent, and no event fired, before it comes.
      await expect.poll(() => partRequests(requests)).toHaveLength(1);
      expect(posts(requests)).toEqual([]);
      expect(await eventTypes(page)).toEqual([]);
      release();
      await expect(form).toHaveAttribute('data-status', 'invalid');
      // Then only the status changes of a field check (a blur as the reply focuses the first invalid field).
      const fired = await eventTypes(page);
      expect(fired.slice(0, INVALID_EVENTS.length)).toEqual(INVALID_EVENTS);
      expect(fired.slice(INVALID_EVENTS.length).every((type) => type === 'wpcf7statuschanged')).toBe(true);
      await expect(page.locator(`${MAIN} [name="your-name"]`)).toBeFocused();
      expect(await page.locator(`${MAIN} .wpcf7-not-valid-tip`).allTextContents()).toEqual(SERVER_TIPS);
      expect(posts(requests)).toHaveLength(1);
      expect(partRequests(requests)).toHaveLength(1);
      // The schema arrives after the reply: the reply's marks stay as they are.
      await schemaArrived(page);
      await requestsSettled(page, requests);
      expect(await page.locator(`${MAIN} .wpcf7-not-valid-tip`).allTextContents()).toEqual(SERVER_TIPS);
      expect(schemaRequests(requests)).toHaveLength(1);
      // Then the fields are checked in the browser: a valid name clears its tip as the visitor types.
      await page.fill(`${MAIN} [name="your-name"]`, 'Ada');
      await expect(page.locator(`${MAIN} [data-name="your-name"] .wpcf7-not-valid-tip`)).toHaveCount(0);
      await expect(form).toHaveAttribute('data-status', 'invalid');
      expect(await reported(page)).toEqual([]);
    });
  }

  it('field checks asked for before a submission, all waiting for the part, do not undo the reply\'s marks', async () => {
    let release = (): void => undefined;
    const { page, requests } = await openWith(async (page) => {
      release = await holdPart(page);
    });
    // Valid in the browser; the server refuses the address (a check only it can make).
    await fillValid(page, 'validation_failed');
    await page.locator(`${MAIN} form`).evaluate((form: HTMLFormElement) => form.requestSubmit());
    const tip = page.locator(`${MAIN} [data-name="your-email"] .wpcf7-not-valid-tip`);
    release();
    await expect(tip).toHaveText('The email address is already on our list.');
    await schemaArrived(page);
    await requestsSettled(page, requests);
    await expect(tip).toHaveText('The email address is already on our list.');
    await expect(page.locator(`${MAIN} form`)).toHaveAttribute('data-status', 'invalid');
  });

  it('a wpcf7.validate call before any interaction asks for the part and schema, and resolves with the errors', async () => {
    const { page, requests } = await openWith();
    const errors = await page.evaluate(async (main) => {
      const wpcf7 = (window as unknown as { wpcf7: { validate(form: HTMLFormElement): Promise<Map<string, string>> } }).wpcf7;
      const found = await wpcf7.validate(document.querySelector<HTMLFormElement>(`${main} form`)!);
      return Object.fromEntries(found);
    }, MAIN);
    expect(errors['your-name']).toBe('Please fill out this field.');
    expect(await page.locator(`${MAIN} [data-name="your-name"] .wpcf7-not-valid-tip`).textContent()).toBe('Please fill out this field.');
    expect(partRequests(requests)).toHaveLength(1);
    expect(schemaRequests(requests)).toHaveLength(1);
  });

  it('submits waiting for the part make one submission', async () => {
    let release = (): void => undefined;
    const { page, requests } = await openWith(async (page) => {
      release = await holdPart(page);
    });
    await page.locator(`${MAIN} form`).evaluate((form: HTMLFormElement) => {
      form.requestSubmit();
      form.requestSubmit();
      void (window as unknown as { wpcf7: { submit(form: HTMLFormElement): unknown } }).wpcf7.submit(form);
    });
    await expect.poll(() => partRequests(requests)).toHaveLength(1);
    release();
    await expect(page.locator(`${MAIN} form`)).toHaveAttribute('data-status', 'invalid');
    await requestsSettled(page, requests);
    expect(posts(requests)).toHaveLength(1);
    expect(await eventTypes(page)).toEqual(INVALID_EVENTS);
  });

  /** The browser's own POSTs of a form to its page (`/contact/`), with their bodies. */
  const nativePosts = (page: Page): Array<{ url: string; body: string }> => {
    const seen: Array<{ url: string; body: string }> = [];
    page.on('request', (request: Request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/contact/') seen.push({ url: request.url(), body: request.postDataBuffer()?.toString('latin1') ?? '' });
    });
    return seen;
  };

  it('the part routed to 404: the fields go unchecked, the browser posts the form with its submitter, the page answers with CF7\'s response; one error reported', async () => {
    const { page, requests, errors } = await openWith(partMissing);
    const sent = nativePosts(page);
    const email = page.locator(`${MAIN} [name="your-email"]`);
    await email.fill('not-an-email');
    await email.blur();
    await expect.poll(() => reported(page)).toEqual(['cf7']);
    await expect(page.locator(`${MAIN} .wpcf7-not-valid-tip`)).toHaveCount(0);
    await fillValid(page, 'mail_sent');
    await page.locator(`${MAIN} .wpcf7-submit`).evaluate((button: HTMLInputElement) => {
      button.name = 'sent-with';
      button.value = 'the-button';
    });
    await page.click(`${MAIN} .wpcf7-submit`);
    await postedPage(page);
    await expect(page.locator(`${MAIN} .wpcf7-response-output`)).toHaveText('Thank you for your message. It has been sent.');
    await expect(page.locator(`${MAIN} form`)).toHaveAttribute('data-status', 'sent');
    expect(sent).toHaveLength(1);
    for (const part of ['name="_wpcf7"\r\n\r\n123', 'name="your-name"\r\n\r\nAda Lovelace', 'name="your-email"\r\n\r\nada@example.com', 'name="sent-with"\r\n\r\nthe-button']) {
      expect(sent[0]!.body).toContain(part);
    }
    // No ajax submission; the part asked for once on the first page; one error.
    expect(posts(requests)).toEqual([]);
    expect(partRequests(requests)).toHaveLength(1);
    expect(schemaRequests(requests)).toEqual([]);
    expect(await reported(page)).toEqual(['cf7']);
    expect(errors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
  });

  for (const [how, send] of [
    ['keyboard Enter in a field', (page: Page) => page.locator(`${MAIN} [name="your-email"]`).press('Enter')],
    ['wpcf7.submit(form) from page code', (page: Page) => page.locator(`${MAIN} form`).evaluate((form: HTMLFormElement) => {
      void (window as unknown as { wpcf7: { submit(form: HTMLFormElement): unknown } }).wpcf7.submit(form);
      void (window as unknown as { wpcf7: { submit(form: HTMLFormElement): unknown } }).wpcf7.submit(form);
    })],
  ] as const) {
    it(`the part routed to 404, a submit as the first interaction (${how}): one native POST, the values kept in it, one error reported`, async () => {
      const { page } = await openWith(partMissing);
      const sent = nativePosts(page);
      // Values set by script fire no event: the submit is the form's first interaction.
      await page.locator(`${MAIN} form`).evaluate((form: HTMLFormElement) => {
        (form.elements.namedItem('your-name') as HTMLInputElement).value = 'Ada Lovelace';
        (form.elements.namedItem('your-email') as HTMLInputElement).value = 'not-an-email';
      });
      await enableSubmit(page);
      await send(page);
      await postedPage(page);
      // The server judges: the name is there, the address and the quiz answer are refused.
      await expect(page.locator(`${MAIN} .wpcf7-response-output`)).toHaveText('One or more fields have an error. Please check and try again.');
      expect(sent).toHaveLength(1);
      expect(sent[0]!.body).toContain('name="your-email"\r\n\r\nnot-an-email');
      expect(await reported(page)).toEqual(['cf7']);
    });
  }
});
