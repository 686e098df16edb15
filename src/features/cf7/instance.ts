/**
 * One enhanced Contact Form 7 form: what its hidden fields say (id, plugin version, locale,
 * unit tag, container post) and the page's REST settings, fixed once read (the part's submit.ts
 * makes its routes of them); and its state, which only the flows in submit.ts change. And
 * `wpcf7.schemas`, which lists a form from its start.
 */
import { ownRecord } from '../../lib/globals';
import { namedControl } from '../../lib/dom';

/** What names the form in every event's detail, as CF7 has it. */
export interface FormIdentity {
  contactFormId: number;
  pluginVersion: string;
  contactFormLocale: string;
  unitTag: string;
  containerPostId: number;
}

/** What changes while the form is used: read and written by the flows in submit.ts only. */
export interface FormState {
  /** The status class the form shows (`init`, `submitting`, `sent`, `custom-…`). */
  status: string;
  /** Submissions started: a field check asked for before one (part.ts, submit.ts) is dropped. */
  submissions: number;
  /** A submission is under way: a second one is ignored, fields are not checked. */
  busy?: boolean;
  /** The reset under way follows a mail_sent reply: it ends in `sent`, not `init`. */
  resetOnMailSent?: boolean;
}

export interface ContactForm {
  readonly form: HTMLFormElement;
  readonly parent: Element;
  readonly id: FormIdentity;
  readonly signal: AbortSignal;
  readonly state: FormState;
  /** The page's `wpcf7.api` (or `apiSettings`) as read at the start: REST root and namespace, unchecked. */
  readonly rest: { root?: unknown; namespace?: unknown };
}

/** The form as the DOM helpers (display.ts) see it: without its state, which they do not touch. */
export type FormView = Pick<ContactForm, 'form' | 'parent' | 'id'>;

export const instances = new WeakMap<HTMLFormElement, ContactForm>();

/** `wpcf7.schemas`: the facade's map when there is one, so the page sees what forms load. */
export const schemas: Map<number, unknown> = (() => {
  const shared = (window as unknown as { wpcf7?: { schemas?: unknown } }).wpcf7?.schemas;
  return shared instanceof Map ? (shared as Map<number, unknown>) : new Map<number, unknown>();
})();

/** The page's `wpcf7` global as an object (empty when missing). */
export function pageConfig(): Record<string, unknown> {
  return ownRecord('wpcf7') ?? {};
}

export function createInstance(form: HTMLFormElement, parent: Element, signal: AbortSignal): ContactForm {
  const config = pageConfig();
  const rest = (config.api ?? config.apiSettings ?? {}) as ContactForm['rest'];
  const hidden = (name: string): string => namedControl(form, name)?.value ?? '';
  const id: FormIdentity = {
    contactFormId: parseInt(hidden('_wpcf7') || (parent.getAttribute('data-wpcf7-id') ?? ''), 10),
    pluginVersion: hidden('_wpcf7_version'),
    contactFormLocale: hidden('_wpcf7_locale'),
    unitTag: hidden('_wpcf7_unit_tag') || parent.id,
    containerPostId: parseInt(hidden('_wpcf7_container_post'), 10) || 0,
  };
  return {
    form,
    parent,
    id,
    signal,
    state: { status: form.getAttribute('data-status') ?? 'init', submissions: 0 },
    rest: { root: rest.root, namespace: rest.namespace },
  };
}
