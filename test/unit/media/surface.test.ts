// SPEC §9 — the video-site adapter: YT player states become media events, time is polled every
// 250 ms while playing, volume is scaled to 0–100; the sources of a media element and HLS.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CANPLAY_FALLBACK_MS } from '../../../src/features/media/constants';
import { YOUTUBE_POLL_MS } from '../../../src/features/media/video-sites/site-constants';
import { YoutubeSurface } from '../../../src/features/media/video-sites/youtube-api';
import type { YtPlayer } from '../../../src/features/media/video-sites/youtube-api';
import { isHls, isYoutube, mediaFiles } from '../../../src/features/media/sources/sources';
import { createPlayerStore } from '../../../src/features/media/player/store';

afterEach(() => {
  vi.useRealTimers();
});

function fakePlayer(): YtPlayer & { time: number; volume: number; calls: string[] } {
  const player = {
    time: 0, volume: 100, calls: [] as string[],
    playVideo: () => player.calls.push('play'), pauseVideo: () => player.calls.push('pause'),
    seekTo: (seconds: number) => { player.time = seconds; },
    getCurrentTime: () => player.time, getDuration: () => 3, getVolume: () => player.volume,
    setVolume: (volume: number) => { player.volume = volume; },
    mute: () => undefined, unMute: () => undefined, isMuted: () => false, destroy: () => player.calls.push('destroy'),
  };
  return player;
}

describe('YouTube surface', () => {
  it('turns player states into media events and the store follows them', () => {
    vi.useFakeTimers();
    const surface = new YoutubeSurface();
    const store = createPlayerStore();
    const controller = new AbortController();
    store.attach(surface, controller.signal);
    const player = fakePlayer();
    surface.attach(player);
    const seen: string[] = [];
    for (const type of ['play', 'playing', 'pause', 'ended', 'waiting', 'timeupdate']) surface.addEventListener(type, () => seen.push(type));
    surface.state(1);
    expect(store.snapshot.state).toBe('play');
    expect(surface.paused).toBe(false);
    player.time = 1.25;
    vi.advanceTimersByTime(YOUTUBE_POLL_MS);
    expect(seen.filter((type) => type === 'timeupdate')).toHaveLength(1);
    expect(store.snapshot.currentTime).toBe(1.25);
    // No change, no event.
    vi.advanceTimersByTime(YOUTUBE_POLL_MS);
    expect(seen.filter((type) => type === 'timeupdate')).toHaveLength(1);
    surface.state(3);
    expect(store.snapshot.state).toBe('waiting');
    surface.state(2);
    expect(store.snapshot.state).toBe('pause');
    surface.state(0);
    expect(store.snapshot.state).toBe('ended');
    expect(seen).toEqual(['play', 'playing', 'timeupdate', 'waiting', 'pause', 'pause', 'ended']);
    controller.abort();
  });

  it('scales volume to 0–100 and hands play, pause and seek to the player', () => {
    const surface = new YoutubeSurface();
    const player = fakePlayer();
    surface.play();
    surface.attach(player);
    surface.volume = 0.3;
    expect(player.volume).toBe(30);
    expect(surface.volume).toBe(0.3);
    surface.currentTime = 2;
    expect(player.time).toBe(2);
    surface.play();
    surface.pause();
    surface.destroy();
    expect(player.calls).toEqual(['play', 'pause', 'destroy']);
  });
});

describe('player store', () => {
  it('leaves loading 300 ms after play when the browser never says canplay but has the data (Android)', () => {
    vi.useFakeTimers();
    const media = Object.assign(new EventTarget(), { paused: true, ended: false, duration: 3, readyState: 0, currentTime: 0, volume: 1, muted: false, play() {}, pause() {} });
    const store = createPlayerStore();
    store.attach(media, new AbortController().signal);
    media.dispatchEvent(new Event('loadstart'));
    expect(store.snapshot.state).toBe('loading');
    media.paused = false;
    media.dispatchEvent(new Event('play'));
    vi.advanceTimersByTime(CANPLAY_FALLBACK_MS - 1);
    expect(store.snapshot.state).toBe('loading');
    media.readyState = 3;
    vi.advanceTimersByTime(1);
    expect(store.snapshot.state).toBe('play');
  });

  it('keeps an engine failure until new sources come', () => {
    const store = createPlayerStore();
    store.fail('Network error', [{ src: '/live.m3u8', type: '' }]);
    expect(store.snapshot).toMatchObject({ state: 'error', error: { message: 'Network error' } });
    store.reset();
    expect(store.snapshot).toMatchObject({ state: 'pause', error: null });
  });
});

describe('sources', () => {
  it('reads the src or the <source> children, in order, and knows HLS and YouTube', () => {
    document.body.innerHTML = `<video id="v"><source src="/a.m3u8"><source type="application/x-mpegURL" src="/live"><source src=""><source type="video/youtube" src="https://www.youtube.com/watch?v=aqz-KE-bpKQ"></video><audio id="a" src="/one.mp3"></audio>`;
    const files = mediaFiles(document.getElementById('v') as HTMLMediaElement);
    expect(files.map((file) => file.src)).toEqual(['/a.m3u8', '/live', 'https://www.youtube.com/watch?v=aqz-KE-bpKQ']);
    expect(files.map(isHls)).toEqual([true, true, false]);
    expect(files.map(isYoutube)).toEqual([false, false, true]);
    expect(mediaFiles(document.getElementById('a') as HTMLMediaElement)).toEqual([{ src: '/one.mp3', type: '' }]);
  });

  it('leaves out sources that are not http(s) or relative', () => {
    document.body.innerHTML = `<audio id="s"><source src="javascript:alert(1)"><source src="data:audio/mpeg;base64,AAAA"><source src="/two.mp3"></audio><audio id="o" src="java\nscript:alert(1)"></audio>`;
    expect(mediaFiles(document.getElementById('s') as HTMLMediaElement).map((file) => file.src)).toEqual(['/two.mp3']);
    expect(mediaFiles(document.getElementById('o') as HTMLMediaElement)).toEqual([]);
  });
});
