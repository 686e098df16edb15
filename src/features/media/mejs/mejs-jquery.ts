/**
 * `$(…).mediaelementplayer(options)` (and `(false)` to remove), as MediaElement adds it to
 * jQuery: added where the page's jQuery is loaded before airlift and lacks it (mejs-facade.ts).
 */
import { definedByScript, isRecord } from '../../../lib/globals';
import type { MejsPlayer } from './mejs-player';

export function installJquery(create: (node: unknown, options?: unknown) => MejsPlayer): void {
  if (!definedByScript('jQuery')) return;
  try {
    const fn = ((globalThis as unknown as Record<string, unknown>)['jQuery'] as { fn?: unknown }).fn;
    if (!isRecord(fn) || 'mediaelementplayer' in fn) return;
    fn['mediaelementplayer'] = function mediaelementplayer(this: ArrayLike<unknown>, options?: unknown) {
      for (const element of Array.from(this)) {
        if (options !== false) create(element, options);
        else if (element instanceof HTMLMediaElement) (element as HTMLMediaElement & { player?: MejsPlayer }).player?.remove();
      }
      return this;
    };
  } catch {
    // A jQuery that refuses the addition: the page's own calls fail as they would without it.
  }
}
