// Issue 16 — MediaElement's page API where airlift replaced WordPress's media scripts: plugins
// that insert markup by ajax call `wp.mediaelement.initialize()`, `new MediaElementPlayer(…)`
// (and jQuery's `.mediaelementplayer()`), and read `mejs.players` and `mejs.i18n`. airlift's own
// players answer them; beside WordPress's own MediaElement, airlift defines none of them.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { airliftReady, baseUrl, holdRoute, openPage, pagePerTest } from './helpers';
import { mediaState, openMedia, packRequests, playerOf } from './media-support';

const LONG = { timeout: 15000 };
const open = pagePerTest(openMedia);
const openPlain = pagePerTest(openPage);
const FIXTURE = '/test-fixtures/media-mejs.html';

interface MejsWindow {
  mejs: { version: string; players: Record<string, unknown>; i18n: { lang: string; t(message: unknown, count?: number): unknown; language(code?: string): string } };
  wp: { mediaelement: { initialize(): void } };
  MediaElementPlayer: new (node: unknown, options?: unknown) => Record<string, (...args: unknown[]) => unknown> & { id: string; node: Element; media: Element; container: Element | null };
  loadMore(html: string): Element;
  jQuery: (selector: string) => { mediaelementplayer(options?: unknown): unknown };
}

const playerIds = (page: Page) => page.evaluate(() => Object.keys((window as unknown as MejsWindow).mejs.players).sort());

describe('MediaElement page API', { timeout: 60000 }, () => {
  it('wp.mediaelement.initialize() after an ajax insert: the new shortcodes get airlift players, listed in mejs.players', async () => {
    const { page, errors } = await open(FIXTURE);
    await expect(playerOf(page, 'audio-first')).toHaveCount(1);
    await expect.poll(() => playerIds(page)).toEqual(['mep_0']);
    const returned = await page.evaluate(() => {
      const w = window as unknown as MejsWindow;
      w.loadMore('<div><audio class="wp-audio-shortcode" id="audio-ajax" preload="none" controls="controls"><source type="audio/mpeg" src="/media/two.mp3?_=2"></audio>'
        + '<div style="width: 320px;" class="wp-video"><video class="wp-video-shortcode" id="video-ajax" width="320" height="180" preload="none" controls="controls"><source type="video/webm" src="/media/clip.webm?_=2"></video></div></div>');
      return String(w.wp.mediaelement.initialize());
    });
    expect(returned).toBe('undefined');
    await expect(playerOf(page, 'audio-ajax')).toHaveCount(1);
    await expect(playerOf(page, 'video-ajax')).toHaveCount(1);
    expect(await playerOf(page, 'video-ajax').getAttribute('class')).toBe('mejs-container mejs-video wp-video-shortcode');
    await expect.poll(() => playerIds(page)).toEqual(['mep_0', 'mep_1', 'mep_2']);
    // Called again, nothing is built twice.
    await page.evaluate(() => (window as unknown as MejsWindow).wp.mediaelement.initialize());
    await expect(page.locator('.mejs-container')).toHaveCount(3);
    // The player of an element: element.player, as MediaElement sets it.
    expect(await page.evaluate(() => {
      const media = document.getElementById('audio-ajax') as HTMLMediaElement & { player?: { id: string; container: Element | null } };
      return [media.player?.id, media.player?.container === media.closest('.mejs-container')];
    })).toEqual(['mep_1', true]);
    // Each container has its player's id, as MediaElement's has: plugins look players up by it.
    expect(await page.evaluate(() => Array.from(document.querySelectorAll('.mejs-container'), (container) => {
      const player = (window as unknown as { mejs: { players: Record<string, { node: Element }> } }).mejs.players[container.id];
      return [container.id, player?.node === container.querySelector('audio, video')];
    }))).toEqual([['mep_0', true], ['mep_1', true], ['mep_2', true]]);
    expect(errors).toEqual([]);
  });

  it('new MediaElementPlayer(id, options) builds airlift\'s player: success, play, pause, seek, volume, setSrc, remove', async () => {
    const { page, errors } = await open(FIXTURE);
    await expect(playerOf(page, 'audio-first')).toHaveCount(1);
    // A plugin's own <audio>, without the shortcode class, and its player made at once.
    await page.evaluate(() => {
      const w = window as unknown as MejsWindow;
      w.loadMore('<audio id="plugin-audio" preload="none"><source type="audio/mpeg" src="/media/one.mp3"></audio>');
      const player = new w.MediaElementPlayer('plugin-audio', {
        success(media: Element, node: Element, instance: unknown) {
          (window as unknown as { successArgs: unknown[] }).successArgs = [media.id, node.id, instance === player];
        },
      });
      (window as unknown as { plugin: unknown }).plugin = player;
      // MediaElement's constructor returns the same player for the same element.
      (window as unknown as { same: boolean }).same = new w.MediaElementPlayer(document.getElementById('plugin-audio')) === player;
    });
    const container = playerOf(page, 'plugin-audio');
    await expect(container).toHaveCount(1);
    expect(await container.getAttribute('class')).toMatch(/^mejs-container mejs-audio/);
    await expect.poll(() => page.evaluate(() => (window as unknown as { successArgs?: unknown[] }).successArgs)).toEqual(['plugin-audio', 'plugin-audio', true]);
    const facts = await page.evaluate(() => {
      type Plugin = MejsWindow['MediaElementPlayer'] extends new (...a: never[]) => infer P ? P : never;
      const plugin = (window as unknown as { plugin: Plugin }).plugin;
      const media = document.getElementById('plugin-audio');
      return {
        same: (window as unknown as { same: boolean }).same,
        node: plugin.node === media, media: plugin.media === media,
        container: plugin.container === media?.closest('.mejs-container'),
        listed: (window as unknown as MejsWindow).mejs.players[plugin.id] === plugin,
        instance: plugin instanceof (window as unknown as MejsWindow).MediaElementPlayer,
      };
    });
    expect(facts).toEqual({ same: true, node: true, media: true, container: true, listed: true, instance: true });

    const call = (method: string, ...args: unknown[]) => page.evaluate(([name, rest]) => {
      const plugin = (window as unknown as { plugin: Record<string, (...a: unknown[]) => unknown> }).plugin;
      return plugin[name]!(...rest);
    }, [method, args] as const);
    await call('play');
    await expect.poll(async () => (await mediaState(page, '#plugin-audio')).time, LONG).toBeGreaterThan(0.3);
    // airlift's controls follow what the API did.
    await expect(container.locator('.mejs-playpause-button')).toHaveClass(/mejs-pause/);
    await call('pause');
    await expect(container.locator('.mejs-playpause-button')).toHaveClass(/mejs-play/);
    await call('setCurrentTime', 1.5);
    await expect.poll(() => call('getCurrentTime')).toBeCloseTo(1.5, 1);
    await call('setVolume', 0.25);
    expect(await call('getVolume')).toBe(0.25);
    await call('setSrc', '/media/two.mp3');
    await expect.poll(async () => (await mediaState(page, '#plugin-audio')).src).toMatch(/\/media\/two\.mp3$/);
    await call('play');
    await expect.poll(async () => (await mediaState(page, '#plugin-audio')).time, LONG).toBeGreaterThan(0.3);

    await call('remove');
    await expect(container).toHaveCount(0);
    expect(await page.evaluate(() => {
      const media = document.getElementById('plugin-audio') as HTMLMediaElement & { player?: unknown };
      const plugin = (window as unknown as { plugin: { id: string } }).plugin;
      return [media.parentElement?.id, media.player === undefined, plugin.id in (window as unknown as MejsWindow).mejs.players];
    })).toEqual(['more', true, false]);
    expect(errors).toEqual([]);
  });

  it('mejs.MepDefaults and mejs.MediaElementDefaults take what themes and MediaElement plugins put there; a player made by page code has MepDefaults under its options', async () => {
    const { page, errors } = await open(FIXTURE);
    await expect(playerOf(page, 'audio-first')).toHaveCount(1);
    const seen = await page.evaluate(() => {
      type Defaults = Record<string, unknown> & { features: string[]; success?: (media: Element, node: Element) => void };
      const w = window as unknown as MejsWindow & { mejs: { MepDefaults: Defaults; MediaElementDefaults: Record<string, unknown> } };
      const before = [...w.mejs.MepDefaults.features];
      // A theme's start-up (as some themes set it, unguarded).
      w.mejs.MepDefaults['enableAutosize'] = true;
      w.mejs.MediaElementDefaults['enableAutosize'] = true;
      // A MediaElement plugin: its options, its feature's build method, its entry in the features.
      Object.assign(w.mejs.MepDefaults, { skipBackInterval: 30 });
      Object.assign(w.MediaElementPlayer.prototype, { buildskipback() { /* MediaElement's player would call it */ } });
      w.mejs.MepDefaults.features.push('skipback');
      // A script that hears of each player page code makes (MepDefaults' success).
      const heard: string[] = [];
      w.mejs.MepDefaults.success = (_media, node) => heard.push(node.id);
      w.loadMore('<audio id="plugin-one" preload="none"><source type="audio/mpeg" src="/media/one.mp3"></audio><audio id="plugin-two" preload="none"><source type="audio/mpeg" src="/media/two.mp3"></audio>');
      const one = new w.MediaElementPlayer('plugin-one') as unknown as { options: Record<string, unknown> };
      const own: string[] = [];
      const two = new w.MediaElementPlayer('plugin-two', { skipBackInterval: 10, success: (_media: Element, node: Element) => own.push(node.id) }) as unknown as { options: Record<string, unknown> };
      (window as unknown as { heard: string[][] }).heard = [heard, own];
      return { before, one: [one.options['skipBackInterval'], one.options['enableAutosize']], two: two.options['skipBackInterval'] };
    });
    expect(seen).toEqual({ before: ['playpause', 'current', 'progress', 'duration', 'tracks', 'volume', 'fullscreen'], one: [30, true], two: 10 });
    await expect(playerOf(page, 'plugin-one')).toHaveCount(1);
    await expect(playerOf(page, 'plugin-two')).toHaveCount(1);
    // MepDefaults' success where the options have none; the options' own where they have one.
    await expect.poll(() => page.evaluate(() => (window as unknown as { heard: string[][] }).heard)).toEqual([['plugin-one'], ['plugin-two']]);
    expect(errors).toEqual([]);
  });

  it('new WPPlaylistView({ el }) after an ajax insert: airlift builds the playlist once; its player is the element\'s player object', async () => {
    const { page, errors } = await open(FIXTURE);
    await expect(playerOf(page, 'audio-first')).toHaveCount(1);
    const made = await page.evaluate(() => {
      const w = window as unknown as MejsWindow & { WPPlaylistView: new (options?: unknown) => { el?: Element; player?: { id: string } } };
      const el = w.loadMore('<div class="wp-playlist wp-audio-playlist wp-playlist-light" id="ajax-playlist"><div class="wp-playlist-current-item"></div>'
        + '<audio controls="controls" preload="none" width="640"></audio><div class="wp-playlist-next"></div><div class="wp-playlist-prev"></div>'
        + '<script type="application/json" class="wp-playlist-script">{"type":"audio","tracklist":true,"tracknumbers":true,"images":false,"artists":true,'
        + '"tracks":[{"src":"/media/one.mp3","type":"audio/mpeg","title":"One","meta":{"artist":"Artist A"}},{"src":"/media/two.mp3","type":"audio/mpeg","title":"Two","meta":{"artist":"Artist B"}}]}</script></div>');
      const view = new w.WPPlaylistView({ el });
      (window as unknown as { view: unknown }).view = view;
      // As code that starts every playlist of its content calls it: without an element, nothing.
      const empty = [new w.WPPlaylistView(), new w.WPPlaylistView({ el: '#ajax-playlist' })].map((other) => Object.keys(other).length);
      return { el: view.el === el, player: view.player?.id, listed: view.player !== undefined && w.mejs.players[view.player.id] === view.player, empty };
    });
    expect(made).toEqual({ el: true, player: 'mep_1', listed: true, empty: [0, 0] });
    const playlist = page.locator('#ajax-playlist');
    await expect(playlist.locator('.mejs-container')).toHaveCount(1);
    await expect(playlist.locator('.wp-playlist-item')).toHaveCount(2);
    // airlift's player (wp-playlist's view is the facade's: airlift does not stand down for it).
    await expect(playlist.locator('.mejs-container')).toHaveAttribute('role', 'region');
    expect(await page.evaluate(() => {
      const view = (window as unknown as { view: { player: { container: Element | null; node: Element } } }).view;
      const container = document.querySelector('#ajax-playlist .mejs-container');
      return [view.player.container === container, view.player.node === container?.querySelector('audio'), container?.id];
    })).toEqual([true, true, 'mep_1']);
    expect(errors).toEqual([]);
  });

  it('setSrc before the player is built goes through airlift\'s engine: an HLS stream plays through hls.js', async () => {
    const { page, requests, errors } = await open(FIXTURE, { noNativeHls: true });
    await expect(playerOf(page, 'audio-first')).toHaveCount(1);
    await page.evaluate(() => {
      const w = window as unknown as MejsWindow;
      const media = document.createElement('audio');
      media.id = 'stream-audio';
      const player = new w.MediaElementPlayer(media);
      // Not yet in the page: built once it is added.
      player['setSrc']!([{ src: '/media/live/stream.m3u8', type: 'application/x-mpegURL' }]);
      player['play']!();
      document.getElementById('more')!.append(media);
    });
    await expect(playerOf(page, 'stream-audio')).toHaveCount(1);
    await expect.poll(async () => (await mediaState(page, '#stream-audio')).time, LONG).toBeGreaterThan(0.5);
    expect((await mediaState(page, '#stream-audio')).src).toMatch(/^blob:/);
    expect(packRequests(requests)).toContain('hls-light.js');
    expect(errors).toEqual([]);
  });

  it('printed as the WordPress plugin prints it, the media pack installs the API before the page\'s DOMContentLoaded listeners run; each pack is fetched once', async () => {
    const { page, requests, errors } = await open(FIXTURE);
    await expect(playerOf(page, 'audio-first')).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { atDomReady: unknown }).atDomReady)).toEqual({ mejs: 'object', player: 'function', initialize: 'function' });
    expect(packRequests(requests).sort()).toEqual(['media.js', 'schema.js', 'ui.js']);
    expect(errors).toEqual([]);
  });

  it('on a page without players or pack tags, the media pack is asked for at start; its player objects answer at once, and build when their element is added', async () => {
    const { page, context, requests, errors } = await openPlain('');
    const release = await holdRoute(context, '**/dist/packs/media.js?*');
    await page.goto(new URL('/test-fixtures/media-mejs-later.html', baseUrl).href, { waitUntil: 'domcontentloaded' });
    // Asked for by the main script as it starts, though the page has no player to scan.
    await expect.poll(() => packRequests(requests).sort()).toEqual(['media.js', 'schema.js', 'ui.js']);
    expect(await page.evaluate(() => typeof (window as unknown as { mejs?: unknown }).mejs)).toBe('undefined');
    release();
    await page.waitForFunction(() => typeof (window as unknown as { MediaElementPlayer?: unknown }).MediaElementPlayer === 'function');
    await airliftReady(page);
    const before = await page.evaluate(() => {
      const w = window as unknown as MejsWindow;
      const media = document.createElement('audio');
      media.id = 'later-audio';
      media.innerHTML = '<source type="audio/mpeg" src="/media/one.mp3">';
      const player = new w.MediaElementPlayer(media);
      (window as unknown as { later: unknown }).later = player;
      player['setVolume']!(0.25);
      player['setMuted']!(true);
      player['setVolume']!(0.5);
      // Synchronous as ever: the object, its fields, its reads and its changes, at once.
      return { id: player.id, node: player.node === media, listed: w.mejs.players[player.id] === player, volume: player['getVolume']!(), muted: media.muted, container: player.container };
    });
    expect(before).toEqual({ id: 'mep_0', node: true, listed: true, volume: 0.5, muted: true, container: null });
    await page.evaluate(() => document.getElementById('more')!.append((window as unknown as { later: { node: Element } }).later.node));
    await expect(playerOf(page, 'later-audio')).toHaveCount(1);
    expect(packRequests(requests).filter((name) => name === 'media.js')).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('jQuery\'s .mediaelementplayer() and mejs.i18n with WordPress\'s strings', async () => {
    const { page, errors } = await open(FIXTURE);
    await expect(playerOf(page, 'audio-first')).toHaveCount(1);
    const i18n = await page.evaluate(() => {
      const { mejs } = window as unknown as MejsWindow;
      return [mejs.version, mejs.i18n.lang, mejs.i18n.language(), mejs.i18n.t('mejs.play'), mejs.i18n.t('mejs.download-file'), mejs.i18n.t('mejs.unknown-key')];
    });
    expect(i18n).toEqual(['4.2.17', 'fr', 'fr', 'Lecture', 'Télécharger &lt;le&gt; fichier', 'mejs.unknown-key']);
    await page.evaluate(() => {
      const w = window as unknown as MejsWindow;
      w.loadMore('<video id="jq-video" width="320" height="180" preload="none"><source type="video/webm" src="/media/clip.webm"></video>');
      w.jQuery('#jq-video').mediaelementplayer({});
    });
    await expect(playerOf(page, 'jq-video')).toHaveCount(1);
    await page.evaluate(() => (window as unknown as MejsWindow).jQuery('#jq-video').mediaelementplayer(false));
    await expect(playerOf(page, 'jq-video')).toHaveCount(0);
    expect(await page.locator('#jq-video').getAttribute('controls')).toBeNull();
    expect(errors).toEqual([]);
  });

  it('MediaElementPlayer on something that is no media element says so, and throws nothing', async () => {
    const { page, errors } = await open(FIXTURE);
    const result = await page.evaluate(() => {
      const player = new (window as unknown as MejsWindow).MediaElementPlayer('no-such-element');
      player['play']!();
      player['setSrc']!('/media/one.mp3');
      return [player.node, player.container];
    });
    expect(result).toEqual([null, null]);
    await expect.poll(() => errors.join('\n')).toContain('no audio or video element with the id "no-such-element"');
  });

  it('defines none of them beside WordPress\'s own MediaElement, nor on a page without WordPress\'s media settings', async () => {
    const half = await openPlain('/test-fixtures/media-half-migrated.html');
    await expect(half.page.locator('.mejs-container')).toHaveCount(2);
    expect(await half.page.evaluate(() => {
      const marked = (value: unknown) => Boolean(value && (value as Record<symbol, unknown>)[Symbol.for('airlift.mejs')]);
      const w = window as unknown as MejsWindow;
      return [marked(w.mejs), marked(w.MediaElementPlayer), marked(w.wp.mediaelement), typeof (w.MediaElementPlayer.prototype as { buildfeatures?: unknown }).buildfeatures,
        marked((window as unknown as { WPPlaylistView?: unknown }).WPPlaylistView)];
    })).toEqual([false, false, false, 'function', false]);
    const plain = await openPlain('/accordion.html');
    expect(await plain.page.evaluate(() => [typeof (window as { mejs?: unknown }).mejs, typeof (window as { MediaElementPlayer?: unknown }).MediaElementPlayer])).toEqual(['undefined', 'undefined']);
  });
});
