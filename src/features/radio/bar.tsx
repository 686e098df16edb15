/**
 * The player bar, rendered with preact into `#qtplayercontainer` with the theme's ids
 * and classes (artwork, title, subtitle, the circle, the play/pause button, track and artist),
 * or into a bar of airlift's own on a page that has none.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Station, StationState } from './station';
import { isAudible } from './station';
import { messages } from './constants';
import { safeUrl } from '../../lib/url';

export interface BarProps {
  station: Station;
  /** Show the volume slider (`data-playervolume`). */
  volumeControl: boolean;
}

export function useStation(station: Station): StationState {
  const [state, setState] = useState(station.snapshot);
  useEffect(() => {
    setState(station.snapshot);
    return station.subscribe((next) => setState(next));
  }, [station]);
  return state;
}

function safeImage(url: string): string {
  return url ? safeUrl(url, document.baseURI) ?? '' : '';
}

export function Bar({ station, volumeControl }: BarProps) {
  const { state, channel, nowPlaying, artwork, volume } = useStation(station);
  const audible = isAudible(state);
  const image = safeImage(artwork) || safeImage(channel?.logo ?? '');
  const label = audible ? messages.pause : messages.play;
  return (
    <>
      <div id="playerimage" data-bgimage={channel?.background ?? ''}>
        {image ? <img src={image} alt="" width={64} height={64} /> : null}
      </div>
      <h3 id="qtradiotitle">{channel?.title ?? ''}</h3>
      <h4 id="qtradiosubtitle">{channel?.subtitle ?? ''}</h4>
      <div class="qt-ui360" data-state={state}>
        {state === 'buffering' ? <span class="airlift-radio-spinner" aria-hidden="true" /> : null}
      </div>
      <button
        type="button"
        id="qtpausebtn"
        class={`airlift-radio-toggle is-${state}`}
        aria-label={label}
        disabled={!channel}
        onClick={() => station.togglePlay()}
      >
        <i class={audible ? 'dripicons-media-pause' : 'dripicons-media-play'} aria-hidden="true" />
        <span class={audible ? 'pause' : 'play'} aria-hidden="true">{label}</span>
      </button>
      <span class="airlift-radio-state" role="status">{state === 'buffering' ? messages.buffering : ''}</span>
      <div id="qtPlayerTrackInfo" hidden={!nowPlaying}>
        <p id="qtFeedPlayerTrack">{nowPlaying?.title ?? ''}</p>
        <p id="qtFeedPlayerAuthor">{nowPlaying?.artist ?? ''}</p>
      </div>
      {volumeControl ? (
        <label class="airlift-radio-volume">
          <span class="airlift-radio-volume-label">{messages.volume}</span>
          <input
            type="range"
            min={0}
            max={100}
            step={5}
            value={volume}
            onInput={(event) => station.setVolume(Number(event.currentTarget.value))}
          />
        </label>
      ) : null}
    </>
  );
}
