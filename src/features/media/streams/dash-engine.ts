/**
 * An MPEG-DASH source through the dash.js pack (engine.ts loads it only for a `.mpd` source,
 * where the browser has Media Source Extensions). dash.js never asks a third-party host for
 * the time: a live stream without timing of its own takes the Date header of its manifest's
 * server (instead of dash.js's default time server). Its console logging is off: failures reach
 * the player's error overlay, as 'Network error' when the manifest or a segment cannot be loaded.
 */
import type { DashPack } from '../../../packs/dash';
import { MESSAGES } from '../messages';

/** A source played by an engine over Media Source Extensions (dash.js, mpegts.js). */
/**
 * dash.js's error codes that mean the manifest or a segment could not be loaded ('Network error');
 * its other errors say the format cannot be played.
 */
export const DASH_NETWORK_ERRORS: readonly number[] = [11, 12, 17, 25, 26, 27, 28, 29];

export interface MseDriver {
  destroy(): void;
}

const LOG_LEVEL_NONE = 0;
/** DASH's time source scheme: the Date header of a HEAD request. */
const HTTP_HEAD_TIMING = 'urn:mpeg:dash:utc:http-head:2014';

function faultMessage(event: unknown): string {
  const error = typeof event === 'object' && event !== null ? (event as { error?: unknown }).error : undefined;
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'number' && DASH_NETWORK_ERRORS.includes(code) ? MESSAGES.networkError : MESSAGES.formatNotSupported;
}

/** Plays `src` into `media`; `onFault` gets the message of the first error dash.js gives up on. */
export function startDash(pack: DashPack, media: HTMLMediaElement, src: string, play: boolean, onFault: (message: string) => void): MseDriver {
  const manifest = new URL(src, document.baseURI).href;
  const player = pack.MediaPlayer().create();
  player.updateSettings({
    debug: { logLevel: LOG_LEVEL_NONE },
    streaming: { utcSynchronization: { defaultTimingSource: { scheme: HTTP_HEAD_TIMING, value: manifest } } },
  });
  let failed = false;
  player.on('error', (event: unknown) => {
    if (failed) return;
    failed = true;
    onFault(faultMessage(event));
  });
  player.initialize(media, manifest, play);
  return {
    destroy() {
      failed = true;
      player.destroy();
    },
  };
}
