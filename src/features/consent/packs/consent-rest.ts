/**
 * Complianz's REST calls (rest.ts), a part pack of the consent feature: the consent pack loads
 * it on their first use (rest-calls.ts), so a page without geo-ip, consent areas (server-html.ts), a
 * manage-consent container or cookie cleaning does not carry them.
 */
import { hostGlobal } from '../../../packs/types';
import { CONSENT_REST_PACK } from '../constants';
import { fetchBanner, startCleaning } from '../rest';
import { fillArea, fillManageConsent } from '../server-html';

export interface ConsentRestPack {
  fetchBanner: typeof fetchBanner;
  fillArea: typeof fillArea;
  fillManageConsent: typeof fillManageConsent;
  startCleaning: typeof startCleaning;
}

hostGlobal()?.definePack(CONSENT_REST_PACK, (): ConsentRestPack => ({ fetchBanner, fillArea, fillManageConsent, startCleaning }));
