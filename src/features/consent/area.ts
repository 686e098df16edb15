/**
 * Consent areas: once accepted (or clicked), `GET consent-area/{post}/{block}` returns the
 * HTML the server kept back; it replaces the placeholder, its scripts run (those the browser
 * would run, as classic scripts or modules) and the rest is
 * enhanced like any markup added to the page.
 */
import type { MountContext } from '../../core/registry';
import { unwatch, runScript } from './activate';
import { serverHtml } from './rest-calls';
import { scriptKind } from '../../lib/scripts';

const loading = new WeakSet<Element>();

export function loadArea(area: HTMLElement, ctx: MountContext, nonce: string): void {
  if (loading.has(area)) return;
  loading.add(area);
  unwatch(area);
  const path = `consent-area/${encodeURIComponent(area.getAttribute('data-post_id') ?? '')}/${encodeURIComponent(area.getAttribute('data-block_id') ?? '')}`;
  area.classList.remove('cmplz-placeholder');
  void serverHtml(ctx, path, ctx.signal).then((html) => {
    if (html === null) return;
    // Not quietly: what the block holds (accordions, embeds) is enhanced like any new markup.
    area.innerHTML = html;
    // Only what the browser would run: data blocks (`text/template`, `application/ld+json`) and
    // `nomodule` scripts stay as they came.
    area.querySelectorAll('script').forEach((script) => {
      const kind = scriptKind(script);
      if (kind) void runScript(script, nonce, ctx.quietly, kind);
    });
  });
}
