/**
 * Boxzilla's layout rules (layout.ts), a part pack of the popups feature: the popups mount loads
 * it only where the page lacks Boxzilla's own stylesheet (stylesheet.ts), which Boxzilla 3.3 and
 * later enqueue, so the boxes of today's sites do not bring the rules a second time.
 */
import { hostGlobal } from '../../../packs/types';
import { LAYOUT_PACK } from '../constants';
import { addBoxLayout } from '../layout';

export interface PopupsLayoutPack {
  addBoxLayout: typeof addBoxLayout;
}

hostGlobal()?.definePack(LAYOUT_PACK, (): PopupsLayoutPack => ({ addBoxLayout }));
