/** The dash.js pack: `.mpd` (MPEG-DASH) sources, over Media Source Extensions. */
import { siteDashGlobal } from './support/dash-flags';
import { MediaPlayer } from 'dashjs';
import { hostGlobal } from './types';

export interface DashPack {
  MediaPlayer: typeof MediaPlayer;
}

/**
 * dash.js has read the flag and published itself on `window.dashjs` (where its MediaPlayer finds
 * its optional parts at run time, as a dash.js loaded by the legacy player did). The flag goes, so
 * a dash.js the site loads later sets up its own players as usual; a site's own object goes back.
 */
const scope = globalThis as unknown as { dashjs?: { skipAutoCreate?: boolean } };
if (scope.dashjs) delete scope.dashjs.skipAutoCreate;
if (siteDashGlobal.had) (scope as { dashjs?: unknown }).dashjs = siteDashGlobal.value;

hostGlobal()?.definePack('dash', (): DashPack => ({ MediaPlayer }));
