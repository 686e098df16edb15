// SPEC §4, §9 — the station's states and reconnection with bounded back-off, and now playing's
// wiring: artwork asked only with consent, nothing fetched in the customizer preview. The stream
// engine is a stand-in here; the real one plays in Chromium (test/e2e/radio.test.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readChannel } from '../../../src/features/radio/channel';
import { Station } from '../../../src/features/radio/station';
import { watchNowPlaying } from '../../../src/features/radio/now-playing/watch';
import { notifyConsentChange, setConsentProvider } from '../../../src/lib/consent';

interface HowlOptions {
  onplay(): void;
  onend(): void;
  onloaderror(): void;
  onplayerror(): void;
}

class StandInHowl {
  static made: StandInHowl[] = [];
  unloaded = false;
  constructor(readonly options: HowlOptions) {
    StandInHowl.made.push(this);
  }
  play(): void {}
  pause(): void {}
  playing(): boolean { return false; }
  state(): string { return 'loaded'; }
  off(): void {}
  unload(): void { this.unloaded = true; }
  volume(): void {}
}

const last = (): StandInHowl => StandInHowl.made[StandInHowl.made.length - 1]!;
const channel = readChannel((name) => ({ 'data-playtrack': '/live.mp3', 'data-title': 'One', 'data-textfeed': '/np.txt' } as Record<string, string>)[name] ?? null, 'https://radio.example/')!;

function makeStation(fullStop = false): Station {
  return new Station({
    loadPack: async <T,>() => ({ Howl: StandInHowl, Howler: {} }) as T,
    volume: 100,
    fullStop: () => fullStop,
    onError: (error) => { throw error; },
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  StandInHowl.made = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  setConsentProvider(null);
  document.body.className = '';
});

describe('station', () => {
  it('buffers, plays, and reconnects a dropped stream after 1, 2, 4, 8 and 16 s, then gives up', async () => {
    const station = makeStation();
    station.toggleChannel(channel);
    expect(station.snapshot.state).toBe('buffering');
    await vi.advanceTimersByTimeAsync(0);
    last().options.onplay();
    expect(station.snapshot.state).toBe('playing');
    for (const delay of [1000, 2000, 4000, 8000, 16000]) {
      const made = StandInHowl.made.length;
      last().options.onloaderror();
      expect(station.snapshot.state).toBe('buffering');
      expect(StandInHowl.made[made - 1]!.unloaded).toBe(true);
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(StandInHowl.made.length).toBe(made);
      await vi.advanceTimersByTimeAsync(1);
      expect(StandInHowl.made.length).toBe(made + 1);
    }
    last().options.onloaderror();
    expect(station.snapshot.state).toBe('stopped');
    await vi.advanceTimersByTimeAsync(60000);
    expect(StandInHowl.made.length).toBe(6);
  });

  it('a play the browser refuses (no gesture yet) stops at once: no spinner, no reconnection; play asks again', async () => {
    const station = makeStation();
    station.toggleChannel(channel);
    await vi.advanceTimersByTimeAsync(0);
    expect(station.snapshot.state).toBe('buffering');
    last().options.onplayerror();
    expect(station.snapshot.state).toBe('stopped');
    expect(last().unloaded).toBe(true);
    await vi.advanceTimersByTimeAsync(60000);
    expect(StandInHowl.made.length).toBe(1);
    station.play();
    await vi.advanceTimersByTimeAsync(0);
    expect(StandInHowl.made.length).toBe(2);
    last().options.onplay();
    expect(station.snapshot.state).toBe('playing');
  });

  it('a stream that plays again resets the back-off; one that ends for good is finished', async () => {
    const station = makeStation();
    station.toggleChannel(channel);
    await vi.advanceTimersByTimeAsync(0);
    last().options.onplay();
    last().options.onend();
    await vi.advanceTimersByTimeAsync(1000);
    last().options.onplay();
    last().options.onend();
    // Back to the first delay.
    await vi.advanceTimersByTimeAsync(1000);
    expect(StandInHowl.made.length).toBe(3);
    for (let attempt = 0; attempt < 5; attempt++) {
      last().options.onend();
      await vi.advanceTimersByTimeAsync(20000);
    }
    expect(station.snapshot.state).toBe('finished');
  });

  it('clicking the playing channel stops it; full stop turns pause into stop', async () => {
    const station = makeStation(true);
    station.toggleChannel(channel);
    await vi.advanceTimersByTimeAsync(0);
    last().options.onplay();
    station.togglePlay();
    expect(station.snapshot.state).toBe('stopped');
    expect(last().unloaded).toBe(true);
    station.toggleChannel(channel);
    await vi.advanceTimersByTimeAsync(0);
    last().options.onplay();
    station.toggleChannel(channel);
    expect(station.snapshot.state).toBe('stopped');
  });
});

describe('now playing wiring', () => {
  function answer(url: string): Response {
    if (url.includes('itunes.apple.com')) return Response.json({ resultCount: 1, results: [{ artworkUrl100: 'https://art.example/100x100bb.jpg' }] });
    return new Response('Miles Davis - So What');
  }

  it('asks the music store only with consent for the itunes service, and again when consent changes', async () => {
    const fetchMock = vi.fn(async (url: string) => answer(url));
    vi.stubGlobal('fetch', fetchMock);
    let allowed = false;
    setConsentProvider((_category, service) => service !== 'itunes' || allowed);
    const station = makeStation();
    const stop = new AbortController();
    watchNowPlaying(station, stop.signal);
    station.toggleChannel(channel);
    await vi.advanceTimersByTimeAsync(10);
    expect(station.snapshot.nowPlaying).toEqual({ artist: 'Miles Davis', title: 'So What' });
    expect(fetchMock.mock.calls.map(([url]) => url).filter((url) => url.includes('itunes'))).toEqual([]);
    expect(station.snapshot.artwork).toBe('');
    allowed = true;
    notifyConsentChange();
    await vi.advanceTimersByTimeAsync(10);
    expect(station.snapshot.artwork).toBe('https://art.example/1000x1000bb.jpg');
    stop.abort();
  });

  it('fetches nothing in the customizer preview and shows the placeholder title', async () => {
    const fetchMock = vi.fn(async (url: string) => answer(url));
    vi.stubGlobal('fetch', fetchMock);
    document.body.className = 'qt-customizer-active';
    const station = makeStation();
    const stop = new AbortController();
    watchNowPlaying(station, stop.signal);
    station.toggleChannel(channel);
    await vi.advanceTimersByTimeAsync(60000);
    expect(station.snapshot.nowPlaying).toEqual({ artist: '', title: 'Disabled during customization - Song title' });
    expect(fetchMock).not.toHaveBeenCalled();
    stop.abort();
  });

  it('polls nothing while nothing plays, and stops polling when the station stops', async () => {
    const fetchMock = vi.fn(async (url: string) => answer(url));
    vi.stubGlobal('fetch', fetchMock);
    const station = makeStation();
    const stop = new AbortController();
    watchNowPlaying(station, stop.signal);
    station.select(channel);
    await vi.advanceTimersByTimeAsync(60000);
    expect(fetchMock).not.toHaveBeenCalled();
    station.toggleChannel(channel);
    await vi.advanceTimersByTimeAsync(10);
    const feedCalls = () => fetchMock.mock.calls.filter(([url]) => url.endsWith('/np.txt')).length;
    expect(feedCalls()).toBe(1);
    station.stop();
    await vi.advanceTimersByTimeAsync(60000);
    expect(feedCalls()).toBe(1);
    stop.abort();
  });
});
