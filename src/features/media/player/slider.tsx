/**
 * MediaElement's rails as ARIA sliders (no native range input for a theme to restyle): the
 * time rail (`.mejs-time-total.mejs-time-slider` with its loaded, current and handle spans)
 * and the horizontal volume slider (`a.mejs-horizontal-volume-slider`). Pointer: press, drag;
 * keyboard per the WAI-ARIA slider pattern: arrows step, Page Up/Down step more, Home/End.
 */
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { JSX } from 'preact';
import { SEEK_PAGE_STEP, SEEK_STEP, VOLUME_PAGE_STEP, VOLUME_STEP } from '../constants';
import { MESSAGES } from '../messages';
import type { MediaSurface, PlayerSnapshot } from './store';
import { formatTime } from './time';

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

/** The value a key asks for, or null for a key the slider does not take. */
export function sliderKey(key: string, value: number, max: number, step: number, page: number): number | null {
  switch (key) {
    case 'ArrowRight': case 'ArrowUp': return clamp(value + step, 0, max);
    case 'ArrowLeft': case 'ArrowDown': return clamp(value - step, 0, max);
    case 'PageUp': return clamp(value + page, 0, max);
    case 'PageDown': return clamp(value - page, 0, max);
    case 'Home': return 0;
    case 'End': return max;
    default: return null;
  }
}

/**
 * Pointer handlers that report the pressed point, while pressed, as a fraction of the width of
 * the element's `track` child (the element itself when it has none), or of its height from the
 * bottom for a vertical slider.
 */
function usePointerFraction(disabled: boolean, track: string, set: (fraction: number) => void, vertical?: boolean) {
  const pressed = useRef(false);
  const at = (event: PointerEvent): void => {
    const target = event.currentTarget as HTMLElement;
    const rect = (target.querySelector(track) ?? target).getBoundingClientRect();
    const size = vertical ? rect.height : rect.width;
    if (size > 0) set(clamp((vertical ? rect.bottom - event.clientY : event.clientX - rect.left) / size, 0, 1));
  };
  return {
    onPointerDown: (event: JSX.TargetedPointerEvent<HTMLElement>) => {
      if (disabled || event.button !== 0) return;
      pressed.current = true;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      at(event);
    },
    onPointerMove: (event: JSX.TargetedPointerEvent<HTMLElement>) => {
      if (pressed.current) at(event);
    },
    onPointerUp: () => {
      pressed.current = false;
    },
    onPointerCancel: () => {
      pressed.current = false;
    },
  };
}

function loadedFraction(surface: MediaSurface, duration: number): number {
  if (!(surface instanceof HTMLMediaElement) || !(duration > 0) || surface.buffered.length === 0) return 0;
  return clamp(surface.buffered.end(surface.buffered.length - 1) / duration, 0, 1);
}

/**
 * MediaElement's hover on the time rail, for a mouse: `.mejs-time-float` shows the time under the
 * pointer (its `.mejs-time-float-current`), and `.mejs-time-hovered` spans from the handle to the
 * pointer (`negative` leftwards). A long video (`.mejs-long-video`, set here while the duration has
 * hours) has a wider float, which WordPress's stylesheet moves left by a margin that MediaElement's
 * script moves back: it is centred on the pointer here, as there (within 2 px). MediaElement's
 * clamps at the player's edges never apply under WordPress's bar, whose buttons keep the rail
 * from them.
 */
export function TimeRail({ snapshot, surface, disabled }: { snapshot: PlayerSnapshot; surface: MediaSurface; disabled: boolean }) {
  const { duration, currentTime } = snapshot;
  const off = disabled || !(duration > 0);
  const fraction = duration > 0 ? clamp(currentTime / duration, 0, 1) : 0;
  const seek = (to: number): void => {
    if (duration > 0) surface.currentTime = clamp(to, 0, duration);
  };
  const pointer = usePointerFraction(off, '.mejs-time-total', (at) => seek(at * duration));
  // Where the mouse is on the rail, as a fraction of its width.
  const [hover, setHover] = useState<number | null>(null);
  const rail = useRef<HTMLDivElement>(null);
  const long = formatTime(duration).length > 5;
  useLayoutEffect(() => {
    rail.current?.parentElement?.closest('.mejs-container')?.classList.toggle('mejs-long-video', long);
  }, [long]);
  const shown = hover !== null && !off;
  return (
    <div ref={rail} className="mejs-time-rail">
      <span className="mejs-time-total mejs-time-slider" role="slider" tabIndex={off ? -1 : 0} aria-label={MESSAGES.labels.time}
        aria-valuemin={0} aria-valuemax={Math.round(duration)} aria-valuenow={Math.round(currentTime)} aria-disabled={off ? 'true' : undefined}
        aria-valuetext={`${formatTime(currentTime)} / ${formatTime(duration)}`} {...pointer}
        onPointerMove={(event) => {
          pointer.onPointerMove(event);
          const box = event.currentTarget.getBoundingClientRect();
          if (event.pointerType === 'mouse') setHover(clamp((event.clientX - box.left) / box.width, 0, 1));
        }}
        onPointerLeave={() => setHover(null)}
        onKeyDown={(event) => {
          if (off) return;
          // The element's own time: keys may come faster than renders.
          const to = sliderKey(event.key, surface.currentTime, duration, duration * SEEK_STEP, duration * SEEK_PAGE_STEP);
          if (to === null) return;
          event.preventDefault();
          seek(to);
        }}>
        <span className="mejs-time-loaded" style={{ transform: `scaleX(${loadedFraction(surface, duration)})` }} />
        <span className="mejs-time-current" style={{ transform: `scaleX(${fraction})` }} />
        <span className={`mejs-time-hovered${shown ? hover < fraction ? ' negative' : '' : ' no-hover'}`}
          style={shown ? { left: `${fraction * 100}%`, transform: `scaleX(${hover - fraction})` } : undefined} />
        <span className="mejs-time-handle" style={{ left: `${fraction * 100}%` }}><span className="mejs-time-handle-content" /></span>
        <span className="mejs-time-float" style={shown ? { display: 'block', left: `${hover * 100}%`, marginLeft: long ? 0 : undefined } : undefined}>
          <span className="mejs-time-float-current">{shown ? formatTime(hover * duration) : ''}</span>
          <span className="mejs-time-float-corner" />
        </span>
      </span>
    </div>
  );
}

let settable: boolean | undefined;

/**
 * Whether the page may set this surface's volume: not a media element's on iOS, which leaves it
 * to the device's buttons (the volume reads back as it was). MediaElement shows no volume slider
 * on touch devices for that reason; here the element is asked, once a page.
 */
export function volumeSettable(surface: MediaSurface): boolean {
  if (!(surface instanceof HTMLMediaElement)) return true;
  if (settable === undefined) {
    const probe = document.createElement('audio');
    probe.volume = 0.5;
    settable = probe.volume === 0.5;
  }
  return settable;
}

/**
 * The volume slider: an audio player's `a.mejs-horizontal-volume-slider` in the bar, a video's
 * `a.mejs-volume-slider` (vertical) over its mute button, shown while the pointer is over that
 * button or the focus is on either, as MediaElement's `audioVolume` and `videoVolume` have them.
 */
export function VolumeSlider({ snapshot, surface, disabled, vertical, shown }: { snapshot: PlayerSnapshot; surface: MediaSurface; disabled: boolean; vertical?: boolean; shown?: boolean }) {
  const volume = snapshot.muted ? 0 : snapshot.volume;
  const percent = Math.round(volume * 100);
  const set = (to: number): void => {
    surface.volume = clamp(Math.round(to * 100) / 100, 0, 1);
    surface.muted = surface.volume === 0;
  };
  const name = vertical ? 'mejs-volume' : 'mejs-horizontal-volume';
  const pointer = usePointerFraction(disabled, `.${name}-total`, set, vertical);
  return (
    <a className={`${name}-slider`} role="slider" tabIndex={disabled ? -1 : 0} aria-label={MESSAGES.labels.volume} aria-orientation={vertical ? 'vertical' : undefined}
      aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={`${percent}%`} aria-disabled={disabled ? 'true' : undefined} {...pointer}
      style={vertical ? { display: shown ? 'block' : 'none' } : undefined}
      onKeyDown={(event) => {
        if (disabled) return;
        const to = sliderKey(event.key, surface.muted ? 0 : surface.volume, 1, VOLUME_STEP, VOLUME_PAGE_STEP);
        if (to === null) return;
        event.preventDefault();
        set(to);
      }}>
      <div className={`${name}-total`}>
        <div className={`${name}-current`} style={vertical ? { height: `${percent}%`, bottom: 0 } : { width: `${percent}%` }} />
        <div className={`${name}-handle`} style={vertical ? { bottom: `${percent}%`, transform: 'translate(-50%, 50%)' } : { left: `${percent}%` }} />
      </div>
    </a>
  );
}
