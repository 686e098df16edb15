/**
 * `window.wpcf7`: `init`, `submit`, `reset`, `validate` and `schemas`, merged with the values
 * the page printed (its values win), so code written for Contact Form 7 keeps working.
 */
import { initForm } from './form';
import { instances, pageConfig } from './instance';
import { reset, submit } from './submit';
import { validateForm } from './validate';

const INSTALLED = Symbol.for('airlift.wpcf7');

export const schemas = new Map<number, unknown>();

export function installApi(): void {
  const page = pageConfig();
  if (page[INSTALLED as unknown as string]) return;
  const api = {
    init(form: HTMLFormElement) {
      initForm(form, new AbortController().signal, schemas);
    },
    submit(form: HTMLFormElement, options: { submitter?: HTMLElement | null } = {}) {
      const cf = instances.get(form);
      return cf ? submit(cf, options.submitter) : Promise.resolve();
    },
    reset(form: HTMLFormElement) {
      const cf = instances.get(form);
      return cf ? reset(cf) : Promise.resolve();
    },
    validate(form: HTMLFormElement, options: { target?: Element } = {}) {
      const cf = instances.get(form);
      return cf ? validateForm(cf, options.target) : new Map<string, string>();
    },
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
