/**
 * Vimeo's pure parts the media pack reads a page with: the video (id and private-link hash) of a
 * source's address, and whether a source is Vimeo's. The frame's address is vimeo-frame.ts.
 */
import { safeUrl } from '../../../lib/url';
import { VIMEO_TYPE } from '../constants';

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
