/** Client-side validation of a form against its rules: one field on change/blur/input, or all on submit. */
import { validate } from './rules';
import type { FieldValue } from './rules';
import { clearResponse, fieldsOf, focusFirstInvalid, markField, showResponse, wrapName } from './display';
import type { ContactForm } from './instance';
import { MESSAGE_INVALID } from './messages';
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

/** The whole form before sending: false (errors shown, first invalid field focused) when invalid. */
export function validateBeforeSubmit(cf: ContactForm): boolean {
  clearResponse(cf);
  if (!validateForm(cf).size) return true;
  setStatus(cf, 'validation_failed');
  showResponse(cf, MESSAGE_INVALID);
  focusFirstInvalid(cf);
  return false;
}
