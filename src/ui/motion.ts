/**
 * Show and hide transitions through the Web Animations API (no style elements, so they work
 * under a strict CSP). Under `prefers-reduced-motion: reduce` nothing moves: the element just
 * appears or disappears.
 */
import { reducedMotion } from '../lib/motion';

export type Motion = 'fade' | 'slide';

const DURATION_MS = 320;

const FRAMES: Record<Motion, Keyframe[]> = {
  fade: [{ opacity: 0 }, { opacity: 1 }],
  slide: [{ clipPath: 'inset(0 0 100% 0)' }, { clipPath: 'inset(0)' }],
};

/**
 * Makes `element` visible (`display` cleared) or hidden (`display: none`), animated unless
 * motion is reduced.
 */
export function transition(element: HTMLElement, show: boolean, motion: Motion): void {
  element.getAnimations?.().forEach((animation) => animation.cancel());
  const finish = (): void => {
    element.style.display = show ? '' : 'none';
  };
  if (show) element.style.display = '';
  if (reducedMotion() || typeof element.animate !== 'function') {
    finish();
    return;
  }
  const animation = element.animate(FRAMES[motion], { duration: DURATION_MS, direction: show ? 'normal' : 'reverse', easing: 'ease' });
  animation.onfinish = finish;
}
