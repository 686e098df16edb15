/** The Vimeo pack: Vimeo's player API (`@vimeo/player`), which drives a player.vimeo.com frame by postMessage. */
import './support/vimeo-flags';
import Player from '@vimeo/player';
import { hostGlobal } from './types';

export interface VimeoPack {
  Player: typeof Player;
}

hostGlobal()?.definePack('vimeo', (): VimeoPack => ({ Player }));
