/**
 * hls.js driving a player's element, in the `streams` part pack (packs/streams.ts), so a page of
 * plain files does not carry it: hls.js's errors, and the element's own while hls.js drives it,
 * follow lib/hls-recovery (recover, swap codec, retry); what the engine (engine.ts) must do
 * itself (the next source, the message) comes back through `hooks`.
 */
import type { LoadedHls } from '../../../lib/hls-pack';
import { HLS_CONFIG, elementFault, freshHistory, hlsAction, hlsFault, onReattach, runHlsAction } from '../../../lib/hls-recovery';
import type { HlsFault } from '../../../lib/hls-recovery';

export interface HlsHooks {
  /** Whether hls.js loads at once (else at `startLoad`, the first play of a `preload="none"` element). */
  readonly load: boolean;
  /** Whether the element is meant to be playing: a recovery plays it again. */
  playing(): boolean;
  /** Plays once in place, as the engine was asked to (`force`: play whatever it was asked). */
  play(force: boolean): void;
  /** Whether another source waits. */
  hasNext(): boolean;
  /** hls.js gave up: the next source (null) or the message to show. */
  giveUp(message: string | null): void;
}

export interface HlsDriver {
  /** The element failed while hls.js drives it. */
  elementError(): void;
  startLoad(): void;
  destroy(): void;
}

/** Plays `src` into `media` through hls.js; null where this hls.js cannot play here. */
export function startHls({ Hls, config }: LoadedHls, media: HTMLMediaElement, src: string, hooks: HlsHooks): HlsDriver | null {
  if (!Hls.isSupported()) return null;
  const history = freshHistory();
  const engine = new Hls({ ...HLS_CONFIG, ...config, autoStartLoad: hooks.load });
  const onFault = (fault: HlsFault): void => {
    const resume = hooks.playing();
    const action = hlsAction(fault, history, Date.now(), hooks.hasNext());
    if (runHlsAction(engine, action, () => {
      if (resume) hooks.play(true);
    })) return;
    if (action.kind === 'next-source') hooks.giveUp(null);
    else if (action.kind === 'fail') hooks.giveUp(action.message);
  };
  engine.on(Hls.Events.ERROR, (_event, data) => onFault(hlsFault(data)));
  // A playing element stays playing through a re-attach (hls.js's own reset pauses it).
  onReattach((listener) => engine.on(Hls.Events.MEDIA_ATTACHING, listener), () => {
    if (hooks.playing()) void Promise.resolve(media.play()).catch(() => undefined);
  });
  engine.on(Hls.Events.MANIFEST_PARSED, () => hooks.play(media.autoplay));
  engine.loadSource(new URL(src, document.baseURI).href);
  engine.attachMedia(media);
  return {
    elementError() {
      const fault = elementFault(media);
      if (fault) onFault(fault);
    },
    startLoad: () => engine.startLoad(),
    destroy: () => engine.destroy(),
  };
}
