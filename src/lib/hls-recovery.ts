/**
 * Driving hls.js, for the media players and the live radio:
 *
 *   hlsFault(data) / hlsAction(fault, history, now, hasNextSource)
 *                            what to do with an hls.js error (SPEC §8, MediaElement's rules):
 *                            recover a fatal media error; a second within 3000 ms swaps the
 *                            audio codec and recovers; a third gives up ('Cannot recover, last
 *                            media error recovery failed'). A playlist that cannot load tries
 *                            the next source or gives up ('Network error'); other fatal network
 *                            errors are retried a few times first.
 *   elementFault(media)      the element's own error while hls.js drives it, as a fatal media
 *                            error: hls.js 1.7 does not listen for it, so a decode error
 *                            (Chromium's MP3 decoder refusing a segment) reaches hls.js only if
 *                            a later append fails, and a stream buffered to its end just stops
 *   onReattach(register, playAgain)
 *                            plays again after every re-attach but the first (ours, or hls.js's
 *                            own MediaSource reset)
 *   runHlsAction(hls, action, resume)
 *                            the recovery part of an action, on the hls.js instance (loading
 *                            restarted where hls.js's own fatal report stopped it)
 */
import { HLS_MESSAGES } from './hls';

export const HLS_RECOVERY_WINDOW_MS = 3000;
/** Retries of a fatal network error (not the playlist's own) before giving up. */
export const HLS_NETWORK_RETRIES = 2;
/**
 * hls.js settings of both players. No worker: a strict policy need not allow blob: workers.
 * No metadata cues (ID3, emsg, date ranges): nothing reads them, and hls.js gives their text
 * track a `data:,WEBVTT` source, which a `media-src` without `data:` refuses.
 */
export const HLS_CONFIG = {
  enableWorker: false,
  enableID3MetadataCues: false,
  enableEmsgMetadataCues: false,
  enableDateRangeMetadataCues: false,
} as const;
/** For a live radio stream, no captions or subtitles either (their tracks have the same source). */
export const HLS_AUDIO_CONFIG = { ...HLS_CONFIG, enableWebVTT: false, enableIMSC1: false, enableCEA708Captions: false } as const;
export interface HlsFault {
  fatal: boolean;
  type: string;
  details: string;
}

export interface HlsHistory {
  /** When the last plain media-error recovery ran (0: never). */
  recovered: number;
  /** When the last codec swap ran (0: never). */
  swapped: number;
  /** Fatal network errors retried so far. */
  retries: number;
}

export type HlsAction =
  | { kind: 'ignore' }
  | { kind: 'recover' }
  | { kind: 'swap-and-recover' }
  | { kind: 'retry' }
  | { kind: 'next-source' }
  | { kind: 'fail'; message: string };

export const freshHistory = (): HlsHistory => ({ recovered: 0, swapped: 0, retries: 0 });

/** Decides, and updates `history` in place; `hasNextSource` says whether another source waits. */
export function hlsAction(fault: HlsFault, history: HlsHistory, now: number, hasNextSource: boolean): HlsAction {
  if (!fault.fatal) return { kind: 'ignore' };
  if (fault.type === 'mediaError') {
    if (!history.recovered || now - history.recovered > HLS_RECOVERY_WINDOW_MS) {
      history.recovered = now;
      return { kind: 'recover' };
    }
    if (!history.swapped || now - history.swapped > HLS_RECOVERY_WINDOW_MS) {
      history.swapped = now;
      return { kind: 'swap-and-recover' };
    }
    return { kind: 'fail', message: HLS_MESSAGES.cannotRecover };
  }
  if (fault.type === 'networkError') {
    if (fault.details === 'manifestLoadError') {
      return hasNextSource ? { kind: 'next-source' } : { kind: 'fail', message: HLS_MESSAGES.networkError };
    }
    if (history.retries < HLS_NETWORK_RETRIES) {
      history.retries += 1;
      return { kind: 'retry' };
    }
  }
  return { kind: 'fail', message: HLS_MESSAGES.networkError };
}

/**
 * The media element's own error, as hls.js would report a fatal media error (null: the element
 * has none). Chromium raises a decode error on the element and stops playing; hls.js 1.7 keeps
 * its MediaSource open and notices only when it appends again (not at all once the whole stream
 * is buffered), so the players feed this to `hlsAction` themselves.
 */
export function elementFault(media: HTMLMediaElement): HlsFault | null {
  return media.error ? { fatal: true, type: 'mediaError', details: 'mediaElementError' } : null;
}

/** What `runHlsAction` needs of hls.js. */
export interface HlsRecovery {
  recoverMediaError(): void;
  swapAudioCodec(): void;
  startLoad(startPosition?: number): void;
  readonly media: HTMLMediaElement | null;
  readonly loadingEnabled: boolean;
}

/**
 * Runs a recover, swap-and-recover or retry action on hls.js; true if it ran one. `resume` plays
 * the element again after a recovery (an element error pauses it; hls.js re-attaching does not
 * play).
 *
 * A fatal error that hls.js reports itself has already stopped its loading when the page's
 * listeners run (its error controller listens first and calls `stopLoad()`), and
 * `recoverMediaError()` restarts loading only if it was on: the recovered stream would attach
 * and never load. So loading restarts here, where the element was.
 */
export function runHlsAction(hls: HlsRecovery, action: HlsAction, resume: () => void): boolean {
  if (action.kind === 'retry') {
    hls.startLoad();
    return true;
  }
  if (action.kind !== 'recover' && action.kind !== 'swap-and-recover') return false;
  const time = hls.media?.currentTime ?? 0;
  if (action.kind === 'swap-and-recover') hls.swapAudioCodec();
  hls.recoverMediaError();
  if (!hls.loadingEnabled) hls.startLoad(time > 0 ? time : -1);
  resume();
  return true;
}

/**
 * Every attach after the first is a recovery: ours, or hls.js resetting its MediaSource after a
 * segment the decoder refused, which pauses the element. `register` adds a listener for hls.js's
 * MEDIA_ATTACHING (whose new source hls.js has set by then); `playAgain` runs on each re-attach.
 */
export function onReattach(register: (listener: () => void) => void, playAgain: () => void): void {
  let attached = false;
  register(() => {
    if (attached) playAgain();
    attached = true;
  });
}

/** Reads hls.js's error data without trusting its shape. */
export function hlsFault(data: unknown): HlsFault {
  const record = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const pick = (key: string): unknown => {
    try {
      return record[key];
    } catch {
      return undefined;
    }
  };
  const type = pick('type');
  const details = pick('details');
  return { fatal: pick('fatal') === true, type: typeof type === 'string' ? type : '', details: typeof details === 'string' ? details : '' };
}
