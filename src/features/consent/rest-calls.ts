/**
 * How the consent pack loads its part packs: `consent-rest` (Complianz's REST calls, rest.ts) on
 * the first call, the others where a page needs them. Where one cannot load, each call answers
 * as its request failing would: the configuration stands (geo-ip), no server HTML, no cookie list.
 */
import type { MountContext } from '../../core/registry';
import { CONSENT_REST_PACK } from './constants';
import type { ConsentRestPack } from './packs/consent-rest';

type Loader = Pick<MountContext, 'loadPack' | 'report'>;

/** One of the consent feature's part packs, or null where it cannot load (reported). */
export const partPack = <T>(ctx: Loader, name: string): Promise<T | null> => ctx.loadPack<T>(name).catch((error: unknown) => {
  ctx.report(error);
  return null;
});

/** The REST calls' part pack, or null where it cannot load (reported). */
export const restPack = (ctx: Loader): Promise<ConsentRestPack | null> => partPack<ConsentRestPack>(ctx, CONSENT_REST_PACK);
