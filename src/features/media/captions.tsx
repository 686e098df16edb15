/**
 * The captions/subtitles menu, as MediaElement builds it: `.mejs-captions-button` with a
 * button and `.mejs-captions-selector`, a list of radio inputs with labels (None and each
 * `<track>`). The button opens and closes the menu; Escape closes it and returns to the button.
 * The media feature's part pack `captions` (packs/captions.ts): only a video with text tracks
 * loads it, and its button shows disabled until then (ui.tsx).
 */
import { useState } from 'preact/hooks';
import { Icon } from './icons';
import { MESSAGES } from './messages';

const L = MESSAGES.labels;

export interface CaptionsProps {
  tracks: TextTrack[];
  disabled: boolean;
  mediaId: string;
}

export function Captions({ tracks, disabled, mediaId }: CaptionsProps) {
  const [chosen, setChosen] = useState(() => tracks.findIndex((track) => track.mode === 'showing'));
  const [open, setOpen] = useState(false);
  const menuId = `${mediaId}-captions`;
  const choose = (index: number): void => {
    tracks.forEach((track, at) => {
      track.mode = at === index ? 'showing' : 'disabled';
    });
    setChosen(index);
  };
  const options = [{ at: -1, label: L.captionsNone }, ...tracks.map((track, at) => ({ at, label: track.label || track.language || `${at + 1}` }))];
  return (
    <div className={`mejs-button mejs-captions-button${chosen >= 0 ? ' mejs-captions-enabled' : ''}`}
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
