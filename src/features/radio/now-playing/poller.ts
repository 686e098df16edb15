/**
 * Polls one feed: at once, then every `intervalMs` (counted from each request's start), each
 * request given up after `timeoutMs`. Paused while the tab is hidden, resumed (with a request
 * at once) when it is visible again; stopped by the signal.
 */
import type { NowPlaying } from '../station';
import type { FeedRequest } from './feeds';
import { parseFeed } from './parse';
import type { IcecastPick } from './parse';

export interface PollHost {
  fetchText(url: string, signal: AbortSignal): Promise<string>;
  /** A feed answered; null when the answer held no title. */
  onAnswer(nowPlaying: NowPlaying | null): void;
  /** The request failed (network, timeout, non-2xx). */
  onFailure(error: unknown): void;
  pick: IcecastPick;
  doc?: Document;
}

export function pollFeed(request: FeedRequest, host: PollHost, signal: AbortSignal): void {
  const doc = host.doc ?? document;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | null = null;
  let lastStart = -Infinity;

  const schedule = (delay: number): void => {
    clearTimeout(timer);
    timer = setTimeout(tick, Math.max(0, delay));
  };

  function tick(): void {
    timer = undefined;
    if (signal.aborted || doc.visibilityState === 'hidden' || inFlight) return;
    lastStart = Date.now();
    const controller = new AbortController();
    inFlight = controller;
    const timeout = setTimeout(() => controller.abort(), request.timeoutMs);
    host.fetchText(request.url, controller.signal).then(
      (body) => {
        if (!signal.aborted) host.onAnswer(parseFeed(request.type, body, host.pick));
      },
      (error: unknown) => {
        if (!signal.aborted) host.onFailure(error);
      },
    ).finally(() => {
      clearTimeout(timeout);
      inFlight = null;
      if (!signal.aborted && doc.visibilityState !== 'hidden') schedule(lastStart + request.intervalMs - Date.now());
    });
  }

  doc.addEventListener('visibilitychange', () => {
    if (doc.visibilityState === 'hidden') {
      clearTimeout(timer);
      timer = undefined;
    } else if (!inFlight && timer === undefined) {
      tick();
    }
  }, { signal });
  signal.addEventListener('abort', () => {
    clearTimeout(timer);
    inFlight?.abort();
  }, { once: true });
  tick();
}
