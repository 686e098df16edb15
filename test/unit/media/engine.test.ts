// The media engine's order of sources: a source that fails hands over to the next, none left is
// the format message, and a player that gave up keeps its message whatever the element does
// afterwards. The element is happy-dom's, its format answers and its errors the test's; hls.js is
// a stand-in whose errors the test raises. Playing real media is the browser tests' (media-*).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEngine } from '../../../src/features/media/player/engine';
import type { EngineContext } from '../../../src/features/media/player/engine';
import { MESSAGES } from '../../../src/features/media/messages';
import { drivers } from '../../../src/features/media/packs/streams';
import type { MediaFile } from '../../../src/features/media/sources/sources';

const HLS_TYPE = 'application/vnd.apple.mpegurl';

/** An <audio> that answers canPlayType as told, and raises a decode or source error on demand. */
function element(canPlay: (type: string) => CanPlayTypeResult) {
  const media = document.createElement('audio');
  media.canPlayType = canPlay;
  media.load = () => undefined;
  media.play = () => Promise.resolve();
  let error: MediaError | null = null;
  Object.defineProperty(media, 'error', { configurable: true, get: () => error });
  const raise = (): void => {
    error = { code: 4, message: '' } as MediaError;
    media.dispatchEvent(new Event('error'));
  };
  return { media, raise };
}

/** hls.js as the engine uses it, its listeners kept for the test to call. */
class StandInHls {
  static instances: StandInHls[] = [];
  static Events = { ERROR: 'hlsError', MEDIA_ATTACHING: 'hlsMediaAttaching', MANIFEST_PARSED: 'hlsManifestParsed' };
  static isSupported = (): boolean => true;
  listeners = new Map<string, (event: string, data?: unknown) => void>();
  destroyed = false;
  media: HTMLMediaElement | null = null;
  loadingEnabled = true;
  constructor() {
    StandInHls.instances.push(this);
  }
  on(event: string, listener: (event: string, data?: unknown) => void): void {
    this.listeners.set(event, listener);
  }
  emit(event: string, data?: unknown): void {
    this.listeners.get(event)?.(event, data);
  }
  loadSource(): void {}
  attachMedia(media: HTMLMediaElement): void {
    this.media = media;
  }
  startLoad(): void {}
  recoverMediaError(): void {}
  swapAudioCodec(): void {}
  destroy(): void {
    this.destroyed = true;
  }
}

function engineFor(media: HTMLMediaElement, loadPack: EngineContext['loadPack'] = () => Promise.reject(new Error('no pack'))) {
  const fail = vi.fn<(message: string, files: MediaFile[]) => void>();
  const report = vi.fn();
  return { engine: createEngine(media, { loadPack, report }, fail), fail, report };
}

describe('media engine', () => {
  beforeEach(() => {
    StandInHls.instances = [];
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('plays the sources in order: each that fails hands over to the next; none left is the format message, once', () => {
    const { media, raise } = element(() => 'maybe');
    const { engine, fail } = engineFor(media);
    const files = [{ src: '/a.mp3', type: 'audio/mpeg' }, { src: '/b.ogg', type: 'audio/ogg' }];
    engine.load(files, false);
    expect(media.src).toMatch(/\/a\.mp3$/);
    raise();
    expect(media.src).toMatch(/\/b\.ogg$/);
    expect(fail).not.toHaveBeenCalled();
    raise();
    expect(fail).toHaveBeenCalledWith(MESSAGES.formatNotSupported, files);
    raise();
    expect(fail).toHaveBeenCalledTimes(1);
    engine.destroy();
  });

  it('skips a source whose type the browser says it cannot play', () => {
    const { media } = element((type) => (type === 'audio/ogg' ? '' : 'maybe'));
    const { engine, fail } = engineFor(media);
    engine.load([{ src: '/b.ogg', type: 'audio/ogg' }, { src: '/a.mp3', type: 'audio/mpeg' }], false);
    expect(media.src).toMatch(/\/a\.mp3$/);
    expect(fail).not.toHaveBeenCalled();
    engine.destroy();
  });

  it('a stream hls.js gives up on keeps "Network error": the element\'s own errors, while the pack loads and after, change nothing', async () => {
    vi.stubGlobal('MediaSource', function MediaSource() {});
    // The playlist cannot be read: the full build is asked for.
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    let deliver: (pack: unknown) => void = () => undefined;
    // The stream drivers (the streams part pack) come at once; hls.js's pack waits.
    const loadPack = vi.fn((name: string) => (name === 'streams' ? Promise.resolve(drivers) : new Promise((resolve) => (deliver = resolve)))) as unknown as EngineContext['loadPack'];
    const { media, raise } = element((type) => (type === HLS_TYPE || type === 'application/x-mpegurl' ? '' : 'maybe'));
    const { engine, fail } = engineFor(media, loadPack);
    const files = [{ src: '/live/stream.m3u8', type: HLS_TYPE }];
    engine.load(files, false);
    await vi.waitFor(() => expect(loadPack).toHaveBeenCalledWith('hls'));
    // The browser's own try of a <source> it claims, while hls.js is on its way.
    raise();
    expect(fail).not.toHaveBeenCalled();
    deliver({ Hls: StandInHls, heldPlaylist: () => undefined });
    await vi.waitFor(() => expect(StandInHls.instances).toHaveLength(1));
    expect(engine.usesHls).toBe(true);
    StandInHls.instances[0]!.emit(StandInHls.Events.ERROR, { fatal: true, type: 'networkError', details: 'manifestLoadError' });
    expect(fail).toHaveBeenCalledWith('Network error', files);
    expect(StandInHls.instances[0]!.destroyed).toBe(true);
    // Chromium tries the element's HLS <source> on its own once hls.js has let go.
    raise();
    expect(fail).toHaveBeenCalledTimes(1);
    engine.destroy();
  });

  it('a stream whose first fatal network error is not the playlist\'s is retried before it fails', async () => {
    vi.stubGlobal('MediaSource', function MediaSource() {});
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    const loadPack = vi.fn((name: string) => Promise.resolve(name === 'streams' ? drivers : { Hls: StandInHls, heldPlaylist: () => undefined })) as unknown as EngineContext['loadPack'];
    const { media } = element(() => '');
    const { engine, fail } = engineFor(media, loadPack);
    engine.load([{ src: '/live/stream.m3u8', type: HLS_TYPE }], false);
    await vi.waitFor(() => expect(StandInHls.instances).toHaveLength(1));
    const hls = StandInHls.instances[0]!;
    const startLoad = vi.spyOn(hls, 'startLoad');
    hls.emit(StandInHls.Events.ERROR, { fatal: true, type: 'networkError', details: 'fragLoadError' });
    expect(startLoad).toHaveBeenCalled();
    expect(fail).not.toHaveBeenCalled();
    engine.destroy();
  });
});
