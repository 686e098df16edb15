/**
 * A MediaElement-style player over a native `<audio>`/`<video>`: our own controls and
 * overlays (ui.tsx), sources through the engine (plain files, native HLS or the hls.js pack),
 * the state store. Flash-era options map to HTML5: `loop` and `autoplay` are the element's
 * own, and by hand where hls.js drives the element. The frame is sized as MediaElement sizes
 * it (shell.ts, size.ts).
 */
import { render } from 'preact';
import { CAPTIONS_PACK } from '../constants';
import { createEngine } from './engine';
import type { EngineContext } from './engine';
import type { PlayerSettings } from '../settings';
import { bindFacade } from '../mejs/mejs-bind';
import { playOneAtATime } from './one-at-a-time';
import { wrapMedia } from './shell';
import type { CaptionsPack } from '../packs/captions';
import type { MediaFile } from '../sources/sources';
import { createPlayerStore } from './store';
import type { PlayerStore } from './store';
import { PlayerUi } from './ui';
import type { TrackButtons } from './ui';

export interface PlayerOptions extends EngineContext {
  settings: PlayerSettings;
  files: MediaFile[];
  /** Play once the first source is in place. */
  play?: boolean;
  onEnded?(): void;
  /** A playlist's player: its previous and next track buttons in the controls bar. */
  tracks?: TrackButtons;
}

export interface Player {
  readonly media: HTMLMediaElement;
  readonly container: HTMLElement;
  readonly store: PlayerStore;
  /** New sources into the same player (a source swap). */
  load(files: MediaFile[], play: boolean): void;
  destroy(): void;
}

export function createPlayer(media: HTMLMediaElement, options: PlayerOptions): Player {
  const kind = media instanceof HTMLVideoElement ? 'video' : 'audio';
  const controller = new AbortController();
  const { signal } = controller;
  const shell = wrapMedia(media, kind, options.settings.stretching);
  const store = createPlayerStore();
  store.setPoster(shell.poster);
  store.attach(media, signal);
  playOneAtATime(media, signal, options.settings.pauseOtherPlayers);
  const engine = createEngine(media, options, (message, files) => store.fail(message, files));

  media.addEventListener('ended', () => {
    if (media.loop && engine.usesHls) {
      media.currentTime = 0;
      void Promise.resolve(media.play()).catch(() => undefined);
      return;
    }
    options.onEnded?.();
  }, { signal });

  // An audio player is a 40 px bar: while it shows an error, it grows to the message.
  if (kind === 'audio') {
    let failed = false;
    const unsubscribe = store.subscribe(() => {
      if ((store.snapshot.error !== null) === failed) return;
      failed = !failed;
      if (failed) shell.container.style.height = 'auto';
      else shell.refit();
    });
    signal.addEventListener('abort', unsubscribe, { once: true });
  }

  const textTracks = kind === 'video' ? Array.from(media.textTracks).filter((track) => track.kind === 'captions' || track.kind === 'subtitles') : [];
  const draw = (captions?: CaptionsPack['Captions'] | null): void => render(
    <PlayerUi store={store} surface={media} kind={kind} settings={options.settings} textTracks={textTracks} captions={captions} mediaId={shell.mediaId} tracks={options.tracks} />,
    shell.uiRoot,
  );
  draw();
  // The captions menu is a part pack: a video with text tracks asks for it.
  if (textTracks.length > 0) {
    options.loadPack<CaptionsPack>(CAPTIONS_PACK).then((pack) => {
      if (!signal.aborted) draw(pack.Captions);
    }, (error: unknown) => {
      options.report(error);
      if (!signal.aborted) draw(null);
    });
  }
  const load = (files: MediaFile[], play: boolean): void => {
    store.reset();
    engine.load(files, play);
  };
  // Page code's MediaElementPlayer for this element follows this player (mejs-facade.ts).
  const facade = bindFacade(media, shell.container, load);
  engine.load(facade.asked?.files ?? options.files, Boolean(options.play) || media.autoplay || Boolean(facade.asked?.play));

  return {
    media,
    container: shell.container,
    store,
    load,
    destroy() {
      facade.unbind();
      controller.abort();
      engine.destroy();
      render(null, shell.uiRoot);
      media.pause();
      shell.unwrap();
    },
  };
}
