/**
 * One box: its DOM (see dom.ts) shown and hidden through the shared layer (a centred box is a
 * modal dialog over its overlay; corner boxes are non-modal and never take focus), its cookie,
 * its dismissal rules, and the state Boxzilla exposes (`visible`, `dismissed`, `triggered` …).
 */
import { report } from '../../lib/report';
import { measure } from '../../lib/frame';
import { createLayer, labelDialog } from '../../ui/layer';
import { boxCookie, readBoxCookie } from './cookie';
import { buildBoxDom } from './dom';
import type { BoxConfig } from './parse';
import { cookieBlocks, fitsWidth, mayAutoShow, overlayClickDismisses, triggerHeight } from './rules';

export interface BoxHost {
  fire(event: string, args: unknown[]): void;
  /** Escape: dismisses every open box, as Boxzilla does; false when none was. */
  dismissAll(): boolean;
  testMode: boolean;
  /** The value the page's Boxzilla generation writes in its cookie (`1`, or `true` before 3.3). */
  cookieValue: string;
  signal: AbortSignal;
}

export interface Box {
  readonly id: string;
  readonly config: BoxConfig;
  readonly element: HTMLElement;
  readonly contentElement: HTMLElement;
  readonly overlay: HTMLElement | null;
  readonly visible: boolean;
  dismissed: boolean;
  triggered: boolean;
  cookieSet: boolean;
  /** The document y where a scroll trigger fires (0: none). */
  triggerHeight: number;
  fits(): boolean;
  mayAutoShow(): boolean;
  /** Shows (`true`), hides (`false`) or flips the box; false when nothing changed. */
  toggle(show?: boolean): boolean;
  show(): boolean;
  hide(): boolean;
  /** Shown by its trigger: marks it triggered and sets the `triggered` cookie when configured. */
  trigger(): void;
  /** Hides an open box for good on this page, setting the `dismissed` cookie when configured. */
  dismiss(): boolean;
  /** Recomputes the trigger height and the box's fit to the window. */
  onResize(): void;
  setCookie(hours: number): void;
  /** Removes the box's DOM and puts a current-generation content element back. */
  destroy(): void;
}

function documentHeight(): number {
  const { body, documentElement: html } = document;
  return Math.max(body.scrollHeight, body.offsetHeight, html.clientHeight, html.scrollHeight, html.offsetHeight);
}

export function createBox(config: BoxConfig, existing: HTMLElement | null, host: BoxHost): Box {
  const { id, position, closable } = config;
  const { signal } = host;
  const on = (target: EventTarget | null, type: string, listener: (event: Event) => void): void => target?.addEventListener(type, listener, { signal });
  const { element, content, overlay, close, remove } = buildBoxDom(config, existing);
  const style = element.style;
  labelDialog(element, config.title);

  const layer = createLayer(element, overlay, config.animation === 'slide' ? 'slide' : 'fade', {
    modal: position === 'center',
    onEscape: () => host.dismissAll(),
    signal,
  });

  // Boxzilla's sizing: a box taller than the window scrolls; a centred box is centred vertically.
  const fit = (): void => {
    style.overflowY = style.maxHeight = '';
    const windowHeight = window.innerHeight;
    const height = element.clientHeight;
    if (height > windowHeight) {
      style.maxHeight = `${windowHeight}px`;
      style.overflowY = 'scroll';
    }
    if (overlay) style.marginTop = `${Math.max(0, (windowHeight - height) / 2)}px`;
  };

  const box: Box = {
    id, config, element, overlay,
    contentElement: content,
    get visible() {
      return layer.open;
    },
    dismissed: false,
    triggered: false,
    cookieSet: cookieBlocks(config, readBoxCookie(id), host.testMode),
    triggerHeight: 0,
    fits: () => fitsWidth(config.screenWidthCondition, window.innerWidth),
    mayAutoShow: () => mayAutoShow(config, box, box.fits()),
    toggle(show = !layer.open) {
      if (show === layer.open || (!show && !closable) || signal.aborted) return false;
      host.fire(show ? 'box.show' : 'box.hide', [box]);
      overlay?.classList.toggle(`boxzilla-${id}-overlay`, show);
      layer.toggle(show);
      if (show) fit();
      else {
        // Hiding stops what plays inside: media pause, embedded players reload.
        element.querySelectorAll<HTMLMediaElement>('video,audio').forEach((media) => media.pause());
        element.querySelectorAll('iframe').forEach((frame) => frame.setAttribute('src', frame.getAttribute('src') ?? ''));
      }
      return true;
    },
    show: () => box.toggle(true),
    hide: () => box.toggle(false),
    trigger() {
      if (!box.show()) return;
      box.triggered = true;
      box.setCookie(config.cookie.triggered);
    },
    dismiss() {
      if (!layer.open || !box.hide()) return false;
      box.setCookie(config.cookie.dismissed);
      box.dismissed = true;
      host.fire('box.dismiss', [box]);
      return true;
    },
    onResize() {
      const { trigger } = config;
      let target: Element | null = null;
      try {
        if (trigger && trigger.method === 'element') target = document.body.querySelector(trigger.value);
      } catch {
        /* not a valid selector: no trigger point */
      }
      // The page's layout is read only for a trigger that needs it (a page's height is costly
      // to measure on a long page).
      const height = trigger && trigger.method === 'percentage' ? documentHeight() : 0;
      box.triggerHeight = triggerHeight(trigger, height, target ? target.getBoundingClientRect().top + window.scrollY : null);
      if (layer.open) fit();
    },
    setCookie(hours) {
      if (hours > 0) document.cookie = boxCookie(id, hours, Date.now(), location.protocol === 'https:', host.cookieValue);
    },
    destroy: remove,
  };

  on(close, 'click', (event) => {
    event.preventDefault();
    box.dismiss();
  });
  on(element, 'click', (event) => {
    if ((event.target as Element).closest?.('a,area')) host.fire('box.interactions.link', [box, event.target]);
  });
  on(element, 'submit', (event) => {
    box.setCookie(config.cookie.dismissed);
    host.fire('box.interactions.form', [box, event.target]);
  });
  on(overlay, 'click', (event) => {
    const { clientX, clientY } = event as MouseEvent;
    if (overlayClickDismisses(clientX, clientY, element.getBoundingClientRect())) box.dismiss();
  });
  // The trigger point is measured after the browser's own layout of the next frame (lib/frame),
  // not by forcing one now; until then no scroll shows the box (its trigger point is 0).
  measure(() => box.onResize(), signal, (error) => report('popups', error));
  return box;
}
