/**
 * What drives the stream engines (hls.js, dash.js, mpegts.js), a part pack of the media
 * feature: the media pack's engine (engine.ts) loads it beside the engine's own pack, only for a
 * source that needs one, so the players of a page of plain files do not carry it.
 */
import { hostGlobal } from '../../../packs/types';
import { loadHls } from '../../../lib/hls-pack';
import { STREAMS_PACK } from '../constants';
import { startDash } from '../streams/dash-engine';
import { startFlv } from '../streams/flv-engine';
import { startHls } from '../streams/hls-driver';

export interface StreamsPack {
  loadHls: typeof loadHls;
  startHls: typeof startHls;
  startDash: typeof startDash;
  startFlv: typeof startFlv;
}

export const drivers: StreamsPack = { loadHls, startHls, startDash, startFlv };

hostGlobal()?.definePack(STREAMS_PACK, () => drivers);
