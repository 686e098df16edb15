/** The popups pack: Boxzilla's boxes, loaded only on pages with Boxzilla's options. */
import { popups } from '../features/popups';
import { hostGlobal } from './types';
import type { FeaturePack } from './types';

hostGlobal()?.definePack('popups', (): FeaturePack => ({ features: { [popups.name]: popups } }));
