/**
 * Contact Form 7's front end (all markup generations from 5.4): schema validation (its code, the
 * part pack forms-rules, and the schema at a form's first interaction: validation.ts), submission
 * with every status and CF7's events, refill and helpers (`window.wpcf7`: facade.ts, api.ts). A form placed inside
 * another form is replaced by CF7's error text.
 */
import type { Feature } from '../../core/registry';
import { CF7_FEATURE, CF7_SELECTOR, WRONG_PLACE_MESSAGE, WRONG_PLACE_PREFIX } from './constants';
import { initForm } from './form';
import { wpcf7Methods } from './api';

// Name and selector from constants.ts, as the definition has them: importing definition.ts would
// carry the `window.wpcf7` facade (main script's) into the pack.
export const contactForm: Feature = {
  name: CF7_FEATURE,
  selector: CF7_SELECTOR,
  mount(parent, ctx) {
    const doc = parent.ownerDocument;
    if (parent.parentElement?.closest('form')) {
      const error = doc.createElement('p');
      const strong = doc.createElement('strong');
      error.className = 'wpcf7-form-in-wrong-place';
      strong.textContent = WRONG_PLACE_PREFIX;
      error.append(strong, ` ${WRONG_PLACE_MESSAGE}`);
      ctx.quietly(() => parent.replaceWith(error));
      return undefined;
    }
    const form = Array.from(parent.children).find((child): child is HTMLFormElement => child instanceof HTMLFormElement);
    if (!form) return undefined;
    return initForm(form, ctx.signal);
  },
};

/** What the forms pack gives besides the feature: `window.wpcf7`'s methods, which facade.ts forwards to. */
export const packExports = { wpcf7: wpcf7Methods };

export default contactForm;
