/**
 * The one place where an embed's third-party iframe is created. Nothing of the service is
 * contacted before `createEmbedFrame` runs: it resolves the player address (the
 * sound-sharing site's oEmbed call included) and only then puts the iframe in the slot.
 */
import type { EmbedService } from './recognise';
import { FRAME_HEIGHT, FRAME_TITLE } from './constants';

/**
 * Creates the iframe of `service` at the start of `slot` once `resolve` gives its address,
 * hiding what the slot showed before (the original link stays, hidden); null leaves the slot as it is.
 */
export async function createEmbedFrame(service: EmbedService, slot: HTMLElement, resolve: () => Promise<string | null>, quietly: <T>(change: () => T) => T): Promise<void> {
  const src = await resolve();
  if (!src || !slot.isConnected) return;
  const frame = document.createElement('iframe');
  frame.src = src;
  frame.title = FRAME_TITLE[service];
  frame.loading = 'lazy';
  frame.setAttribute('allow', 'autoplay; encrypted-media; fullscreen; picture-in-picture; clipboard-write');
  frame.style.cssText = service === 'youtube'
    ? 'position:absolute;inset:0;width:100%;height:100%;border:0'
    : `width:100%;height:${FRAME_HEIGHT[service]}px;border:0`;
  if (service === 'youtube') slot.style.cssText = 'position:relative;padding-bottom:56.25%;height:0;overflow:hidden';
  quietly(() => {
    for (const shown of Array.from(slot.children)) shown.setAttribute('hidden', '');
    slot.prepend(frame);
  });
}
