/** The FLV pack: `.flv` sources (H.264 and AAC in FLV), remuxed by mpegts.js into Media Source Extensions. */
import mpegts from 'mpegts.js';
import { hostGlobal } from './types';

export interface FlvPack {
  mpegts: typeof mpegts;
}

hostGlobal()?.definePack('flv', (): FlvPack => {
  // Its console logging is off: failures reach the player's error overlay.
  mpegts.LoggingControl.applyConfig({ enableAll: false, enableError: false, enableWarn: false, enableInfo: false, enableDebug: false, enableVerbose: false });
  return { mpegts };
});
