// SPEC §2, §4, §6, §8 — popup links and hash, unknown ids, focus (modal and non-modal),
// forms inside boxes, newsletter submissions, the window.Boxzilla API and its queue, axe.
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from './helpers';
import type { TestPage } from './helpers';
import { box, openFixture } from './popups-helpers';

let current: TestPage | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

type Api = {
  Boxzilla: {
    get(id: number | string): unknown;
    show(id?: number | string): void;
    hide(id?: number | string): void;
    dismiss(id?: number | string): void;
    create(id: number | string, options: Record<string, unknown>): unknown;
    on(event: string, listener: (...args: unknown[]) => void): void;
    off(event: string, listener: (...args: unknown[]) => void): void;
    boxes: Array<{ id: string; visible: boolean }>;
  };
};

describe('popup boxes: links and hash', () => {
  it('a link whose address has #boxzilla-{id} or &boxzilla-{id} toggles that box', async () => {
    current = await openFixture({ boxes: [box(2, { position: 'top-left' })] });
    const { page } = current;
    await page.click('#link-2');
    await expect(page.locator('#boxzilla-2')).toBeVisible();
    await page.click('#link-2');
    await expect(page.locator('#boxzilla-2')).toBeHidden();
    await page.evaluate(() => document.getElementById('link-amp')!.addEventListener('click', (event) => event.preventDefault()));
    await page.click('#link-amp');
    await expect(page.locator('#boxzilla-2')).toBeVisible();
  });

  it('an unknown id logs "No box exists with ID {id}" instead of throwing', async () => {
    current = await openFixture({ boxes: [box(2)] });
    const { page } = current;
    await page.click('#link-99');
    const result = await page.evaluate(() => (window as unknown as Api).Boxzilla.get(42) ?? 'none');
    expect(result).toBe('none');
    expect(current.errors).toEqual(['No box exists with ID 99', 'No box exists with ID 42']);
  });

  it('the hash #boxzilla-{id} opens that box on load', async () => {
    current = await openFixture({ boxes: [box(1), box(2)], hash: '#boxzilla-1' });
    await expect(current.page.locator('#boxzilla-1')).toBeVisible();
    await expect(current.page.locator('#boxzilla-2')).toBeHidden();
  });

  it('the hash naming an element inside a box opens that box on load', async () => {
    current = await openFixture({ boxes: [box(1), box(2)], hash: '#boxzilla-77' });
    await expect(current.page.locator('#boxzilla-2')).toBeVisible();
    await expect(current.page.locator('#boxzilla-1')).toBeHidden();
  });
});

describe('popup boxes: focus', () => {
  it('a centred box is a labelled modal dialog: focus moves in, Tab stays inside, Escape gives focus back', async () => {
    current = await openFixture({ boxes: [box(1)] });
    const { page } = current;
    const dialog = page.locator('#boxzilla-1');
    await page.focus('#link-1');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('role', 'dialog');
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    const labelledBy = await dialog.getAttribute('aria-labelledby');
    expect(await page.locator(`[id="${labelledBy}"]`).textContent()).toBe('Box one');
    await expect(page.locator('#inner-link')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.locator('#inner-button')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.locator('#boxzilla-1 .boxzilla-close-icon')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.locator('#inner-link')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(page.locator('#boxzilla-1 .boxzilla-close-icon')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('#link-1')).toBeFocused();
  });

  it('the close button works from the keyboard and gives focus back', async () => {
    current = await openFixture({ boxes: [box(5)] });
    const { page } = current;
    await page.evaluate(() => { (window as unknown as Api).Boxzilla.show(5); });
    await expect(page.locator('#boxzilla-5')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.locator('#boxzilla-5 .boxzilla-close-icon')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#boxzilla-5')).toBeHidden();
  });

  it('a corner box is a non-modal dialog that does not take focus', async () => {
    current = await openFixture({ boxes: [box(2, { position: 'bottom-right' })] });
    const { page } = current;
    await page.focus('#link-2');
    await page.keyboard.press('Enter');
    const dialog = page.locator('#boxzilla-2');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('role', 'dialog');
    expect(await dialog.getAttribute('aria-modal')).toBeNull();
    await expect(page.locator('#link-2')).toBeFocused();
    await expect(page.locator('#boxzilla-overlay-2')).toHaveCount(0);
  });

  it('has no axe violations with a centred box and a corner box open', async () => {
    current = await openFixture({ boxes: [box(1), box(2, { position: 'top-right' })] });
    const { page } = current;
    await page.evaluate(() => { (window as unknown as Api).Boxzilla.show(1); });
    await expect(page.locator('#boxzilla-1')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.evaluate(() => { (window as unknown as Api).Boxzilla.show(2); });
    await expect(page.locator('#boxzilla-2')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('popup boxes: forms and media inside boxes', () => {
  it('submitting a form in a box sets the box cookie and fires box.interactions.form', async () => {
    current = await openFixture({ boxes: [box(3, { cookie: { triggered: 0, dismissed: 12 } })] });
    const { page, context } = current;
    await page.evaluate(() => {
      const w = window as unknown as Api & { __form?: string };
      w.Boxzilla.on('box.interactions.form', (...args: unknown[]) => {
        w.__form = `${(args[0] as { id: string }).id}:${(args[1] as HTMLElement).id}`;
      });
      w.Boxzilla.show(3);
      document.getElementById('box-form')!.addEventListener('submit', (event) => event.preventDefault());
    });
    await page.fill('#box-email', 'listener@example.com');
    await page.click('#box-form button[type="submit"]');
    expect(await page.evaluate(() => (window as unknown as { __form?: string }).__form)).toBe('3:box-form');
    const cookie = (await context.cookies()).find((known) => known.name === 'boxzilla_box_3');
    expect(cookie?.value).toBe('1');
  });

  it('a click on a link inside a box fires box.interactions.link', async () => {
    current = await openFixture({ boxes: [box(1)] });
    const { page } = current;
    await page.evaluate(() => {
      const w = window as unknown as Api & { __link?: string };
      w.Boxzilla.on('box.interactions.link', (...args: unknown[]) => {
        w.__link = `${(args[0] as { id: string }).id}:${(args[1] as HTMLElement).id}`;
      });
      w.Boxzilla.show(1);
    });
    await page.click('#inner-link');
    expect(await page.evaluate(() => (window as unknown as { __link?: string }).__link)).toBe('1:inner-link');
  });

  it('hiding a box pauses the media inside it', async () => {
    current = await openFixture({ boxes: [box(3)] });
    const { page } = current;
    const paused = await page.evaluate(async () => {
      let calls = 0;
      const audio = document.getElementById('box-audio') as HTMLAudioElement;
      audio.pause = () => { calls++; };
      const api = (window as unknown as Api).Boxzilla;
      api.show(3);
      api.hide(3);
      return calls;
    });
    expect(paused).toBe(1);
  });

  it('airlift:newsletter:submitted from a form inside a box opens that box', async () => {
    current = await openFixture({ boxes: [box(1), box(3)] });
    const { page } = current;
    await page.evaluate(() => {
      const form = document.getElementById('box-form')!;
      form.dispatchEvent(new CustomEvent('airlift:newsletter:submitted', { bubbles: true, detail: { form } }));
    });
    await expect(page.locator('#boxzilla-3')).toBeVisible();
    await expect(page.locator('#boxzilla-1')).toBeHidden();
  });

  it('Mailchimp for WordPress\'s submitted-form global opens the box holding that form on load', async () => {
    current = await openFixture({ boxes: [box(3), box(4)], globals: { mc4wp_submitted_form: { element_id: 'mc4wp-form-1' } } });
    await expect(current.page.locator('#boxzilla-4')).toBeVisible();
    await expect(current.page.locator('#boxzilla-3')).toBeHidden();
  });
});

describe('window.Boxzilla', () => {
  it('replays the calls the head stub queued, and fires ready, done and box.show to listeners', async () => {
    current = await openFixture({ boxes: [box(1), box(2, { position: 'top-left' })], stub: true });
    const { page } = current;
    await expect(page.locator('#boxzilla-2')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __events: string[] }).__events)).toEqual(['ready', 'done:2', 'show:2']);
    expect(await page.evaluate(() => (window as unknown as { boxzilla_queue: unknown[] }).boxzilla_queue.length)).toBe(0);
  });

  it('calls without an id apply to every box; on/off, hide and dismiss events; create adds a box', async () => {
    current = await openFixture({ boxes: [box(1, { position: 'top-left' }), box(2, { position: 'top-right' })] });
    const { page } = current;
    const log = await page.evaluate(() => {
      const api = (window as unknown as Api).Boxzilla;
      const seen: string[] = [];
      const onHide = (...args: unknown[]) => seen.push(`hide:${(args[0] as { id: string }).id}`);
      api.on('box.hide', onHide);
      api.on('box.dismiss', (...args: unknown[]) => seen.push(`dismiss:${(args[0] as { id: string }).id}`));
      api.show();
      seen.push(api.boxes.map((known) => known.visible).join());
      api.hide(1);
      api.off('box.hide', onHide);
      api.dismiss();
      const created = api.create(7, { content: '<h2>Made by script</h2>', position: 'bottom-left' }) as { id: string; show(): void };
      created.show();
      seen.push(api.boxes.map((known) => `${known.id}=${known.visible}`).join());
      return seen;
    });
    expect(log).toEqual(['true,true', 'hide:1', 'dismiss:2', '1=false,2=false,7=true']);
    await expect(page.locator('#boxzilla-7 h2')).toBeVisible();
  });

  it('teardown removes the boxes and puts the content back', async () => {
    current = await openFixture({ boxes: [box(1)] });
    const { page } = current;
    const after = await page.evaluate(() => {
      (window as unknown as { airlift: { teardown(): number } }).airlift.teardown();
      const content = document.getElementById('boxzilla-box-1-content')!;
      return [document.querySelectorAll('.boxzilla-container, .boxzilla-overlay').length, content.parentElement!.style.display, content.className];
    });
    expect(after).toEqual([0, 'none', '']);
  });
});
