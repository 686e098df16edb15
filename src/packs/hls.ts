/** The hls.js pack: `.m3u8` streams in browsers without native HLS (src/lib/hls-pack chooses it). */
import Hls from 'hls.js';
import type { HlsConfig } from 'hls.js';
import { heldPlaylistLoader } from './hls/held-playlist';
import type { HeldPlaylist } from './hls/held-playlist';
import { hostGlobal } from './types';

export interface HlsPack {
  Hls: typeof Hls;
  /** hls.js's playlist loader (`pLoader`) answering with this playlist, already read. */
  heldPlaylist(playlist: HeldPlaylist): NonNullable<HlsConfig['pLoader']>;
}

hostGlobal()?.definePack('hls', (): HlsPack => ({ Hls, heldPlaylist: (playlist) => heldPlaylistLoader(Hls.DefaultConfig.loader, playlist) }));
