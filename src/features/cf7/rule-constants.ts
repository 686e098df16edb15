/**
 * The constants of the validation part pack (forms-rules: rules.ts, checks.ts, schema.ts), apart
 * from constants.ts: a module the forms pack carries too would be lent to the part name by name.
 */
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
