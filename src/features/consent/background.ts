/**
 * What runs beside the banner: opt-out auto-dismiss (scroll beyond 400 px or a timeout), the
 * manage-consent container filled from the server, and cookie cleaning every second.
 */
import type { MountContext } from '../../core/registry';
import { later, poll } from '../../lib/timers';
import { fireCategories, hasConsent, hasServiceConsent, setBannerStatus, trackStatus } from './actions';
import { fire, flag, str } from './config';
import { CLEAN_INTERVAL_MS, SCROLL_DISMISS_PX } from './constants';
import { restPack, serverHtml } from './rest-calls';

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

export async function manageConsent(ctx: MountContext, syncPage: () => void): Promise<void> {
  const container = document.querySelector<HTMLElement>('.cmplz-manage-consent-container');
  if (!container) return;
  const html = await serverHtml(ctx, `manage_consent_html?${str('locale')}`, ctx.signal);
  if (html === null) return;
  ctx.quietly(() => {
    container.insertAdjacentHTML('beforeend', html);
    const fallback = document.getElementById('cmplz-manage-consent-container-nojavascript');
    if (fallback) fallback.style.display = 'none';
    container.style.display = 'block';
  });
  syncPage();
  fire('cmplz_manage_consent_container_loaded');
}

export async function startCleaning(ctx: MountContext, signal: AbortSignal): Promise<void> {
  const pack = await restPack(ctx);
  const data = pack && await pack.cookieData(signal);
  if (!pack || !data || signal.aborted) return;
  poll(() => pack.cleanCookies(data, hasServiceConsent, hasConsent), CLEAN_INTERVAL_MS, { signal, immediate: true });
}
