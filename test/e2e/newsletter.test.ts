// SPEC §2, §5, §7 — the Newsletter plugin's ajax form, alone and inside a popup box.
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations, expectMounted, requestsSettled } from './helpers';
import type { TestPage } from './helpers';
import { events, openForms, subscribe } from './forms-support';

let current: TestPage | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

describe('newsletter', () => {
  it('native checks run first and nothing is sent while the form is invalid', async () => {
    current = await openForms();
    const { page, requests } = current;
    await expectMounted(page, 'newsletter');
    await page.click('.tnp-submit');
    await requestsSettled(page, requests);
    expect(requests.filter((url) => url.includes('admin-ajax.php'))).toEqual([]);
  });

  it('a successful subscription replaces the form contents, is announced, and emits airlift:newsletter:submitted', async () => {
    current = await openForms();
    const { page, requests } = current;
    await subscribe(page, requests);
    await expect(page.locator('.tnp-subscription form')).toBeFocused();
    const submitted = (await events(page)).filter((e) => e.type === 'airlift:newsletter:submitted');
    expect(submitted).toEqual([{ type: 'airlift:newsletter:submitted', target: '', detail: expect.objectContaining({ form: 'form' }) }]);
    await page.waitForFunction(() => document.querySelector('.airlift-live-region')?.textContent?.includes('Thank you!'));
    expect(await axeViolations(page)).toEqual([]);
  });

  it('while subscribing the form is busy and a second submit is ignored', async () => {
    current = await openForms();
    const { page, requests } = current;
    await page.fill('#tnp-2', 'Ada');
    await page.fill('#tnp-1', 'slow@example.com');
    await page.check('.tnp-privacy');
    await page.click('.tnp-submit');
    const form = page.locator('.tnp-subscription form');
    await expect(form).toHaveAttribute('aria-busy', 'true');
    await form.evaluate((element: HTMLFormElement) => element.requestSubmit());
    await expect(page.locator('.tnp-subscription .tnp-subscription-message')).toHaveCount(1);
    await expect(form).not.toHaveAttribute('aria-busy');
    expect(requests.filter((url) => url.includes('admin-ajax.php')).length).toBe(1);
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
