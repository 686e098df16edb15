/**
 * A video player's fullscreen button, last in the controls bar as MediaElement puts it
 * (`.mejs-fullscreen-button`, `.mejs-unfullscreen` while in fullscreen; the container gets
 * `.mejs-container-fullscreen` and the root `.mejs-fullscreen`, which MediaElement's stylesheet
 * sizes and pins). A toggle button (`aria-pressed`) named "Fullscreen", as MediaElement names it.
 * The container goes fullscreen, so the controls and captions come with the picture; Escape
 * leaves, as the browser has it. Where the page may not take an element fullscreen (an iPhone,
 * Safari before 16.4, whose API has other names) a native video goes into the system's own
 * fullscreen player, and a video site's frame gets no button; so does every player in a frame
 * without `allowfullscreen`.
 */
import { useEffect, useState } from 'preact/hooks';
import type { RefObject } from 'preact';
import { Icon } from './icons';
import { MESSAGES } from '../messages';

/** An iPhone's way: the video element into the system's own player. */
const nativeFullscreen = (surface: unknown): (() => void) | undefined =>
  surface instanceof HTMLVideoElement ? (surface as { webkitEnterFullscreen?: () => void }).webkitEnterFullscreen?.bind(surface) : undefined;

/** Whether a player of this surface gets the button. */
export const fullscreenAvailable = (surface: unknown): boolean => document.fullscreenEnabled || nativeFullscreen(surface) !== undefined;

const ROOT_CLASS = 'mejs-fullscreen';

export interface FullscreenButtonProps {
  /** An element inside the player's `.mejs-container`. */
  inside: RefObject<HTMLElement>;
  surface: unknown;
  mediaId: string;
  disabled: boolean;
}

export function FullscreenButton({ inside, surface, mediaId, disabled }: FullscreenButtonProps) {
  const [on, setOn] = useState(false);
  const container = (): HTMLElement | null | undefined => inside.current?.closest<HTMLElement>('.mejs-container');
  useEffect(() => {
    const element = container();
    const sync = (): void => {
      const now = document.fullscreenElement === element;
      element?.classList.toggle('mejs-container-fullscreen', now);
      // Any player's (each player's listener sets it alike).
      document.documentElement.classList.toggle(ROOT_CLASS, document.fullscreenElement?.matches('.mejs-container') === true);
      setOn(now);
    };
    document.addEventListener('fullscreenchange', sync);
    return () => {
      document.removeEventListener('fullscreenchange', sync);
      // Taken down in fullscreen (a playlist's track of another type): the browser leaves it
      // as the container goes, after this listener.
      if (element?.classList.contains('mejs-container-fullscreen')) document.documentElement.classList.remove(ROOT_CLASS);
    };
  }, []);
  const label = MESSAGES.labels.fullscreen;
  return (
    <div className={`mejs-button mejs-fullscreen-button mejs-${on ? 'un' : ''}fullscreen`}>
      <button type="button" aria-controls={mediaId} aria-label={label} title={label} aria-pressed={on} disabled={disabled}
        onClick={() => {
          const element = container();
          // A refused request (no user activation, a permissions policy) leaves the player as it is.
          if (on) void document.exitFullscreen().catch(() => undefined);
          else if (!document.fullscreenEnabled) nativeFullscreen(surface)?.();
          else void element?.requestFullscreen().catch(() => undefined);
        }}>
        <Icon name={on ? 'unfullscreen' : 'fullscreen'} />
      </button>
    </div>
  );
}
