/**
 * Wires one Contact Form 7 form: its events start the flows of submit.ts (submission, reset,
 * field checks), its first interaction asks for its validation (validation.ts), and the small
 * helpers of helpers.ts run on input.
 */
import { FORWARDER } from './constants';
import { exclusive, updateAcceptance, updateCounters, updateFreeText, withScheme } from './helpers';
import { createInstance, instances, pageConfig } from './instance';
import type { ContactForm } from './instance';
import { reset, submit, validateForm } from './submit';
import { schemas, validation } from './validation';

/** `wpcf7.submit(form, { submitter })` and `wpcf7.reset(form)` as Contact Form 7 defines them. */
type PageCall = (form: HTMLFormElement, options: { submitter?: HTMLElement | null | undefined }) => unknown;

/**
 * Calls `wpcf7.submit` or `wpcf7.reset` as the page has it now (other plugins wrap them), or
 * airlift's own when the global is gone.
 */
function throughApi(cf: ContactForm, name: 'submit' | 'reset', submitter?: HTMLElement | null): void {
  const call = pageConfig()[name];
  // airlift's own forwarder would only come back here a tick later: call the real thing now.
  if (typeof call === 'function' && !(call as { [FORWARDER]?: boolean })[FORWARDER]) (call as PageCall)(cf.form, { submitter });
  else void (name === 'submit' ? submit(cf, submitter) : reset(cf));
}

/** What the visitor's first interaction with a form is: its validation is asked for then. */
const FIRST_INTERACTION = ['focusin', 'pointerdown', 'keydown', 'input', 'change', 'submit'] as const;

export function initForm(form: HTMLFormElement, signal: AbortSignal): () => void {
  if (instances.has(form)) return () => undefined;
  const parent = form.closest('.wpcf7') ?? form;
  const cf = createInstance(form, parent, signal);
  instances.set(form, cf);
  parent.classList.replace('no-js', 'js');
  const spinners = Array.from(form.querySelectorAll('.has-spinner'), (button) => {
    const spinner = form.ownerDocument.createElement('span');
    spinner.className = 'wpcf7-spinner';
    button.after(spinner);
    return spinner;
  });
  const helpers = (): void => {
    updateAcceptance(form);
    updateFreeText(form);
    updateCounters(form);
  };
  const on = <K extends keyof HTMLElementEventMap>(type: K, listener: (event: HTMLElementEventMap[K]) => void): void =>
    form.addEventListener(type, listener, { signal });
  // The form's validation (the part pack, then its schema) at its first interaction, not at
  // load; later interactions find it asked for already.
  FIRST_INTERACTION.forEach((type) => on(type, () => void validation(cf)));

  // A tip appearing on blur while a button is pressed would move the button away from under the
  // pointer, and the click would be lost: such checks wait until the press is over.
  let pressed: Element[] | null = null;
  const check = (target: Element): void => {
    if (pressed) pressed.push(target);
    else void validateForm(cf, target);
  };
  on('pointerdown', () => {
    pressed ??= [];
    form.ownerDocument.addEventListener('pointerup', () => setTimeout(() => {
      const waiting = pressed ?? [];
      pressed = null;
      waiting.forEach(check);
    }), { once: true, signal });
  });
  on('submit', (event) => {
    event.preventDefault();
    throughApi(cf, 'submit', event.submitter);
  });
  on('change', (event) => {
    const target = event.target as HTMLInputElement;
    if (target.matches('.wpcf7-validates-as-url, .wpcf7-url')) target.value = withScheme(target.value);
    exclusive(form, target);
    updateAcceptance(form);
    updateFreeText(form, target);
    check(target);
  });
  on('focusout', (event) => {
    if ((event.target as Element).matches('input,select,textarea')) check(event.target as Element);
  });
  on('input', (event) => {
    updateCounters(form);
    const wrap = (event.target as Element).closest('.wpcf7-form-control-wrap');
    if (wrap?.querySelector('.wpcf7-not-valid-tip')) void validateForm(cf, event.target as Element);
  });
  on('reset', () => {
    throughApi(cf, 'reset');
    setTimeout(helpers);
  });
  form.addEventListener('wpcf7reset', helpers, { signal });
  // Counters keep the server's rendering until the visitor types, as in CF7.
  updateAcceptance(form);
  updateFreeText(form);

  // As in CF7, the form's id is in `wpcf7.schemas` from its start; its schema, once it has come.
  if (cf.id.contactFormId > 0 && !schemas.has(cf.id.contactFormId)) schemas.set(cf.id.contactFormId, undefined);
  if (pageConfig().cached) void reset(cf);
  return () => {
    instances.delete(form);
    spinners.forEach((spinner) => spinner.remove());
  };
}
