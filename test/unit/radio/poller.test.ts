// SPEC §9 — now-playing cadences under fake timers: every 15 s, shoutcast stats every 10 s with
// a 5 s timeout, nothing while the tab is hidden (a request at once when it is visible again).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pollFeed } from '../../../src/features/radio/now-playing/poller';
import type { FeedRequest } from '../../../src/features/radio/now-playing/feeds';

class FakeDocument extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible';
  setVisibility(state: DocumentVisibilityState): void {
    this.visibilityState = state;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

const icecast: FeedRequest = { type: 'icecast', url: 'https://radio.example/status-json.xsl', intervalMs: 15000, timeoutMs: 15000 };
const shoutcast: FeedRequest = { type: 'shoutcast', url: 'https://cast.example:8000/stats?sid=1&json=1', intervalMs: 10000, timeoutMs: 5000 };
const BODY = '{"icestats":{"source":{"listenurl":"http://h/live","title":"A - B"}},"songtitle":"A - B","streamstatus":1}';

let doc: FakeDocument;
let run: AbortController;
beforeEach(() => {
  vi.useFakeTimers();
  doc = new FakeDocument();
  run = new AbortController();
});
afterEach(() => {
  run.abort();
  vi.useRealTimers();
});

type FetchText = (url: string, signal: AbortSignal) => Promise<string>;

function start(request: FeedRequest, fetchText = vi.fn<FetchText>(async () => BODY)) {
  const onAnswer = vi.fn();
  const onFailure = vi.fn();
  pollFeed(request, { fetchText, onAnswer, onFailure, pick: { mount: '/live', channel: '' }, doc: doc as unknown as Document }, run.signal);
  return { fetchText, onAnswer, onFailure };
}

describe('feed polling', () => {
  it('asks at once, then every 15 s', async () => {
    const { fetchText, onAnswer } = start(icecast);
    expect(fetchText).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(14999);
    expect(fetchText).toHaveBeenCalledTimes(1);
    expect(onAnswer).toHaveBeenLastCalledWith({ artist: 'A', title: 'B' });
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchText).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(30000);
    expect(fetchText).toHaveBeenCalledTimes(4);
  });

  it('shoutcast stats: every 10 s, a request unanswered after 5 s is given up', async () => {
    const signals: AbortSignal[] = [];
    const fetchText = vi.fn<FetchText>((_url, signal) => {
      signals.push(signal);
      return new Promise<string>((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('timeout'))));
    });
    const { onFailure } = start(shoutcast, fetchText);
    await vi.advanceTimersByTimeAsync(4999);
    expect(signals[0]!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signals[0]!.aborted).toBe(true);
    expect(onFailure).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(4999);
    expect(fetchText).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchText).toHaveBeenCalledTimes(2);
  });

  it('a failing feed keeps being asked at its pace and reports each failure', async () => {
    const fetchText = vi.fn<FetchText>(async () => {
      throw new Error('502');
    });
    const { onFailure, onAnswer } = start(icecast, fetchText);
    await vi.advanceTimersByTimeAsync(30000);
    expect(fetchText).toHaveBeenCalledTimes(3);
    expect(onFailure).toHaveBeenCalledTimes(3);
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('pauses while the tab is hidden and asks at once when it is visible again', async () => {
    const { fetchText } = start(icecast);
    await vi.advanceTimersByTimeAsync(1000);
    doc.setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(120000);
    expect(fetchText).toHaveBeenCalledTimes(1);
    doc.setVisibility('visible');
    expect(fetchText).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(15000);
    expect(fetchText).toHaveBeenCalledTimes(3);
  });

  it('stops with its signal: no more requests, the one in flight aborted', async () => {
    let inFlight: AbortSignal | undefined;
    const fetchText = vi.fn<FetchText>((_url, signal) => {
      inFlight = signal;
      return new Promise<string>(() => undefined);
    });
    start(icecast, fetchText);
    run.abort();
    expect(inFlight!.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(60000);
    expect(fetchText).toHaveBeenCalledTimes(1);
  });
});
