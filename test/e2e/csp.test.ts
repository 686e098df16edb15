// Strict CSP (issue 9): demo/csp.html is served with `script-src 'self' 'nonce-…'; style-src
// 'self' 'nonce-…'` and a fresh nonce per response. Every feature mounts and works there, packs and
// consented scripts carry the nonce, and the browser reports no CSP violation and no console error.
// csp.html must mount every feature that mounts on markup (src/features/index.ts), except those
// of CSP_ELSEWHERE (csp-pages.ts); other pages are served under the same policy as
// /csp/<page>.html: a new feature page is one line in CSP_PAGES.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { definitions } from '../../src/features/index';
import { CSP_ELSEWHERE, CSP_PAGES } from './csp-pages';
import { airliftReady, baseUrl, openPage } from './helpers';
import type { TestPage } from './helpers';

/** What must mount on csp.html: every feature that mounts on markup, but those checked elsewhere. */
const CSP_HTML_FEATURES = definitions.filter((definition) => definition.mounts !== false && !(definition.name in CSP_ELSEWHERE)).map((definition) => definition.name);

/**
 * Violations the page's own markup causes before any script runs: WordPress writes
 * `style="width: 100%"` on [audio]/[video] shortcodes, which the policy refuses. Each must name
 * the page itself and a line of its source that holds a style attribute; anything else (a style
 * attribute or a script airlift wrote) stays a failure.
 */
async function withoutServerMarkup(path: string, violations: string[]): Promise<string[]> {
  const lines = (await (await fetch(new URL(path, baseUrl))).text()).split('\n');
  const page = new URL(path, baseUrl).href;
  return violations.filter((violation) => {
    const match = /^style-src-attr inline (\S+):(\d+) $/.exec(violation);
    return !(match && match[1] === page && /\bstyle="/.test(lines[Number(match[2]) - 1] ?? ''));
  });
}

let current: TestPage | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

/** Opens a page under the policy, recording every `securitypolicyviolation`; returns the response's nonce. */
async function openStrict(path: string): Promise<{ page: Page; nonce: string; violations: () => Promise<string[]> }> {
  current = await openPage('', { reducedMotion: false });
  const { page, context } = current;
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber} ${event.sample}`);
    });
  });
  const response = await page.goto(new URL(path, baseUrl).href);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/^script-src 'self' 'nonce-[\w+/=]+'; style-src 'self' 'nonce-[\w+/=]+'$/);
  expect(policy).not.toMatch(/unsafe/);
  const nonce = /'nonce-([\w+/=]+)'/.exec(policy)?.[1] ?? '';
  return { page, nonce, violations: () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations) };
}

const mountedCounts = async (page: Page): Promise<Record<string, number>> => (await airliftReady(page)).features;

describe('strict CSP', () => {
  it('serves a fresh nonce with each response and writes it into every script and style tag', async () => {
    const first = await fetch(`${baseUrl}/csp.html`);
    const second = await fetch(`${baseUrl}/csp.html`);
    const nonceOf = (response: Response) => /'nonce-([\w+/=]+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    const nonce = nonceOf(first);
    expect(nonce).toBeTruthy();
    expect(nonceOf(second)).not.toBe(nonce);
    const html = await first.text();
    const tags = html.match(/<(script|style)\b[^>]*>/g) ?? [];
    expect(tags.length).toBeGreaterThan(5);
    for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it('csp.html: every feature mounts; nothing is blocked and nothing is logged', async () => {
    const { page, violations } = await openStrict('/csp.html');
    const mounted = await mountedCounts(page);
    expect(CSP_HTML_FEATURES.length).toBeGreaterThan(20);
    // The page's box opens from its link only: the popups feature waits for the visitor
    // (popups-on-demand.test.ts) and mounts when the link is clicked, its pack with the nonce.
    for (const name of CSP_HTML_FEATURES) {
      if (name === 'popups') expect(mounted[name], name).toBeUndefined();
      else expect(mounted[name], name).toBeGreaterThan(0);
    }
    await page.locator('a[href="#boxzilla-951"]').click();
    await expect(page.locator('#boxzilla-951')).toBeVisible();
    await expect(page.locator('#csp-slider')).toHaveClass(/is-enhanced|slick-initialized/);
    await expect(page.locator('#csp-masonry')).toHaveClass(/is-enhanced/);
    expect(await page.locator('#csp-countdown').textContent()).toMatch(/Days/);
    expect(await violations()).toEqual([]);
    expect(current!.errors).toEqual([]);
  });

  it('csp.html: consent runs the blocked inline and file scripts with the nonce; packs load with the nonce', async () => {
    const { page, nonce, violations } = await openStrict('/csp.html');
    await airliftReady(page);
    await expect(page.locator('.cmplz-cookiebanner')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __runs?: string[] }).__runs ?? [])).toEqual([]);
    await page.click('.cmplz-accept');
    await expect(page.locator('.cmplz-cookiebanner')).toBeHidden();
    await page.waitForFunction(() => ((window as unknown as { __runs?: string[] }).__runs ?? []).length >= 4);
    expect((await page.evaluate(() => (window as unknown as { __runs: string[] }).__runs)).sort())
      .toEqual(['consent-area', 'pixel-base', 'pixel-ready', 'stats-inline']);
    await expect(page.locator('iframe[title="Studio session video"]')).toHaveAttribute('src', '/consent-assets/embed.html?v=youtube');
    // Every script airlift added (packs, activated scripts, the consent area's, the popups pack
    // a box link asks for) carries the page's nonce.
    await page.locator('a[href="#boxzilla-951"]').click();
    await page.waitForFunction(() => ['forms', 'popups'].every((name) => Array.from(document.scripts).some((script) => script.src.includes(`/dist/packs/${name}.js`))));
    const scripts = await page.evaluate(() => Array.from(document.scripts, (script) => ({ src: script.src, type: script.type, nonce: script.nonce })));
    const packs = scripts.filter((script) => script.src.includes('/dist/packs/'));
    expect(packs.map((script) => script.src.replace(/\?.*$/, '').replace(/^.*\/dist\//, ''))).toEqual(expect.arrayContaining(['packs/forms.js', 'packs/popups.js']));
    for (const script of scripts.filter((entry) => entry.type !== 'text/plain' && entry.type !== 'application/ld+json')) {
      expect(script.nonce, script.src || 'inline script').toBe(nonce);
    }
    expect(await violations()).toEqual([]);
    expect(current!.errors).toEqual([]);
  });

  it('csp.html: accordion, tabs, form, newsletter, box, drawer, slider, tooltip and share work', async () => {
    const { page, violations } = await openStrict('/csp.html');
    await airliftReady(page);
    await page.click('.cmplz-deny');
    // Accordion and tabs.
    await page.click('#csp-faq-apps [data-vc-accordion]');
    await expect(page.locator('#csp-faq-apps')).toHaveClass(/vc_active/);
    await expect(page.locator('#csp-faq-stream')).not.toHaveClass(/vc_active/);
    await page.locator('#csp-shows [role="tab"]').first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('#csp-tab-night')).toHaveClass(/vc_active/);
    // Contact form: invalid, then sent.
    const form = page.locator('#wpcf7-f124-o9 form');
    await form.locator('[name="consent"]').check();
    await form.locator('input[type="submit"]').click();
    await expect(form).toHaveAttribute('data-status', 'invalid');
    await expect(form.locator('.wpcf7-not-valid-tip').first()).toBeVisible();
    await form.locator('[name="your-name"]').fill('Ada');
    await form.locator('[name="your-email"]').fill('ada@example.com');
    await form.locator('input[type="submit"]').click();
    await expect(form).toHaveAttribute('data-status', 'sent');
    // Newsletter: the server's HTML replaces the form.
    await page.fill('#tnp-csp-1', 'ada@example.com');
    await page.click('.tnp-ajax .tnp-submit');
    await page.waitForFunction(() => !document.querySelector('#tnp-csp-1'));
    // Popup box from a link, styled from its settings, closed with Escape.
    await page.click('a[href="#boxzilla-951"]');
    const box = page.locator('#boxzilla-951');
    await expect(box).toBeVisible();
    expect(await box.evaluate((element) => getComputedStyle(element).borderTopWidth)).toBe('2px');
    // Boxzilla's layout rules apply under the policy: the overlay covers the viewport.
    const overlay = await page.locator('#boxzilla-overlay-951').evaluate((element) => {
      const { width, height } = element.getBoundingClientRect();
      return Math.round(width) >= document.documentElement.clientWidth && Math.round(height) === window.innerHeight;
    });
    expect(overlay).toBe(true);
    await page.keyboard.press('Escape');
    await expect(box).toBeHidden();
    // Drawer.
    await page.click('.button-collapse');
    await expect(page.locator('#csp-menu')).toHaveClass(/open/);
    await page.keyboard.press('Escape');
    await expect(page.locator('#csp-menu')).not.toHaveClass(/open/);
    // Expandable and tooltip (desktop width).
    await page.click('a[data-expandable="#csp-more-info"]');
    await expect(page.locator('#csp-more-info')).toHaveClass(/open|is-open|active/);
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.hover('.qt-tooltipped');
    await expect(page.locator('.material-tooltip')).toBeVisible();
    // Copy link shows its notice.
    await page.click('.qt-sharelink[data-sharetype="copy"]');
    await expect(page.getByText('URL Copied!')).toBeVisible();
    expect(await violations()).toEqual([]);
    expect(current!.errors).toEqual([]);
  });

  it('csp.html: features tear down without a violation (masonry restores the grid style through the CSSOM)', async () => {
    const { page, violations } = await openStrict('/csp.html');
    await airliftReady(page);
    await expect(page.locator('#csp-masonry')).toHaveClass(/is-enhanced/);
    // A grid with a style of its own (set through the CSSOM, as a theme script would), mounted again.
    await page.evaluate(() => {
      const api = (window as unknown as { airlift: { teardown(root: Element): number; scan(root: Element): number } }).airlift;
      const grid = document.querySelector<HTMLElement>('#csp-masonry')!;
      api.teardown(grid);
      grid.style.outline = '1px solid red';
      api.scan(grid.parentElement!);
    });
    await expect(page.locator('#csp-masonry')).toHaveClass(/is-enhanced/);
    await page.evaluate(() => (window as unknown as { airlift: { teardown(root: Element): number } }).airlift.teardown(document.querySelector('main')!));
    await expect(page.locator('#csp-masonry')).not.toHaveClass(/is-enhanced/);
    expect(await page.locator('#csp-masonry').getAttribute('style')).toBe('outline: red solid 1px;');
    expect(await violations()).toEqual([]);
    // The recorder itself works: a style attribute written from script is refused and reported.
    await page.evaluate(() => document.querySelector('h1')!.setAttribute('style', 'color: red'));
    await expect.poll(violations).toEqual([expect.stringMatching(/^style-src-attr /)]);
  });

  for (const { path, features } of CSP_PAGES) {
    it(`${path}: mounts ${features.join(', ')} with no violation`, async () => {
      const { page, violations } = await openStrict(path);
      const mounted = await mountedCounts(page);
      for (const name of features) expect(mounted[name], name).toBeGreaterThan(0);
      expect(await withoutServerMarkup(path, await violations())).toEqual([]);
      // The console repeats each violation; those are judged above.
      expect(current!.errors.filter((error) => !error.startsWith('Applying inline style violates'))).toEqual([]);
    });
  }

  it('/csp/media.html: the playlist and the video player work; media, hls and ui packs load with the nonce', async () => {
    const { page, nonce, violations } = await openStrict('/csp/media.html');
    await airliftReady(page);
    const playlist = page.locator('#audio-playlist');
    await expect(playlist.locator('.mejs-container')).toHaveCount(1);
    await playlist.locator('.wp-playlist-item').nth(1).locator('a').click();
    await expect(playlist.locator('.wp-playlist-item').nth(1)).toHaveClass(/wp-playlist-playing|playing/);
    await page.waitForFunction(() => {
      const audio = document.querySelector<HTMLAudioElement>('#audio-playlist audio');
      return !!audio && !audio.paused && audio.currentTime > 0;
    });
    await playlist.locator('.wp-playlist-next-button').click();
    await expect(playlist.locator('.wp-playlist-item').nth(2)).toHaveClass(/wp-playlist-playing|playing/);
    await expect(page.locator('.mejs-container:has(#video-45-1)')).toHaveCount(1);
    const packs = await page.evaluate(() => Array.from(document.scripts, (script) => ({ src: script.src, nonce: script.nonce })).filter((script) => script.src.includes('/dist/packs/')));
    expect(packs.map((script) => script.src.replace(/\?.*$/, '').replace(/^.*\/dist\//, ''))).toEqual(expect.arrayContaining(['packs/ui.js', 'packs/media.js']));
    for (const script of packs) expect(script.nonce, script.src).toBe(nonce);
    expect(await withoutServerMarkup('/csp/media.html', await violations())).toEqual([]);
  });

  it('/csp/radio.html: the bar plays and pauses; radio and ui packs load with the nonce', async () => {
    const { page, nonce, violations } = await openStrict('/csp/radio.html');
    await airliftReady(page);
    const bar = page.locator('#qtplayercontainer');
    await expect(bar).toHaveAttribute('data-radio-state', 'stopped');
    await page.locator('#qtpausebtn').click();
    await expect(bar).toHaveAttribute('data-radio-state', 'playing');
    await page.locator('#qtpausebtn').click();
    await expect(bar).toHaveAttribute('data-radio-state', /stopped|paused/);
    const packs = await page.evaluate(() => Array.from(document.scripts, (script) => ({ src: script.src, nonce: script.nonce })).filter((script) => script.src.includes('/dist/packs/')));
    expect(packs.map((script) => script.src.replace(/\?.*$/, '').replace(/^.*\/dist\//, ''))).toEqual(expect.arrayContaining(['packs/ui.js', 'packs/radio.js']));
    for (const script of packs) expect(script.nonce, script.src).toBe(nonce);
    expect(await violations()).toEqual([]);
    expect(current!.errors).toEqual([]);
  });
});
