/**
 * A player airlift builds, as the MediaElement facade sees it (mejs-link.ts): attached to the
 * facade's player object for its element (mejs-methods.ts), so `mejs.players` lists it and `setSrc` goes
 * through airlift's engine. `setSrc` takes what MediaElement's takes: an address, or a list of
 * addresses or of `{ src, type }`; only http(s) and relative addresses are kept (lib/url).
 */
import * as v from 'valibot';
import { safeUrl } from '../../../lib/url';
import { facade } from './mejs-link';
import type { SourceRequest } from './mejs-link';
import { attachPlayer, detachPlayer } from './mejs-methods';
import type { MediaFile } from '../sources/sources';

const SourceSchema = v.union([v.string(), v.looseObject({ src: v.string(), type: v.optional(v.string()) })]);

/** The files `setSrc`'s argument names; [] for anything else. */
export function sourceFiles(sources: unknown): MediaFile[] {
  const list = Array.isArray(sources) ? sources : [sources];
  return list.flatMap((source): MediaFile[] => {
    if (!v.is(SourceSchema, source)) return [];
    const file = typeof source === 'string' ? { src: source, type: '' } : { src: source.src, type: source.type ?? '' };
    return safeUrl(file.src) === null ? [] : [{ ...file, src: file.src.trim() }];
  });
}

export interface FacadeBinding {
  /** What the page asked for before the player was built: these files, played or not. */
  asked: { files: MediaFile[]; play: boolean } | null;
  unbind(): void;
}

export function bindFacade(media: HTMLMediaElement, container: HTMLElement, load: (files: MediaFile[], play: boolean) => void): FacadeBinding {
  const link = facade.link;
  if (!link) return { asked: null, unbind: () => undefined };
  let request: SourceRequest | null = null;
  try {
    request = attachPlayer(link, media, { container, setSrc: (sources, play) => load(sourceFiles(sources), play) });
  } catch {
    // A link that fails leaves the player as airlift built it.
  }
  return {
    asked: request ? { files: sourceFiles(request.sources), play: request.play } : null,
    unbind: () => detachPlayer(link, media),
  };
}
