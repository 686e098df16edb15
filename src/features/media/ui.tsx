/**
 * The player's layers and controls, in MediaElement's DOM so its stylesheet and
 * wp-mediaelement.css lay them out as they lay out its own player: layers (layers.tsx), then
 * `.mejs-controls`: play/pause, current time, the time rail, duration, captions, mute and the
 * volume slider. On error every control is disabled and the bar goes off screen, as
 * MediaElement's does, leaving the error overlay in view.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { measure, mutate } from '../../lib/frame';
import { report } from '../../lib/report';
import type { CaptionsPack } from './packs/captions';
import { Icon } from './icons';
import { Layers } from './layers';
import { MESSAGES } from './messages';
import { posterShown } from './player-state';
import type { PlayerSettings } from './settings';
import { TimeRail, VolumeSlider } from './slider';
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
}

const L = MESSAGES.labels;

function useSnapshot(store: PlayerStore): PlayerSnapshot {
  const [snapshot, setSnapshot] = useState(store.snapshot);
  useEffect(() => {
    setSnapshot(store.snapshot);
    return store.subscribe(() => setSnapshot(store.snapshot));
  }, [store]);
  return snapshot;
}

const hideIcons = (root: Element): void => root.querySelectorAll<SVGElement>('svg[aria-hidden="true"]').forEach((icon) => {
  icon.style.display = 'none';
});

/** Whether the page's stylesheet draws the controls' icons itself (a background image). */
function spriteIcons(root: Element): boolean {
  const button = root.querySelector('.mejs-playpause-button > button');
  return button !== null && getComputedStyle(button).backgroundImage !== 'none';
}

export function PlayerUi({ store, surface, kind, settings, textTracks, captions: CaptionsMenu, mediaId }: PlayerUiProps) {
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
  const sprite = useRef<boolean | null>(null);
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
      <div ref={controls} className={`mejs-controls${broken ? ' mejs-controls-disabled' : ''}${error ? ' mejs-offscreen' : ''}`}>
        <div className={`mejs-button mejs-playpause-button mejs-${playState}`}>
          <button type="button" aria-controls={mediaId} aria-label={playLabel} title={playLabel} disabled={broken} onClick={toggle}>
            <Icon name={playState} />
          </button>
        </div>
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
        <div className={`mejs-button mejs-volume-button ${snapshot.muted ? 'mejs-unmute' : 'mejs-mute'}`}>
          <button type="button" aria-controls={mediaId} aria-label={snapshot.muted ? L.unmute : L.mute} title={snapshot.muted ? L.unmute : L.mute}
            disabled={broken} onClick={() => { surface.muted = !surface.muted; }}>
            <Icon name={snapshot.muted ? 'unmute' : 'mute'} />
          </button>
        </div>
        <VolumeSlider snapshot={snapshot} surface={surface} disabled={broken} />
      </div>
    </>
  );
}
