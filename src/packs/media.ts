/** The media pack: WordPress playlists and MediaElement-style players (needs the ui pack). */
import { media } from '../features/media';
import { hostGlobal } from './types';
import type { FeaturePack } from './types';

hostGlobal()?.definePack('media', (): FeaturePack => ({ features: { [media.name]: media } }));
