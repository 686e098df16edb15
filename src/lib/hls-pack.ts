/**
 * Which hls.js pack a stream loads, and hls.js given the playlist already read:
 *
 *   loadHls(url, loadPack, needs, signal)
 *     fetches the playlist (the request hls.js would make first), then loads `hls-light`
 *     (dist/packs/hls-light.js, hls.js's light build) when lib/hls-playlist finds nothing in it
 *     that needs more, else `hls` (the full build). A playlist that cannot be read (a network
 *     error, a status other than 2xx, no answer within HLS_PLAYLIST_TIMEOUT_MS) goes to the full
 *     build, which asks again and reports the failure as it always has. The playlist read is
 *     handed to hls.js (its playlist loader, `pLoader`): hls.js does not fetch it twice.
 */
import type Hls from 'hls.js';
import type { HlsConfig, Loader, LoaderCallbacks, LoaderConfiguration, LoaderStats, PlaylistLoaderContext } from 'hls.js';
import type { HlsPack } from '../packs/hls';
import { fullHlsNeed } from './hls-playlist';
import type { PlaylistNeeds } from './hls-playlist';
import { withTimeout } from './http';

export const HLS_PACK = 'hls';
export const HLS_LIGHT_PACK = 'hls-light';
/** How long the playlist may take before the full build is loaded to ask for it itself. */
export const HLS_PLAYLIST_TIMEOUT_MS = 10000;

interface Playlist {
  /** The address asked for, absolute, as hls.js asks for it. */
  url: string;
  /** The address that answered (after redirects): the base of the playlist's own addresses. */
  responseUrl: string;
  text: string;
}

export interface LoadedHls {
  Hls: typeof Hls;
  /** Settings to add to the engine's own (the playlist loader that holds the playlist read). */
  config: Partial<HlsConfig>;
  /** The pack loaded: HLS_PACK or HLS_LIGHT_PACK. */
  pack: string;
}

async function readPlaylist(url: string, signal?: AbortSignal): Promise<Playlist | null> {
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

type LoaderClass = HlsConfig['loader'];

/**
 * hls.js's playlist loader that answers its first request for the playlist with the text read,
 * and leaves every other request (a live playlist's reloads, the variants) to `Base`.
 */
function playlistLoader(Base: LoaderClass, playlist: Playlist): NonNullable<HlsConfig['pLoader']> {
  let served = false;
  return class HeldPlaylistLoader implements Loader<PlaylistLoaderContext> {
    private readonly inner: Loader<PlaylistLoaderContext>;
    private timer: ReturnType<typeof setTimeout> | undefined;
    private own: PlaylistLoaderContext | null = null;

    constructor(config: HlsConfig) {
      this.inner = new Base(config) as unknown as Loader<PlaylistLoaderContext>;
    }

    get context(): PlaylistLoaderContext | null {
      return this.own ?? this.inner.context;
    }

    get stats(): LoaderStats {
      return this.inner.stats;
    }

    load(context: PlaylistLoaderContext, config: LoaderConfiguration, callbacks: LoaderCallbacks<PlaylistLoaderContext>): void {
      if (served || context.type !== 'manifest' || context.url !== playlist.url) {
        this.inner.load(context, config, callbacks);
        return;
      }
      served = true;
      this.own = context;
      const stats = this.inner.stats;
      const now = performance.now();
      stats.loading.start = stats.loading.first = stats.loading.end = now;
      stats.loaded = stats.total = playlist.text.length;
      // Asynchronously, as a request would answer.
      this.timer = setTimeout(() => callbacks.onSuccess({ url: playlist.responseUrl, data: playlist.text }, stats, context, null), 0);
    }

    abort(): void {
      clearTimeout(this.timer);
      this.inner.abort();
    }

    destroy(): void {
      clearTimeout(this.timer);
      this.inner.destroy();
    }

    getCacheAge(): number | null {
      return this.inner.getCacheAge?.() ?? null;
    }

    getResponseHeader(name: string): string | null {
      return this.inner.getResponseHeader?.(name) ?? null;
    }
  };
}

/** Loads the hls.js pack `url` needs (see the top); rejects only as the pack's load does. */
export async function loadHls(url: string, loadPack: <T>(name: string) => Promise<T>, needs: PlaylistNeeds, signal?: AbortSignal): Promise<LoadedHls> {
  const absolute = new URL(url, document.baseURI).href;
  const playlist = await readPlaylist(absolute, signal);
  const pack = playlist && !fullHlsNeed(playlist.text, needs) ? HLS_LIGHT_PACK : HLS_PACK;
  const { Hls: Engine } = await loadPack<HlsPack>(pack);
  const config: Partial<HlsConfig> = playlist ? { pLoader: playlistLoader(Engine.DefaultConfig.loader, playlist) } : {};
  return { Hls: Engine, config, pack };
}
