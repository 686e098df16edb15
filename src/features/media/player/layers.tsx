/**
 * The player's layers, as MediaElement lays them out (`.mejs-layers` > `.mejs-layer`s sized to
 * the player): the poster; the loading overlay (`.mejs-overlay-loading`) while seeking or
 * waiting; the error overlay (`.mejs-overlay-error` > `.mejs-cannotplay`) with the message and
 * download links; the big play button (`.mejs-overlay-play`) while a video is paused. A layer
 * not shown is `display: none` on the element itself, which no stylesheet rule overrides.
 */
import type { JSX } from 'preact';
import { reducedMotion } from '../../../lib/motion';
import { safeUrl } from '../../../lib/url';
import { FADE_MS } from '../constants';
import { OverlayPlayIcon, SpinnerIcon } from './icons';
import { MESSAGES } from '../messages';
import { fileName } from '../sources/sources';
import type { PlayerSnapshot } from './store';

const L = MESSAGES.labels;

/** A layer's inline style: the player's size, shown or not, fading in 400 ms unless reduced motion. */
const layer = (shown: boolean, display = ''): JSX.CSSProperties => ({
  width: '100%', height: '100%', display: shown ? display : 'none', ...(reducedMotion() ? {} : { transition: `opacity ${FADE_MS}ms` }),
});

export interface LayersProps {
  snapshot: PlayerSnapshot;
  kind: 'audio' | 'video';
  showPoster: boolean;
  showPlay: boolean;
  mediaId: string;
  onPlay: () => void;
}

export function Layers({ snapshot, kind, showPoster, showPlay, mediaId, onPlay }: LayersProps) {
  const { state, error, poster } = snapshot;
  const loading = state === 'seeking' || state === 'waiting';
  return (
    <div className="mejs-layers">
      {kind === 'video' && poster !== null && (
        <div className="mejs-poster mejs-layer" style={layer(showPoster)}>
          <img src={poster} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        </div>
      )}
      <div className="mejs-overlay mejs-layer" style={layer(loading)}>
        <div className="mejs-overlay-loading">
          <span className="mejs-overlay-loading-bg-img"><SpinnerIcon /></span>
          <span className="mejs-offscreen" role="status">{L.loading}</span>
        </div>
      </div>
      <div className="mejs-overlay mejs-layer" style={{ ...layer(error !== null, 'block'), ...(kind === 'audio' ? { position: 'relative', height: 'auto' } : {}) }}>
        <div className="mejs-overlay-error">
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
      </div>
      {kind === 'video' && (
        <div className="mejs-overlay mejs-layer mejs-overlay-play" style={layer(showPlay)}>
          {/* A real button where MediaElement 4's was a div: its stylesheet gives it no border or padding to take off. */}
          <button type="button" className="mejs-overlay-button" aria-label={L.play} title={L.play} aria-controls={mediaId} onClick={onPlay} style={{ border: 0, padding: 0 }}>
            <OverlayPlayIcon />
          </button>
        </div>
      )}
    </div>
  );
}
