/** What a mount is given: see MountContext. */
import type { MountContext } from './registry';

/**
 * A mount's context. Its AbortController is made when the feature first asks for the signal:
 * on a large page most mounts only hand their element to a pack that has not arrived yet, and
 * a thousand controllers made for nothing cost the first scan time and garbage collection.
 * Asked for after the widget's end, the signal comes already aborted.
 */
export class Context implements MountContext {
  private controller: AbortController | null = null;
  private ended = false;

  constructor(
    readonly feature: string,
    readonly loadPack: MountContext['loadPack'],
    readonly quietly: MountContext['quietly'],
    readonly report: MountContext['report'],
  ) {}

  get signal(): AbortSignal {
    if (!this.controller) {
      this.controller = new AbortController();
      if (this.ended) this.controller.abort();
    }
    return this.controller.signal;
  }

  end(): void {
    this.ended = true;
    this.controller?.abort();
  }
}
