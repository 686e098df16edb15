/**
 * Client-side validation of a form against its rules: one field on change/blur/input (or every
 * field, through the page API's validate). A submission is not checked here: it goes to the
 * server as Contact Form 7 sends it, whatever the fields hold, and the server's reply (its
 * `invalid_fields`) marks them, with CF7's events (`wpcf7invalid`, `wpcf7submit`) and its POST,
 * which sites and other plugins count on.
 */
import { validate } from './rules';
import type { FieldValue } from './rules';
import { fieldsOf, markField, wrapName } from './display';
import type { ContactForm } from './instance';
import { setStatus } from './status';

/** Validates the field of `target`'s wrap (every field when omitted). Returns the errors found. */
export function validateForm(cf: ContactForm, target?: Element): Map<string, string> {
  const wrap = target?.closest('.wpcf7-form-control-wrap');
  if (!cf.rules || cf.busy || (target && (!wrap || target.closest('.novalidate')))) return new Map();
  const data = new FormData(cf.form);
  const fields = wrap ? [wrapName(wrap)] : fieldsOf(cf.form);
  const previous = cf.status;
  setStatus(cf, 'validating');
  const errors = validate(cf.rules, (field): FieldValue[] => [...data.getAll(field), ...data.getAll(`${field}[]`)], fields);
  fields.forEach((field) => markField(cf, field, errors.get(field)));
  setStatus(cf, previous);
  return errors;
}
