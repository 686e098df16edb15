/** The address of Vimeo's player frame for a video (the video-sites pack). */
import { VIMEO_PLAYER } from './site-constants';
import type { VimeoVideo } from '../sources/vimeo';

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
