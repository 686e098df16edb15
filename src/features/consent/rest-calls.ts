/**
 * The consent pack's way to Complianz's REST calls (rest.ts, its part pack `consent-rest`): the
 * pack is loaded on the first call. Where it cannot load, each call answers as its request
 * failing would: the configuration stands (geo-ip), no server HTML, no cookie list.
 */
import * as v from 'valibot';
import type { MountContext } from '../../core/registry';
import { readJson } from '../../lib/storage';
import { cfg } from './config';
import type { Complianz } from './config';
import { CONSENT_REST_PACK, USER_DATA_KEY } from './constants';
import type { ConsentRestPack } from './packs/consent-rest';
import { BannerReplySchema } from './schema';

type Loader = Pick<MountContext, 'loadPack' | 'report'>;

/** The part pack, or null where it cannot load (reported). */
export const restPack = (ctx: Loader): Promise<ConsentRestPack | null> => ctx.loadPack<ConsentRestPack>(CONSENT_REST_PACK).catch((error: unknown) => {
  ctx.report(error);
  return null;
});

/**
 * Geo-ip user data: the session's copy when it is of this configuration's version and of the
 * expected shape (no request, no pack), else `GET banner`.
 */
export async function userData(ctx: Loader, signal: AbortSignal): Promise<Complianz> {
  const cached = v.safeParse(BannerReplySchema, readJson('session', USER_DATA_KEY));
  const config = cfg();
  if (cached.success && cached.output.version === config.version && cached.output.banner_version === config.banner_version) return cached.output;
  const pack = await restPack(ctx);
  return pack ? pack.fetchUserData(signal) : {};
}

export async function serverHtml(ctx: Loader, path: string, signal: AbortSignal): Promise<string | null> {
  const pack = await restPack(ctx);
  return pack ? pack.serverHtml(path, signal) : null;
}
