/**
 * hls.js's playlist loader holding a playlist already read (lib/hls-pack reads it to choose the
 * pack): it answers hls.js's first request for that playlist with the text read, so the
 * playlist is asked for once, and leaves every other request (a live playlist's reloads, the
 * variants) to hls.js's own loader. In the hls packs: it is hls.js's business, not the players'.
 */
import type { HlsConfig, Loader, LoaderCallbacks, LoaderConfiguration, LoaderStats, PlaylistLoaderContext } from 'hls.js';

export interface HeldPlaylist {
  /** The address asked for, absolute, as hls.js asks for it. */
  url: string;
  /** The address that answered (after redirects): the base of the playlist's own addresses. */
  responseUrl: string;
  text: string;
}

type LoaderClass = HlsConfig['loader'];

/** The loader class for `hls.config.pLoader`: `playlist` once, then `Base` (hls.js's loader). */
export function heldPlaylistLoader(Base: LoaderClass, playlist: HeldPlaylist): NonNullable<HlsConfig['pLoader']> {
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
      if (served || String(context.type) !== 'manifest' || context.url !== playlist.url) {
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
