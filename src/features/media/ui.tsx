/**
 * The player's layers and controls, with MediaElement's class names so a site's mejs CSS still
 * applies: poster, a play overlay while paused (video), a loading overlay while seeking or
 * waiting, an error overlay with the message and download links; play/pause, time, a time
 * slider, captions, mute and volume. On error every control is disabled.
 */
import { useEffect, useState } from 'preact/hooks';
import { reducedMotion } from '../../lib/motion';
import { safeUrl } from '../../lib/url';
import { FADE_MS } from './constants';
import { MESSAGES } from './messages';
import { posterShown } from './player-state';
import type { PlayerSettings } from './settings';
import { fileName } from './sources';
import type { MediaSurface, PlayerSnapshot, PlayerStore } from './store';
import { formatTime } from './time';

export interface PlayerUiProps {
  store: PlayerStore;
  surface: MediaSurface;
  kind: 'audio' | 'video';
  settings: PlayerSettings;
  textTracks: TextTrack[];
  mediaId: string;
}

const L = MESSAGES.labels;
/** Overlays fade in 400 ms, not at all under reduced motion. */
const fade = (): Record<string, string> => (reducedMotion() ? {} : { transition: `opacity ${FADE_MS}ms` });

function useSnapshot(store: PlayerStore): PlayerSnapshot {
  const [snapshot, setSnapshot] = useState(store.snapshot);
  useEffect(() => {
    setSnapshot(store.snapshot);
    return store.subscribe(() => setSnapshot(store.snapshot));
  }, [store]);
  return snapshot;
}

function Captions({ tracks, disabled }: { tracks: TextTrack[]; disabled: boolean }) {
  const [chosen, setChosen] = useState(() => tracks.findIndex((track) => track.mode === 'showing'));
  const choose = (index: number): void => {
    tracks.forEach((track, at) => {
      track.mode = at === index ? 'showing' : 'disabled';
    });
    setChosen(index);
  };
  return (
    <div className="mejs-button mejs-captions-button">
      <select aria-label={L.captions} title={L.captions} value={String(chosen)} disabled={disabled}
        onChange={(event) => choose(Number((event.currentTarget as HTMLSelectElement).value))}>
        <option value="-1">{L.captionsNone}</option>
        {tracks.map((track, at) => <option key={at} value={String(at)}>{track.label || track.language || `${at + 1}`}</option>)}
      </select>
    </div>
  );
}

export function PlayerUi({ store, surface, kind, settings, textTracks, mediaId }: PlayerUiProps) {
  const snapshot = useSnapshot(store);
  const { state, error, poster } = snapshot;
  const broken = state === 'error' || !snapshot.ready;
  const playing = state === 'play' || state === 'waiting' || (state === 'seeking' && !surface.paused);
  const toggle = (): void => {
    if (surface.paused || surface.ended) void Promise.resolve(surface.play()).catch(() => undefined);
    else surface.pause();
  };
  const showPoster = kind === 'video' && poster !== null && posterShown(state, snapshot.played, settings);
  return (
    <>
      <div className="mejs-layers">
        {kind === 'video' && poster !== null && (
          <div className="mejs-poster mejs-layer" hidden={!showPoster}><img src={poster} alt="" /></div>
        )}
        <div className="mejs-overlay mejs-layer mejs-overlay-loading" hidden={state !== 'seeking' && state !== 'waiting'} style={fade()}>
          <span className="mejs-overlay-loading-bg-img" role="status">{L.loading}</span>
        </div>
        <div className="mejs-overlay mejs-layer mejs-overlay-error" hidden={!error} style={fade()}>
          {error && (
            <div className="mejs-cannotplay" role="alert">
              <p>{error.message}</p>
              {error.files.map((file, at) => {
                const href = safeUrl(file.src, document.baseURI);
                return href ? <a key={at} href={href} download>{`${MESSAGES.downloadFile}: ${fileName(file.src)}`}</a> : null;
              })}
            </div>
          )}
        </div>
        {kind === 'video' && (
          <div className="mejs-overlay mejs-layer mejs-overlay-play" hidden={broken || !(state === 'pause' || state === 'ended' || (state === 'loading' && surface.paused))} style={fade()}>
            <button type="button" className="mejs-overlay-button" aria-label={L.play} aria-controls={mediaId} onClick={toggle} />
          </div>
        )}
      </div>
      <div className={`mejs-controls${broken ? ' mejs-controls-disabled' : ''}`}>
        <div className={`mejs-button mejs-playpause-button ${state === 'ended' ? 'mejs-replay' : playing ? 'mejs-pause' : 'mejs-play'}`}>
          <button type="button" aria-controls={mediaId} aria-label={playing ? L.pause : L.play} title={playing ? L.pause : L.play} disabled={broken} onClick={toggle}>
            <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
          </button>
        </div>
        <div className="mejs-time mejs-currenttime-container"><span className="mejs-currenttime">{formatTime(snapshot.currentTime)}</span></div>
        <div className="mejs-time-rail">
          <input type="range" className="mejs-time-slider" aria-label={L.time} min="0" max={String(snapshot.duration || 0)} step="0.1"
            value={String(snapshot.currentTime)} disabled={broken || !snapshot.duration}
            aria-valuetext={`${formatTime(snapshot.currentTime)} / ${formatTime(snapshot.duration)}`}
            onInput={(event) => { surface.currentTime = Number((event.currentTarget as HTMLInputElement).value); }} />
        </div>
        <div className="mejs-time mejs-duration-container"><span className="mejs-duration">{formatTime(snapshot.duration)}</span></div>
        {textTracks.length > 0 && <Captions tracks={textTracks} disabled={broken} />}
        <div className={`mejs-button mejs-volume-button ${snapshot.muted ? 'mejs-unmute' : 'mejs-mute'}`}>
          <button type="button" aria-controls={mediaId} aria-label={snapshot.muted ? L.unmute : L.mute} title={snapshot.muted ? L.unmute : L.mute}
            disabled={broken} onClick={() => { surface.muted = !surface.muted; }}>
            <span aria-hidden="true">{snapshot.muted ? L.unmute : L.mute}</span>
          </button>
        </div>
        <div className="mejs-horizontal-volume-slider">
          <input type="range" aria-label={L.volume} min="0" max="1" step="0.05" value={String(snapshot.muted ? 0 : snapshot.volume)} disabled={broken}
            onInput={(event) => {
              surface.volume = Number((event.currentTarget as HTMLInputElement).value);
              surface.muted = surface.volume === 0;
            }} />
        </div>
      </div>
    </>
  );
}
