/** The radio pack: the player bar, channel links and now playing; needs the ui pack (preact). */
import { radio } from '../features/radio';
import { hostGlobal } from './types';
import type { FeaturePack } from './types';

hostGlobal()?.definePack('radio', (): FeaturePack => ({ features: { [radio.name]: radio } }));
