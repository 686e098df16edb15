// Shared by the contact-form browser tests: a page with CF7 events recorded.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { airliftReady, openPage } from './helpers';
import type { TestPage } from './helpers';

export const MAIN = '#wpcf7-f123-p45-o1';
export const EVENTS = ['wpcf7beforesubmit', 'wpcf7statuschanged', 'wpcf7invalid', 'wpcf7unaccepted', 'wpcf7spam', 'wpcf7aborted',
  'wpcf7mailsent', 'wpcf7mailfailed', 'wpcf7submit', 'wpcf7reset', 'airlift:newsletter:submitted'];

export interface Recorded {
  type: string;
  target: string;
  detail: Record<string, unknown>;
}

export async function openForms(path = '/forms.html'): Promise<TestPage> {
  const current = await openPage(path);
  await current.page.evaluate((names) => {
    const w = window as unknown as { __events: unknown[] };
    w.__events = [];
    for (const name of names) {
      document.addEventListener(name, (event) => {
        const { formData, inputs, form, ...rest } = ((event as CustomEvent).detail ?? {}) as Record<string, unknown>;
        w.__events.push({
          type: name,
          target: (event.target as Element).closest('.wpcf7, .tnp')?.id ?? '',
          detail: {
            ...rest,
            hasFormData: formData instanceof FormData,
            form: form instanceof HTMLFormElement ? 'form' : undefined,
            inputs: Array.isArray(inputs) ? inputs.map((input: { name: string; value: unknown }) => ({ name: input.name, value: typeof input.value === 'string' ? input.value : 'file' })) : undefined,
          },
        });
      });
    }
  }, EVENTS);
  await airliftReady(current.page);
  // The forms pack has enhanced the main form (its validation comes at the first interaction).
  await current.page.waitForFunction((main) => document.querySelector(`${main}.js`), MAIN);
  return current;
}

/** Waits until form 123's schema has come into `wpcf7.schemas` (it is asked for at the form's first interaction). */
export const schemaArrived = (page: Page): Promise<unknown> =>
  page.waitForFunction(() => (window as unknown as { wpcf7?: { schemas?: Map<number, unknown> } }).wpcf7?.schemas?.get(123) !== undefined);

/** The requests for the validation part pack, and for form 123's schema. */
export const partRequests = (requests: readonly string[]): string[] => requests.filter((url) => /\/packs\/forms-rules\.js/.test(url));
export const schemaRequests = (requests: readonly string[]): string[] => requests.filter((url) => /\/contact-forms\/123\/feedback\/schema/.test(url));

export const events = (page: Page): Promise<Recorded[]> => page.evaluate(() => (window as unknown as { __events: Recorded[] }).__events);

/** Fills the main form so that it passes the schema, with the server answer to ask for. */
export async function fillValid(page: Page, outcome: string): Promise<void> {
  await page.fill(`${MAIN} [name="your-name"]`, 'Ada Lovelace');
  await page.fill(`${MAIN} [name="your-email"]`, 'ada@example.com');
  await page.fill(`${MAIN} [name="q1"]`, '2');
  await page.selectOption(`${MAIN} [name="demo-outcome"]`, outcome);
  await page.check(`${MAIN} [name="privacy"]`);
}

export const posts = (requests: string[]): string[] => requests.filter((url) => /\/feedback$/.test(url));

/** Fills and sends the newsletter form; resolves once its reply replaced the form, its POST made. */
export async function subscribe(page: Page, requests: readonly string[]): Promise<void> {
  await page.fill('#tnp-2', 'Ada');
  await page.fill('#tnp-1', 'ada@example.com');
  await page.check('.tnp-privacy');
  await page.click('.tnp-submit');
  await expect(page.locator('.tnp-subscription .tnp-subscription-message')).toHaveCount(1);
  expect(requests.some((url) => url.endsWith('/wp-admin/admin-ajax.php?action=tnp&na=sa'))).toBe(true);
}
