/**
 * What `window.wpcf7`'s methods do: `init`, `submit`, `reset`, `validate`. The global itself
 * is installed by the main bundle (`facade.ts`) as soon as airlift starts, so plugins that
 * wrap `wpcf7.submit` on DOMContentLoaded (reCAPTCHA) find it; it forwards here.
 */
import { initForm } from './form';
import { instances } from './instance';
import type { ContactForm } from './instance';
import { reset, submit, validateForm } from './submit';
import type { Wpcf7Methods } from './types';

/** Runs `action` on the form's instance; nothing for a form airlift has not enhanced. */
const on = <T>(form: HTMLFormElement, action: (cf: ContactForm) => T): T | undefined => {
  const cf = instances.get(form);
  return cf && action(cf);
};

export const wpcf7Methods: Wpcf7Methods = {
  init(form: HTMLFormElement): void {
    initForm(form, new AbortController().signal);
  },
  submit: (form: HTMLFormElement, options?: { submitter?: HTMLElement | null }) => on(form, (cf) => submit(cf, options?.submitter)),
  reset: (form: HTMLFormElement) => on(form, reset),
  validate: (form: HTMLFormElement, options?: { target?: Element }) => on(form, (cf) => validateForm(cf, options?.target)),
};
