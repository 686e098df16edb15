/**
 * The captions/subtitles menu, as MediaElement builds it: `.mejs-captions-button` with a
 * button and `.mejs-captions-selector`, a list of radio inputs with labels (None and each
 * `<track>`). The button opens and closes the menu; Escape closes it and returns to the button.
 *
 * And the captions themselves, in MediaElement's layer (`CaptionsLayer`): the browser draws a
 * `showing` track's cues at the foot of the picture, where the controls bar covers them.
 * MediaElement's stylesheet puts its layer above the bar while the bar is in view and lower
 * when it steps aside. While the player is here the chosen track is `hidden` (its cues active,
 * the layer showing their text); when the player goes it is `showing` again, for the browser's
 * own controls. Page code that changes a track's mode is followed. The layer follows the bar's
 * `controlsshown` and `controlshidden` events, as MediaElement's captions do.
 *
 * The media feature's part pack `captions` (packs/captions.ts): only a video with text tracks
 * loads it, and its button shows disabled until then (ui.tsx).
 */
import { render } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { Icon } from '../player/icons';
import { MESSAGES } from '../messages';

const L = MESSAGES.labels;

export interface CaptionsProps {
  /** The captions and subtitles tracks of the player's element (`mediaId`: its id, for `aria-controls`). */
  tracks: TextTrack[];
  disabled: boolean;
  mediaId: string;
}

let menus = 0;
const chosenOf = (tracks: TextTrack[]): number => tracks.findIndex((track) => track.mode !== 'disabled');

/** Calls `update` now and whenever a track's mode or active cues change. */
function useTracks(list: TextTrackList, tracks: TextTrack[], update: () => void): void {
  useEffect(() => {
    const on = new AbortController();
    for (const target of [list, ...tracks]) target.addEventListener(target === list ? 'change' : 'cuechange', update, { signal: on.signal });
    update();
    return () => on.abort();
  }, [list, tracks]);
}

export function Captions({ tracks, disabled, mediaId }: CaptionsProps) {
  const [chosen, setChosen] = useState(() => chosenOf(tracks));
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  // Its own ids, whatever the page's (two elements may share one).
  const [menuId] = useState(() => `${mediaId}-captions-${++menus}`);
  // The element of this player (found from the menu, whatever the page's ids), its tracks' modes
  // followed, and the layer in the player's frame beside it (where no render of the bar reaches).
  useEffect(() => {
    const container = root.current!.closest('.mejs-container')!;
    const holder = container.querySelector('.mejs-mediaelement')!;
    const list = holder.querySelector('video')!.textTracks;
    const sync = (): void => setChosen(chosenOf(tracks));
    list.addEventListener('change', sync);
    const layer = document.createElement('div');
    holder.after(layer);
    render(<CaptionsLayer tracks={tracks} list={list} container={container} />, layer);
    return () => {
      list.removeEventListener('change', sync);
      render(null, layer);
      layer.remove();
    };
  }, [tracks]);
  const choose = (index: number): void => {
    tracks.forEach((track, at) => {
      track.mode = at === index ? 'hidden' : 'disabled';
    });
    setChosen(index);
  };
  const options = [{ at: -1, label: L.captionsNone }, ...tracks.map((track, at) => ({ at, label: track.label || track.language || `${at + 1}` }))];
  return (
    <div ref={root} className={`mejs-button mejs-captions-button${chosen >= 0 ? ' mejs-captions-enabled' : ''}`}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        // The menu's Escape: not also a dialog's around the player (a popup box).
        event.preventDefault();
        setOpen(false);
        event.currentTarget.querySelector('button')?.focus();
      }}>
      <button type="button" aria-controls={menuId} aria-expanded={open ? 'true' : 'false'} aria-label={L.captions} title={L.captions}
        disabled={disabled} onClick={() => setOpen(!open)}>
        <Icon name="captions" />
      </button>
      <div className="mejs-captions-selector" id={menuId} role="group" aria-label={L.captions} style={{ display: open && !disabled ? 'block' : 'none' }}>
        <ul className="mejs-captions-selector-list">
          {options.map(({ at, label }) => (
            <li key={at} className="mejs-captions-selector-list-item">
              <input type="radio" className="mejs-captions-selector-input" name={menuId} id={`${menuId}-${at + 1}`} value={String(at)}
                checked={chosen === at} disabled={disabled} onChange={() => choose(at)} />
              <label className={`mejs-captions-selector-label${chosen === at ? ' mejs-captions-selected' : ''}`} htmlFor={`${menuId}-${at + 1}`}>{label}</label>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

interface CaptionsLayerProps {
  tracks: TextTrack[];
  list: TextTrackList;
  /** The player, whose bar's events say where the text sits. */
  container: Element;
}

/** MediaElement's captions layer: the chosen track's active cues, as text, above the bar while it is in view. */
function CaptionsLayer({ tracks, list, container }: CaptionsLayerProps) {
  const [shown, setShown] = useState<{ text: string; lang: string } | null>(null);
  const [raised, setRaised] = useState(true);
  useTracks(list, tracks, () => {
    for (const track of tracks) if (track.mode === 'showing') track.mode = 'hidden';
    const track = tracks.find((each) => each.mode === 'hidden');
    const text = Array.from(track?.activeCues ?? [], (cue) => (cue as VTTCue).getCueAsHTML?.().textContent ?? '').join('\n');
    setShown(track && text ? { text, lang: track.language } : null);
  });
  useEffect(() => {
    const on = new AbortController();
    for (const type of ['controlsshown', 'controlshidden']) container.addEventListener(type, () => setRaised(type === 'controlsshown'), { signal: on.signal });
    return () => {
      on.abort();
      // The browser's own controls draw the chosen track again once the player goes.
      for (const track of tracks) if (track.mode === 'hidden') track.mode = 'showing';
    };
  }, [container, tracks]);
  return (
    <div className="mejs-captions-layer mejs-layer" lang={shown?.lang || undefined} style={{ width: '100%', display: shown ? 'block' : 'none', pointerEvents: 'none' }}>
      <div className={`mejs-captions-position${raised ? ' mejs-captions-position-hover' : ''}`}>
        <span className="mejs-captions-text">{shown?.text}</span>
      </div>
    </div>
  );
}
