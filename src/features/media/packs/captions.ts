/**
 * The captions and subtitles menu (captions.tsx), a part pack of the media feature: a player
 * loads it only for a video with text tracks, so the players of other pages do not carry it.
 */
import { hostGlobal } from '../../../packs/types';
import { Captions } from '../captions/captions';
import { CAPTIONS_PACK } from '../constants';

export interface CaptionsPack {
  Captions: typeof Captions;
}

hostGlobal()?.definePack(CAPTIONS_PACK, (): CaptionsPack => ({ Captions }));
