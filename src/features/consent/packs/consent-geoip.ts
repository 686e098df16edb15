/**
 * Geo-ip user data (geoip.ts), a part pack of the consent feature: the consent pack loads it
 * before consent starts, only where the site has geo-ip on (index.ts).
 */
import { hostGlobal } from '../../../packs/types';
import { CONSENT_GEOIP_PACK } from '../constants';
import { userData } from '../geoip';

export interface ConsentGeoipPack {
  userData: typeof userData;
}

hostGlobal()?.definePack(CONSENT_GEOIP_PACK, (): ConsentGeoipPack => ({ userData }));
