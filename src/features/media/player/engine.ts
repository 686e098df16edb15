/**
 * Puts sources into a native media element, in order: a plain file the browser may play, an
 * HLS stream natively where the browser claims it (hls.js when that fails), else through an
 * hls.js pack (loaded only then; the light build unless the playlist needs the full one, see
 * lib/hls-pack), an MPEG-DASH manifest through the dash.js pack and a Flash video (`.flv`)
 * through the FLV pack, mpegts.js (each loaded only then, and only where the browser has Media
 * Source Extensions). A source that fails
 * hands over to the next; when none is left, `fail` gets the format message. hls.js errors,
 * and the element's own errors while hls.js drives it (a segment the decoder refuses), follow
 * lib/hls-recovery (recover, swap codec, retry, next source, or 'Network error' / 'Cannot recover,
 * last media error recovery failed'); a recovered player that was playing plays on. What drives
 * the engines is the `streams` part pack (packs/streams.ts, hls.js's driver hls-driver.ts),
 * loaded with the engine's pack.
 */
import type { DashPack } from '../../../packs/dash';
import type { FlvPack } from '../../../packs/flv';
import { nativeHls } from '../../../lib/hls';
import { DASH_PACK, FLV_PACK, STREAMS_PACK } from '../constants';
import type { MseDriver } from '../streams/dash-engine';
import type { HlsDriver } from '../streams/hls-driver';
import { MESSAGES } from '../messages';
import type { StreamsPack } from '../packs/streams';
import { isDash, isFlv, isHls, mayPlay } from '../sources/sources';
import type { MediaFile } from '../sources/sources';

const hasMse = (): boolean => typeof window.MediaSource === 'function' || typeof (window as { ManagedMediaSource?: unknown }).ManagedMediaSource === 'function';

export interface EngineContext {
  readonly loadPack: <T>(name: string) => Promise<T>;
  readonly report: (error: unknown) => void;
}

export interface Engine {
  /** Starts over with these sources; `play` plays once the first is in place. */
  load(files: MediaFile[], play: boolean): void;
  /** Whether hls.js drives the element now. */
  readonly usesHls: boolean;
  destroy(): void;
}

export function createEngine(media: HTMLMediaElement, ctx: EngineContext, fail: (message: string, files: MediaFile[]) => void): Engine {
  const controller = new AbortController();
  let files: MediaFile[] = [];
  let at = -1;
  let hls: HlsDriver | null = null;
  /** The dash.js or mpegts.js player of the current source. */
  let mse: MseDriver | null = null;
  let generation = 0;
  let wantsPlay = false;
  let hlsLoading = false;
  /** Whether hls.js has had its go at the current source. */
  let hlsTried = false;
  /** hls.js's pack is on its way for this source: the element is not the browser's to fail. */
  let hlsAttaching = false;
  /** Whether the visitor (or the page) asked to play since these sources came. */
  let playRequested = false;
  /** Whether the element is meant to be playing: an error pauses it, a recovery plays it again. */
  let playing = false;
  const loadStreams = (): Promise<StreamsPack> => ctx.loadPack<StreamsPack>(STREAMS_PACK);

  const dropHls = (): void => {
    hls?.destroy();
    hls = null;
    mse?.destroy();
    mse = null;
  };
  /**
   * The last source failed: the message stays. The element, left without a source of ours, may
   * try a <source> it claims on its own afterwards (Chromium's HLS after hls.js let go): its
   * error is not a source of ours failing, and must not replace the message.
   */
  const giveUp = (message: string): void => {
    at = files.length;
    dropHls();
    fail(message, files);
  };
  const play = (): void => {
    if (!wantsPlay) return;
    wantsPlay = false;
    void Promise.resolve(media.play()).catch(() => undefined);
  };
  /** Sources given after the first (a playlist's track, page code's setSrc). */
  let swapped = false;
  // The element's first source loads as its `preload` says: an explicit load() would have
  // Chromium fetch a `preload="none"` file with the page, which MediaElement's player does not.
  // A source swapped in later is loaded at once, as MediaElement's setSrc and load() do.
  const setSrc = (src: string): void => {
    media.src = src;
    if (swapped) media.load();
    play();
  };

  const attachHls = (file: MediaFile, mine: number): void => {
    // A video player shows the stream's captions: a stream that has them needs the full build.
    hlsAttaching = true;
    loadStreams().then((drivers) => drivers.loadHls(file.src, ctx.loadPack, { captions: media instanceof HTMLVideoElement }, controller.signal)
      .then((loaded) => {
        if (mine !== generation || controller.signal.aborted) return;
        hlsAttaching = false;
        hlsLoading = media.preload !== 'none' || wantsPlay || media.autoplay;
        let gone = false;
        const driver = drivers.startHls(loaded, media, file.src, {
          load: hlsLoading,
          playing: () => playing,
          play(force) {
            wantsPlay ||= force;
            play();
          },
          hasNext: () => at + 1 < files.length,
          giveUp(message) {
            gone = true;
            if (message === null) next();
            else giveUp(message);
          },
        });
        // hls.js may have given up at once, before the driver was the engine's to drop.
        if (gone) driver?.destroy();
        else if (driver) hls = driver;
        else next();
      })).catch((error: unknown) => {
      if (mine !== generation) return;
      hlsAttaching = false;
      ctx.report(error);
      next();
    });
  };

  /** Waits for the visitor's play when the page asked not to preload; then `attach`. */
  const whenWanted = (mine: number, attach: () => void): void => {
    if (media.preload === 'none' && !wantsPlay && !media.autoplay) {
      // Nothing to load before the visitor plays, the engine's pack included.
      media.removeAttribute('src');
      media.addEventListener('play', () => {
        if (mine !== generation) return;
        wantsPlay = true;
        attach();
      }, { once: true, signal: controller.signal });
    } else attach();
  };

  /** A source played over Media Source Extensions by the engine of a pack (dash.js, mpegts.js). */
  const attachMse = (mine: number, load: () => Promise<(play: boolean, onFault: (message: string) => void) => MseDriver>): void => {
    media.removeAttribute('src');
    load().then((start) => {
      if (mine !== generation || controller.signal.aborted) return;
      const play = wantsPlay || media.autoplay;
      wantsPlay = false;
      mse = start(play, (message) => {
        if (mine !== generation) return;
        if (at + 1 < files.length) next();
        else {
          giveUp(message);
        }
      });
    }).catch((error: unknown) => {
      if (mine !== generation) return;
      ctx.report(error);
      next();
    });
  };

  function next(): void {
    dropHls();
    hlsAttaching = false;
    const mine = ++generation;
    // A source that fails after the visitor (or the page) played hands over to one that plays.
    wantsPlay ||= playRequested;
    for (at += 1; at < files.length; at += 1) {
      const file = files[at]!;
      if (isHls(file)) {
        hlsTried = !nativeHls(media);
        if (!hlsTried) setSrc(file.src);
        else whenWanted(mine, () => attachHls(file, mine));
        return;
      }
      const dash = isDash(file);
      if (dash || isFlv(file)) {
        if (!hasMse()) continue;
        // The engine's pack and its driver come at the same time.
        whenWanted(mine, () => attachMse(mine, () => Promise.all([loadStreams(), ctx.loadPack<DashPack & FlvPack>(dash ? DASH_PACK : FLV_PACK)])
          .then(([drivers, pack]) => (play: boolean, onFault: (message: string) => void) => (dash ? drivers.startDash : drivers.startFlv)(pack, media, file.src, play, onFault))));
        return;
      }
      if (mayPlay(media, file)) {
        setSrc(file.src);
        return;
      }
    }
    fail(MESSAGES.formatNotSupported, files);
  }

  // A plain source that fails hands over to the next. Native HLS that fails (Chromium claims
  // HLS it cannot play) gets hls.js first, where the browser has Media Source Extensions. Under
  // hls.js the error is a media error to recover from.
  media.addEventListener('error', () => {
    // dash.js and mpegts.js report the element's errors themselves (their 'error' events).
    if (mse) return;
    if (hls) {
      hls.elementError();
      return;
    }
    // While hls.js's pack loads, the element has no source of ours: an error then is the
    // browser's own try of a <source> it claims (a page that hides its native HLS from scripts),
    // and hls.js is about to take the element over. Seen as "Format(s) not supported" on a
    // stream whose playlist is missing, where hls.js says "Network error".
    if (hlsAttaching) return;
    if (at < 0 || at >= files.length || !media.error) return;
    const file = files[at]!;
    if (isHls(file) && !hlsTried && hasMse()) {
      hlsTried = true;
      wantsPlay ||= playRequested;
      media.removeAttribute('src');
      attachHls(file, generation);
      return;
    }
    next();
  }, { signal: controller.signal });
  media.addEventListener('pause', () => {
    playing = false;
  }, { signal: controller.signal });
  media.addEventListener('ended', () => {
    playing = false;
  }, { signal: controller.signal });
  // hls.js waits for the first play when the page asked not to preload.
  media.addEventListener('play', () => {
    playing = true;
    playRequested = true;
    if (!hls || hlsLoading) return;
    hlsLoading = true;
    hls.startLoad();
  }, { signal: controller.signal });

  return {
    load(list, shouldPlay) {
      swapped = at !== -1 || files.length > 0;
      files = list;
      at = -1;
      playRequested = false;
      wantsPlay = shouldPlay;
      next();
    },
    get usesHls() {
      return hls !== null;
    },
    destroy() {
      generation += 1;
      controller.abort();
      dropHls();
    },
  };
}
