/**
 * An FLV source (Flash video: H.264 and AAC in FLV) through the FLV pack, mpegts.js (engine.ts
 * loads it only for a `.flv` source or the type `video/x-flv`, where the browser has Media Source
 * Extensions). mpegts.js runs on the page's thread (no worker, so no `worker-src` for a strict
 * CSP). Failures reach the player's error overlay: 'Network error' when the file cannot be
 * loaded, 'Media format is not supported' otherwise, with the download link as for any failure.
 */
import type { FlvPack } from '../../../packs/flv';
import type { MseDriver } from './dash-engine';
import { MESSAGES } from '../messages';

/** Plays `src` into `media`; `onFault` gets the message of the first error mpegts.js gives up on. */
export function startFlv(pack: FlvPack, media: HTMLMediaElement, src: string, play: boolean, onFault: (message: string) => void): MseDriver {
  const { mpegts } = pack;
  const player = mpegts.createPlayer({ type: 'flv', url: new URL(src, document.baseURI).href, isLive: false }, { enableWorker: false });
  let failed = false;
  player.on(mpegts.Events.ERROR, (type: unknown) => {
    if (failed) return;
    failed = true;
    onFault(type === mpegts.ErrorTypes.NETWORK_ERROR ? MESSAGES.networkError : MESSAGES.formatNotSupported);
  });
  player.attachMediaElement(media);
  player.load();
  if (play) {
    // A refused play() is the element's own business (its 'pause' state stays, the button shows play).
    void Promise.resolve(player.play()).catch(() => undefined);
  }
  return {
    destroy() {
      failed = true;
      player.unload();
      player.detachMediaElement();
      player.destroy();
    },
  };
}
