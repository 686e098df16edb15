/**
 * A visible focus indicator inside the player wherever the page's stylesheets take it away
 * (wp-mediaelement.css has `.wp-playlist .mejs-controls .mejs-button button { outline: 0 }`):
 * a control that gets keyboard focus with no outline and no shadow gets one inline, white on
 * the dark bar, until focus leaves it. A site's own focus style is left as it is.
 */
import { FOCUS_OUTLINE } from '../constants';

/**
 * Whether `element` has focus that the browser would show (`:focus-visible`); where the browser
 * cannot say (Safari before 15.4 throws on the selector), any focus counts.
 */
export function focusShown(element: Element | null): boolean {
  try {
    return element?.matches(':focus-visible') === true;
  } catch {
    return element === document.activeElement;
  }
}

export function keepFocusRing(container: HTMLElement, signal: AbortSignal): void {
  let ringed: HTMLElement | null = null;
  const clear = (): void => {
    ringed?.style.removeProperty('outline');
    ringed?.style.removeProperty('outline-offset');
    ringed = null;
  };
  container.addEventListener('focusin', (event) => {
    clear();
    const target = event.target;
    if (!(target instanceof HTMLElement) || !focusShown(target)) return;
    const style = getComputedStyle(target);
    if ((style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none') return;
    target.style.setProperty('outline', FOCUS_OUTLINE);
    target.style.setProperty('outline-offset', '-2px');
    ringed = target;
  }, { signal });
  container.addEventListener('focusout', clear, { signal });
  signal.addEventListener('abort', clear, { once: true });
}
