/**
 * What runs beside the banner: opt-out auto-dismiss (scroll beyond 400 px or a timeout), the
 * manage-consent container filled from the server, and cookie cleaning every second (those two
 * in the REST calls' part pack, consent-rest).
 */
import type { MountContext } from '../../core/registry';
import { later } from '../../lib/timers';
import { fireCategories, hasConsent, hasServiceConsent, setBannerStatus, trackStatus } from './actions';
import { flag, str } from './config';
import { SCROLL_DISMISS_PX } from './constants';
import { restPack } from './rest-calls';

function dismissNow(): void {
  setBannerStatus('dismissed');
  fireCategories();
  trackStatus();
}

export function autoDismiss(signal: AbortSignal): void {
  if (flag('dismiss_on_scroll')) {
    const scroll = new AbortController();
    signal.addEventListener('abort', () => scroll.abort(), { once: true });
    window.addEventListener('scroll', () => {
      if (window.scrollY <= SCROLL_DISMISS_PX) return;
      scroll.abort();
      dismissNow();
    }, { signal: scroll.signal, passive: true });
  }
  const delay = parseInt(str('dismiss_timeout'), 10);
  if (delay > 0) later(dismissNow, delay, signal);
}

/** The manage-consent container, where the page has one, filled from the server (server-html.ts). */
export function manageConsent(ctx: MountContext, syncPage: () => void): void {
  const container = document.querySelector<HTMLElement>('.cmplz-manage-consent-container');
  if (container) void restPack(ctx).then((pack) => pack?.fillManageConsent(container, ctx, syncPage));
}

/** Cookie cleaning (rest.ts), once the cookie list is in. */
export function startCleaning(ctx: MountContext, signal: AbortSignal): void {
  void restPack(ctx).then((pack) => pack?.startCleaning(signal, hasServiceConsent, hasConsent));
}
