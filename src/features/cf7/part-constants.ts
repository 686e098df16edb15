/**
 * The constants of the part pack forms-rules (the submission path and the validation: submit.ts,
 * display.ts, rules.ts, checks.ts, schema.ts), apart from constants.ts: a module the forms pack
 * carries too would be lent to the part name by name, and carried at load.
 */
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

export const TIP_CLASS = 'wpcf7-not-valid-tip';
export const INVALID_CLASS = 'wpcf7-not-valid';
export const WRAP_CLASS = 'wpcf7-form-control-wrap';
/** A submission (or refill) the server has not answered within this time fails as offline, values kept. */
export const SUBMIT_TIMEOUT_MS = 30000;

export const EMAIL_MIN_LENGTH = 6;
export const TEL_MIN_LENGTH = 6;
export const TEL_MAX_LENGTH = 15;

/** WordPress's `wp_allowed_protocols()`. */
export const URL_PROTOCOLS = /* @__PURE__ */ 'http https ftp ftps mailto news irc irc6 ircs gopher nntp feed telnet mms rtsp sms svn tel fax xmpp webcal urn'.split(' ');

export const SCHEMA_CACHE_PREFIX = 'airlift:cf7:schema:';
/** How deep `all` / `any` rules may nest in a schema; deeper, the schema is refused (CF7's own nest one or two). */
export const MAX_RULE_DEPTH = 16;
/** A schema that has not arrived within this time is given up: the form is sent unchecked. */
export const SCHEMA_TIMEOUT_MS = 30000;
