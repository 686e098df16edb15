/** Contact Form 7's constants for the forms pack at load (the part's are in part-constants.ts; SPEC §4, §5, §8, §9). */

/** The feature's name and the forms it enhances (every markup generation wraps its form in `.wpcf7`). */
export const CF7_FEATURE = 'cf7';
export const CF7_SELECTOR = '.wpcf7';
export const FORMS_PACK = 'forms';
/** Marks airlift's own forwarding methods (facade.ts), so the pack can tell them from a plugin's wrapper. */
export const FORWARDER = Symbol.for('airlift.wpcf7.forwarder');
/**
 * The part pack (packs/forms-rules.ts): the submission path (request, reply, refill, display) and
 * the validation (rules, checks, the schema's load), at a form's first interaction.
 */
export const FORMS_RULES_PACK = 'forms-rules';

export const WRONG_PLACE_MESSAGE = 'This contact form is placed in the wrong place.';
export const WRONG_PLACE_PREFIX = 'Error:';
