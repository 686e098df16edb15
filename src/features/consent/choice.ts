/**
 * What applies a choice (apply.ts) and lets blocked content in (let-in.ts) is the consent
 * feature's part pack consent-choice: on a first visit in an opt-in region nothing is allowed and
 * the banner waits, so the consent pack does not carry that code. The pack asks for the part at
 * start where something is allowed or applied then (controller.ts), else at the first sign of a
 * choice: a pointer, focus or key in the banner or a consent control (controls.ts), or a write of
 * Complianz's API or the WP Consent API (api.ts).
 *
 * Choices made before the part has arrived wait here, in the order they were made, with what
 * must not overtake them (the banner status, a cookie of the API, the close button), and are
 * applied when it arrives, each once, as lib/consent keeps the API's writes until the pack starts.
 *
 * Where the part cannot load, the error is reported (once: core/errors) and the
 * choices that waited for it are dropped; what needs no part still runs in its place. The banner
 * stays as it was, usable, and the visitor's next sign of a choice asks for the part again
 * (core/packs retries a failed load). Not recorded in Complianz's cookies without the part: a
 * cookie alone would hide the banner and say "allowed" while nothing was let in, no event told
 * the page's other code and no `POST track` stored it; and a choice kept for a later retry would
 * be applied twice when the visitor, seeing nothing happen, makes it again.
 */
import type { MountContext } from '../../core/registry';
import { CONSENT_CHOICE_PACK } from './constants';
import type { ConsentChoicePack } from './packs/consent-choice';

type Loader = Pick<MountContext, 'loadPack' | 'report'>;

let loader: Loader | null = null;
let part: ConsentChoicePack | null = null;
let loading: Promise<ConsentChoicePack | null> | null = null;
/** What waits for the part, in order: a choice gets the part (null where it could not load). */
const waiting: Array<(arrived: ConsentChoicePack | null) => void> = [];

export const useChoiceLoader = (next: Loader): void => void (loader = next);

/** The part, where it has arrived. */
export const choicePart = (): ConsentChoicePack | null => part;

function drain(arrived: ConsentChoicePack | null): void {
  for (const step of waiting.splice(0)) {
    try {
      step(arrived);
    } catch (error) {
      loader?.report(error);
    }
  }
}

/** Asks for the part (once; again after a failed load); resolves to it, or null where it cannot load. */
export function loadChoice(): Promise<ConsentChoicePack | null> {
  const current = loader;
  if (part || !current) return Promise.resolve(part);
  loading ??= current.loadPack<ConsentChoicePack>(CONSENT_CHOICE_PACK).then((arrived) => {
    part = arrived;
    drain(arrived);
    return arrived;
  }, (error: unknown) => {
    loading = null;
    // Reported once: core/errors reports an error of the same text once a page.
    current.report(error);
    drain(null);
    return null;
  });
  return loading;
}

/** Applies a choice now where the part is in and nothing waits, else once it arrives. */
export function choose(step: (arrived: ConsentChoicePack) => void): void {
  if (part && !waiting.length) return step(part);
  waiting.push((arrived) => arrived && step(arrived));
  void loadChoice();
}

/** Runs `step`, which needs no part, now, or after the choices that wait (never before them). */
export function inOrder(step: () => void): void {
  if (waiting.length) waiting.push(() => step());
  else step();
}
