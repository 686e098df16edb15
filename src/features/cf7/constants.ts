/** Contact Form 7's constants, statuses, class names and messages (SPEC §4, §5, §8, §9). */

/** The feature's name and the forms it enhances (every markup generation wraps its form in `.wpcf7`). */
export const CF7_FEATURE = 'cf7';
export const CF7_SELECTOR = '.wpcf7';
export const FORMS_PACK = 'forms';
/** Marks airlift's own forwarding methods (facade.ts), so the pack can tell them from a plugin's wrapper. */
export const FORWARDER = Symbol.for('airlift.wpcf7.forwarder');
/** The validation part pack (packs/forms-rules.ts): the rules, their checks and the schema's load, at a form's first interaction. */
export const FORMS_RULES_PACK = 'forms-rules';

export const NAMESPACE = 'contact-form-7/v1';

/** Server and client statuses → the form's class and `data-status`. */
export const STATUS_CLASSES: Record<string, string> = {
  validation_failed: 'invalid',
  acceptance_missing: 'unaccepted',
  mail_sent: 'sent',
  mail_failed: 'failed',
  payment_required: 'payment-required',
};
/** Statuses that show under their own name. */
export const PLAIN_STATUSES = /* @__PURE__ */ 'init validating submitting resetting spam aborted invalid unaccepted sent failed payment-required'.split(' ');

export const WRONG_PLACE_MESSAGE = 'This contact form is placed in the wrong place.';
export const WRONG_PLACE_PREFIX = 'Error:';

export const TIP_CLASS = 'wpcf7-not-valid-tip';
export const INVALID_CLASS = 'wpcf7-not-valid';
export const WRAP_CLASS = 'wpcf7-form-control-wrap';
/** A submission (or refill) the server has not answered within this time fails as offline, values kept. */
export const SUBMIT_TIMEOUT_MS = 30000;
