/**
 * A playing video's controls step aside as MediaElement's do: 1.5 s after it starts playing,
 * 2.5 s after the pointer last moved over the player, 1 s after the pointer or the focus left it. The pointer,
 * a touch, a key or the focus in the player bring them back; they stay while the video is paused,
 * ended or broken, while the pointer rests on the bar and while a control has keyboard focus.
 * Hidden is MediaElement's `.mejs-offscreen` on `.mejs-controls` (screen readers still reach the
 * controls), with its `controlshidden` and `controlsshown` events on the container.
 * `alwaysShowControls` keeps them in view.
 *
 * And a click on the picture plays or pauses it (MediaElement's `clickToPlayPause`); a tap that
 * brings hidden controls back only does that, so a touch screen can reach them without pausing.
 * A video site's frame takes its own pointer, so neither applies to it.
 */
import type { RefObject } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { CONTROLS_ENTER_MS, CONTROLS_LEAVE_MS, CONTROLS_PLAY_MS } from '../constants';
import { focusShown } from './focus-ring';

export function useControlsView(controls: RefObject<HTMLElement>, media: HTMLMediaElement | null, autoHide: boolean, clickToPlay: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const bar = controls.current;
    const container = bar?.closest<HTMLElement>('.mejs-container');
    if (!media || !bar || !container) return undefined;
    const on = new AbortController();
    const { signal } = on;
    const playing = (): boolean => !media.paused && !media.ended;
    let shown = true;
    let tapShowed = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const view = (next: boolean): void => {
      if (shown === next) return;
      shown = next;
      setHidden(!next);
      container.dispatchEvent(new CustomEvent(`controls${next ? 'shown' : 'hidden'}`, { detail: { target: container } }));
    };
    const later = (ms: number) => (): void => {
      clearTimeout(timer);
      if (!playing()) view(true);
      else if (autoHide) {
        timer = setTimeout(() => {
          if (playing() && !bar.matches(':hover') && !(container.contains(document.activeElement) && focusShown(document.activeElement))) view(false);
        }, ms);
      }
    };
    const wake = (): void => {
      view(true);
      later(CONTROLS_ENTER_MS)();
    };
    const listen = (target: EventTarget, types: string[], listener: (event: Event) => void): void => {
      for (const type of types) target.addEventListener(type, listener, { signal });
    };
    listen(container, ['pointermove', 'keydown', 'focusin'], wake);
    listen(container, ['pointerleave', 'focusout'], later(CONTROLS_LEAVE_MS));
    listen(container, ['pointerdown'], (event) => {
      tapShowed = (event as PointerEvent).pointerType === 'touch' && !shown;
      wake();
    });
    listen(media, ['playing', 'pause', 'ended'], later(CONTROLS_PLAY_MS));
    listen(media, ['click'], () => {
      if (clickToPlay && !tapShowed) {
        if (playing()) media.pause();
        else void Promise.resolve(media.play()).catch(() => undefined);
      }
      tapShowed = false;
    });
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
    return () => on.abort();
  }, [controls, media, autoHide, clickToPlay]);
  return hidden;
}
