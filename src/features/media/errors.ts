/**
 * The error catalogue of the players (SPEC §8), as pure decisions: which message a YouTube
 * error code gives, and what to do with a fatal hls.js error (MediaElement's HLS rules:
 * recover a media error, then within 3000 ms swap the audio codec and recover, then give up;
 * a playlist that cannot load tries the next source or gives up; other network errors are
 * retried a few times).
 */
import { HLS_NETWORK_RETRIES, HLS_RECOVERY_WINDOW_MS } from './constants';
import { MESSAGES } from './messages';

export function youtubeErrorMessage(code: unknown): string {
  return (typeof code === 'number' && Object.prototype.hasOwnProperty.call(MESSAGES.youtube, code) && MESSAGES.youtube[code]) || MESSAGES.youtubeUnknown;
}

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
    return { kind: 'fail', message: MESSAGES.cannotRecover };
  }
  if (fault.type === 'networkError') {
    if (fault.details === 'manifestLoadError') {
      return hasNextSource ? { kind: 'next-source' } : { kind: 'fail', message: MESSAGES.networkError };
    }
    if (history.retries < HLS_NETWORK_RETRIES) {
      history.retries += 1;
      return { kind: 'retry' };
    }
    return { kind: 'fail', message: MESSAGES.networkError };
  }
  return { kind: 'fail', message: MESSAGES.networkError };
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
