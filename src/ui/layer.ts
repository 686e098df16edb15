/**
 * A layer: a dialog shown over the page, shared by popup boxes, the cookie banner and the
 * side navigation drawer.
 *
 * - Modal (`modal: true`): `role="dialog"` + `aria-modal`, an optional overlay shown with it,
 *   focus moved in on show (first focusable element, else the dialog), Tab and Shift+Tab kept
 *   inside, and focus given back to where it was on hide.
 * - Non-modal: `role="dialog"` only; showing it never moves focus.
 * - Either way Escape calls `onEscape` while the layer is open (the caller decides whether it
 *   may close), and show/hide animate with `motion` unless the visitor prefers reduced motion.
 *
 * The caller labels the dialog (see `labelDialog`) and decides what an overlay click means.
 */
import { focusableWithin, rememberFocus, trapFocus } from '../lib/a11y';
import { ensureId } from '../lib/dom';
import { transition } from './motion';
import type { Motion } from './motion';

export interface LayerOptions {
  modal: boolean;
  overlay?: HTMLElement | null;
  motion?: Motion;
  onEscape?(): void;
  /** Released with the layer: pass the mount's signal. */
  signal?: AbortSignal;
}

export interface Layer {
  readonly open: boolean;
  show(): void;
  /** `done` runs once the dialog is hidden (after its animation). */
  hide(done?: () => void): void;
}

/** Labels `dialog` by its first heading, or by `fallback` text when it has none. */
export function labelDialog(dialog: HTMLElement, fallback?: string): void {
  const heading = dialog.querySelector('h1,h2,h3,h4,h5,h6');
  if (heading) dialog.setAttribute('aria-labelledby', ensureId(heading, 'airlift-dialog-title'));
  else if (fallback) dialog.setAttribute('aria-label', fallback);
}

export function createLayer(dialog: HTMLElement, options: LayerOptions): Layer {
  const { modal, overlay, motion = 'fade', signal } = options;
  let open = false;
  let session: AbortController | null = null;
  let restoreFocus: (() => void) | null = null;
  dialog.setAttribute('role', 'dialog');
  if (modal) dialog.setAttribute('aria-modal', 'true');
  if (!dialog.hasAttribute('tabindex')) dialog.tabIndex = -1;

  const close = (): void => {
    session?.abort();
    session = null;
  };
  signal?.addEventListener('abort', close, { once: true });

  return {
    get open() {
      return open;
    },
    show() {
      if (open || signal?.aborted) return;
      open = true;
      session = new AbortController();
      if (overlay) transition(overlay, true, motion === 'none' ? 'none' : 'fade');
      transition(dialog, true, motion);
      document.addEventListener('keydown', (event) => {
        if (event.key === 'Escape' || event.key === 'Esc') options.onEscape?.();
      }, { signal: session.signal });
      if (modal) {
        restoreFocus = rememberFocus();
        trapFocus(dialog, session.signal);
        (focusableWithin(dialog)[0] ?? dialog).focus();
      }
    },
    hide(done) {
      if (!open) return;
      open = false;
      close();
      if (overlay) transition(overlay, false, motion === 'none' ? 'none' : 'fade');
      transition(dialog, false, motion, done);
      restoreFocus?.();
      restoreFocus = null;
    },
  };
}
