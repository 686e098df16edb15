/**
 * What lets blocked content in (let-in.ts), a part pack of the consent feature: the consent pack
 * asks for it at start where anything is allowed, else when a choice allows something there is to
 * let in (choice.ts), so a first visit in an opt-in region, where the banner waits, does not carry
 * it. The choice itself is the pack's, applied at once (actions.ts).
 */
import { hostGlobal } from '../../../packs/types';
import { CONSENT_CHOICE_PACK } from '../constants';
import { letIn, loadArea } from '../let-in';

export interface ConsentChoicePack {
  letIn: typeof letIn;
  loadArea: typeof loadArea;
}

hostGlobal()?.definePack(CONSENT_CHOICE_PACK, (): ConsentChoicePack => ({ letIn, loadArea }));
