/**
 * The placeholders over blocked embeds and images (placeholder-add.ts), a part pack of the
 * consent feature: the consent pack loads it where the page has such content, once the content
 * comes near the viewport (index.ts), so a page without it does not carry the notice's code.
 */
import { hostGlobal } from '../../../packs/types';
import { CONSENT_PLACEHOLDERS_PACK } from '../constants';
import { addPlaceholder } from '../placeholder-add';

export interface ConsentPlaceholdersPack {
  addPlaceholder: typeof addPlaceholder;
}

hostGlobal()?.definePack(CONSENT_PLACEHOLDERS_PACK, (): ConsentPlaceholdersPack => ({ addPlaceholder }));
