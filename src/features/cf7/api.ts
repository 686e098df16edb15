/**
 * `window.wpcf7`: `init`, `submit`, `reset`, `validate` and `schemas`, merged with the values
 * the page printed (its values win), so code written for Contact Form 7 keeps working.
 */
import { initForm } from './form';
import { instances, pageConfig } from './instance';
import type { ContactForm } from './instance';
import { reset, submit } from './submit';
import { validateForm } from './validate';

const INSTALLED = Symbol.for('airlift.wpcf7');

export const schemas = new Map<number, unknown>();

/** Runs `action` on the form's instance; nothing for a form airlift has not enhanced. */
const on = <T>(form: HTMLFormElement, action: (cf: ContactForm) => T): T | undefined => {
  const cf = instances.get(form);
  return cf && action(cf);
};

export function installApi(): void {
  const page = pageConfig();
  if (page[INSTALLED as unknown as string]) return;
  const api = {
    init(form: HTMLFormElement) {
      initForm(form, new AbortController().signal, schemas);
    },
    submit: (form: HTMLFormElement, options?: { submitter?: HTMLElement | null }) => on(form, (cf) => submit(cf, options?.submitter)),
    reset: (form: HTMLFormElement) => on(form, reset),
    validate: (form: HTMLFormElement, options?: { target?: Element }) => on(form, (cf) => validateForm(cf, options?.target)),
    schemas,
    ...page,
    [INSTALLED]: true,
  };
  try {
    (window as unknown as { wpcf7: unknown }).wpcf7 = api;
  } catch {
    /* a frozen global: forms still work through airlift's own calls */
  }
}
