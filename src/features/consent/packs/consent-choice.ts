/**
 * What applies a choice (apply.ts) and lets blocked content in (let-in.ts), a part pack of the
 * consent feature: the consent pack loads it where something is allowed or applied at start, else
 * at the first sign of a visitor's choice or an API write (choice.ts), so a first visit in an
 * opt-in region, where the banner waits, does not carry it.
 */
import { hostGlobal } from '../../../packs/types';
import { acceptAll, denyAll, setConsent, setServiceConsent, wpSetConsent } from '../apply';
import { CONSENT_CHOICE_PACK } from '../constants';
import { letIn, loadArea } from '../let-in';

export interface ConsentChoicePack {
  acceptAll: typeof acceptAll;
  denyAll: typeof denyAll;
  setConsent: typeof setConsent;
  setServiceConsent: typeof setServiceConsent;
  wpSetConsent: typeof wpSetConsent;
  letIn: typeof letIn;
  loadArea: typeof loadArea;
}

hostGlobal()?.definePack(CONSENT_CHOICE_PACK, (): ConsentChoicePack => ({ acceptAll, denyAll, setConsent, setServiceConsent, wpSetConsent, letIn, loadArea }));
