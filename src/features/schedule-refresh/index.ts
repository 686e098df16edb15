/**
 * Schedule refresh: while `#qtcurrentpermalink` is on the page, every 60 s the current page is
 * fetched and the on-air, upcoming and schedule blocks take the fetched page's content. The
 * change is made in the open (not `quietly`), so the engine enhances what arrives (tabs,
 * sliders, countdowns) and tears down what left. Paused while the tab is hidden. A block the visitor
 * is using (focus inside, or a field they changed) is left for the next refresh; a page that has
 * not arrived within REFRESH_TIMEOUT_MS is given up until the next turn.
 */
import type { Feature } from '../../core/registry';
import { replaceBlocks, refreshUrl } from './blocks';
import { withTimeout } from '../../lib/http';
import { REFRESH_MS, REFRESH_TIMEOUT_MS } from './constants';
import { definition } from './definition';

const hidden = (): boolean => document.visibilityState === 'hidden';

export const scheduleRefresh: Feature = {
  name: definition.name,
  get selector() {
    return definition.selector;
  },
  mount(marker, ctx) {
    const { signal } = ctx;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let dueAt = Date.now() + REFRESH_MS;
    let busy = false;

    const schedule = (): void => {
      clearTimeout(timer);
      // refresh catches what it awaits and schedules the next turn itself.
      timer = setTimeout(() => void refresh(), Math.max(0, dueAt - Date.now()));
    };

    async function refresh(): Promise<void> {
      timer = undefined;
      if (signal.aborted || busy || hidden()) return;
      busy = true;
      dueAt = Date.now() + REFRESH_MS;
      let timeout: ReturnType<typeof withTimeout> | undefined;
      try {
        const url = refreshUrl(marker.getAttribute('data-permalink'), location);
        if (!url) return;
        // A page that never arrives must not hold every later refresh back.
        timeout = withTimeout(REFRESH_TIMEOUT_MS, signal);
        const response = await fetch(url, { signal: timeout.signal, credentials: 'same-origin', cache: 'no-store', headers: { Accept: 'text/html' } });
        if (!response.ok || new URL(response.url || url).origin !== location.origin) return;
        const html = await response.text();
        if (signal.aborted || !marker.isConnected) return;
        replaceBlocks(document, new DOMParser().parseFromString(html, 'text/html'));
      } catch (error) {
        // Offline for a minute, or the page is being left: try again at the next turn.
        if (!signal.aborted && !timeout?.expired() && !(error instanceof TypeError)) ctx.report(error);
      } finally {
        timeout?.clear();
        busy = false;
        if (!signal.aborted && !hidden()) schedule();
      }
    }

    document.addEventListener('visibilitychange', () => {
      if (hidden()) {
        clearTimeout(timer);
        timer = undefined;
      } else if (!busy && timer === undefined) {
        schedule();
      }
    }, { signal });
    schedule();
    return () => clearTimeout(timer);
  },
};

export default scheduleRefresh;
