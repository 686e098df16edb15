/**
 * Validation errors and responses shown as Contact Form 7 shows them (tip in the wrap,
 * `aria-invalid`, `wpcf7-not-valid`, custom validity, a line in `.screen-reader-response ul`),
 * plus `aria-describedby` pointing at the visible tip. Every message goes in as text.
 */
import { announce } from '../../lib/a11y';
import { CONTROL_CLASS, INVALID_CLASS, TIP_CLASS, WRAP_CLASS } from './constants';
import type { ContactForm } from './instance';

/** A wrap's field name: `data-name`, or (5.4–5.5 markup) its class beside the wrap class. */
export function wrapName(wrap: Element): string {
  return wrap.getAttribute('data-name') ?? Array.from(wrap.classList).find((name) => name !== WRAP_CLASS) ?? '';
}

export const wrapsOf = (form: Element, field?: string): Element[] =>
  Array.from(form.querySelectorAll(`.${WRAP_CLASS}`)).filter((wrap) => field === undefined || wrapName(wrap) === field);

const errorId = (cf: ContactForm, field: string): string => `${cf.unitTag}-ve-${field}`.replace(/[^0-9a-z_-]+/gi, '');

const controlsOf = (wrap: Element): HTMLElement[] => Array.from(wrap.querySelectorAll<HTMLElement>(`.${CONTROL_CLASS}`));

function setValidity(control: HTMLElement, message: string): void {
  if ('setCustomValidity' in control) (control as HTMLInputElement).setCustomValidity(message);
}

export function removeError(cf: ContactForm, field: string): void {
  const id = errorId(cf, field);
  cf.parent.querySelectorAll('.screen-reader-response li').forEach((li) => li.id === id && li.remove());
  for (const wrap of wrapsOf(cf.form, field)) {
    wrap.querySelector(`.${TIP_CLASS}`)?.remove();
    wrap.querySelectorAll('[aria-invalid]').forEach((element) => element.setAttribute('aria-invalid', 'false'));
    for (const control of controlsOf(wrap)) {
      control.removeAttribute('aria-describedby');
      control.classList.remove(INVALID_CLASS);
      setValidity(control, '');
    }
  }
}

export function showError(cf: ContactForm, field: string, message: string): void {
  removeError(cf, field);
  const id = errorId(cf, field);
  const doc = cf.form.ownerDocument;
  const li = doc.createElement('li');
  li.id = id;
  li.textContent = message;
  cf.parent.querySelector('.screen-reader-response ul')?.appendChild(li);
  wrapsOf(cf.form, field).forEach((wrap, index) => {
    const tip = doc.createElement('span');
    tip.className = TIP_CLASS;
    tip.setAttribute('aria-hidden', 'true');
    tip.id = `${id}-tip${index || ''}`;
    tip.textContent = message;
    wrap.appendChild(tip);
    wrap.querySelectorAll('[aria-invalid]').forEach((element) => element.setAttribute('aria-invalid', 'true'));
    for (const control of controlsOf(wrap)) {
      control.classList.add(INVALID_CLASS);
      control.setAttribute('aria-describedby', tip.id);
      setValidity(control, message);
    }
  });
}

/** Clears every error and the response, as before a submission or a reset. */
export function clearResponse(cf: ContactForm): void {
  const fields = new Set(wrapsOf(cf.form).map(wrapName));
  fields.forEach((field) => removeError(cf, field));
  cf.parent.querySelectorAll('.screen-reader-response ul').forEach((ul) => ul.replaceChildren());
  showResponse(cf, '');
}

/** The response message in `.wpcf7-response-output` and the form's live region (or airlift's). */
export function showResponse(cf: ContactForm, message: string): void {
  const status = cf.parent.querySelector('.screen-reader-response [role="status"]');
  if (status) status.textContent = message;
  else if (message) announce(message);
  cf.form.querySelectorAll<HTMLElement>('.wpcf7-response-output').forEach((output) => {
    output.textContent = message;
  });
  if (!message) return;
  const output = cf.form.querySelector('.wpcf7-response-output');
  const box = output?.getBoundingClientRect();
  if (output && box && (box.bottom > innerHeight || box.top < 0)) output.scrollIntoView({ block: 'nearest' });
}

/** Focuses (and scrolls to) the first invalid field; false when there is none. */
export function focusFirstInvalid(cf: ContactForm): boolean {
  const control = cf.form.querySelector<HTMLElement>(`.${INVALID_CLASS}`);
  if (!control) return false;
  const target = control.matches('input,select,textarea,button') ? control : control.querySelector<HTMLElement>('input,select,textarea');
  (target ?? control).scrollIntoView?.({ block: 'center' });
  (target ?? control).focus({ preventScroll: true });
  return true;
}
