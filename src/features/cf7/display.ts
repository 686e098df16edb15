/**
 * Validation errors and responses shown as Contact Form 7 shows them (tip in the wrap,
 * `aria-invalid`, `wpcf7-not-valid`, custom validity, a line in `.screen-reader-response ul`),
 * plus `aria-describedby` pointing at the visible tip. Every message goes in as text.
 */
import { announce } from '../../lib/a11y';
import { INVALID_CLASS, TIP_CLASS, WRAP_CLASS } from './constants';
import type { ContactForm } from './instance';

/** A wrap's field name: `data-name`, or (5.4–5.5 markup) its class beside the wrap class. */
export function wrapName(wrap: Element): string {
  return wrap.getAttribute('data-name') ?? Array.from(wrap.classList).find((name) => name !== WRAP_CLASS) ?? '';
}

export const wrapsOf = (form: Element): Element[] => Array.from(form.querySelectorAll(`.${WRAP_CLASS}`));

/** Every field name the form has a wrap for. */
export const fieldsOf = (form: Element): string[] => [...new Set(wrapsOf(form).map(wrapName))];

/** Shows `message` as the field's error, or clears the field's error when there is none. */
export function markField(cf: ContactForm, field: string, message?: string): void {
  const id = `${cf.id.unitTag}-ve-${field}`.replace(/[^0-9a-z_-]+/gi, '');
  const doc = cf.form.ownerDocument;
  const make = (tag: string): HTMLElement => {
    const element = doc.createElement(tag);
    element.textContent = message!;
    return element;
  };
  cf.parent.querySelectorAll('.screen-reader-response li').forEach((li) => li.id === id && li.remove());
  if (message !== undefined) {
    const li = make('li');
    li.id = id;
    cf.parent.querySelector('.screen-reader-response ul')?.append(li);
  }
  wrapsOf(cf.form).filter((wrap) => wrapName(wrap) === field).forEach((wrap, index) => {
    wrap.querySelector(`.${TIP_CLASS}`)?.remove();
    let tip: HTMLElement | undefined;
    if (message !== undefined) {
      tip = make('span');
      tip.className = TIP_CLASS;
      tip.setAttribute('aria-hidden', 'true');
      tip.id = `${id}-tip${index || ''}`;
      wrap.append(tip);
    }
    wrap.querySelectorAll('[aria-invalid]').forEach((element) => element.setAttribute('aria-invalid', String(Boolean(tip))));
    wrap.querySelectorAll<HTMLInputElement>('.wpcf7-form-control').forEach((control) => {
      control.classList.toggle(INVALID_CLASS, Boolean(tip));
      if (tip) control.setAttribute('aria-describedby', tip.id);
      else control.removeAttribute('aria-describedby');
      control.setCustomValidity?.(message ?? '');
    });
  });
}

/** The response message in `.wpcf7-response-output` and the form's live region (or airlift's). */
export function showResponse(cf: ContactForm, message: string): void {
  const status = cf.parent.querySelector('.screen-reader-response [role="status"]');
  if (status) status.textContent = message;
  else if (message) announce(message);
  const outputs = cf.form.querySelectorAll('.wpcf7-response-output');
  outputs.forEach((output) => {
    output.textContent = message;
  });
  const box = outputs[0]?.getBoundingClientRect();
  if (message && box && (box.bottom > innerHeight || box.top < 0)) outputs[0]!.scrollIntoView({ block: 'nearest' });
}

/** Clears every error and the response, as before a submission or a reset. */
export function clearResponse(cf: ContactForm): void {
  fieldsOf(cf.form).forEach((field) => markField(cf, field));
  cf.parent.querySelectorAll('.screen-reader-response ul').forEach((ul) => ul.replaceChildren());
  showResponse(cf, '');
}

/** Focuses (which scrolls to) the first invalid field. */
export function focusFirstInvalid(cf: ContactForm): void {
  const control = cf.form.querySelector<HTMLElement>(`.${INVALID_CLASS}`);
  (control?.matches('input,select,textarea') ? control : control?.querySelector<HTMLElement>('input,select,textarea'))?.focus();
}
