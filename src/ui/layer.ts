/**
 * A layer: a dialog (ui/dialog.ts) that shows and hides with an animation and, when modal, an
 * overlay under it — the popup boxes'. A modal layer takes focus on show and gives it back on
 * hide; a non-modal one never takes focus (and gives it back only if the visitor moved it in).
 * Show and hide animate with `motion` unless the visitor prefers reduced motion.
 *
 * The caller labels the dialog (see `labelDialog`) and decides what an overlay click means.
 */
import { ensureId } from '../lib/dom';
import { openDialog } from './dialog';
import type { DialogSession } from './dialog';
import { transition } from './motion';
import type { Motion } from './motion';

export interface LayerOptions {
  modal: boolean;
  overlay?: HTMLElement | null;
  motion?: Motion;
  /** Escape while the layer has focus or is the last dialog opened; false: not closed by it. */
  readonly onEscape?: () => boolean | void;
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
  let session: DialogSession | null = null;
  // The role stays while the layer is hidden, so that its label always belongs to a dialog; a
  // box can take focus itself (a click inside a corner box moves focus in).
  dialog.setAttribute('role', 'dialog');
  if (!dialog.hasAttribute('tabindex')) dialog.tabIndex = -1;

  return {
    get open() {
      return session?.open === true;
    },
    show() {
      if (session?.open || signal?.aborted) return;
      if (overlay) transition(overlay, true, motion === 'none' ? 'none' : 'fade');
      transition(dialog, true, motion);
      session = openDialog(dialog, { modal, signal, onEscape: options.onEscape });
    },
    hide(done) {
      if (!session?.open) return;
      session.close();
      session = null;
      if (overlay) transition(overlay, false, motion === 'none' ? 'none' : 'fade');
      transition(dialog, false, motion, done);
    },
  };
}
