// The foundation's contract in Chromium: late insertion, teardown, double inclusion,
// failure isolation, packs on demand, the public API.
import { afterEach, describe, expect, it } from 'vitest';
import { airliftReady, expectMounted, openPage, requestsSettled } from './helpers';
import type { TestPage } from './helpers';
import { idleAfterFrames } from './page-helpers';

let current: TestPage | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

describe('core', () => {
  for (const mode of ['async', 'end', 'head-sync']) {
    it(`works loaded ${mode === 'end' ? 'at the end of <body>' : mode === 'async' ? 'async' : 'from <head> without defer (waits for the DOM)'}`, async () => {
      current = await openPage(`/test-fixtures/load-${mode}.html`);
      const { page } = current;
      const ready = await airliftReady(page);
      expect(ready.features).toEqual({ accordion: 1 });
      await expect(page.locator('#acc-2 [data-vc-accordion]')).toHaveAttribute('aria-expanded', 'false');
      await page.click('#acc-2 [data-vc-accordion]');
      await expect(page.locator('#acc-2')).toHaveClass(/vc_active/);
      expect(current.errors).toEqual([]);
    });
  }

  it('included twice, enhances once and fires airlift:ready once', async () => {
    current = await openPage('');
    const { page } = current;
    await page.addInitScript(() => {
      (window as unknown as { __readyCount: number }).__readyCount = 0;
      document.addEventListener('airlift:ready', () => { (window as unknown as { __readyCount: number }).__readyCount++; });
    });
    await page.goto(`${(await import('./helpers')).baseUrl}/test-fixtures/core.html`);
    await airliftReady(page);
    const scripts = await page.locator('script[src="/dist/airlift.js"]').count();
    expect(scripts).toBe(2);
    expect(await page.evaluate(() => (window as unknown as { __readyCount: number }).__readyCount)).toBe(1);
    // One click toggles once: a second copy would have added a second listener.
    await page.click('#healthy-1 [data-vc-accordion]');
    await expect(page.locator('#healthy-1')).toHaveClass(/vc_active/);
  });

  it('a throwing mount is reported once as [airlift:<feature>] and everything else still mounts', async () => {
    current = await openPage('/test-fixtures/core.html');
    const { page, errors } = current;
    const ready = await airliftReady(page);
    // Both found and handed to the builder pack (the count is of elements mounted through it).
    expect(ready.features.accordion).toBe(2);
    await expect.poll(() => errors.filter((text) => text.startsWith('[airlift:accordion]')).length).toBe(1);
    const reports = errors.filter((text) => text.startsWith('[airlift:accordion]'));
    expect(reports).toHaveLength(1);
    expect(reports[0]).toContain('broken markup');
    await expect(page.locator('#healthy [data-vc-accordion]')).toHaveAttribute('role', 'button');
    await expect(page.locator('#broken [data-vc-accordion]')).not.toHaveAttribute('role', 'button');
  });

  it('enhances an accordion inserted later, and tears down a removed one with its listeners', async () => {
    current = await openPage('/test-fixtures/core.html');
    const { page } = current;
    await airliftReady(page);
    await page.evaluate(() => {
      const template = document.getElementById('late-template') as HTMLTemplateElement;
      document.querySelector('main')!.appendChild(template.content.cloneNode(true));
    });
    const heading = page.locator('#late-1 [data-vc-accordion]');
    await expect(heading).toHaveAttribute('role', 'button');
    await page.click('#late-2 [data-vc-accordion]');
    await expect(page.locator('#late-2')).toHaveClass(/vc_active/);
    expect(await page.evaluate(() => (window as unknown as { __listeners: number }).__listeners)).toBeGreaterThan(0);

    const after = await page.evaluate(async () => {
      const late = document.getElementById('late')!;
      late.remove();
      await new Promise((resolve) => setTimeout(resolve, 0));
      const link = late.querySelector<HTMLElement>('#late-1 [data-vc-accordion]')!;
      link.click();
      return {
        listeners: (window as unknown as { __listeners: number }).__listeners,
        role: link.getAttribute('role'),
        expanded: link.getAttribute('aria-expanded'),
        active: late.querySelector('#late-1')!.classList.contains('vc_active'),
        enhanced: late.querySelector('.vc_tta')!.classList.contains('is-enhanced'),
      };
    });
    expect(after).toEqual({ listeners: 0, role: null, expanded: null, active: false, enhanced: false });
  });

  it('mounts an element that starts matching through a class another script adds later', async () => {
    current = await openPage('/test-fixtures/core.html');
    const { page } = current;
    await airliftReady(page);
    await page.evaluate(() => {
      const template = document.getElementById('late-template') as HTMLTemplateElement;
      const copy = template.content.cloneNode(true) as DocumentFragment;
      const accordion = copy.querySelector('.vc_tta-accordion')!;
      accordion.id = 'late-class';
      accordion.classList.remove('vc_tta-accordion');
      copy.querySelector('#late')!.id = 'late-class-container';
      document.querySelector('main')!.appendChild(copy);
    });
    const heading = page.locator('#late-class [data-vc-accordion]').first();
    // Inserted without the class: nothing to enhance yet.
    await idleAfterFrames(page);
    await expect(heading).not.toHaveAttribute('role', 'button');
    await page.evaluate(() => document.getElementById('late-class')!.classList.add('vc_tta-accordion'));
    await expect(heading).toHaveAttribute('role', 'button');
    // The fixture's deliberately broken accordion is the only report.
    expect(current.errors.filter((text) => !text.includes('broken markup'))).toEqual([]);
  });

  it('mounts descendants that match through an ancestor\'s class added later, and an attribute set later', async () => {
    current = await openPage('/accordion.html');
    const { page } = current;
    await airliftReady(page);
    await page.evaluate(() => {
      const main = document.querySelector('main') ?? document.body;
      main.insertAdjacentHTML('beforeend', `<ul class="menu" id="late-nav"><li class="menu-item-has-children"><a href="#a">Shows</a>
        <ul class="sub-menu"><li><a href="#b">Monday</a></li></ul></li></ul><div id="late-bg">Background</div>`);
    });
    await idleAfterFrames(page);
    await expect(page.locator('#late-nav .qt-openthis')).toHaveCount(0);
    await page.evaluate(() => {
      document.getElementById('late-nav')!.classList.add('side-nav');
      document.getElementById('late-bg')!.setAttribute('data-bgimage', '/img/g1.svg');
    });
    await expect(page.locator('#late-nav .qt-openthis')).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => page.evaluate(() => document.getElementById('late-bg')!.style.backgroundImage)).toContain('/img/g1.svg');
    expect(current.errors).toEqual([]);
  });

  it('an element removed and put back in the same task stays mounted; a removed subtree is torn down', async () => {
    current = await openPage('/accordion.html');
    const { page } = current;
    await airliftReady(page);
    const roles = await page.evaluate(async () => {
      const faq = document.getElementById('faq')!;
      const parent = faq.parentElement!;
      const next = faq.nextSibling;
      faq.remove();
      parent.insertBefore(faq, next);
      await new Promise((resolve) => setTimeout(resolve, 0));
      const kept = faq.querySelector('[data-vc-accordion]')!.getAttribute('role');
      const holder = document.createElement('div');
      parent.insertBefore(holder, faq);
      holder.appendChild(faq);
      await new Promise((resolve) => setTimeout(resolve, 0));
      holder.remove();
      await new Promise((resolve) => setTimeout(resolve, 0));
      return { kept, removed: faq.querySelector('[data-vc-accordion]')!.getAttribute('role') };
    });
    expect(roles).toEqual({ kept: 'button', removed: null });
  });

  it('hands failures to airlift:error listeners and airlift.onError; a throwing hook breaks nothing', async () => {
    current = await openPage('');
    const { page } = current;
    // A tracker's listener, added before airlift's tag: it hears of the first scan's failure.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __seen: string[] }).__seen = seen;
      document.addEventListener('airlift:error', (event) => {
        const { feature, error } = (event as CustomEvent<{ feature: string; error: Error }>).detail;
        seen.push(`event ${feature}: ${error.message}`);
      });
    });
    await page.goto(`${(await import('./helpers')).baseUrl}/test-fixtures/core.html`);
    await airliftReady(page);
    const after = await page.evaluate(async () => {
      type Hooked = { feature: string; error: Error };
      const w = window as unknown as { __seen: string[]; airlift: { onError(listener: (detail: Hooked) => void): () => void } };
      const throwing = w.airlift.onError(() => { throw new Error('tracker down'); });
      const stop = w.airlift.onError(({ feature, error }) => w.__seen.push(`hook ${feature}: ${error.message}`));
      // A second broken accordion, inserted later, fails with an error of its own.
      const copy = document.getElementById('broken-holder')!.cloneNode(true) as HTMLElement;
      copy.id = 'broken-later';
      copy.querySelector('.vc_tta-accordion')!.id = 'broken-2';
      copy.querySelector('.vc_tta-accordion')!.querySelectorAll = () => { throw new Error('broken later'); };
      document.querySelector('main')!.appendChild(copy);
      await new Promise((resolve) => setTimeout(resolve, 0));
      stop();
      throwing();
      // airlift goes on: a healthy accordion added now still mounts.
      const template = document.getElementById('late-template') as HTMLTemplateElement;
      document.querySelector('main')!.appendChild(template.content.cloneNode(true));
      await new Promise((resolve) => setTimeout(resolve, 0));
      return { seen: w.__seen, late: document.querySelector('#late-1 [data-vc-accordion]')!.getAttribute('role') };
    });
    expect(after).toEqual({
      seen: ['event accordion: broken markup', 'event accordion: broken later', 'hook accordion: broken later'],
      late: 'button',
    });
    expect(current.errors.filter((text) => text.startsWith('[airlift:onError]'))).toEqual([expect.stringContaining('tracker down')]);
    expect(current.errors.filter((text) => text.startsWith('[airlift:accordion]'))).toHaveLength(2);
  });

  it('publishes window.airlift with version, features, scan and teardown', async () => {
    current = await openPage('/accordion.html');
    const { page } = current;
    await airliftReady(page);
    const toggle = page.locator('#faq [data-vc-accordion]').first();
    // The accordion's code comes in the builder pack: enhanced once it has arrived.
    await expect(toggle).toHaveAttribute('role', 'button');
    const api = await page.evaluate(() => {
      const airlift = (window as unknown as { airlift: { version: string; features: string[]; scan(root?: Node): number; teardown(root?: Node): number } }).airlift;
      const faq = document.getElementById('faq')!;
      const tornDown = airlift.teardown(faq.parentElement!);
      const roleAfterTeardown = faq.querySelector('[data-vc-accordion]')!.getAttribute('role');
      const rescanned = airlift.scan(faq.parentElement!);
      return { version: airlift.version, features: airlift.features, tornDown, roleAfterTeardown, rescanned };
    });
    expect(api.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(api.features).toEqual(expect.arrayContaining(['accordion', 'tabs']));
    expect(api).toMatchObject({ tornDown: 1, roleAfterTeardown: null, rescanned: 1 });
    await expect(toggle).toHaveAttribute('role', 'button');
  });

  it('airlift:ready reports the features mounted and the time spent', async () => {
    current = await openPage('/all.html');
    const ready = await airliftReady(current.page);
    expect(ready.features).toMatchObject({ accordion: 2, tabs: 2 });
    // Its one box opens from a link only: the popups feature waits for the visitor (popups-on-demand.test.ts).
    expect(ready.features['popups']).toBeUndefined();
    // all.html grows with every feature: the total is the sum of the per-feature counts.
    expect(ready.mounted).toBe(Object.values(ready.features).reduce((sum, count) => sum + count, 0));
    expect(ready.ms).toBeGreaterThan(0);
    expect(current.errors).toEqual([]);
  });

  it('a page of accordions requests the builder pack (and the schema pack it needs) and no other', async () => {
    current = await openPage('/accordion.html');
    const { page, requests } = current;
    await expectMounted(page, 'accordion');
    await requestsSettled(page, requests);
    expect(requests.filter((url) => url.includes('/packs/')).map((url) => url.replace(/^.*\/packs\//, '').replace(/\?.*$/, '')).sort()).toEqual(['builder.js', 'schema.js']);
  });

  it('a page loads only the packs its markup needs: feature packs for its forms, boxes and widgets, no media pack', async () => {
    current = await openPage('/all.html');
    const { page, requests } = current;
    await airliftReady(page);
    await expect(page.locator('.wpcf7').first()).toHaveClass(/(^| )js( |$)/);
    const packs = () => requests.filter((url) => url.includes('/packs/')).map((url) => url.replace(/^.*\/packs\//, '').replace(/\?.*$/, '')).sort();
    // all.html has WPBakery's accordions and tabs, the theme's menu, forms, boxes and sliders,
    // tooltips, share links, a masonry grid…: one pack each for what it has (and one copy of
    // valibot, the schema pack), no media or radio pack; its box opens from a link only, so the
    // popups pack comes when that link is clicked, with its layout part (the page has no Boxzilla
    // stylesheet, which holds those rules since Boxzilla 3.3).
    const expected = ['builder.js', 'forms.js', 'masonry.js', 'navigation.js', 'newsletter.js', 'schema.js', 'widgets.js'];
    await expect.poll(packs).toEqual(expected);
    await requestsSettled(page, requests);
    expect(packs()).toEqual(expected);
    await page.locator('a[href="#boxzilla-901"]').click();
    await expect(page.locator('#boxzilla-901')).toBeVisible();
    expect(packs()).toEqual([...expected, 'popups-layout.js', 'popups.js'].sort());
    expect(current.errors).toEqual([]);
  });

  it('loadPack loads a pack relative to airlift\'s URL once, and a missing pack rejects with the catalogue message', async () => {
    current = await openPage('/accordion.html');
    const { page, requests } = current;
    await airliftReady(page);
    const result = await page.evaluate(async () => {
      const airlift = (window as unknown as { airlift: { loadPack(name: string): Promise<{ Howl?: unknown }> } }).airlift;
      const [first, second] = await Promise.all([airlift.loadPack('howler'), airlift.loadPack('howler')]);
      const missing = await airlift.loadPack('no-such-pack').then(() => 'resolved', (error: Error) => error.message);
      return { same: first === second, howl: typeof first.Howl, missing };
    });
    // The catalogue's message, then the address the pack was looked for at.
    expect(result).toEqual({ same: true, howl: 'function', missing: expect.stringMatching(/^something went wrong while loading the script: http:\/\/[^/]+\/dist\/packs\/no-such-pack\.js\?ver=/) });
    expect(requests.filter((url) => new URL(url).pathname.endsWith('/dist/packs/howler.js'))).toHaveLength(1);
  });
});
