/**
 * What the form shows, as Contact Form 7 shows it: the class of a status, validation errors (tip
 * in the wrap, `aria-invalid`, `wpcf7-not-valid`, custom validity, a line in
 * `.screen-reader-response ul`, plus `aria-describedby` pointing at the visible tip) and the
 * response. Every message goes in as text. These write the DOM only: the form's state, its status
 * and its events are submit.ts's.
 */
import { announce } from '../../lib/a11y';
import { ownValue } from '../../lib/own';
import { INVALID_CLASS, PLAIN_STATUSES, STATUS_CLASSES, TIP_CLASS, WRAP_CLASS } from './part-constants';
import type { FormView } from './instance';

/**
 * The class a status shows as: the legacy name, or `custom-<status>` for any other (once), with
 * every run of characters but letters and digits turned into one dash as CF7 does: a class name
 * is never built from the server's text as it came (`custom-on hold` would throw in `classList.add`).
 */
export function statusClass(status: string): string {
  const known = ownValue(STATUS_CLASSES, status) ?? status;
  return PLAIN_STATUSES.includes(known) ? known : `custom-${known.replace(/^custom-/, '').replace(/[^0-9a-z]+/gi, '-').replace(/^-|-$/g, '')}`;
}

/** A wrap's field name: `data-name`, or (5.4–5.5 markup) its class beside the wrap class. */
export function wrapName(wrap: Element): string {
  return wrap.getAttribute('data-name') ?? Array.from(wrap.classList).find((name) => name !== WRAP_CLASS) ?? '';
}

export const wrapsOf = (form: Element): Element[] => Array.from(form.querySelectorAll(`.${WRAP_CLASS}`));

/** Every field name the form has a wrap for. */
export const fieldsOf = (form: Element): string[] => [...new Set(wrapsOf(form).map(wrapName))];

interface FormIndex {
  /** Each field's wraps, in document order. */
  wraps: Map<string, Element[]>;
  /** The screen-reader lines by id, and the list new ones go in. */
  lines: Map<string, Element[]>;
  list: Element | null;
}

const indexes = new WeakMap<FormView, FormIndex>();

/**
 * The form's wraps by field name and its screen-reader lines by id, found in one walk and kept
 * until the current task's microtasks: markField comes once per field in a row (clearing every
 * field, a reply's invalid fields, a check of every field), and a walk of the whole form for
 * each call would make a row take time in the square of the fields.
 */
function indexOf(cf: FormView): FormIndex {
  let index = indexes.get(cf);
  if (!index) {
    const group = <T>(map: Map<string, T[]>, key: string, value: T): void => void (map.get(key)?.push(value) ?? map.set(key, [value]));
    index = { wraps: new Map(), lines: new Map(), list: cf.parent.querySelector('.screen-reader-response ul') };
    for (const wrap of wrapsOf(cf.form)) group(index.wraps, wrapName(wrap), wrap);
    for (const li of cf.parent.querySelectorAll('.screen-reader-response li')) group(index.lines, li.id, li);
    indexes.set(cf, index);
    queueMicrotask(() => indexes.delete(cf));
  }
  return index;
}

/** Shows `message` as the field's error, or clears the field's error when there is none. */
export function markField(cf: FormView, field: string, message?: string): void {
  const id = `${cf.id.unitTag}-ve-${field}`.replace(/[^0-9a-z_-]+/gi, '');
  const index = indexOf(cf);
  const invalid = message !== undefined;
  // A new line or tip with the message as text; its id is set last (the attributes' order is CF7's).
  const make = (tag: string, elementId: string, className = ''): HTMLElement => {
    const element = cf.form.ownerDocument.createElement(tag);
    element.textContent = message!;
    if (className) {
      element.className = className;
      element.setAttribute('aria-hidden', 'true');
    }
    element.id = elementId;
    return element;
  };
  index.lines.get(id)?.forEach((li) => li.remove());
  index.lines.delete(id);
  if (invalid && index.list) {
    const li = make('li', id);
    index.list.append(li);
    index.lines.set(id, [li]);
  }
  index.wraps.get(field)?.forEach((wrap, at) => {
    wrap.querySelector(`.${TIP_CLASS}`)?.remove();
    const tip = invalid ? make('span', `${id}-tip${at || ''}`, TIP_CLASS) : undefined;
    if (tip) wrap.append(tip);
    wrap.querySelectorAll('[aria-invalid]').forEach((element) => element.setAttribute('aria-invalid', String(invalid)));
    wrap.querySelectorAll<HTMLInputElement>('.wpcf7-form-control').forEach((control) => {
      control.classList.toggle(INVALID_CLASS, invalid);
      if (tip) control.setAttribute('aria-describedby', tip.id);
      else control.removeAttribute('aria-describedby');
      control.setCustomValidity?.(message ?? '');
    });
  });
}

/** The response message in `.wpcf7-response-output` and the form's live region (or airlift's). */
export function showResponse(cf: FormView, message: string): void {
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
export function clearResponse(cf: FormView): void {
  fieldsOf(cf.form).forEach((field) => markField(cf, field));
  cf.parent.querySelectorAll('.screen-reader-response ul').forEach((ul) => ul.replaceChildren());
  showResponse(cf, '');
}

/** Focuses (which scrolls to) the first invalid field. */
export function focusFirstInvalid(cf: FormView): void {
  const control = cf.form.querySelector<HTMLElement>(`.${INVALID_CLASS}`);
  (control?.matches('input,select,textarea') ? control : control?.querySelector<HTMLElement>('input,select,textarea'))?.focus();
}
