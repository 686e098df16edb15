/** The hls.js pack: `.m3u8` streams in browsers without native HLS. */
import Hls from 'hls.js';
import { hostGlobal } from './types';

export interface HlsPack {
  Hls: typeof Hls;
}

hostGlobal()?.definePack('hls', (): HlsPack => ({ Hls }));
