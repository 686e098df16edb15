/**
 * Consent areas: once accepted (or clicked), `GET consent-area/{post}/{block}` returns the
 * HTML the server kept back; it replaces the placeholder, its scripts run and the rest is
 * enhanced like any markup added to the page.
 */
import type { MountContext } from '../../core/registry';
import { unwatch, runScript } from './activate';
import { serverHtml } from './rest';

const loading = new WeakSet<Element>();

export function loadArea(area: HTMLElement, ctx: MountContext, nonce: string): void {
  if (loading.has(area)) return;
  loading.add(area);
  unwatch(area);
  const path = `consent-area/${encodeURIComponent(area.getAttribute('data-post_id') ?? '')}/${encodeURIComponent(area.getAttribute('data-block_id') ?? '')}`;
  area.classList.remove('cmplz-placeholder');
  void serverHtml(path, ctx.signal).then((html) => {
    if (html === null) return;
    // Not quietly: what the block holds (accordions, embeds) is enhanced like any new markup.
    area.innerHTML = html;
    area.querySelectorAll('script').forEach((script) => void runScript(script, nonce, ctx.quietly));
  });
}
