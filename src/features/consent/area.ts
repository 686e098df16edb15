/**
 * Consent areas: once accepted (or clicked), `GET consent-area/{post}/{block}` returns the
 * HTML the server kept back; it replaces the placeholder (server-html.ts, in the REST calls' part
 * pack `consent-rest`, which a page loads only for such a call).
 */
import type { MountContext } from '../../core/registry';
import { unwatch } from './activate';
import { restPack } from './rest-calls';

const loading = new WeakSet<Element>();

export function loadArea(area: HTMLElement, ctx: MountContext, nonce: string): void {
  if (loading.has(area)) return;
  loading.add(area);
  unwatch(area);
  area.classList.remove('cmplz-placeholder');
  void restPack(ctx).then((pack) => pack?.fillArea(area, nonce, ctx));
}
