// Contact Form 7's client-side validation (the part pack forms-rules) and the form's schema come at
// the visitor's first interaction with the form, not at load. Checks asked for before they arrive
// wait for them; where the part cannot load, the form is sent unchecked and the server validates.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { airliftReady, baseUrl, openPage, requestsSettled } from './helpers';
import type { TestPage } from './helpers';
import { MAIN, fillValid, partRequests, posts, schemaArrived, schemaRequests } from './forms-support';

let current: TestPage | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

const PART = '**/packs/forms-rules.js*';

/** The forms page with `prepare` run before it loads (routes), its airlift:error reports recorded. */
async function openWith(prepare: (page: Page) => Promise<unknown> = async () => undefined): Promise<TestPage> {
  current = await openPage('');
  const { page } = current;
  await prepare(page);
  await page.addInitScript(() => {
    const reported: string[] = [];
    (window as unknown as { __reported: string[] }).__reported = reported;
    document.addEventListener('airlift:error', (event) => reported.push((event as CustomEvent<{ feature: string }>).detail.feature));
  });
  await page.goto(new URL('/forms.html', baseUrl).href);
  await airliftReady(page);
  await page.waitForFunction((main) => document.querySelector(`${main}.js`), MAIN);
  return current;
}

const reported = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { __reported: string[] }).__reported);

/** Holds the part pack's answer until the returned function is called. */
async function holdPart(page: Page): Promise<() => void> {
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(PART, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The server's answer to a submission of the empty main form, as the form shows it (name, email, quiz). */
const SERVER_TIPS = ['Please fill out this field.', 'Please fill out this field.', 'Please fill out this field.'];

/** The submit button, disabled until the acceptance is given, enabled by page code (which fires no event). */
const enableSubmit = (page: Page): Promise<void> => page.locator(`${MAIN} .wpcf7-submit`).evaluate((button: HTMLButtonElement) => {
  button.disabled = false;
});

describe('contact form: validation at the first interaction', () => {
  it('loads neither the part nor the schema at load; focusing a field asks for each once', async () => {
    const { page, requests } = await openWith();
    await requestsSettled(page, requests);
    expect(requests.some((url) => url.includes('/packs/forms.js'))).toBe(true);
    expect(partRequests(requests)).toEqual([]);
    expect(schemaRequests(requests)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { wpcf7: { schemas: Map<number, unknown> } }).wpcf7.schemas.has(123))).toBe(true);
    await page.focus(`${MAIN} [name="your-name"]`);
    await schemaArrived(page);
    // More interactions ask for nothing more.
    await page.fill(`${MAIN} [name="your-name"]`, 'Ada');
    await page.focus(`${MAIN} [name="your-email"]`);
    await requestsSettled(page, requests);
    expect(partRequests(requests)).toHaveLength(1);
    expect(schemaRequests(requests)).toHaveLength(1);
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
  ] as const) {
    it(`a submit as the first interaction (${how}) is validated by the server as before; the part's arrival changes nothing`, async () => {
      let release = (): void => undefined;
      const { page, requests } = await openWith(async (page) => {
        release = await holdPart(page);
      });
      await send(page);
      const form = page.locator(`${MAIN} form`);
      await expect(form).toHaveAttribute('data-status', 'invalid');
      await expect(page.locator(`${MAIN} [name="your-name"]`)).toBeFocused();
      expect(await page.locator(`${MAIN} .wpcf7-not-valid-tip`).allTextContents()).toEqual(SERVER_TIPS);
      expect(posts(requests)).toHaveLength(1);
      expect(partRequests(requests)).toHaveLength(1);
      // The part and the schema arrive after the reply: the reply's marks stay as they are.
      release();
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

  it('field checks asked for before a submission, still waiting for the part, do not undo the reply\'s marks', async () => {
    let release = (): void => undefined;
    const { page, requests } = await openWith(async (page) => {
      release = await holdPart(page);
    });
    // Valid in the browser; the server refuses the address (a check only it can make).
    await fillValid(page, 'validation_failed');
    await page.locator(`${MAIN} form`).evaluate((form: HTMLFormElement) => form.requestSubmit());
    const tip = page.locator(`${MAIN} [data-name="your-email"] .wpcf7-not-valid-tip`);
    await expect(tip).toHaveText('The email address is already on our list.');
    release();
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

  it('the part routed to 404: the fields go unchecked, the form still submits, one error is reported', async () => {
    const { page, requests, errors } = await openWith((page) => page.route(PART, (route) => route.fulfill({ status: 404, body: 'not here' })));
    const email = page.locator(`${MAIN} [name="your-email"]`);
    await email.fill('not-an-email');
    await email.blur();
    await expect.poll(() => reported(page)).toEqual(['cf7']);
    await expect(page.locator(`${MAIN} .wpcf7-not-valid-tip`)).toHaveCount(0);
    await fillValid(page, 'mail_sent');
    await page.click(`${MAIN} .wpcf7-submit`);
    await expect(page.locator(`${MAIN} form`)).toHaveAttribute('data-status', 'sent');
    expect(posts(requests)).toHaveLength(1);
    // Asked for once: later interactions and the submission neither ask again nor report again.
    expect(partRequests(requests)).toHaveLength(1);
    expect(schemaRequests(requests)).toEqual([]);
    expect(await reported(page)).toEqual(['cf7']);
    expect(errors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
  });
});
