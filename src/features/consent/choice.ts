/**
 * What lets blocked content in (let-in.ts) is the consent feature's part pack consent-choice: on
 * a first visit in an opt-in region nothing is allowed and the banner waits, so the consent pack
 * does not carry that code. A choice itself (cookies, events, `POST track`: actions.ts) is applied
 * by the pack, synchronously, as Complianz's `cmplz_set_consent` and the others are: code that
 * writes and then reads, or listens for `cmplz_status_change`, sees the new state at once. Only
 * the activation waits for the part: it is asked for at start where anything is allowed
 * (controller.ts), else by the flush that has something allowed to let in (activate.ts), and the
 * activation with its events (`cmplz_enable_category`, `cmplz_run_after_all_scripts`) runs when
 * it arrives, in the order it always had.
 *
 * Where the part cannot load, the choice stands: it is already in the cookies, announced and
 * tracked, as Complianz records it, and a visitor who made it must not be asked again. What it
 * allows stays blocked (never let in without the code that does it right) and the error is
 * reported once; the part is asked for again at the visitor's next choice (`retryChoice`) or on
 * the next page, where the start of a returning visitor asks for it. Not at every flush meanwhile:
 * blocked markup that ajax code adds would otherwise ask for a part that just failed, again and
 * again.
 */
import type { MountContext } from '../../core/registry';
import { CONSENT_CHOICE_PACK } from './constants';
import type { ConsentChoicePack } from './packs/consent-choice';

type Loader = Pick<MountContext, 'loadPack' | 'report'>;

let loader: Loader | null = null;
let part: ConsentChoicePack | null = null;
let loading: Promise<ConsentChoicePack | null> | null = null;
/** The last request failed and no choice was made since. */
let failed = false;

export const useChoiceLoader = (next: Loader): void => void (loader = next);

/** The part, where it has arrived. */
export const choicePart = (): ConsentChoicePack | null => part;

/**
 * Asks for the part (once), unless the last request failed and no choice was made since;
 * resolves to it, or to null where it cannot load (reported).
 */
export function loadChoice(): Promise<ConsentChoicePack | null> {
  const current = loader;
  if (part || failed || !current) return Promise.resolve(part);
  loading ??= current.loadPack<ConsentChoicePack>(CONSENT_CHOICE_PACK).then((arrived) => (part = arrived), (error: unknown) => {
    loading = null;
    failed = true;
    current.report(error);
    return null;
  });
  return loading;
}

/** A choice was made: where the part could not load, the next flush asks for it again. */
export const retryChoice = (): void => void (failed = false);
