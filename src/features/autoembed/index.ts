/**
 * Auto-embeds in content (`#maincontent`, post content): links to the recognised services,
 * and `[data-autoembed="url"]` elements, become responsive players. Nothing happens inside
 * `.qw-disableembedding` or when the body has `qt-autoembed-disable`. Each is a marketing
 * service: without the visitor's consent, the consent notice stands in its place
 * (lib/consent-placeholder).
 */
import * as v from 'valibot';
import type { Feature } from '../../core/registry';
import { el } from '../../lib/dom';
import { whenConsented } from '../../lib/consent-placeholder';
import { CONTENT_SELECTORS, DISABLED_AREA, DISABLED_BODY_CLASS, EMBED_CATEGORY } from './constants';
import { createEmbedFrame } from './frame';
import { playerFromOembed, recognise } from './recognise';
import { definition } from './definition';

const OembedSchema = v.object({ html: v.string() });
const CONTENT_AREAS = CONTENT_SELECTORS.join(',');

export const autoembed: Feature = {
  name: definition.name,
  get selector() {
    return definition.selector;
  },
  mount(element, ctx) {
    if (document.body.classList.contains(DISABLED_BODY_CLASS) || element.closest(DISABLED_AREA)) return undefined;
    const inline = element.hasAttribute('data-autoembed');
    if (!inline && !element.closest(CONTENT_AREAS)) return undefined;
    const plan = recognise(inline ? element.getAttribute('data-autoembed') : element.getAttribute('href'));
    if (!plan) return undefined;
    const slot = el('div', `qt-autoembed qt-autoembed-${plan.service}`);
    if (inline) element.append(slot);
    else element.replaceWith(slot);
    if (!inline) slot.append(element);
    const resolve = async (): Promise<string | null> => {
      if (plan.src) return plan.src;
      try {
        // A third-party JSON answer: plain fetch (the REST client is for the site's own API).
        const response = await fetch(plan.oembed!, { signal: ctx.signal, credentials: 'omit' });
        const answer = v.safeParse(OembedSchema, response.ok ? await response.json() : null);
        return answer.success ? playerFromOembed(answer.output.html) : null;
      } catch {
        return null;
      }
    };
    const gate = { category: EMBED_CATEGORY, service: plan.service, slot, signal: ctx.signal, quietly: ctx.quietly };
    whenConsented(gate, () => void createEmbedFrame(plan.service, slot, resolve, ctx.quietly));
    return () => {
      if (inline) slot.remove();
      else {
        element.removeAttribute('hidden');
        if (slot.isConnected) slot.replaceWith(element);
      }
    };
  },
};

export default autoembed;
