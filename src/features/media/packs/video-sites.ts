/**
 * The video-site players (YouTube, Vimeo), a part pack of the media feature: the media pack
 * loads it only for a `[video]` whose source is a video site (index.ts), so the players of a
 * page without one do not carry them.
 */
import { hostGlobal } from '../../../packs/types';
import { VIDEO_SITES_PACK } from '../constants';
import { mountVimeo } from '../video-sites/vimeo-player';
import { mountYoutube } from '../video-sites/youtube-player';

export interface VideoSitesPack {
  mountYoutube: typeof mountYoutube;
  mountVimeo: typeof mountVimeo;
}

hostGlobal()?.definePack(VIDEO_SITES_PACK, (): VideoSitesPack => ({ mountYoutube, mountVimeo }));
