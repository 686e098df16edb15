/**
 * Geo-ip user data, the consent feature's part pack `consent-geoip` (packs/consent-geoip.ts),
 * which the consent pack loads before consent starts where the site has geo-ip on: the session's
 * copy when it is of this configuration's version and of the expected shape (no request), else
 * `GET banner` (the REST calls' part pack), cached in the session.
 */
import type { MountContext } from '../../core/registry';
import { readJson, writeJson } from '../../lib/storage';
import { cfg } from './config';
import type { Complianz } from './config';
import { USER_DATA_KEY } from './constants';
import { bannerReply } from './reply';
import { restPack } from './rest-calls';

export async function userData(ctx: Pick<MountContext, 'loadPack' | 'report'>, signal: AbortSignal): Promise<Complianz> {
  const cached = bannerReply(readJson('session', USER_DATA_KEY));
  const config = cfg();
  if (cached && cached.version === config.version && cached.banner_version === config.banner_version) return cached;
  const pack = await restPack(ctx);
  // A reply of another shape is not used (nor cached): the configuration stands.
  const data = pack && bannerReply(await pack.fetchBanner(signal));
  if (!data) return {};
  writeJson('session', USER_DATA_KEY, data);
  return data;
}
