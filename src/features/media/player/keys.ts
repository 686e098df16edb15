/**
 * MediaElement's keys, wherever the focus is in a player: Left and Right seek as the time rail's
 * arrows do (the focus moving to it, as MediaElement's does), Up and Down change the volume as
 * its slider's arrows do (the focus moving there where it is shown: an audio player's), M mutes
 * and unmutes, F takes a video fullscreen and back. Each acts through the control it stands for,
 * so a disabled control takes no key. Keys with Ctrl, Alt or Meta, and the arrows where the
 * focused control takes them itself (a slider, the captions menu's radio inputs), are left alone.
 */
const KEYS: Record<string, string> = {
  arrowleft: '.mejs-time-slider',
  arrowright: '.mejs-time-slider',
  arrowup: '.mejs-horizontal-volume-slider, .mejs-volume-slider',
  arrowdown: '.mejs-horizontal-volume-slider, .mejs-volume-slider',
  m: '.mejs-volume-button > button',
  f: '.mejs-fullscreen-button > button',
};

export function keepPlayerKeys(container: HTMLElement, signal: AbortSignal): void {
  container.addEventListener('keydown', (event) => {
    const selector = KEYS[event.key.toLowerCase()];
    const control = selector && container.querySelector<HTMLElement>(selector);
    if (!control || event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey
      || (event.key.startsWith('Arrow') && (event.target as Element).closest('[role="slider"], input'))
      || control.matches(':disabled, [aria-disabled="true"]')) return;
    event.preventDefault();
    if (control instanceof HTMLButtonElement) {
      control.click();
      return;
    }
    control.focus();
    // The slider's own handler takes it from there (focused or not: a video's is hidden until then).
    control.dispatchEvent(new KeyboardEvent('keydown', { key: event.key, bubbles: true }));
  }, { signal });
}
