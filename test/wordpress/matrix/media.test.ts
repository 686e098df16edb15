// Media in each cell, side by side: WordPress's own players (MediaElement, wp-playlist) on the
// page opened without airlift, airlift's on the same page with it. Shortcodes on 6.1; on 7.1 the
// shortcodes in Shortcode blocks beside the core Audio and Video blocks, which WordPress leaves
// to the browser's own controls. Also the block theme's own scripts: the Navigation block
// (Interactivity API) and WordPress's import map, the same on both sides.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cell, expectNoReplacedScript, onBothSides, open, pageErrors, pageUrl, started } from './helpers';

/** What a visitor sees of the page's players. */
const players = (page: import('playwright-core').Page) => page.evaluate(() => ({
  containers: document.querySelectorAll('.mejs-container').length,
  // Each player's element: one container for each, none for a core block's.
  enhanced: Array.from(document.querySelectorAll('audio, video')).map((media) => Boolean(media.closest('.mejs-container'))),
  blocks: Array.from(document.querySelectorAll('.wp-block-audio > audio, .wp-block-video > video')).map((media) => ({
    controls: (media as HTMLMediaElement).controls,
    inPlayer: Boolean(media.closest('.mejs-container')),
  })),
  playlists: Array.from(document.querySelectorAll('.wp-playlist')).map((list) => list.querySelectorAll('.wp-playlist-item').length),
}));

describe('media: one page, both sides', () => {
  it('one player per element on both sides, the core blocks untouched; no replaced script, no error', async () => {
    const seen = await onBothSides(async (side) => {
      const opened = await open(side, pageUrl('media'));
      await started(opened);
      const { page } = opened;
      await expect.poll(() => page.locator('.mejs-container').count(), { message: side }).toBe(4);
      if (side === 'airlift') expectNoReplacedScript(opened);
      expect(pageErrors(opened), side).toEqual([]);
      return players(page);
    });
    expect(seen.airlift).toEqual(seen.legacy);
    expect(seen.legacy.playlists).toEqual([2, 1]);
    expect(seen.legacy.blocks).toEqual(cell.blocks ? [{ controls: true, inPlayer: false }, { controls: true, inPlayer: false }] : []);
  });

  it('the [audio] player plays after a real click, and the playlist\'s next track plays next', async () => {
    await onBothSides(async (side) => {
      const opened = await open(side, pageUrl('media'));
      await started(opened);
      const { page } = opened;
      const player = page.locator('.wp-audio-shortcode').locator('xpath=ancestor-or-self::*[contains(@class,"mejs-container")][1]').first();
      await player.locator('.mejs-playpause-button button').click();
      await expect.poll(() => page.evaluate(() => {
        const audio = document.querySelector<HTMLAudioElement>('audio.wp-audio-shortcode');
        return Boolean(audio && !audio.paused && audio.currentTime > 0);
      }), { message: side }).toBe(true);
      // The audio playlist: its second item chosen plays; the current item's title follows.
      const playlist = page.locator('.wp-audio-playlist').first();
      await playlist.locator('.wp-playlist-item').nth(1).locator('a').click();
      await expect(playlist.locator('.wp-playlist-item').nth(1), side).toHaveClass(/wp-playlist-playing/);
      await expect(playlist.locator('.wp-playlist-current-item .wp-playlist-caption'), side).toHaveText(/Evening Theme/);
      await expect.poll(() => playlist.evaluate((list) => {
        const media = list.querySelector('audio');
        return Boolean(media && !media.paused && /two/.test(media.currentSrc));
      }), { message: side }).toBe(true);
      // One player at a time: the [audio] player paused when the playlist started.
      expect(await page.evaluate(() => document.querySelector<HTMLAudioElement>('audio.wp-audio-shortcode')?.paused), side).toBe(true);
      expect(pageErrors(opened), side).toEqual([]);
    });
  });
});

describe('where the media packs print', () => {
  // What the README says of each kind of theme, checked against what the page has.
  const README = readFileSync(join(import.meta.dirname, '..', '..', '..', 'README.md'), 'utf8').replace(/\s+/g, ' ');
  const SAYS = { head: 'in `<head>` in a block theme', footer: 'in the footer in a classic theme' };

  it(`the media pack is deferred after airlift's tag ${cell.blocks ? 'in <head> (a block theme)' : 'in the footer (a classic theme)'}, as the README says; MediaElement's page API is there at DOMContentLoaded`, async () => {
    const opened = await open('airlift', pageUrl('media'));
    const { page } = opened;
    await page.addInitScript(() => document.addEventListener('DOMContentLoaded', () => {
      const w = window as unknown as { mejs?: unknown; wp?: { mediaelement?: unknown }; atDomReady?: unknown };
      w.atDomReady = { mejs: typeof w.mejs, initialize: typeof w.wp?.mediaelement };
    }));
    opened.requests.length = 0;
    await page.reload();
    await started(opened);
    expect(await page.evaluate(() => (window as unknown as { atDomReady: unknown }).atDomReady)).toEqual({ mejs: 'object', initialize: 'object' });
    const tags = await page.evaluate(() => Array.from(document.querySelectorAll<HTMLScriptElement>('script[src*="/plugins/airlift/"]'))
      .map((script) => ({ pack: script.dataset.airliftPack ?? 'airlift', head: script.parentElement === document.head, defer: script.defer })));
    const media = tags.find((tag) => tag.pack === 'media');
    expect(media).toMatchObject({ defer: true, head: cell.blocks });
    expect(tags.map((tag) => tag.pack).indexOf('media')).toBeGreaterThan(tags.map((tag) => tag.pack).indexOf('airlift'));
    expect(README).toContain(SAYS[media?.head ? 'head' : 'footer']);
    expect(opened.requests.filter((url) => url.includes('/packs/media.js'))).toHaveLength(1);
  });

  it('where airlift took wp-util off (the playlist\'s library), the wp-util pack prints deferred after airlift\'s tag: wp.ajax is there at DOMContentLoaded with wp-util\'s address, as on the page without airlift, and a call fails as wp-util\'s does; its part comes with the first call', async () => {
    const seen = await onBothSides(async (side) => {
      const opened = await open(side, pageUrl('media'));
      const { page } = opened;
      await page.addInitScript(() => document.addEventListener('DOMContentLoaded', () => {
        const w = window as unknown as { wp?: { ajax?: { post?: unknown; settings?: { url?: unknown } } }; ajaxAtReady?: unknown };
        w.ajaxAtReady = { post: typeof w.wp?.ajax?.post, url: w.wp?.ajax?.settings?.url };
      }));
      opened.requests.length = 0;
      await page.reload();
      await started(opened);
      const atReady = await page.evaluate(() => (window as unknown as { ajaxAtReady: unknown }).ajaxAtReady);
      const packs = (name: string) => opened.requests.filter((url) => new URL(url).pathname.endsWith(`/packs/${name}.js`)).length;
      const before = { util: packs('wp-util'), part: packs('wp-util-ajax') };
      // No script error on the page (the call's 400 below is logged by the browser as a failed load).
      expect(pageErrors(opened), side).toEqual([]);
      // An action no plugin registers: admin-ajax answers 400 and `0`, and wp-util's promise fails.
      const outcome = await page.evaluate(() => new Promise<string>((resolve) => {
        const { ajax } = (window as unknown as { wp: { ajax: { post(action: string): { done(f: () => void): { fail(f: () => void): unknown } } } } }).wp;
        ajax.post('airlift_matrix_no_such_action').done(() => resolve('done')).fail(() => resolve('fail'));
      }));
      const posts = opened.requests.filter((url) => new URL(url).pathname === '/wp-admin/admin-ajax.php').length;
      const tags = side === 'airlift' ? await page.evaluate(() => Array.from(document.querySelectorAll<HTMLScriptElement>('script[src*="/plugins/airlift/"]'), (script) => ({ pack: script.dataset.airliftPack ?? 'airlift', defer: script.defer }))) : [];
      return { atReady, outcome, posts, before, after: { util: packs('wp-util'), part: packs('wp-util-ajax') }, tags };
    });
    expect(seen.legacy).toMatchObject({ atReady: { post: 'function' }, outcome: 'fail', posts: 1 });
    expect(seen.airlift.atReady).toEqual(seen.legacy.atReady);
    expect({ outcome: seen.airlift.outcome, posts: seen.airlift.posts }).toEqual({ outcome: seen.legacy.outcome, posts: seen.legacy.posts });
    expect(seen.airlift.before).toEqual({ util: 1, part: 0 });
    expect(seen.airlift.after).toEqual({ util: 1, part: 1 });
    const names = seen.airlift.tags.map((tag) => tag.pack);
    expect(names.indexOf('wp-util')).toBeGreaterThan(names.indexOf('airlift'));
    expect(seen.airlift.tags.find((tag) => tag.pack === 'wp-util')).toMatchObject({ defer: true });
  });

  it('after the media pack, its part packs where the shortcodes need them: video-sites for a [video] of a YouTube address, captions for one with a captions track; fetched once, the captions button works from it; neither where the videos are files without tracks', async () => {
    const opened = await open('airlift', pageUrl('media-parts'));
    const { page } = opened;
    await started(opened);
    // What the server rendered (the page's own DOM then changes: a site's player replaces its video).
    const html = await page.evaluate(async () => (await fetch(location.href)).text());
    expect(html).toMatch(/<source\b[^>]*type="video\/youtube"/);
    expect(html).toMatch(/<track\b[^>]*kind="captions"/);
    const tags = await page.evaluate(() => Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-airlift-pack]:not([async])'), (script) => script.dataset.airliftPack));
    expect(tags.slice(tags.indexOf('media'))).toEqual(['media', 'video-sites', 'captions']);
    for (const pack of ['video-sites', 'captions']) {
      await expect.poll(() => opened.requests.filter((url) => url.includes(`/packs/${pack}.js`)).length, { message: pack }).toBe(1);
    }
    // The button shows disabled until the pack is here; then it opens the menu with the track.
    const button = page.locator('.mejs-container:has(video.wp-video-shortcode track) .mejs-captions-button button');
    await expect.poll(() => button.isEnabled()).toBe(true);
    await button.click();
    await expect.poll(() => page.locator('.mejs-container:has(video.wp-video-shortcode track) .mejs-captions-selector').textContent()).toContain('English');
    expect(pageErrors(opened)).toEqual([]);

    const files = await open('airlift', pageUrl('media'));
    await started(files);
    expect(await files.page.locator('script[data-airlift-pack="video-sites"], script[data-airlift-pack="captions"]').count()).toBe(0);
    expect(files.requests.filter((url) => /\/packs\/(video-sites|captions)\.js/.test(url))).toEqual([]);
  });
});

describe.runIf(cell.blocks)('the block theme\'s own scripts', () => {
  it('WordPress\'s import map and script modules are the same on both sides', async () => {
    const seen = await onBothSides(async (side) => {
      const opened = await open(side, pageUrl('media'));
      await started(opened);
      return opened.page.evaluate(() => ({
        importmap: document.querySelector('script[type="importmap"]')?.textContent ?? null,
        modules: Array.from(document.querySelectorAll('script[type="module"][src]')).map((script) => script.getAttribute('src')),
        // The Interactivity API hydrated the Navigation block.
        interactive: document.querySelectorAll('[data-wp-interactive]').length,
      }));
    });
    expect(seen.legacy.importmap).toMatch(/@wordpress\/interactivity/);
    expect(seen.airlift).toEqual(seen.legacy);
  });

  it('the Navigation block opens and closes its menu at 390 px, the same on both sides', async () => {
    const seen = await onBothSides(async (side) => {
      const opened = await open(side, pageUrl('about'), { width: 390 });
      await started(opened);
      const { page } = opened;
      const container = page.locator('.wp-block-navigation__responsive-container').first();
      await page.locator('.wp-block-navigation__responsive-container-open').first().click();
      await expect(container, side).toHaveClass(/is-menu-open/);
      const focused = await page.evaluate(() => {
        const active = document.activeElement;
        return active ? `${active.tagName.toLowerCase()}.${active.className} ${active.textContent?.trim() ?? ''}` : null;
      });
      await page.keyboard.press('Escape');
      await expect(container, side).not.toHaveClass(/is-menu-open/);
      return { focused, errors: pageErrors(opened) };
    });
    expect(seen.legacy.errors).toEqual([]);
    expect(seen.airlift).toEqual(seen.legacy);
  });
});
