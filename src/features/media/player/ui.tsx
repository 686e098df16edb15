/**
 * The player's layers and controls, in MediaElement's DOM so its stylesheet and
 * wp-mediaelement.css lay them out as they lay out its own player: layers (layers.tsx), then
 * `.mejs-controls`: play/pause (between a playlist's previous and next track buttons, where
 * MediaElement's playlist plugin puts them), current time, the time rail, duration, captions,
 * mute, the volume slider (a video's over its mute button, as MediaElement has it) and a video's
 * fullscreen button (fullscreen.tsx). On error every control is disabled and the bar goes off screen, as
 * MediaElement's does, leaving the error overlay in view; a playing video's bar steps aside too, and
 * a click on its picture plays or pauses it (controls-view.ts).
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { measure, mutate } from '../../../lib/frame';
import { report } from '../../../lib/report';
import type { CaptionsPack } from '../packs/captions';
import { useControlsView } from './controls-view';
import { FullscreenButton, fullscreenAvailable } from './fullscreen';
import { Icon } from './icons';
import { Layers } from './layers';
import { MESSAGES } from '../messages';
import { posterShown } from './player-state';
import type { PlayerSettings } from '../settings';
import { TimeRail, VolumeSlider, volumeSettable } from './slider';
import type { MediaSurface, PlayerSnapshot, PlayerStore } from './store';
import { formatTime } from './time';

export interface PlayerUiProps {
  store: PlayerStore;
  surface: MediaSurface;
  kind: 'audio' | 'video';
  settings: PlayerSettings;
  textTracks: TextTrack[];
  /**
   * The captions menu of the captions part pack, for `textTracks`: until it is here (undefined)
   * its button shows, disabled; null where the pack could not load (no button).
   */
  captions?: CaptionsPack['Captions'] | null;
  mediaId: string;
  /** A playlist's player: its previous and next track buttons. */
  tracks?: TrackButtons;
}

export interface TrackButtons {
  previous(): void;
  next(): void;
}

const L = MESSAGES.labels;

/**
 * A playlist's track button. WordPress's stylesheet paints no icon for it (its sprite has none):
 * the inline icon stays whatever the other buttons do, and the sprite the stylesheet gives every
 * control's button is taken off this one.
 */
function TrackButton({ name, label, onClick }: { name: 'previous' | 'next'; label: string; onClick: () => void }) {
  const [which, className] = name === 'previous' ? ['prevtrack', 'wp-playlist-prev-button'] : ['nexttrack', 'wp-playlist-next-button'];
  return (
    <div className={`mejs-button mejs-${which}-button`}>
      <button type="button" className={className} aria-label={label} title={label} style={{ backgroundImage: 'none' }} onClick={onClick}>
        <Icon name={name} />
      </button>
    </div>
  );
}

function useSnapshot(store: PlayerStore): PlayerSnapshot {
  const [snapshot, setSnapshot] = useState(store.snapshot);
  useEffect(() => {
    setSnapshot(store.snapshot);
    return store.subscribe(() => setSnapshot(store.snapshot));
  }, [store]);
  return snapshot;
}

const hideIcons = (root: Element): void => root.querySelectorAll<SVGElement>('svg[aria-hidden="true"]:not(.mejs-icon-previous, .mejs-icon-next)').forEach((icon) => {
  icon.style.display = 'none';
});

/** Whether the page's stylesheet draws the controls' icons itself (a background image). */
function spriteIcons(root: Element): boolean {
  const button = root.querySelector('.mejs-playpause-button > button');
  return button !== null && getComputedStyle(button).backgroundImage !== 'none';
}

export function PlayerUi({ store, surface, kind, settings, textTracks, captions: CaptionsMenu, mediaId, tracks }: PlayerUiProps) {
  const snapshot = useSnapshot(store);
  const { state, error, poster } = snapshot;
  const broken = state === 'error' || !snapshot.ready;
  const playing = state === 'play' || state === 'waiting' || (state === 'seeking' && !surface.paused);
  const toggle = (): void => {
    if (surface.paused || surface.ended) void Promise.resolve(surface.play()).catch(() => undefined);
    else surface.pause();
  };
  const showPoster = kind === 'video' && poster !== null && posterShown(state, snapshot.played, settings);
  const showPlay = !broken && (state === 'pause' || state === 'ended' || (state === 'loading' && surface.paused));
  const playState = state === 'ended' ? 'replay' : playing ? 'pause' : 'play';
  const playLabel = playing ? L.pause : L.play;
  const controls = useRef<HTMLDivElement>(null);
  const video = kind === 'video';
  // No volume slider where the volume cannot be set (iOS): the mute button stays.
  const volume = volumeSettable(surface);
  // A video's volume slider: shown while the pointer is over its mute button or the focus is on
  // either. Focus moving from one to the other keeps it (the render after the blur would come
  // before the focus, and the slider, hidden by then, could not take it).
  const [pointerOver, setPointerOver] = useState(false);
  const [focusIn, setFocusIn] = useState(false);
  const sprite = useRef<boolean | null>(null);
  const picture = video && surface instanceof HTMLMediaElement ? surface : null;
  const hidden = useControlsView(controls, picture, !settings.alwaysShowControls, settings.clickToPlayPause);
  // WordPress's own `mediaelementplayer-legacy.css` (MediaElement 4) paints each control's icon
  // from its `mejs-controls.svg` sprite: where it does, airlift's inline icons step aside, so a
  // button shows one icon, the site's. Looked at once a player, with the other widgets'
  // measurements after the browser's own layout of the next frame, before it paints (reading a
  // style at mount had the whole page's style computed in the middle of the scan); applied after
  // every render from then on.
  useLayoutEffect(() => {
    const root = controls.current?.parentElement;
    if (!root || sprite.current === false) return undefined;
    if (sprite.current) {
      hideIcons(root);
      return undefined;
    }
    const looking = new AbortController();
    const failed = (failure: unknown): void => report('media', failure);
    measure(() => {
      sprite.current = spriteIcons(root);
      if (sprite.current) mutate(() => hideIcons(root), looking.signal, failed);
    }, looking.signal, failed);
    return () => looking.abort();
  });
  return (
    <>
      <Layers snapshot={snapshot} kind={kind} showPoster={showPoster} showPlay={showPlay} mediaId={mediaId} onPlay={toggle} />
      <div ref={controls} className={`mejs-controls${broken ? ' mejs-controls-disabled' : ''}${error || hidden ? ' mejs-offscreen' : ''}`}>
        {tracks && <TrackButton name="previous" label={L.previous} onClick={() => tracks.previous()} />}
        <div className={`mejs-button mejs-playpause-button mejs-${playState}`}>
          <button type="button" aria-controls={mediaId} aria-label={playLabel} title={playLabel} disabled={broken} onClick={toggle}>
            <Icon name={playState} />
          </button>
        </div>
        {tracks && <TrackButton name="next" label={L.next} onClick={() => tracks.next()} />}
        <div className="mejs-time mejs-currenttime-container" role="timer" aria-live="off">
          <span className="mejs-currenttime">{formatTime(snapshot.currentTime)}</span>
        </div>
        <TimeRail snapshot={snapshot} surface={surface} disabled={broken} />
        <div className="mejs-time mejs-duration-container"><span className="mejs-duration">{formatTime(snapshot.duration)}</span></div>
        {textTracks.length > 0 && (CaptionsMenu ? <CaptionsMenu tracks={textTracks} disabled={broken} mediaId={mediaId} /> : CaptionsMenu === undefined && (
          <div className="mejs-button mejs-captions-button">
            <button type="button" aria-label={L.captions} title={L.captions} disabled><Icon name="captions" /></button>
          </div>
        ))}
        <div className={`mejs-button mejs-volume-button ${snapshot.muted ? 'mejs-unmute' : 'mejs-mute'}`}
          {...(video && { onMouseEnter: () => setPointerOver(true), onMouseLeave: () => setPointerOver(false), onFocusCapture: () => setFocusIn(true), onBlurCapture: (event: FocusEvent) => setFocusIn((event.currentTarget as Element).contains(event.relatedTarget as Node | null)) })}>
          <button type="button" aria-controls={mediaId} aria-label={snapshot.muted ? L.unmute : L.mute} title={snapshot.muted ? L.unmute : L.mute}
            disabled={broken} onClick={() => { surface.muted = !surface.muted; }}>
            <Icon name={snapshot.muted ? 'unmute' : 'mute'} />
          </button>
          {video && volume && <VolumeSlider snapshot={snapshot} surface={surface} disabled={broken} vertical shown={pointerOver || focusIn} />}
        </div>
        {!video && volume && <VolumeSlider snapshot={snapshot} surface={surface} disabled={broken} />}
        {video && fullscreenAvailable(surface) && <FullscreenButton inside={controls} surface={surface} mediaId={mediaId} disabled={broken} />}
      </div>
    </>
  );
}
