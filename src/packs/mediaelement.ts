/** The mediaelement pack: the MediaElement.js player for playlists and shortcodes. */
import 'mediaelement/full';
import { hostGlobal } from './types';

interface MediaElementGlobals {
  MediaElementPlayer?: unknown;
  MediaElement?: unknown;
  mejs?: unknown;
}

export interface MediaElementPack {
  MediaElementPlayer: unknown;
  MediaElement: unknown;
  mejs: unknown;
}

hostGlobal()?.definePack('mediaelement', (): MediaElementPack => {
  const globals = globalThis as MediaElementGlobals;
  return { MediaElementPlayer: globals.MediaElementPlayer, MediaElement: globals.MediaElement, mejs: globals.mejs };
});
