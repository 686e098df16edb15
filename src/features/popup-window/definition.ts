/** How airlift finds the popupwindow feature on a page, and the pack its code comes in. */
import type { FeatureDefinition } from '../../core/registry';

export const definition: FeatureDefinition = { name: 'popupwindow', selector: 'a.qt-popupwindow[href]', pack: 'widgets' };
