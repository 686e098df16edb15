/**
 * What drives the stream engines (hls.js, dash.js, mpegts.js), a part pack of the media
 * feature: the media pack's engine (engine.ts) loads it beside the engine's own pack, only for a
 * source that needs one, so the players of a page of plain files do not carry it.
 */
import { hostGlobal } from '../../../packs/types';
import { loadHls } from '../../../lib/hls-pack';
import { HLS_CONFIG, elementFault, freshHistory, hlsAction, hlsFault, onReattach, runHlsAction } from '../../../lib/hls-recovery';
import { STREAMS_PACK } from '../constants';
import { startDash } from '../dash-engine';
import { startFlv } from '../flv-engine';

export interface StreamsPack {
  loadHls: typeof loadHls;
  HLS_CONFIG: typeof HLS_CONFIG;
  elementFault: typeof elementFault;
  freshHistory: typeof freshHistory;
  hlsAction: typeof hlsAction;
  hlsFault: typeof hlsFault;
  onReattach: typeof onReattach;
  runHlsAction: typeof runHlsAction;
  startDash: typeof startDash;
  startFlv: typeof startFlv;
}

export const drivers: StreamsPack = {
  loadHls, HLS_CONFIG, elementFault, freshHistory, hlsAction, hlsFault, onReattach, runHlsAction, startDash, startFlv,
};

hostGlobal()?.definePack(STREAMS_PACK, () => drivers);
