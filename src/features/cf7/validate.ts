/** Client-side validation of a form against its rules: one field on change/blur/input, or all on submit. */
import { validate } from './rules';
import type { FieldValue } from './rules';
import { clearResponse, focusFirstInvalid, removeError, showError, showResponse, wrapName, wrapsOf } from './display';
import type { ContactForm } from './instance';
import { MESSAGE_INVALID } from './messages';
import { setStatus } from './status';

function valuesOf(form: HTMLFormElement): (field: string) => FieldValue[] {
  const data = new FormData(form);
  return (field) => [...data.getAll(field), ...data.getAll(`${field}[]`)];
}

/** Validates the fields of `target`'s wrap (every field when omitted). Returns the errors found. */
export function validateForm(cf: ContactForm, target?: Element): Map<string, string> {
  const rules = cf.rules;
  if (!rules || cf.busy) return new Map();
  const wrap = target?.closest('.wpcf7-form-control-wrap');
  if (target && (!wrap || target.closest('.novalidate'))) return new Map();
  const fields = wrap ? [wrapName(wrap)] : [...new Set(wrapsOf(cf.form).map(wrapName))];
  const previous = cf.status;
  setStatus(cf, 'validating');
  const errors = validate(rules, valuesOf(cf.form), fields);
  for (const field of fields) {
    const message = errors.get(field);
    if (message !== undefined) showError(cf, field, message);
    else removeError(cf, field);
  }
  setStatus(cf, previous);
  return errors;
}

/** The whole form before sending: false (errors shown, first invalid field focused) when invalid. */
export function validateBeforeSubmit(cf: ContactForm): boolean {
  if (!cf.rules) return true;
  clearResponse(cf);
  const errors = validateForm(cf);
  if (!errors.size) return true;
  setStatus(cf, 'validation_failed');
  showResponse(cf, MESSAGE_INVALID);
  focusFirstInvalid(cf);
  return false;
}
