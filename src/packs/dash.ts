/** The dash.js pack: `.mpd` (MPEG-DASH) sources, over Media Source Extensions. */
import { MediaPlayer } from 'dashjs';
import { hostGlobal } from './types';

export interface DashPack {
  MediaPlayer: typeof MediaPlayer;
}

hostGlobal()?.definePack('dash', (): DashPack => ({ MediaPlayer }));
