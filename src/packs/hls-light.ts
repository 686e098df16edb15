/**
 * The light hls.js pack: hls.js's light build, for `.m3u8` streams that need none of what it
 * leaves out (subtitles and captions, alternate audio, DRM and encryption, variable
 * substitution, interstitials: lib/hls-playlist decides, lib/hls-pack loads). Same API as the
 * full pack (src/packs/hls.ts).
 */
import Hls from 'hls.js/light';
import type { HlsPack } from './hls';
import { heldPlaylistLoader } from './hls/held-playlist';
import { hostGlobal } from './types';

hostGlobal()?.definePack('hls-light', (): HlsPack => ({ Hls, heldPlaylist: (playlist) => heldPlaylistLoader(Hls.DefaultConfig.loader, playlist) }));
