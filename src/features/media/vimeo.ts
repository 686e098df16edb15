/**
 * Vimeo's pure parts: the video (id and private-link hash) of a source's address, whether a
 * source is Vimeo's, and the address of its player frame.
 */
import { safeUrl } from '../../lib/url';
import { VIMEO_PLAYER, VIMEO_TYPE } from './constants';

export interface VimeoVideo {
  id: string;
  /** The hash of an unlisted video's private link (`vimeo.com/{id}/{hash}` or `?h=`). */
  hash: string | null;
}

const HOST = /^(www\.|player\.)?vimeo\.com$/i;
/** vimeo.com/{id}, /video/{id} (the player), /channels/{name}/{id}, /groups/{name}/videos/{id}, /album|showcase/{n}/video/{id}. */
const PATH = /^\/(?:video\/|channels\/[\w-]+\/|groups\/[\w-]+\/videos\/|(?:album|showcase)\/\d+\/video\/)?(\d+)(?:\/([\da-f]+))?\/?$/i;

/** The video a source's address names, read as the browser reads a `<source src>`; null when it is no Vimeo video. */
export function vimeoVideo(src: string): VimeoVideo | null {
  const address = safeUrl(src, document.baseURI);
  if (!address) return null;
  const url = new URL(address, document.baseURI);
  if (!HOST.test(url.hostname)) return null;
  const match = PATH.exec(url.pathname);
  if (!match?.[1]) return null;
  const hash = match[2] ?? url.searchParams.get('h');
  return { id: match[1], hash: hash && /^[\da-f]+$/i.test(hash) ? hash : null };
}

/** Whether a `<source>` (type and src) is a Vimeo video: WordPress types it `video/vimeo`. */
export function isVimeoSource(type: string, src: string): boolean {
  return type.trim().toLowerCase() === VIMEO_TYPE || (type === '' && vimeoVideo(src) !== null);
}

export interface VimeoFrameOptions {
  autoplay: boolean;
  loop: boolean;
  muted: boolean;
}

/** The player frame's address: Vimeo's own controls off where the account allows it, no tracking cookie (`dnt`). */
export function vimeoFrameUrl(video: VimeoVideo, options: VimeoFrameOptions): string {
  const params = new URLSearchParams();
  if (video.hash) params.set('h', video.hash);
  params.set('controls', '0');
  params.set('dnt', '1');
  params.set('playsinline', '1');
  params.set('title', '0');
  params.set('byline', '0');
  params.set('portrait', '0');
  params.set('autoplay', options.autoplay ? '1' : '0');
  params.set('loop', options.loop ? '1' : '0');
  params.set('muted', options.muted ? '1' : '0');
  return `${VIMEO_PLAYER}${video.id}?${params.toString()}`;
}
