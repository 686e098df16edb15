/** The howler pack: live streams and sounds, loaded only by features that play audio. */
import { Howl, Howler } from 'howler';
import { hostGlobal } from './types';

export interface HowlerPack {
  Howl: typeof Howl;
  Howler: typeof Howler;
}

hostGlobal()?.definePack('howler', (): HowlerPack => ({ Howl, Howler }));
