/**
 * Complianz's REST calls (rest.ts), a part pack of the consent feature: the consent pack loads
 * it on their first use (rest-calls.ts), so a page without geo-ip, consent areas, a
 * manage-consent container or cookie cleaning does not carry them.
 */
import { hostGlobal } from '../../../packs/types';
import { CONSENT_REST_PACK } from '../constants';
import { cleanCookies, cookieData, fetchUserData, serverHtml } from '../rest';

export interface ConsentRestPack {
  fetchUserData: typeof fetchUserData;
  serverHtml: typeof serverHtml;
  cookieData: typeof cookieData;
  cleanCookies: typeof cleanCookies;
}

hostGlobal()?.definePack(CONSENT_REST_PACK, (): ConsentRestPack => ({ fetchUserData, serverHtml, cookieData, cleanCookies }));
