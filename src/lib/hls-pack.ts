/**
 * Which hls.js pack a stream loads, and hls.js given the playlist already read:
 *
 *   loadHls(url, loadPack, needs, signal)
 *     fetches the playlist (the request hls.js would make first), then loads `hls-light`
 *     (dist/packs/hls-light.js, hls.js's light build) when lib/hls-playlist finds nothing in it
 *     that needs more, else `hls` (the full build). A playlist that cannot be read (a network
 *     error, a status other than 2xx, no answer within HLS_PLAYLIST_TIMEOUT_MS) goes to the full
 *     build, which asks again and reports the failure as it always has. The playlist read is
 *     handed to hls.js (the pack's held-playlist loader as its `pLoader`): hls.js does not fetch
 *     it twice.
 */
import type Hls from 'hls.js';
import type { HlsConfig } from 'hls.js';
import type { HlsPack } from '../packs/hls';
import type { HeldPlaylist } from '../packs/hls/held-playlist';
import { fullHlsNeed } from './hls-playlist';
import type { PlaylistNeeds } from './hls-playlist';
import { withTimeout } from './http';

export const HLS_PACK = 'hls';
export const HLS_LIGHT_PACK = 'hls-light';
/** How long the playlist may take before the full build is loaded to ask for it itself. */
export const HLS_PLAYLIST_TIMEOUT_MS = 10000;

export interface LoadedHls {
  Hls: typeof Hls;
  /** Settings to add to the engine's own (the playlist loader that holds the playlist read). */
  config: Partial<HlsConfig>;
  /** The pack loaded: HLS_PACK or HLS_LIGHT_PACK. */
  pack: string;
}

async function readPlaylist(url: string, signal?: AbortSignal): Promise<HeldPlaylist | null> {
  const timeout = withTimeout(HLS_PLAYLIST_TIMEOUT_MS, signal);
  try {
    const response = await fetch(url, { credentials: 'same-origin', signal: timeout.signal });
    if (!response.ok) return null;
    return { url, responseUrl: response.url || url, text: await response.text() };
  } catch {
    return null;
  } finally {
    timeout.clear();
  }
}

/** Loads the hls.js pack `url` needs (see the top); rejects only as the pack's load does. */
export async function loadHls(url: string, loadPack: <T>(name: string) => Promise<T>, needs: PlaylistNeeds, signal?: AbortSignal): Promise<LoadedHls> {
  const absolute = new URL(url, document.baseURI).href;
  const playlist = await readPlaylist(absolute, signal);
  const pack = playlist && !fullHlsNeed(playlist.text, needs) ? HLS_LIGHT_PACK : HLS_PACK;
  const loaded = await loadPack<HlsPack>(pack);
  return { Hls: loaded.Hls, config: playlist ? { pLoader: loaded.heldPlaylist(playlist) } : {}, pack };
}
